// Sends ETH from chain A to the same address on chain B through the SuperchainETHBridge,
// then waits until the balance on chain B has grown by the amount sent.
// Usage: npx tsx send-eth.ts [amount in ETH, default 0.001]
import {createPublicClient, createWalletClient, defineChain, formatEther, http, parseEther, type Hex} from 'viem';
import {privateKeyToAccount} from 'viem/accounts';
import {sendETH} from '@eth-optimism/viem/actions/interop';

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name} first (see the tutorial's environment step).`);
  return value;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const amount = parseEther(process.argv[2] ?? '0.001');
  const account = privateKeyToAccount(requireEnv('PRIVATE_KEY') as Hex);
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

  const before = await publicB.getBalance({address: account.address});
  console.log(`Balance on chain ${idB} before: ${formatEther(before)} ETH`);

  // One transaction on chain A: the bridge takes the ETH and sends a message to its twin on chain B.
  const hash = await sendETH(walletA, {to: account.address, chainId: idB, value: amount});
  const receipt = await publicA.waitForTransactionReceipt({hash});
  console.log(`sendETH on chain ${idA}: ${hash} (${receipt.status})`);

  // The relay on chain B happens separately; poll until the ETH shows up.
  for (let attempt = 0; attempt < 30; attempt++) {
    const balance = await publicB.getBalance({address: account.address});
    if (balance >= before + amount) {
      console.log(`Balance on chain ${idB} after: ${formatEther(balance)} ETH`);
      return;
    }
    await sleep(2_000);
  }
  throw new Error('The ETH has not arrived after 60 seconds. Is the message being relayed?');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
