// Relays to chain B every cross-chain message that one transaction on chain A sent.
// Usage: npx tsx manual-relay.ts <hash of the transaction on chain A>
import {createPublicClient, createWalletClient, defineChain, http, type Hex} from 'viem';
import {privateKeyToAccount} from 'viem/accounts';
import {buildExecutingMessage, getCrossDomainMessages, relayCrossDomainMessage} from '@eth-optimism/viem/actions/interop';

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name} first (see the tutorial's environment step).`);
  return value;
}

const sentTxHash = process.argv[2] as Hex | undefined;
if (!sentTxHash) throw new Error('Pass the hash of the transaction that sent the message.');

const account = privateKeyToAccount(requireEnv('PRIVATE_KEY') as Hex);
const chainA = createPublicClient({transport: http(requireEnv('URL_CHAIN_A'))});
const publicB = createPublicClient({transport: http(requireEnv('URL_CHAIN_B'))});
const chainB = defineChain({
  id: await publicB.getChainId(),
  name: 'Chain B',
  nativeCurrency: {name: 'Ether', symbol: 'ETH', decimals: 18},
  rpcUrls: {default: {http: [requireEnv('URL_CHAIN_B')]}},
});
const walletB = createWalletClient({account, chain: chainB, transport: http(requireEnv('URL_CHAIN_B'))});

// 1. Find the SentMessage logs that the L2ToL2CrossDomainMessenger emitted in that transaction.
const receipt = await chainA.getTransactionReceipt({hash: sentTxHash});
const messages = await getCrossDomainMessages(chainA, {logs: receipt.logs});
if (messages.length === 0) throw new Error(`Transaction ${sentTxHash} sent no cross-chain message.`);

for (const message of messages) {
  // 2. Build the identifier of the log (origin, block, log index, timestamp, chain id) and its payload.
  const executingMessage = await buildExecutingMessage(chainA, {log: message.log});

  // 3. Execute the message on chain B through the messenger's relayMessage.
  const relayTxHash = await relayCrossDomainMessage(walletB, {...executingMessage, account});
  const relayReceipt = await publicB.waitForTransactionReceipt({hash: relayTxHash});
  if (relayReceipt.status !== 'success') throw new Error(`Relay transaction ${relayTxHash} reverted.`);
  console.log(`Relayed message ${message.nonce} to ${message.target} on chain ${chainB.id}: ${relayTxHash}`);
}
