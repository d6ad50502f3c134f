// Plays cross-chain tic-tac-toe. Player X is on chain A, player O on chain B; each runs this
// script with their own PRIVATE_KEY.
// Usage:
//   npx tsx tictactoe.ts new <row> <col>                      X starts a game on chain A
//   npx tsx tictactoe.ts move <a|b> <opponent tx> <row> <col>  play on chain a or b, answering the
//                                                              opponent's transaction on the other chain
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
  type TransactionReceipt,
} from 'viem';
import {privateKeyToAccount} from 'viem/accounts';
import {buildExecutingMessage} from '@eth-optimism/viem/actions/interop';

const abi = parseAbi([
  'struct Identifier { address origin; uint256 blockNumber; uint256 logIndex; uint256 timestamp; uint256 chainId; }',
  'function newGame(uint256 opponentChainId, address opponent, uint8 row, uint8 col) returns (uint256)',
  'function play(Identifier id, bytes payload, uint8 row, uint8 col)',
  'function getBoard(uint256 gameId) view returns (uint8[9])',
  'event MovePlayed(uint256 gameId, address player, address opponent, uint256 opponentChainId, uint8 moveNumber, uint8 row, uint8 col)',
  'event GameWon(uint256 indexed gameId, address winner)',
  'event GameDrawn(uint256 indexed gameId)',
]);

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name} first (see the tutorial's environment step).`);
  return value;
}

async function connect(side: 'a' | 'b') {
  const url = requireEnv(side === 'a' ? 'URL_CHAIN_A' : 'URL_CHAIN_B');
  const game = requireEnv(side === 'a' ? 'TICTACTOE_A' : 'TICTACTOE_B') as Address;
  const publicClient = createPublicClient({transport: http(url)});
  const chain = defineChain({
    id: await publicClient.getChainId(),
    name: `Chain ${side.toUpperCase()}`,
    nativeCurrency: {name: 'Ether', symbol: 'ETH', decimals: 18},
    rpcUrls: {default: {http: [url]}},
  });
  const account = privateKeyToAccount(requireEnv('PRIVATE_KEY') as Hex);
  const walletClient = createWalletClient({account, chain, transport: http(url)});
  return {publicClient, walletClient, game, chainId: chain.id};
}

/** Prints the board after a transaction and the hash the opponent needs for their next move. */
async function report(side: Awaited<ReturnType<typeof connect>>, receipt: TransactionReceipt) {
  if (receipt.status !== 'success') throw new Error(`Transaction ${receipt.transactionHash} reverted.`);
  const events = parseEventLogs({abi, logs: receipt.logs});
  const move = events.find((event) => event.eventName === 'MovePlayed');
  const end = events.find((event) => event.eventName === 'GameWon' || event.eventName === 'GameDrawn');
  const gameId = move?.args.gameId ?? (end?.args as {gameId: bigint} | undefined)?.gameId;
  if (gameId === undefined) throw new Error('The transaction played no move.');

  const board = await side.publicClient.readContract({address: side.game, abi, functionName: 'getBoard', args: [gameId]});
  const marks = board.map((cell) => ['.', 'X', 'O'][cell]);
  console.log(`Game ${gameId} on chain ${side.chainId}:\n${[0, 3, 6].map((i) => marks.slice(i, i + 3).join(' ')).join('\n')}`);
  console.log(`Transaction: ${receipt.transactionHash}`);
  if (end?.eventName === 'GameWon') console.log(`Game over: ${end.args.winner} won.`);
  else if (end?.eventName === 'GameDrawn') console.log('Game over: draw.');
  else console.log('Your opponent moves next, answering this transaction.');
}

async function main() {
  const [command, ...args] = process.argv.slice(2);

  if (command === 'new') {
    const [row, col] = args.map(Number);
    const chainA = await connect('a');
    const publicB = createPublicClient({transport: http(requireEnv('URL_CHAIN_B'))});
    const opponent = (process.env.OPPONENT_ADDRESS ?? chainA.walletClient.account.address) as Address;
    const hash = await chainA.walletClient.writeContract({
      address: chainA.game,
      abi,
      functionName: 'newGame',
      args: [BigInt(await publicB.getChainId()), opponent, row, col],
    });
    return report(chainA, await chainA.publicClient.waitForTransactionReceipt({hash}));
  }

  if (command === 'move') {
    const [side, opponentTx, row, col] = args as ['a' | 'b', Hex, string, string];
    const mine = await connect(side);
    const theirs = await connect(side === 'a' ? 'b' : 'a');

    // 1. Find the opponent's MovePlayed log in their transaction on the other chain.
    const receipt = await theirs.publicClient.getTransactionReceipt({hash: opponentTx});
    const [log] = parseEventLogs({abi, eventName: 'MovePlayed', logs: receipt.logs}).filter((event) =>
      isAddressEqual(event.address, theirs.game),
    );
    if (!log) throw new Error(`Transaction ${opponentTx} played no move on chain ${theirs.chainId}.`);

    // 2. Turn it into an identifier, the payload (topics and data) and the access list the
    //    CrossL2Inbox requires, then play on our chain.
    const {id, payload, accessList} = await buildExecutingMessage(theirs.publicClient, {log});
    const hash = await mine.walletClient.writeContract({
      address: mine.game,
      abi,
      functionName: 'play',
      args: [id, payload, Number(row), Number(col)],
      accessList,
    });
    return report(mine, await mine.publicClient.waitForTransactionReceipt({hash}));
  }

  throw new Error('Use "new <row> <col>" or "move <a|b> <opponent tx> <row> <col>".');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
