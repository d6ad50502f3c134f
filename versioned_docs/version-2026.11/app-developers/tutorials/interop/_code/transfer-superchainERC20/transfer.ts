// Sends SuperchainERC20 tokens from chain A to the same address on chain B through the
// SuperchainTokenBridge, and prints the balances on both chains before and after.
// Usage: npx tsx transfer.ts [amount in whole tokens, default 1]
import {createPublicClient, createWalletClient, defineChain, erc20Abi, formatUnits, http, parseUnits, type Address, type Hex} from 'viem';
import {privateKeyToAccount} from 'viem/accounts';
import {sendSuperchainERC20} from '@eth-optimism/viem/actions/interop';

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name} first (see the tutorial's environment step).`);
  return value;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const account = privateKeyToAccount(requireEnv('PRIVATE_KEY') as Hex);
  const token = requireEnv('TOKEN_ADDRESS') as Address;
  const urlA = requireEnv('URL_CHAIN_A');
  const urlB = requireEnv('URL_CHAIN_B');

  const publicA = createPublicClient({transport: http(urlA)});
  const publicB = createPublicClient({transport: http(urlB)});
  const [idA, idB] = await Promise.all([publicA.getChainId(), publicB.getChainId()]);
  const chainA = defineChain({
    id: idA,
    name: 'Chain A',
    nativeCurrency: {name: 'Ether', symbol: 'ETH', decimals: 18},
    rpcUrls: {default: {http: [urlA]}},
  });
  const walletA = createWalletClient({account, chain: chainA, transport: http(urlA)});

  const decimals = await publicA.readContract({address: token, abi: erc20Abi, functionName: 'decimals'});
  const amount = parseUnits(process.argv[2] ?? '1', decimals);
  const balances = () =>
    Promise.all(
      [publicA, publicB].map((client) =>
        client.readContract({address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account.address]}),
      ),
    );
  const show = ([a, b]: bigint[]) => `chain ${idA}: ${formatUnits(a, decimals)} | chain ${idB}: ${formatUnits(b, decimals)}`;

  const before = await balances();
  console.log(`Before: ${show(before)}`);

  // Burns the tokens on chain A and sends a relayERC20 message to the bridge on chain B.
  const hash = await sendSuperchainERC20(walletA, {tokenAddress: token, to: account.address, amount, chainId: idB});
  const receipt = await publicA.waitForTransactionReceipt({hash});
  console.log(`sendERC20 on chain ${idA}: ${hash} (${receipt.status})`);

  // The mint on chain B happens when the message is relayed.
  for (let attempt = 0; attempt < 30; attempt++) {
    const now = await balances();
    if (now[1] >= before[1] + amount) {
      console.log(`After:  ${show(now)}`);
      return;
    }
    await sleep(2_000);
  }
  throw new Error('The tokens have not arrived after 60 seconds. Is the message being relayed?');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
