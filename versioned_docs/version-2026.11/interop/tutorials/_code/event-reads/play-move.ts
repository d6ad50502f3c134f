// Answers the opponent's last tic-tac-toe move. Reads the MoveMade log of that move on one
// chain and calls play() on the other chain with the log's identifier, payload and access list.
// Usage: npx tsx play-move.ts <a|b: the chain the last move was made on> <its transaction hash> <square 0-8>
import {createPublicClient, createWalletClient, defineChain, http, parseAbi, parseEventLogs, type Address, type Hex} from 'viem';
import {privateKeyToAccount} from 'viem/accounts';
import {buildExecutingMessage} from '@eth-optimism/viem/actions/interop';

const gameAbi = parseAbi([
  'struct Identifier { address origin; uint256 blockNumber; uint256 logIndex; uint256 timestamp; uint256 chainId; }',
  'struct Game { address playerX; uint256 chainX; address playerO; uint256 chainO; uint8[9] board; uint8 moveCount; uint8 winner; }',
  'event MoveMade(uint256 indexed gameId, Game game)',
  'function play(Identifier _id, bytes _payload, uint8 _square)',
  'error NotFromThisGame()',
  'error NotMoveMade()',
  'error StaleOrFutureMove()',
  'error GameOver()',
  'error NotYourTurn()',
  'error WrongChain()',
  'error SquareTaken()',
  'error NoSuchSquare()',
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

function drawBoard(board: readonly number[]): string {
  const symbol = (cell: number) => (cell === 1 ? 'X' : cell === 2 ? 'O' : '.');
  return [0, 3, 6]
    .map((row) =>
      board
        .slice(row, row + 3)
        .map(symbol)
        .join(' '),
    )
    .join('\n');
}

async function main(): Promise<void> {
  const [from, txHash, squareArg] = process.argv.slice(2);
  if ((from !== 'a' && from !== 'b') || !txHash || squareArg === undefined) {
    throw new Error('Usage: npx tsx play-move.ts <a|b> <transaction hash> <square 0-8>');
  }
  const game = requireEnv('GAME_ADDRESS') as Address;
  const account = privateKeyToAccount(requireEnv('PRIVATE_KEY') as Hex);
  const [sourceUrl, destinationUrl] =
    from === 'a' ? [requireEnv('URL_CHAIN_A'), requireEnv('URL_CHAIN_B')] : [requireEnv('URL_CHAIN_B'), requireEnv('URL_CHAIN_A')];
  const source = createPublicClient({chain: await chainAt(sourceUrl, 'Source'), transport: http()});
  const destinationChain = await chainAt(destinationUrl, 'Destination');
  const destination = createPublicClient({chain: destinationChain, transport: http()});
  const wallet = createWalletClient({account, chain: destinationChain, transport: http()});

  // 1. The opponent's move: the MoveMade log that the game emitted on the source chain.
  const receipt = await source.getTransactionReceipt({hash: txHash as Hex});
  const move = parseEventLogs({abi: gameAbi, eventName: 'MoveMade', logs: receipt.logs}).find(
    (log) => log.address.toLowerCase() === game.toLowerCase(),
  );
  if (!move) throw new Error(`Transaction ${txHash} made no move in the game at ${game}.`);
  console.log(`Opponent's board after move ${move.args.game.moveCount}:\n${drawBoard(move.args.game.board)}`);

  // 2. Prove that move on the other chain while making ours.
  const {id, payload, accessList} = await buildExecutingMessage(source, {log: move});
  const playTxHash = await wallet.writeContract({
    address: game,
    abi: gameAbi,
    functionName: 'play',
    args: [id, payload, Number(squareArg)],
    accessList,
  });
  const playReceipt = await destination.waitForTransactionReceipt({hash: playTxHash});
  const [ours] = parseEventLogs({abi: gameAbi, eventName: 'MoveMade', logs: playReceipt.logs});
  if (playReceipt.status !== 'success' || !ours) throw new Error(`play reverted in ${playTxHash}.`);

  const {board, winner} = ours.args.game;
  console.log(`Your move on chain ${destinationChain.id}:\n${drawBoard(board)}`);
  console.log(winner === 0 ? `Next move answers ${playTxHash}` : `Game over (winner code ${winner}) in ${playTxHash}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
