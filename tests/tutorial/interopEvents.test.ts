import fs from 'node:fs';
import path from 'node:path';
import {createPublicClient, http, parseEther, type Hex} from 'viem';
import {expectSuccess, inlineCommands, pageBlocks, parseCastLogs, startReader, type PageBlock, type Reader} from '../support/tutorialPage';
import {startSupersim, type Supersim} from '../support/supersim';
import {docsDir} from '../support/paths';
import {supersim, supersimDevAccount} from '../fixtures/interopTutorial';

// The interop tutorials without token bridges, each run as a reader runs it: a fresh reader and
// fresh chains per page, every bash block of the Supersim tab in page order in one bash session,
// the page's files saved where their block titles say. The pages run one after the other (they
// all use the ports 9545 and 9546).

const tutorialsDir = path.join(docsDir, 'interop/tutorials');
const pageFile = (name: string) => path.join(tutorialsDir, `${name}.mdx`);
/** The app-developers copy of a page, which renders the same partial. */
const appDevelopersCopy = (name: string) => path.join(docsDir, 'app-developers/tutorials/interop', `${name}.mdx`);

/** A page's blocks in reading order, short enough to compare: file blocks by file, others by their first line. */
const outline = (name: string) =>
  pageBlocks(pageFile(name)).map((block) => ({
    lang: block.lang,
    ...(block.title ? {title: block.title} : {}),
    ...(block.tab ? {tab: block.tab} : {}),
    ...(block.file ? {file: path.relative(tutorialsDir, block.file)} : {first: block.content.split('\n')[0]}),
  }));

/** The one bash block of the page (never the Devnets tab) that starts with `start`. */
function bashBlock(name: string, start: string): PageBlock {
  const found = pageBlocks(pageFile(name)).filter(
    (block) => block.lang === 'bash' && block.tab !== 'devnets' && block.content.startsWith(start),
  );
  expect(found).toHaveLength(1);
  return found[0];
}
const fileBlock = (name: string, title: string) => pageBlocks(pageFile(name)).find((block) => block.title === title)!;
const inline = (name: string, startsWith: string) => {
  const text = fs.readFileSync(pageFile(name), 'utf8');
  const partial = text.match(/^import Tutorial from '\.\/(_[^']+\.mdx)';$/m);
  return inlineCommands(partial ? path.join(tutorialsDir, partial[1]) : pageFile(name), startsWith);
};
const lines = (text: string) => text.trim().split('\n');
const chainA = () => createPublicClient({transport: http(supersim.chainA.rpcUrl)});
const chainB = () => createPublicClient({transport: http(supersim.chainB.rpcUrl)});

// Per test: Foundry compiles and waits for 2-second blocks; npm install packs viem (60 MB) from the
// loopback registry; the contest waits two minutes for its entries to close.
const stepTimeout = 150_000;
const create2Deployer = '0x4e59b44847b379578588920cA78FbF26c0B4956C';

/** Opens a reader and starts the chains the page's first step starts (`supersim --interop.autorelay`). */
function readerOnSupersim(name: string) {
  const session: {reader?: Reader; chains?: Supersim} = {};
  beforeAll(async () => {
    expect(bashBlock(name, 'supersim').content).toBe(`supersim ${supersim.autorelayFlag}\n`);
    session.reader = await startReader(name);
    session.chains = await startSupersim({autorelay: true});
  }, 60_000);
  afterAll(async () => {
    await session.reader?.close();
    await session.chains?.stop();
  });
  const shell = () => session.reader!.shell;
  return {
    shell,
    run: (start: string, timeoutMs = 120_000) => shell().run(bashBlock(name, start).content, timeoutMs),
    save: (title: string) => session.reader!.save(fileBlock(name, title)),
    variable: (variable: string) => shell().variable(variable),
  };
}

/** The variables step (Supersim tab) and the inline sanity check `echo $CHAIN_ID_A $CHAIN_ID_B`. */
async function setVariables(page: ReturnType<typeof readerOnSupersim>, name: string) {
  expectSuccess(await page.run('# Account 0 of the development accounts'));
  const [echo] = inline(name, 'echo $CHAIN_ID_A');
  const ids = await page.shell().run(echo);
  expectSuccess(ids);
  expect(ids.stdout.trim()).toBe(`${supersim.chainA.chainId} ${supersim.chainB.chainId}`);
  expect(await page.variable('USER_ADDRESS')).toBe(supersimDevAccount.address);
}

const supersimSteps = [
  {lang: 'bash', tab: 'supersim', first: 'supersim --interop.autorelay'},
  {lang: 'bash', title: 'Supersim', tab: 'supersim', first: '# Account 0 of the development accounts that Supersim funds on every chain.'},
  {
    lang: 'bash',
    title: 'Devnets',
    tab: 'devnets',
    first: '# Historical: the deprecated interop devnet. Use a key that holds nothing of value; read it without echoing.',
  },
];

describe('a reader runs /interop/tutorials/verify-messages (verifying log entries)', () => {
  const name = 'verify-messages';
  const page = readerOnSupersim(name);

  it('shows the steps in the order this test follows them', () => {
    expect(outline(name)).toEqual([
      ...supersimSteps,
      {lang: 'bash', first: 'mkdir log-verifier && cd log-verifier'},
      {lang: 'solidity', title: 'src/interfaces/ICrossL2Inbox.sol', file: '_code/shared/src/interfaces/ICrossL2Inbox.sol'},
      {lang: 'solidity', title: 'src/Announcer.sol', file: '_code/verify-messages/src/Announcer.sol'},
      {lang: 'solidity', title: 'src/LogVerifier.sol', file: '_code/verify-messages/src/LogVerifier.sol'},
      {lang: 'bash', first: 'export ANNOUNCER_ADDRESS=$(forge create --rpc-url $URL_CHAIN_A --private-key $PRIVATE_KEY --broadcast \\'},
      {lang: 'bash', first: 'cast call $VERIFIER_ADDRESS "trustedEmitter()(address)" --rpc-url $URL_CHAIN_B'},
      {lang: 'bash', first: 'export TX_HASH=$(cast send --rpc-url $URL_CHAIN_A --private-key $PRIVATE_KEY $ANNOUNCER_ADDRESS \\'},
      {lang: 'bash', first: 'cd ..'},
      {lang: 'typescript', title: 'accept-log.ts', file: '_code/verify-messages/accept-log.ts'},
      {lang: 'bash', first: 'npx tsx accept-log.ts $TX_HASH'},
    ]);
  });

  it(
    'sets the variables: chains 901 and 902, and the CrossL2Inbox has code on chain B',
    async () => {
      await setVariables(page, name);
      const [inboxCode] = inline(name, 'cast code 0x4200000000000000000000000000000000000022');
      const code = await page.shell().run(inboxCode);
      expectSuccess(code);
      expect(code.stdout.trim()).toMatch(/^0x[0-9a-f]{100,}$/);
    },
    stepTimeout,
  );

  it(
    'creates the Foundry project and deploys the Announcer on chain A and the LogVerifier on chain B',
    async () => {
      expectSuccess(await page.run('mkdir log-verifier', 60_000));
      for (const title of ['src/interfaces/ICrossL2Inbox.sol', 'src/Announcer.sol', 'src/LogVerifier.sol']) await page.save(title);
      const deploy = await page.run('export ANNOUNCER_ADDRESS');
      expectSuccess(deploy);
      const [announcer, verifier] = [await page.variable('ANNOUNCER_ADDRESS'), await page.variable('VERIFIER_ADDRESS')];
      expect(announcer).toMatch(/^0x[0-9a-fA-F]{40}$/);
      expect(verifier).toMatch(/^0x[0-9a-fA-F]{40}$/);
      expect(deploy.stdout).toBe(`Announcer on chain A: ${announcer}, LogVerifier on chain B: ${verifier}\n`);
    },
    stepTimeout,
  );

  it(
    "sanity check: the verifier trusts the Announcer's address and chain A's id",
    async () => {
      const check = await page.run('cast call $VERIFIER_ADDRESS "trustedEmitter()');
      expectSuccess(check);
      expect(lines(check.stdout)).toEqual([await page.variable('ANNOUNCER_ADDRESS'), String(supersim.chainA.chainId)]);
    },
    stepTimeout,
  );

  it(
    'announces on chain A and prints the transaction hash',
    async () => {
      const announce = await page.run('export TX_HASH');
      expectSuccess(announce);
      const txHash = await page.variable('TX_HASH');
      expect(txHash).toMatch(/^0x[0-9a-f]{64}$/);
      expect(announce.stdout).toBe(`${txHash}\n`);
    },
    stepTimeout,
  );

  it(
    'creates the script project with every package `npx tsx` needs',
    async () => {
      expectSuccess(await page.run('cd ..', 120_000));
      await page.save('accept-log.ts');
      const manifest = JSON.parse(fs.readFileSync(path.join(await page.shell().cwd(), 'package.json'), 'utf8'));
      expect(Object.keys(manifest.dependencies ?? {})).toEqual(expect.arrayContaining(['viem', '@eth-optimism/viem', 'tsx']));
    },
    stepTimeout,
  );

  it(
    'accepts the log on chain B: names its index, block and chain, then the acceptLog hash and "Hello from chain A"',
    async () => {
      const run = await page.run('npx tsx accept-log.ts');
      expectSuccess(run);
      const [where, accepted] = lines(run.stdout);
      const receipt = await chainA().getTransactionReceipt({hash: (await page.variable('TX_HASH')) as Hex});
      expect(where).toBe(`Log ${receipt.logs[0].logIndex} of block ${receipt.blockNumber} on chain ${supersim.chainA.chainId}`);
      expect(accepted).toMatch(new RegExp(`^Accepted on chain ${supersim.chainB.chainId} in 0x[0-9a-f]{64}: "Hello from chain A"$`));
      const acceptTx = accepted.match(/0x[0-9a-f]{64}/)![0] as Hex;
      expect((await chainB().getTransactionReceipt({hash: acceptTx})).status).toBe('success');
    },
    stepTimeout,
  );

  it(
    'sanity check: the same log a second time fails with AlreadyAccepted; a new announcement is accepted',
    async () => {
      const [again] = inline(name, 'npx tsx accept-log.ts');
      const second = await page.shell().run(again);
      expect(second.status).not.toBe(0);
      expect(second.stderr).toContain('AlreadyAccepted');
      // "Announce something new and run the script with the new hash": the same two steps again.
      expectSuccess(await page.run('export TX_HASH'));
      const third = await page.run('npx tsx accept-log.ts');
      expectSuccess(third);
      expect(lines(third.stdout)[1]).toMatch(/^Accepted on chain \d+ in 0x[0-9a-f]{64}: "Hello from chain A"$/);
    },
    stepTimeout,
  );
});

describe('a reader runs /interop/tutorials/contract-calls and app-developers/tutorials/interop/contract-calls (ping pong)', () => {
  const name = 'contract-calls';
  const page = readerOnSupersim(name);

  it('shows the steps in the order this test follows them, on both routes', () => {
    expect(pageBlocks(appDevelopersCopy(name))).toEqual(pageBlocks(pageFile(name)));
    expect(outline(name)).toEqual([
      ...supersimSteps,
      {lang: 'bash', first: `export CREATE2_DEPLOYER=${create2Deployer}`},
      {lang: 'bash', first: 'mkdir pingpong && cd pingpong'},
      {
        lang: 'solidity',
        title: 'src/interfaces/IL2ToL2CrossDomainMessenger.sol',
        file: '_code/contract-calls/src/interfaces/IL2ToL2CrossDomainMessenger.sol',
      },
      {lang: 'solidity', title: 'src/CrossChainPingPong.sol', file: '_code/contract-calls/src/CrossChainPingPong.sol'},
      {lang: 'bash', first: 'export SALT=$(cast keccak "pingpong-$USER_ADDRESS-$(date +%s)")'},
      {
        lang: 'bash',
        first: 'export PINGPONG_ADDRESS=$(cast call --rpc-url $URL_CHAIN_A $CREATE2_DEPLOYER $(cast concat-hex $SALT $INIT_CODE))',
      },
      {lang: 'bash', first: 'cast keccak $(cast code $PINGPONG_ADDRESS --rpc-url $URL_CHAIN_A)'},
      {lang: 'bash', first: 'cast send $PINGPONG_ADDRESS "hit(uint256)" $CHAIN_ID_B --private-key $PRIVATE_KEY --rpc-url $URL_CHAIN_A'},
      {lang: 'bash', first: 'cast send $PINGPONG_ADDRESS "hit(uint256)" $CHAIN_ID_A --private-key $PRIVATE_KEY --rpc-url $URL_CHAIN_B'},
      {lang: 'bash', first: 'cast send $PINGPONG_ADDRESS "receiveBall((uint256,uint256,address))" "(99,$CHAIN_ID_A,$USER_ADDRESS)" \\'},
    ]);
  });

  it(
    'sets the variables and finds the CREATE2 deployer on both chains',
    async () => {
      await setVariables(page, name);
      const check = await page.run('export CREATE2_DEPLOYER');
      expectSuccess(check);
      const [codeA, codeB] = lines(check.stdout);
      expect(codeA).toMatch(/^0x[0-9a-f]{18}$/);
      expect(codeB).toBe(codeA);
    },
    stepTimeout,
  );

  it(
    'creates the Foundry project and deploys the game to one address on both chains',
    async () => {
      expectSuccess(await page.run('mkdir pingpong', 60_000));
      await page.save('src/interfaces/IL2ToL2CrossDomainMessenger.sol');
      await page.save('src/CrossChainPingPong.sol');
      expectSuccess(await page.run('export SALT'));
      const deploy = await page.run('export PINGPONG_ADDRESS');
      expectSuccess(deploy);
      const address = (await page.variable('PINGPONG_ADDRESS')) as Hex;
      expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
      expect(lines(deploy.stdout)[0]).toBe(`Ping pong at ${address}`);
      expect(await chainA().getCode({address})).toMatch(/^0x[0-9a-f]{2,}/);
      expect(await chainB().getCode({address})).toMatch(/^0x[0-9a-f]{2,}/);
    },
    stepTimeout,
  );

  it(
    'sanity check: the same code hash on both chains, and only chain A has the ball',
    async () => {
      const check = await page.run('cast keccak $(cast code $PINGPONG_ADDRESS');
      expectSuccess(check);
      const [hashA, hashB, ballA, ballB] = lines(check.stdout);
      expect(hashA).toMatch(/^0x[0-9a-f]{64}$/);
      expect(hashB).toBe(hashA);
      expect([ballA, ballB]).toEqual(['true', 'false']);
    },
    stepTimeout,
  );

  it(
    'hits the ball to chain B: chain B has it with rally 1, chain A as last hitter chain and you as hitter',
    async () => {
      const hit = await page.run('cast send $PINGPONG_ADDRESS "hit(uint256)" $CHAIN_ID_B', 60_000);
      expectSuccess(hit);
      expect(lines(hit.stdout).slice(-4)).toEqual(['true', '1', String(supersim.chainA.chainId), supersimDevAccount.address]);
    },
    stepTimeout,
  );

  it(
    'hits it back: chain A has the ball again with rally 2',
    async () => {
      const hit = await page.run('cast send $PINGPONG_ADDRESS "hit(uint256)" $CHAIN_ID_A', 60_000);
      expectSuccess(hit);
      expect(lines(hit.stdout).slice(-3)).toEqual(['2', String(supersim.chainB.chainId), supersimDevAccount.address]);
      const hasBall = await page.shell().run('cast call $PINGPONG_ADDRESS "hasBall()(bool)" --rpc-url $URL_CHAIN_A');
      expect(hasBall.stdout.trim()).toBe('true');
    },
    stepTimeout,
  );

  it(
    'sanity check: a ball delivered without the messenger reverts with CallerNotMessenger, a hit without the ball with NoBallHere',
    async () => {
      const cheat = bashBlock(name, 'cast send $PINGPONG_ADDRESS "receiveBall')
        .content.trim()
        .replace(/\\\n\s*/g, '')
        .split('\n');
      expect(cheat).toHaveLength(2);
      const [deliver, hit] = [await page.shell().run(cheat[0]), await page.shell().run(cheat[1])];
      // cast prints the errors by selector, as the page says; `cast sig` gives the selectors of the two names.
      const selectors: string[] = [];
      for (const sig of [inline(name, 'cast sig "CallerNotMessenger()"'), inline(name, 'cast sig "NoBallHere()"')]) {
        expect(sig).toHaveLength(1);
        selectors.push((await page.shell().run(sig[0])).stdout.trim());
      }
      expect(selectors).toEqual(['0x0eb70021', '0xda4f198a']);
      expect(inline(name, 'custom error ')).toEqual(selectors.map((selector) => `custom error ${selector}`));
      expect(deliver.status).not.toBe(0);
      expect(deliver.stderr).toContain(`custom error ${selectors[0]}`);
      expect(hit.status).not.toBe(0);
      expect(hit.stderr).toContain(`custom error ${selectors[1]}`);
    },
    stepTimeout,
  );
});

describe('a reader runs /interop/tutorials/event-reads and app-developers/tutorials/interop/event-reads (tic-tac-toe)', () => {
  const name = 'event-reads';
  const page = readerOnSupersim(name);

  it('shows the steps in the order this test follows them, on both routes', () => {
    expect(pageBlocks(appDevelopersCopy(name))).toEqual(pageBlocks(pageFile(name)));
    expect(outline(name)).toEqual([
      ...supersimSteps,
      {lang: 'bash', first: `export CREATE2_DEPLOYER=${create2Deployer}`},
      {lang: 'bash', first: 'mkdir tictactoe && cd tictactoe'},
      {lang: 'solidity', title: 'src/interfaces/ICrossL2Inbox.sol', file: '_code/shared/src/interfaces/ICrossL2Inbox.sol'},
      {lang: 'solidity', title: 'src/TicTacToe.sol', file: '_code/event-reads/src/TicTacToe.sol'},
      {lang: 'bash', first: 'forge build'},
      {lang: 'bash', first: 'cd ..'},
      {lang: 'typescript', title: 'play-move.ts', file: '_code/event-reads/play-move.ts'},
      {lang: 'bash', first: 'export TX_HASH=$(cast send --rpc-url $URL_CHAIN_A --private-key $PRIVATE_KEY $GAME_ADDRESS \\'},
      {lang: 'bash', first: "export TX_HASH=$(npx tsx play-move.ts a $TX_HASH 0 | tee /dev/stderr | awk '/Next move answers/ {print $4}')"},
      {lang: 'bash', first: "export TX_HASH=$(npx tsx play-move.ts b $TX_HASH 1 | tee /dev/stderr | awk '/Next move answers/ {print $4}')"},
      {lang: 'bash', first: 'npx tsx play-move.ts a $START_TX_HASH 8'},
    ]);
  });

  it(
    'sets the variables and finds the CREATE2 deployer on both chains',
    async () => {
      await setVariables(page, name);
      const check = await page.run('export CREATE2_DEPLOYER');
      expectSuccess(check);
      const [codeA, codeB] = lines(check.stdout);
      expect(codeA).toMatch(/^0x[0-9a-f]{18}$/);
      expect(codeB).toBe(codeA);
    },
    stepTimeout,
  );

  it(
    'creates the Foundry project and deploys the game to the same address on both chains',
    async () => {
      expectSuccess(await page.run('mkdir tictactoe', 60_000));
      await page.save('src/interfaces/ICrossL2Inbox.sol');
      await page.save('src/TicTacToe.sol');
      const deploy = await page.run('forge build');
      expectSuccess(deploy);
      const address = await page.variable('GAME_ADDRESS');
      expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
      expect(lines(deploy.stdout).at(-1)).toBe(`Game at ${address}`);
      // Sanity check: `cast keccak $(cast code $GAME_ADDRESS --rpc-url $URL_CHAIN_A)` and the same for chain B.
      const [keccakA] = inline(name, 'cast keccak $(cast code $GAME_ADDRESS');
      const [hashA, hashB] = [await page.shell().run(keccakA), await page.shell().run(keccakA.replace('URL_CHAIN_A', 'URL_CHAIN_B'))];
      expect(hashA.stdout.trim()).toMatch(/^0x[0-9a-f]{64}$/);
      expect(hashB.stdout.trim()).toBe(hashA.stdout.trim());
      expect(hashA.stdout.trim()).not.toBe('0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470'); // keccak of no code
    },
    stepTimeout,
  );

  it(
    'creates the script project with every package `npx tsx` needs',
    async () => {
      expectSuccess(await page.run('cd ..', 120_000));
      await page.save('play-move.ts');
      const manifest = JSON.parse(fs.readFileSync(path.join(await page.shell().cwd(), 'package.json'), 'utf8'));
      expect(Object.keys(manifest.dependencies ?? {})).toEqual(expect.arrayContaining(['viem', '@eth-optimism/viem', 'tsx']));
    },
    stepTimeout,
  );

  it(
    'starts a game on chain A with X in the center',
    async () => {
      expectSuccess(await page.run('export TX_HASH=$(cast send --rpc-url $URL_CHAIN_A'));
      expect(await page.variable('TX_HASH')).toMatch(/^0x[0-9a-f]{64}$/);
      expect(await page.variable('START_TX_HASH')).toBe(await page.variable('TX_HASH'));
    },
    stepTimeout,
  );

  it(
    'answers as O on chain B in the top-left corner, keeping the hash of that move',
    async () => {
      const move = await page.run('export TX_HASH=$(npx tsx play-move.ts a');
      expectSuccess(move);
      expect(move.stdout).toBe('');
      expect(lines(move.stderr)).toEqual([
        "Opponent's board after move 1:",
        '. . .',
        '. X .',
        '. . .',
        `Your move on chain ${supersim.chainB.chainId}:`,
        'O . .',
        '. X .',
        '. . .',
        `Next move answers ${await page.variable('TX_HASH')}`,
      ]);
      expect(await page.variable('TX_HASH')).toMatch(/^0x[0-9a-f]{64}$/);
    },
    stepTimeout,
  );

  it('keeps playing until X completes the middle column: "Game over (winner code 1)"', async () => {
    const moves = await page.run('export TX_HASH=$(npx tsx play-move.ts b', 150_000);
    expectSuccess(moves);
    const output = lines(moves.stderr);
    expect(output.slice(-5, -1)).toEqual([`Your move on chain ${supersim.chainA.chainId}:`, 'O X O', '. X .', '. X .']);
    const lastLine = output.at(-1);
    expect(lastLine).toBe(`Game over (winner code 1) in ${await page.variable('LAST_TX_HASH')}`);
    expect(await page.variable('LAST_TX_HASH')).toMatch(/^0x[0-9a-f]{64}$/);
  }, 200_000);

  it(
    'sanity check: replaying move 1 fails with StaleOrFutureMove, answering the winning move with GameOver',
    async () => {
      const [replay, afterEnd] = bashBlock(name, 'npx tsx play-move.ts a $START_TX_HASH').content.trim().split('\n');
      const [stale, over] = [await page.shell().run(replay), await page.shell().run(afterEnd)];
      expect(stale.status).not.toBe(0);
      expect(stale.stderr).toContain('StaleOrFutureMove');
      expect(over.status).not.toBe(0);
      expect(over.stderr).toContain('GameOver');
    },
    stepTimeout,
  );
});

describe('a reader runs /interop/tutorials/event-contests and app-developers/tutorials/interop/event-contests (contests)', () => {
  const name = 'event-contests';
  const page = readerOnSupersim(name);
  // Entries close two minutes after the deployment: the wait step takes that long.
  const waitTimeout = 200_000;

  it('shows the steps in the order this test follows them, on both routes', () => {
    expect(pageBlocks(appDevelopersCopy(name))).toEqual(pageBlocks(pageFile(name)));
    expect(outline(name)).toEqual([
      ...supersimSteps,
      {lang: 'bash', first: 'mkdir contests && cd contests'},
      {lang: 'solidity', title: 'src/interfaces/ICrossL2Inbox.sol', file: '_code/shared/src/interfaces/ICrossL2Inbox.sol'},
      {lang: 'solidity', title: 'src/Scoreboard.sol', file: '_code/event-contests/src/Scoreboard.sol'},
      {lang: 'solidity', title: 'src/Contest.sol', file: '_code/event-contests/src/Contest.sol'},
      {lang: 'bash', first: 'export SCOREBOARD_ADDRESS=$(forge create --rpc-url $URL_CHAIN_A --private-key $PRIVATE_KEY --broadcast \\'},
      {
        lang: 'bash',
        first: 'cast send $CONTEST_ADDRESS "enter(uint8)" 1 --value 0.01ether --private-key $PRIVATE_KEY --rpc-url $URL_CHAIN_B',
      },
      {lang: 'bash', first: 'while [ $(date +%s) -le $CLOSES_AT ]; do sleep 5; done'},
      {lang: 'bash', first: 'cd ..'},
      {lang: 'typescript', title: 'resolve-contest.ts', file: '_code/event-contests/resolve-contest.ts'},
      {lang: 'bash', first: 'npx tsx resolve-contest.ts $TX_HASH'},
      {
        lang: 'bash',
        first: 'export CONTEST_ADDRESS=$(cd ../contests && forge create --rpc-url $URL_CHAIN_B --private-key $PRIVATE_KEY --broadcast \\',
      },
    ]);
  });

  it(
    'sets the variables: chains 901 and 902, and ETH on chain B for the stakes',
    async () => {
      await setVariables(page, name);
      const [balance] = inline(name, 'cast balance --ether $USER_ADDRESS');
      const step = await page.shell().run(balance);
      expectSuccess(step);
      expect(Number(step.stdout.trim())).toBeGreaterThan(0.04);
    },
    stepTimeout,
  );

  it(
    'creates the project and deploys the Scoreboard on chain A and a Contest for match 7 on chain B',
    async () => {
      expectSuccess(await page.run('mkdir contests', 60_000));
      for (const title of ['src/interfaces/ICrossL2Inbox.sol', 'src/Scoreboard.sol', 'src/Contest.sol']) await page.save(title);
      const deploy = await page.run('export SCOREBOARD_ADDRESS');
      expectSuccess(deploy);
      const [scoreboard, contest] = [await page.variable('SCOREBOARD_ADDRESS'), await page.variable('CONTEST_ADDRESS')];
      expect(scoreboard).toMatch(/^0x[0-9a-fA-F]{40}$/);
      expect(contest).toMatch(/^0x[0-9a-fA-F]{40}$/);
      expect(deploy.stdout).toBe(`Scoreboard on chain A: ${scoreboard}, Contest on chain B: ${contest}\n`);
    },
    stepTimeout,
  );

  it(
    'enters 0.01 ETH on team 1 and 0.03 ETH on team 2: team 2 holds 30000000000000000 wei',
    async () => {
      expectSuccess(await page.run('cast send $CONTEST_ADDRESS "enter(uint8)" 1'));
      const [check] = inline(name, 'cast call $CONTEST_ADDRESS "totalStake(uint8)(uint256)" 2');
      const stake = await page.shell().run(check);
      expectSuccess(stake);
      expect(stake.stdout.trim().split(' ')[0]).toBe('30000000000000000');
    },
    stepTimeout,
  );

  it(
    'waits until entries have closed and records team 1 as the winner of match 7 on chain A',
    async () => {
      const record = await page.run('while [ $(date +%s) -le $CLOSES_AT ]', waitTimeout);
      expectSuccess(record);
      const txHash = (await page.variable('TX_HASH')) as Hex;
      expect(txHash).toMatch(/^0x[0-9a-f]{64}$/);
      const block = await chainA().getBlock({blockNumber: (await chainA().getTransactionReceipt({hash: txHash})).blockNumber});
      expect(block.timestamp).toBeGreaterThanOrEqual(BigInt(await page.variable('CLOSES_AT')));
    },
    waitTimeout,
  );

  it(
    'creates the script project with every package `npx tsx` needs',
    async () => {
      expectSuccess(await page.run('cd ..', 120_000));
      await page.save('resolve-contest.ts');
      const manifest = JSON.parse(fs.readFileSync(path.join(await page.shell().cwd(), 'package.json'), 'utf8'));
      expect(Object.keys(manifest.dependencies ?? {})).toEqual(expect.arrayContaining(['viem', '@eth-optimism/viem', 'tsx']));
    },
    stepTimeout,
  );

  it(
    'settles the contest: "Match 7: team 1 won", the resolve hash, and the claim pays out the whole pot of 0.04 ETH',
    async () => {
      const contest = (await page.variable('CONTEST_ADDRESS')) as Hex;
      const potBefore = await chainB().getBalance({address: contest});
      expect(potBefore).toBe(parseEther('0.04'));
      const settle = await page.run('npx tsx resolve-contest.ts');
      expectSuccess(settle);
      const [result, resolved] = lines(settle.stdout);
      expect(result).toBe('Match 7: team 1 won');
      expect(resolved).toMatch(new RegExp(`^Contest resolved on chain ${supersim.chainB.chainId} in 0x[0-9a-f]{64}: team 1 won$`));
      // The claim: the Claimed event pays 0.04 ETH and the contest is empty.
      expect(await chainB().getBalance({address: contest})).toBe(0n);
      const claimed = await page.shell().run(`cast logs --rpc-url $URL_CHAIN_B --address $CONTEST_ADDRESS "Claimed(address,uint256)"`);
      const [log] = parseCastLogs(claimed.stdout);
      expect(BigInt(log.data)).toBe(parseEther('0.04'));
    },
    stepTimeout,
  );

  it(
    'sanity check: resolving again fails with AlreadyResolved, a contest closing after the result with ResultTooEarly',
    async () => {
      const [again] = inline(name, 'npx tsx resolve-contest.ts $TX_HASH');
      const second = await page.shell().run(again);
      expect(second.status).not.toBe(0);
      expect(second.stderr).toContain('AlreadyResolved');
      const firstContest = await page.variable('CONTEST_ADDRESS');
      const tooEarly = await page.run('export CONTEST_ADDRESS=$(cd ../contests');
      expect(await page.variable('CONTEST_ADDRESS')).toMatch(/^0x[0-9a-fA-F]{40}$/);
      expect(await page.variable('CONTEST_ADDRESS')).not.toBe(firstContest);
      expect(tooEarly.status).not.toBe(0);
      expect(tooEarly.stderr).toContain('ResultTooEarly');
    },
    stepTimeout,
  );
});
