// Moves SuperchainERC20 tokens from chain A to your own address on chain B through the
// SuperchainTokenBridge, then waits until the message has been relayed on chain B.
// Usage: npx tsx transfer-token.ts <token address> <amount in the token's smallest unit>
import {createPublicClient, createWalletClient, defineChain, http, parseAbi, type Address, type Hex} from 'viem';
import {privateKeyToAccount} from 'viem/accounts';
import {getCrossDomainMessages, getCrossDomainMessageStatus, sendSuperchainERC20} from '@eth-optimism/viem/actions/interop';

const erc20Abi = parseAbi(['function balanceOf(address account) view returns (uint256)']);

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name} first (see the tutorial's environment step).`);
  return value;
}

async function chainAt(url: string, name: string) {
  const id = await createPublicClient({transport: http(url)}).getChainId();
  return defineChain({id, name, nativeCurrency: {name: 'Ether', symbol: 'ETH', decimals: 18}, rpcUrls: {default: {http: [url]}}});
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const [tokenArg, amountArg] = process.argv.slice(2);
  if (!tokenArg || !amountArg) throw new Error('Usage: npx tsx transfer-token.ts <token address> <amount>');
  const token = tokenArg as Address;
  const amount = BigInt(amountArg);

  const account = privateKeyToAccount(requireEnv('PRIVATE_KEY') as Hex);
  const chainA = await chainAt(requireEnv('URL_CHAIN_A'), 'Chain A');
  const chainB = await chainAt(requireEnv('URL_CHAIN_B'), 'Chain B');
  const publicA = createPublicClient({chain: chainA, transport: http()});
  const publicB = createPublicClient({chain: chainB, transport: http()});
  const walletA = createWalletClient({account, chain: chainA, transport: http()});

  const balances = async () =>
    Promise.all(
      [publicA, publicB].map((client) =>
        client.readContract({address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account.address]}),
      ),
    );
  console.log('Balances before (chain A, chain B):', (await balances()).join(', '));

  // 1. The bridge burns the tokens on chain A and sends a message to the bridge on chain B.
  const sendTxHash = await sendSuperchainERC20(walletA, {tokenAddress: token, to: account.address, amount, chainId: chainB.id});
  const receipt = await publicA.waitForTransactionReceipt({hash: sendTxHash});
  const [message] = await getCrossDomainMessages(publicA, {logs: receipt.logs});
  if (!message) throw new Error(`Transaction ${sendTxHash} sent no cross-chain message.`);
  console.log(`Burned on chain ${chainA.id} in ${sendTxHash}; message nonce ${message.nonce}`);

  // 2. Once relayed, the bridge on chain B has minted the same amount at the same token address.
  for (let attempt = 0; attempt < 30; attempt++) {
    if ((await getCrossDomainMessageStatus(publicB, {message})) === 'relayed') {
      console.log('Balances after (chain A, chain B):', (await balances()).join(', '));
      return;
    }
    await sleep(2000);
  }
  throw new Error('Not relayed within 60 seconds. Without a relayer, relay it as on the manual relay page.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
