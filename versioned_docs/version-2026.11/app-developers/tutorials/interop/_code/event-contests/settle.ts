// Settles the Contest on chain B with the Scoreboard's ResultPosted event from chain A.
// Usage: npx tsx settle.ts <hash of the postResult transaction on chain A>
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  isAddressEqual,
  parseAbi,
  parseEventLogs,
  type Address,
  type Hex,
} from 'viem';
import {privateKeyToAccount} from 'viem/accounts';
import {buildExecutingMessage} from '@eth-optimism/viem/actions/interop';

const abi = parseAbi([
  'struct Identifier { address origin; uint256 blockNumber; uint256 logIndex; uint256 timestamp; uint256 chainId; }',
  'event ResultPosted(uint256 matchId, bool homeWon)',
  'function settle(Identifier id, bytes payload)',
  'function homeWon() view returns (bool)',
]);

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name} first (see the tutorial's environment step).`);
  return value;
}

async function main() {
  const resultTx = process.argv[2] as Hex | undefined;
  if (!resultTx) throw new Error('Pass the hash of the postResult transaction on chain A.');
  const scoreboard = requireEnv('SCOREBOARD_ADDRESS') as Address;
  const contest = requireEnv('CONTEST_ADDRESS') as Address;
  const urlB = requireEnv('URL_CHAIN_B');

  const publicA = createPublicClient({transport: http(requireEnv('URL_CHAIN_A'))});
  const publicB = createPublicClient({transport: http(urlB)});
  const chainB = defineChain({
    id: await publicB.getChainId(),
    name: 'Chain B',
    nativeCurrency: {name: 'Ether', symbol: 'ETH', decimals: 18},
    rpcUrls: {default: {http: [urlB]}},
  });
  const account = privateKeyToAccount(requireEnv('PRIVATE_KEY') as Hex);
  const walletB = createWalletClient({account, chain: chainB, transport: http(urlB)});

  // 1. The ResultPosted log that the Scoreboard emitted on chain A.
  const receipt = await publicA.getTransactionReceipt({hash: resultTx});
  const [log] = parseEventLogs({abi, eventName: 'ResultPosted', logs: receipt.logs}).filter((event) =>
    isAddressEqual(event.address, scoreboard),
  );
  if (!log) throw new Error(`Transaction ${resultTx} posted no result.`);

  // 2. Its identifier, payload and access list, then the settle call on chain B.
  const {id, payload, accessList} = await buildExecutingMessage(publicA, {log});
  const hash = await walletB.writeContract({address: contest, abi, functionName: 'settle', args: [id, payload], accessList});
  const settleReceipt = await publicB.waitForTransactionReceipt({hash});
  if (settleReceipt.status !== 'success') throw new Error(`settle transaction ${hash} reverted.`);
  const homeWon = await publicB.readContract({address: contest, abi, functionName: 'homeWon'});
  console.log(`Settled in ${hash}: ${homeWon ? 'home win' : 'no home win'}.`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
