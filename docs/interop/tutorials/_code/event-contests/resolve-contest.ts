// Settles a Contest on chain B with the MatchResult log that the Scoreboard emitted on chain A.
// Usage: npx tsx resolve-contest.ts <hash of the recordResult transaction on chain A>
import {createPublicClient, createWalletClient, defineChain, http, parseAbi, parseEventLogs, type Address, type Hex} from 'viem';
import {privateKeyToAccount} from 'viem/accounts';
import {buildExecutingMessage} from '@eth-optimism/viem/actions/interop';

const scoreboardAbi = parseAbi(['event MatchResult(uint256 indexed matchId, uint8 winningTeam)']);
const contestAbi = parseAbi([
  'struct Identifier { address origin; uint256 blockNumber; uint256 logIndex; uint256 timestamp; uint256 chainId; }',
  'function resolve(Identifier _id, bytes _payload)',
  'function winningTeam() view returns (uint8)',
  'error AlreadyResolved()',
  'error WrongSource()',
  'error WrongEvent()',
  'error ResultTooEarly()',
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
  if (!txHash) throw new Error('Pass the hash of the recordResult transaction on chain A.');
  const scoreboard = requireEnv('SCOREBOARD_ADDRESS') as Address;
  const contest = requireEnv('CONTEST_ADDRESS') as Address;

  const account = privateKeyToAccount(requireEnv('PRIVATE_KEY') as Hex);
  const chainA = await chainAt(requireEnv('URL_CHAIN_A'), 'Chain A');
  const chainB = await chainAt(requireEnv('URL_CHAIN_B'), 'Chain B');
  const publicA = createPublicClient({chain: chainA, transport: http()});
  const publicB = createPublicClient({chain: chainB, transport: http()});
  const walletB = createWalletClient({account, chain: chainB, transport: http()});

  // 1. The evidence: the Scoreboard's MatchResult log on chain A.
  const receipt = await publicA.getTransactionReceipt({hash: txHash});
  const result = parseEventLogs({abi: scoreboardAbi, eventName: 'MatchResult', logs: receipt.logs}).find(
    (log) => log.address.toLowerCase() === scoreboard.toLowerCase(),
  );
  if (!result) throw new Error(`Transaction ${txHash} recorded no result on ${scoreboard}.`);
  console.log(`Match ${result.args.matchId}: team ${result.args.winningTeam} won`);

  // 2. Submit it to the contest on chain B; the access list lets the CrossL2Inbox check it.
  const {id, payload, accessList} = await buildExecutingMessage(publicA, {log: result});
  const resolveTxHash = await walletB.writeContract({
    address: contest,
    abi: contestAbi,
    functionName: 'resolve',
    args: [id, payload],
    accessList,
  });
  const resolveReceipt = await publicB.waitForTransactionReceipt({hash: resolveTxHash});
  if (resolveReceipt.status !== 'success') throw new Error(`resolve reverted in ${resolveTxHash}.`);

  const winner = await publicB.readContract({address: contest, abi: contestAbi, functionName: 'winningTeam'});
  console.log(`Contest resolved on chain ${chainB.id} in ${resolveTxHash}: team ${winner} won`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
