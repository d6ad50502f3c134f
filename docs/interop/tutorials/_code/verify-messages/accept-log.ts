// Takes the Announcement log of one transaction on chain A and hands it to the LogVerifier on
// chain B, with the access list that lets the CrossL2Inbox check the log.
// Usage: npx tsx accept-log.ts <hash of the announce transaction on chain A>
import {createPublicClient, createWalletClient, defineChain, http, parseAbi, parseEventLogs, type Address, type Hex} from 'viem';
import {privateKeyToAccount} from 'viem/accounts';
import {buildExecutingMessage} from '@eth-optimism/viem/actions/interop';

const announcerAbi = parseAbi(['event Announcement(address indexed author, string text)']);
const verifierAbi = parseAbi([
  'struct Identifier { address origin; uint256 blockNumber; uint256 logIndex; uint256 timestamp; uint256 chainId; }',
  'function acceptLog(Identifier _id, bytes _payload)',
  'function lastAnnouncement() view returns (string)',
  'error UnexpectedEmitter()',
  'error UnexpectedChain()',
  'error UnexpectedEvent()',
  'error AlreadyAccepted()',
]);

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name} first (see the tutorial's environment step).`);
  return value;
}

async function chainAt(url: string, name: string) {
  const id = await createPublicClient({transport: http(url)}).getChainId();
  return defineChain({id, name, nativeCurrency: {name: 'Ether', symbol: 'ETH', decimals: 18}, rpcUrls: {default: {http: [url]}}});
}

async function main(): Promise<void> {
  const txHash = process.argv[2] as Hex | undefined;
  if (!txHash) throw new Error('Pass the hash of the announce transaction on chain A.');
  const announcer = requireEnv('ANNOUNCER_ADDRESS') as Address;
  const verifier = requireEnv('VERIFIER_ADDRESS') as Address;

  const account = privateKeyToAccount(requireEnv('PRIVATE_KEY') as Hex);
  const chainA = await chainAt(requireEnv('URL_CHAIN_A'), 'Chain A');
  const chainB = await chainAt(requireEnv('URL_CHAIN_B'), 'Chain B');
  const publicA = createPublicClient({chain: chainA, transport: http()});
  const publicB = createPublicClient({chain: chainB, transport: http()});
  const walletB = createWalletClient({account, chain: chainB, transport: http()});

  // 1. Find the Announcement log that our Announcer emitted in that transaction.
  const receipt = await publicA.getTransactionReceipt({hash: txHash});
  const log = parseEventLogs({abi: announcerAbi, eventName: 'Announcement', logs: receipt.logs}).find(
    (candidate) => candidate.address.toLowerCase() === announcer.toLowerCase(),
  );
  if (!log) throw new Error(`Transaction ${txHash} has no Announcement from ${announcer}.`);

  // 2. Identifier (where the log is), payload (topics then data) and the access list for the inbox.
  const {id, payload, accessList} = await buildExecutingMessage(publicA, {log});
  console.log(`Log ${id.logIndex} of block ${id.blockNumber} on chain ${id.chainId}`);

  // 3. The executing message: a normal transaction on chain B that carries the access list.
  const acceptTxHash = await walletB.writeContract({
    address: verifier,
    abi: verifierAbi,
    functionName: 'acceptLog',
    args: [id, payload],
    accessList,
  });
  const acceptReceipt = await publicB.waitForTransactionReceipt({hash: acceptTxHash});
  if (acceptReceipt.status !== 'success') throw new Error(`acceptLog reverted in ${acceptTxHash}.`);

  const text = await publicB.readContract({address: verifier, abi: verifierAbi, functionName: 'lastAnnouncement'});
  console.log(`Accepted on chain ${chainB.id} in ${acceptTxHash}: "${text}"`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
