// Sends ETH from chain A to your own address on chain B through the SuperchainETHBridge,
// then waits until the message has been relayed on chain B.
// Usage: npx tsx send-eth.ts <amount in ETH, default 0.01>
import {createPublicClient, createWalletClient, defineChain, formatEther, http, parseEther, type Hex} from 'viem';
import {privateKeyToAccount} from 'viem/accounts';
import {getCrossDomainMessages, getCrossDomainMessageStatus, sendETH} from '@eth-optimism/viem/actions/interop';

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
  const amount = parseEther(process.argv[2] ?? '0.01');
  const account = privateKeyToAccount(requireEnv('PRIVATE_KEY') as Hex);
  const chainA = await chainAt(requireEnv('URL_CHAIN_A'), 'Chain A');
  const chainB = await chainAt(requireEnv('URL_CHAIN_B'), 'Chain B');
  const publicA = createPublicClient({chain: chainA, transport: http()});
  const publicB = createPublicClient({chain: chainB, transport: http()});
  const walletA = createWalletClient({account, chain: chainA, transport: http()});

  const balanceBefore = await publicB.getBalance({address: account.address});

  // 1. Initiating side: sendETH moves the value into ETHLiquidity on chain A and emits SentMessage.
  const sendTxHash = await sendETH(walletA, {to: account.address, chainId: chainB.id, value: amount});
  const receipt = await publicA.waitForTransactionReceipt({hash: sendTxHash});
  const [message] = await getCrossDomainMessages(publicA, {logs: receipt.logs});
  if (!message) throw new Error(`Transaction ${sendTxHash} sent no cross-chain message.`);
  console.log(`Sent ${formatEther(amount)} ETH on chain ${chainA.id} in ${sendTxHash}`);

  // 2. Executing side: wait for a relayer (Supersim autorelay, or your own) to relay it on chain B.
  for (let attempt = 0; attempt < 30; attempt++) {
    if ((await getCrossDomainMessageStatus(publicB, {message})) === 'relayed') {
      const balanceAfter = await publicB.getBalance({address: account.address});
      console.log(`Relayed. Balance on chain ${chainB.id}: ${formatEther(balanceBefore)} -> ${formatEther(balanceAfter)} ETH`);
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
