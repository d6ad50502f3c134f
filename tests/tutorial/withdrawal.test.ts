import fs from 'node:fs';
import path from 'node:path';
import {createPublicClient, formatEther, http, parseAbi, parseEther, type Address, type Hex} from 'viem';
import {privateKeyToAccount} from 'viem/accounts';
import {optimismSepolia, sepolia} from 'viem/chains';
import {getGames, getWithdrawals, publicActionsL2} from 'viem/op-stack';
import {expectSuccess, pageBlocks, startReader, type PageBlock, type Reader} from '../support/tutorialPage';
import {
  l2ChainId,
  opSepoliaAddresses,
  standardDelays,
  startReceiptsWithoutTimestamps,
  startWithdrawalChains,
  superRootPreimage,
  withdrawalContracts,
  type ProposedGame,
  type WithdrawalChains,
} from '../support/withdrawal';
import {docsDir} from '../support/paths';

// The page this file runs, by route (src/features/tested-with/tutorialRuns.ts):
//   /app-developers/tutorials/bridging/cross-dom-bridge-eth: its set-up, sanity check, start of a
//   withdrawal and the finishing script shared/complete-withdrawal.ts, run as a reader runs them,
//   through every stage of a withdrawal. Its deposit step is not run: a deposit reaches L2 only
//   through op-node's derivation, which the test chains do not have.
// The chains stand in for Sepolia and OP Sepolia (tests/support/withdrawal): the reader points the
// scripts at them with L1_RPC_URL and L2_RPC_URL, as the page says a reader may, and nothing else.
// The L1 first respects output-root games (CANNON_KONA, type 8), as OP Sepolia did before Upgrade 20,
// then Super Root games (SUPER_CANNON_KONA, type 9), as it has since.

const bridgingDir = path.join(docsDir, 'app-developers/tutorials/bridging');
const ethPage = path.join(bridgingDir, 'cross-dom-bridge-eth.mdx');

const portalAbi = parseAbi([
  'function provenWithdrawals(bytes32, address) view returns (address disputeGameProxy, uint64 timestamp)',
  'function proofSubmitters(bytes32, uint256) view returns (address)',
  'function numProofSubmitters(bytes32) view returns (uint256)',
  'function finalizedWithdrawals(bytes32) view returns (bool)',
]);
const gameAbi = parseAbi([
  'function gameType() view returns (uint32)',
  'function rootClaim() view returns (bytes32)',
  'function rootClaimByChainId(uint256) view returns (bytes32)',
  'function l2SequenceNumber() view returns (uint256)',
  'function status() view returns (uint8)',
]);
const messagePasserAbi = parseAbi(['function sentMessages(bytes32) view returns (bool)']);

/** A block as this test compares it: what kind, its title, and its first line. */
const outline = (blocks: PageBlock[]) =>
  blocks.map(({lang, title, content}) => ({lang, ...(title ? {title} : {}), first: content.split('\n')[0]}));

/** What one run of complete-withdrawal.ts printed: how it matched games, the withdrawal, its status and the rest. */
function finishingRun(stdout: string) {
  const [matching, statusLine, ...rest] = stdout.trim().split('\n');
  const status = statusLine?.match(/^Withdrawal (0x[0-9a-f]{64}): ([a-z-]+)$/);
  expect({statusLine, parsed: status !== null}).toEqual({statusLine, parsed: true});
  return {matching, withdrawalHash: status![1] as Hex, status: status![2], rest};
}

describe('bridging ETH with viem (app-developers/tutorials/bridging/cross-dom-bridge-eth): the withdrawal, before and after Upgrade 20', () => {
  const blocks = pageBlocks(ethPage);
  const bash = blocks.filter((block) => block.lang === 'bash');
  const [createProject, variables, sanity, depositStep, startStep, finishStep] = bash;
  const configFile = blocks.find((block) => block.title === 'shared/config.ts')!;
  const depositFile = blocks.find((block) => block.title === 'cross-dom-bridge-eth/deposit-eth.ts')!;
  const startFile = blocks.find((block) => block.title === 'cross-dom-bridge-eth/start-withdrawal.ts')!;
  const finishFile = blocks.find((block) => block.title === 'shared/complete-withdrawal.ts')!;
  const stepTimeout = 150_000;
  // Each run of a script is `npx tsx` starting Node.js and viem, then a few RPC calls on loopback.
  const runTimeout = 60_000;

  let reader: Reader;
  let chains: WithdrawalChains;
  const shell = () => reader.shell;
  const l2 = () => createPublicClient({transport: http(chains.l2.url)}).extend(publicActionsL2());
  const l1 = () => createPublicClient({transport: http(chains.l1.url)});
  // viem's multicall, which getGames uses, takes the Multicall3 address from the chain definition.
  const l1WithChain = () => createPublicClient({chain: sepolia, transport: http(chains.l1.url)}) as never;
  const account = () => privateKeyToAccount(chains.l1.devKeys[0]);
  const amount = parseEther('0.0005');
  const {portal} = opSepoliaAddresses;

  /** Runs the page's start step as the reader does: the script, then the export with the printed hash. */
  const startWithdrawal = async () => {
    const [run, exportLine] = startStep.content.trim().split('\n');
    const step = await shell().run(run, runTimeout);
    expectSuccess(step);
    const hash = step.stdout.match(/^Withdrawal of 0\.0005 ETH started in L2 transaction (0x[0-9a-f]{64}) \(success\)\.$/m)?.[1] as Hex;
    expect(hash).toBeDefined();
    expect(exportLine).toBe('export WITHDRAWAL_TX=<the L2 transaction hash>');
    expectSuccess(await shell().run(exportLine.replace('<the L2 transaction hash>', hash)));
    const receipt = await l2().getTransactionReceipt({hash});
    const [withdrawal] = getWithdrawals(receipt);
    const block = await l2().getBlock({blockNumber: receipt.blockNumber});
    return {hash, withdrawal, receipt, timestamp: block.timestamp};
  };

  /** Runs the page's finishing step (for another withdrawal than $WITHDRAWAL_TX when given its hash). */
  const finish = async (l2Hash?: Hex) => {
    const command = finishStep.content.trim();
    const step = await shell().run(l2Hash ? command.replace('$WITHDRAWAL_TX', l2Hash) : command, runTimeout);
    expectSuccess(step);
    return finishingRun(step.stdout);
  };

  const proven = async (withdrawalHash: Hex) => {
    const [game, timestamp] = await chains.read<[Address, bigint]>(portal, portalAbi, 'provenWithdrawals', [
      withdrawalHash,
      account().address,
    ]);
    return {game, timestamp};
  };

  it('shows the steps in the order this test follows them', () => {
    expect(outline(blocks)).toEqual([
      {lang: 'bash', first: 'mkdir bridge-eth && cd bridge-eth'},
      {lang: 'bash', first: '# A test key that holds nothing of value; read it without echoing it.'},
      {lang: 'typescript', title: 'shared/config.ts', first: expect.stringMatching(/^\/\/ Clients for Sepolia/)},
      {lang: 'bash', first: 'cast balance --ether $(cast wallet address --private-key $PRIVATE_KEY) --rpc-url $L1_RPC_URL'},
      {lang: 'typescript', title: 'cross-dom-bridge-eth/deposit-eth.ts', first: expect.stringMatching(/^\/\/ Deposits ETH/)},
      {lang: 'bash', first: 'npx tsx cross-dom-bridge-eth/deposit-eth.ts 0.001'},
      {lang: 'typescript', title: 'cross-dom-bridge-eth/start-withdrawal.ts', first: expect.stringMatching(/^\/\/ Starts a withdrawal/)},
      {lang: 'bash', first: 'npx tsx cross-dom-bridge-eth/start-withdrawal.ts 0.0005'},
      {
        lang: 'typescript',
        title: 'shared/complete-withdrawal.ts',
        first: expect.stringMatching(/^\/\/ Moves a withdrawal one stage forward/),
      },
      {lang: 'bash', first: 'npx tsx shared/complete-withdrawal.ts $WITHDRAWAL_TX'},
    ]);
    // The ERC-20 and Solidity tutorials finish their withdrawals with the same file and command.
    for (const page of ['cross-dom-bridge-erc20.mdx', 'cross-dom-solidity.mdx']) {
      const commands = pageBlocks(path.join(bridgingDir, page)).filter(
        (block) => block.lang === 'bash' && block.content.includes('complete-withdrawal.ts'),
      );
      expect({page, commands: commands.map((block) => block.content.trim())}).toEqual({page, commands: [finishStep.content.trim()]});
    }
    expect(finishFile.file).toBe(path.join(bridgingDir, '_code/shared/complete-withdrawal.ts'));
  });

  beforeAll(async () => {
    reader = await startReader('bridging-withdrawal');
    // Before Upgrade 20: the portal respects CANNON_KONA (8), as OP Sepolia's did.
    chains = await startWithdrawalChains({respectedGameType: 8});
  }, 60_000);

  afterAll(async () => {
    await reader?.close();
    await chains?.stop();
  });

  it(
    'sets up the project with viem (2.51.0 or later) and tsx, points it at the chains with the two RPC variables, and passes the sanity check',
    async () => {
      const step = await shell().run(createProject.content, 120_000);
      expectSuccess(step);
      expect(path.basename(await shell().cwd())).toBe('bridge-eth');
      const viemVersion = JSON.parse(fs.readFileSync(path.join(await shell().cwd(), 'node_modules/viem/package.json'), 'utf8')).version;
      const [major, minor] = viemVersion.split('.').map(Number);
      expect(major > 2 || (major === 2 && minor >= 51)).toBe(true);
      await reader.save(configFile);
      await reader.save(depositFile);
      await reader.save(startFile);
      await reader.save(finishFile);

      // The reader types the key at the prompt and fills in their endpoints: here, the test chains.
      const typed = variables.content
        .replace('read -rsp "Private key: " PRIVATE_KEY', `read -rsp "Private key: " PRIVATE_KEY <<< '${chains.l1.devKeys[0]}'`)
        .replace('<your Sepolia endpoint>', chains.l1.url)
        .replace('<your OP Sepolia endpoint>', chains.l2.url);
      expect(typed.match(/127\.0\.0\.1/g)).toHaveLength(2);
      expect(typed).toContain('<<<');
      expectSuccess(await shell().run(typed));
      expect(await shell().variable('PRIVATE_KEY')).toBe(chains.l1.devKeys[0]);

      const check = await shell().run(sanity.content);
      expectSuccess(check);
      expect(parseEther(check.stdout.trim())).toBeGreaterThan(parseEther('1'));
    },
    stepTimeout,
  );

  let deposit: {l1Hash: Hex; l2Hash: Hex};
  it(
    'deposits 0.001 ETH: the portal emits the deposit, its L2 transaction (derived by the stand-in for op-node) arrives, and the L2 balance grows by 0.001 ETH',
    async () => {
      const step = await shell().run(depositStep.content, runTimeout);
      expectSuccess(step);
      const lines = step.stdout.trim().split('\n');
      expect(lines).toEqual([
        expect.stringMatching(/^OP Sepolia balance before: [\d.]+ ETH$/),
        expect.stringMatching(/^L1 deposit transaction: 0x[0-9a-f]{64} \(success\)$/),
        expect.stringMatching(/^Waiting for L2 deposit transaction 0x[0-9a-f]{64} \.\.\.$/),
        'L2 deposit transaction: success',
        expect.stringMatching(/^OP Sepolia balance after: [\d.]+ ETH$/),
      ]);
      const l2Hash = lines[2].match(/0x[0-9a-f]{64}/)![0];
      deposit = {l1Hash: lines[1].match(/0x[0-9a-f]{64}/)![0] as Hex, l2Hash: l2Hash as Hex};
      // The hash viem computed from the L1 receipt is the hash of the transaction derived from the event.
      expect(chains.deposits).toEqual([l2Hash]);
      const balance = (line: string) => parseEther(line.match(/: ([\d.]+) ETH$/)![1]);
      expect(balance(lines[4]) - balance(lines[0])).toBe(parseEther('0.001'));
    },
    stepTimeout,
  );

  let w1: Awaited<ReturnType<typeof startWithdrawal>>;
  let outputGame: ProposedGame;

  describe('before Upgrade 20: output-root games (CANNON_KONA, type 8)', () => {
    it(
      'starts a withdrawal of 0.0005 ETH: the message passer on L2 records its hash',
      async () => {
        w1 = await startWithdrawal();
        expect(w1.withdrawal.value).toBe(amount);
        expect(w1.withdrawal.target).toBe(account().address);
        expect(
          await l2().readContract({
            address: opSepoliaAddresses.messagePasser,
            abi: messagePasserAbi,
            functionName: 'sentMessages',
            args: [w1.withdrawal.withdrawalHash],
          } as never),
        ).toBe(true);
        expect(await shell().variable('WITHDRAWAL_TX')).toBe(w1.hash);
      },
      stepTimeout,
    );

    it(
      'the finishing script: games matched by L2 block number, none yet, so waiting-to-prove',
      async () => {
        const run = await finish();
        expect(run.matching).toBe(`Respected game type 8 (output roots): games are matched by L2 block ${w1.receipt.blockNumber}.`);
        expect(run).toMatchObject({withdrawalHash: w1.withdrawal.withdrawalHash, status: 'waiting-to-prove'});
        expect(run.rest).toEqual(['No dispute game covers this withdrawal yet. Try again later.']);
      },
      stepTimeout,
    );

    it(
      'once a type-8 game claims the output root of a later L2 block, the script proves against it, without l2Timestamp',
      async () => {
        outputGame = await chains.propose(8, await chains.mineL2());
        expect(outputGame.l2SequenceNumber).toBeGreaterThan(w1.receipt.blockNumber);
        const run = await finish();
        expect(run.status).toBe('ready-to-prove');
        expect(run.rest).toEqual([
          expect.stringMatching(
            /^Proven against dispute game 0 in L1 transaction 0x[0-9a-f]{64}\. Run this script again after the challenge period\.$/,
          ),
        ]);
        const proof = await proven(w1.withdrawal.withdrawalHash);
        expect(proof.game).toBe(outputGame.address);
        expect(await chains.read(proof.game, gameAbi, 'gameType')).toBe(8);
        expect((await finish()).status).toBe('waiting-to-finalize');
      },
      stepTimeout,
    );
  });

  let w2: Awaited<ReturnType<typeof startWithdrawal>>;
  let superGame: ProposedGame;
  let staleGame: ProposedGame;

  describe('after Upgrade 20: Super Root games (SUPER_CANNON_KONA, type 9)', () => {
    beforeAll(async () => {
      // What the upgrade does to the chain's games: type 9 installed and respected, type 8 cleared.
      await chains.setImplementation(9, true);
      await chains.setRespectedGameType(9);
      await chains.setImplementation(8, false);
    });

    it(
      'a second withdrawal, with only a type-9 game for an earlier L2 timestamp: matched by timestamp, waiting-to-prove',
      async () => {
        // A Super Root game for the L2 block of the output-root game, before the new withdrawal.
        staleGame = await chains.propose(9, outputGame.l2SequenceNumber);
        w2 = await startWithdrawal();
        expect(staleGame.l2SequenceNumber).toBeLessThan(w2.timestamp);
        const run = await finish();
        expect(run.matching).toBe(`Respected game type 9 (super roots): games are matched by L2 timestamp ${w2.timestamp}.`);
        expect(run).toMatchObject({withdrawalHash: w2.withdrawal.withdrawalHash, status: 'waiting-to-prove'});
        expect(run.rest).toEqual(['No dispute game covers this withdrawal yet. Try again later.']);
      },
      stepTimeout,
    );

    it(
      'once a type-9 game covers its L2 timestamp, the script proves it: the portal took the output root from rootClaimByChainId',
      async () => {
        const head = await chains.mineL2();
        superGame = await chains.propose(9, head);
        const {outputRoot, timestamp} = await chains.outputRootAt(head);
        // The game's sequence number is the L2 timestamp, its root claim the super root of that output root.
        expect(superGame.l2SequenceNumber).toBe(timestamp);
        expect(superGame.l2SequenceNumber).toBeGreaterThan(w2.timestamp);
        expect(superGame.extraData).toBe(superRootPreimage(timestamp, [{chainId: l2ChainId, outputRoot}]));
        const read = (functionName: 'rootClaim' | 'l2SequenceNumber') => chains.read<Hex>(superGame.address, gameAbi, functionName);
        expect(await read('rootClaim')).toBe(superGame.rootClaim);
        expect(await read('rootClaim')).not.toBe(outputRoot);
        expect(await chains.read(superGame.address, gameAbi, 'rootClaimByChainId', [BigInt(l2ChainId)])).toBe(outputRoot);

        const run = await finish();
        expect(run.status).toBe('ready-to-prove');
        expect(run.rest).toEqual([
          expect.stringMatching(new RegExp(`^Proven against dispute game ${superGame.index} in L1 transaction 0x[0-9a-f]{64}\\.`)),
        ]);
        const proof = await proven(w2.withdrawal.withdrawalHash);
        expect(proof.game).toBe(superGame.address);
        expect(await chains.read(proof.game, gameAbi, 'gameType')).toBe(9);
        expect(await chains.read(portal, portalAbi, 'proofSubmitters', [w2.withdrawal.withdrawalHash, 0n])).toBe(account().address);
      },
      stepTimeout,
    );

    it(
      'type-8 games can no longer be created, but the proof made against one before the upgrade still counts: both are waiting-to-finalize',
      async () => {
        await expect(chains.propose(8, await chains.mineL2())).rejects.toThrow(/reverted|NoImplementation/);
        const second = await finish();
        expect(second.status).toBe('waiting-to-finalize');
        expect(second.rest).toEqual([
          expect.stringMatching(/^Proven\. Finalizable in about \d+ hour\(s\), at \d{4}-\d\d-\d\dT[\d:.]+Z\.$/),
        ]);
        const first = await finish(w1.hash);
        expect(first).toMatchObject({withdrawalHash: w1.withdrawal.withdrawalHash, status: 'waiting-to-finalize'});
        expect(first.matching).toBe(`Respected game type 9 (super roots): games are matched by L2 timestamp ${w1.timestamp}.`);
      },
      stepTimeout,
    );

    it(
      'after the games resolve for their proposers and the proof maturity and finality delays pass, it finalizes both: the ETH arrives on L1',
      async () => {
        // Nobody challenged: once the clock has run out, each game resolves in favour of its root claim.
        await chains.advanceL1Time(standardDelays.maxClockDuration + 1n);
        for (const game of [outputGame, staleGame, superGame]) await chains.resolve(game.address);
        expect(await chains.read(superGame.address, gameAbi, 'status')).toBe(2); // DEFENDER_WINS
        // Resolved, but neither the finality delay nor the 7-day proof maturity delay has passed.
        expect((await finish()).status).toBe('waiting-to-finalize');
        await chains.advanceL1Time(standardDelays.disputeGameFinalityDelaySeconds + 1n);

        for (const withdrawal of [w1, w2]) {
          const before = await l1().getBalance({address: account().address});
          const run = await finish(withdrawal.hash);
          expect(run.status).toBe('ready-to-finalize');
          const finalizeHash = run.rest[0]?.match(/^Finalized in L1 transaction (0x[0-9a-f]{64})\.$/)?.[1] as Hex;
          expect(finalizeHash).toBeDefined();
          const receipt = await l1().getTransactionReceipt({hash: finalizeHash});
          const after = await l1().getBalance({address: account().address});
          // The withdrawn ETH, less the gas of the finalize transaction.
          expect(formatEther(after - before + receipt.gasUsed * BigInt(receipt.effectiveGasPrice))).toBe(formatEther(amount));
          expect(await chains.read(portal, portalAbi, 'finalizedWithdrawals', [withdrawal.withdrawal.withdrawalHash])).toBe(true);
        }
        const done = await finish();
        expect(done.status).toBe('finalized');
        expect(done.rest).toEqual(['Nothing left to do: the withdrawal is complete.']);
      },
      stepTimeout,
    );
  });

  let w3: Awaited<ReturnType<typeof startWithdrawal>>;
  let w4: Awaited<ReturnType<typeof startWithdrawal>>;

  describe('the same script without l2Timestamp, as it was before Upgrade 20', () => {
    let proxy: {url: string; stop(): Promise<void>} | undefined;
    const oldScript = 'shared/complete-withdrawal-without-timestamp.ts';
    const timestampLine = /^ {2}const l2Timestamp = isSuperGameType\(gameType\) \? .+;$/m;

    beforeAll(async () => {
      proxy = await startReceiptsWithoutTimestamps(chains.l2.url);
    });
    afterAll(async () => proxy?.stop());

    it('is the page file with the timestamp left out, nothing else', async () => {
      expect(finishFile.content.match(new RegExp(timestampLine, 'gm'))).toHaveLength(1);
      await reader.save({
        ...finishFile,
        title: oldScript,
        content: finishFile.content.replace(timestampLine, '  const l2Timestamp = undefined;'),
      });
    });

    it(
      'viem 2.57.12 and later take the timestamp from the receipt logs: through an endpoint that returns it, waiting-to-prove as it should',
      async () => {
        w3 = await startWithdrawal();
        const step = await shell().run(`npx tsx ${oldScript} $WITHDRAWAL_TX`, runTimeout);
        expectSuccess(step);
        expect(finishingRun(step.stdout).status).toBe('waiting-to-prove');
        expect((await l2().getTransactionReceipt({hash: w3.hash})).logs[0].blockTimestamp).toBe(w3.timestamp);
      },
      stepTimeout,
    );

    it(
      'through an endpoint whose receipts carry no blockTimestamp it cannot prove (L2TimestampRequiredError); the page script proves it there',
      async () => {
        const game = await chains.propose(9, await chains.mineL2());
        const viaProxy = `L2_RPC_URL=${proxy!.url}`;
        const old = await shell().run(`${viaProxy} npx tsx ${oldScript} $WITHDRAWAL_TX`, runTimeout);
        expect(old.status).toBe(1);
        expect(old.stderr).toContain('L2TimestampRequiredError');
        expect((await proven(w3.withdrawal.withdrawalHash)).timestamp).toBe(0n);

        const step = await shell().run(`${viaProxy} ${finishStep.content.trim()}`, runTimeout);
        expectSuccess(step);
        const run = finishingRun(step.stdout);
        expect(run.status).toBe('ready-to-prove');
        expect((await proven(w3.withdrawal.withdrawalHash)).game).toBe(game.address);
      },
      stepTimeout,
    );

    it(
      'the portal refuses a proof built from a game older than the withdrawal, a tampered storage proof and a wrong output root',
      async () => {
        // What viem 2.51.0 to 2.57.11 could send without l2Timestamp: a game whose timestamp is before the
        // withdrawal's block, so the proof comes from a block where the message passer has no such entry.
        w4 = await startWithdrawal();
        const games = await getGames(l1WithChain(), {targetChain: optimismSepolia, limit: 10} as never);
        const older = games.find((game) => game.l2BlockNumber < w4.timestamp)!;
        expect(older.usesSuperRoots).toBe(true);
        const args = await l2().buildProveWithdrawal({game: older, withdrawal: w4.withdrawal} as never);
        const {abi} = withdrawalContracts().portal;
        const prove = (outputRootProof: typeof args.outputRootProof, withdrawalProof: readonly Hex[], index = args.l2OutputIndex) =>
          l1().simulateContract({
            account: account().address as Address,
            address: portal,
            abi,
            functionName: 'proveWithdrawalTransaction',
            args: [w4.withdrawal, index, outputRootProof, withdrawalProof],
          });
        await expect(prove(args.outputRootProof, args.withdrawalProof)).rejects.toThrow(/OptimismPortal_InvalidMerkleProof/);

        // The same checks pass with a game that covers the withdrawal, and fail with its proofs altered.
        expect(games[0].l2BlockNumber).toBeLessThan(w4.timestamp); // no game covers w4 yet
        const current = await l2().buildProveWithdrawal({game: games[0], withdrawal: w4.withdrawal} as never);
        const covering = await chains.propose(9, await chains.mineL2());
        await chains.advanceL1Time(12n); // a proof must come after the game's creation
        const [newest] = await getGames(l1WithChain(), {targetChain: optimismSepolia, limit: 10} as never);
        expect(newest.index).toBe(covering.index);
        const good = await l2().buildProveWithdrawal({game: newest, withdrawal: w4.withdrawal} as never);
        await expect(prove(good.outputRootProof, good.withdrawalProof, covering.index)).resolves.toBeDefined();
        const tampered = [...good.withdrawalProof];
        const last = tampered.length - 1;
        tampered[last] = `${tampered[last].slice(0, -2)}${tampered[last].endsWith('00') ? '01' : '00'}` as Hex;
        await expect(prove(good.outputRootProof, tampered, covering.index)).rejects.toThrow(/OptimismPortal_InvalidMerkleProof/);
        await expect(prove(current.outputRootProof, good.withdrawalProof, covering.index)).rejects.toThrow(
          /OptimismPortal_InvalidOutputRootProof/,
        );
      },
      stepTimeout,
    );
  });

  describe('tracing them (app-developers/tutorials/transactions/sdk-trace-txns), with the read-only scripts of that page', () => {
    const tracePage = path.join(docsDir, 'app-developers/tutorials/transactions/sdk-trace-txns.mdx');
    const traceBlocks = pageBlocks(tracePage);
    const [setup, traceDepositStep, traceWithdrawalStep] = traceBlocks.filter((block) => block.lang === 'bash');
    const trace = async (step: PageBlock, placeholder: string, hash: Hex) => {
      const run = await shell().run(step.content.trim().replace(placeholder, hash), runTimeout);
      expectSuccess(run);
      return run.stdout.trim().split('\n');
    };

    it(
      'shows a set-up step and two scripts, each run with a hash; in a new folder with viem and tsx, against the same chains',
      async () => {
        expect(outline(traceBlocks)).toEqual([
          {lang: 'bash', first: 'mkdir trace-txns && cd trace-txns'},
          {lang: 'typescript', title: 'trace-deposit.ts', first: expect.stringMatching(/^\/\/ Reports where a deposit/)},
          {lang: 'bash', first: 'npx tsx trace-deposit.ts <L1 transaction hash>'},
          {lang: 'typescript', title: 'trace-withdrawal.ts', first: expect.stringMatching(/^\/\/ Reports where a withdrawal/)},
          {lang: 'bash', first: 'npx tsx trace-withdrawal.ts <L2 transaction hash>'},
        ]);
        expectSuccess(await shell().run(`cd ${reader.workDir}`));
        const typed = setup.content.replace('<your Sepolia endpoint>', chains.l1.url).replace('<your OP Sepolia endpoint>', chains.l2.url);
        expect(typed.match(/127\.0\.0\.1/g)).toHaveLength(2);
        expectSuccess(await shell().run(typed, 120_000));
        expect(path.basename(await shell().cwd())).toBe('trace-txns');
        for (const block of traceBlocks.filter((block) => block.title)) await reader.save(block);
      },
      stepTimeout,
    );

    it(
      'the deposit: done, in its L2 block; an L1 transaction that made none says so',
      async () => {
        const l2Receipt = await l2().getTransactionReceipt({hash: deposit.l2Hash});
        expect(await trace(traceDepositStep, '<L1 transaction hash>', deposit.l1Hash)).toEqual([
          `${deposit.l2Hash}: done, in L2 block ${l2Receipt.blockNumber}.`,
        ]);
        // The L1 transaction that set up the portal's registry made no deposit.
        const block = await l1().getBlock({blockNumber: 1n, includeTransactions: true});
        expect(await trace(traceDepositStep, '<L1 transaction hash>', block.transactions[0].hash)).toEqual([
          'The L1 transaction made no deposit to this chain.',
        ]);
      },
      stepTimeout,
    );

    it(
      'the withdrawals at each stage: finalized, waiting-to-finalize with the 604800-second period, ready-to-prove, and waiting-to-prove',
      async () => {
        const line = (withdrawal: typeof w1, status: string, next: string) =>
          `Withdrawal ${withdrawal.withdrawal.withdrawalHash}: ${status}. Next: ${next}.`;
        expect(await trace(traceWithdrawalStep, '<L2 transaction hash>', w1.hash)).toEqual([
          line(w1, 'finalized', 'nothing: the withdrawal is complete'),
        ]);
        expect(await trace(traceWithdrawalStep, '<L2 transaction hash>', w3.hash)).toEqual([
          line(w3, 'waiting-to-finalize', 'wait for the challenge period to end'),
          expect.stringMatching(/^Challenge period on this chain: 604800 s\. Remaining: about \d+ hour\(s\)\.$/),
        ]);
        expect(await trace(traceWithdrawalStep, '<L2 transaction hash>', w4.hash)).toEqual([
          line(w4, 'ready-to-prove', 'send the prove transaction on L1'),
        ]);
        // A new withdrawal, started from the bridging project as before; no game covers it yet.
        expectSuccess(await shell().run(`cd ${path.join(reader.workDir, 'bridge-eth')}`));
        const w5 = await startWithdrawal();
        expectSuccess(await shell().run(`cd ${path.join(reader.workDir, 'trace-txns')}`));
        expect(await trace(traceWithdrawalStep, '<L2 transaction hash>', w5.hash)).toEqual([
          line(w5, 'waiting-to-prove', 'wait until a proposal covers the withdrawal block'),
          expect.stringMatching(/^Estimated wait before proving: about \d+ minute\(s\)\.$/),
        ]);
      },
      stepTimeout,
    );
  });
});
