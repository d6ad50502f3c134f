import fs from 'node:fs';
import path from 'node:path';
import {parseEther, toFunctionSelector, zeroAddress} from 'viem';
import {expectSuccess, inlineCommands, pageBlocks, startReader, type PageBlock, type Reader} from '../support/tutorialPage';
import {ethLiquidityInitialBalance, interopPredeploys, startSupersim, type Supersim} from '../support/supersim';
import {startAnvil, type AnvilChain} from '../support/supersim/anvil';
import {docsDir} from '../support/paths';
import {supersim, supersimDevAccount} from '../fixtures/interopTutorial';

// The pages this file reads, by route (src/features/tested-with/tutorialRuns.ts):
//   /interop/tutorials/bridge-crosschain-eth and its copy /app-developers/tutorials/interop/bridge-crosschain-eth
//     (both render docs/interop/tutorials/_bridge-crosschain-eth.mdx): run as a reader runs them.
//   /app-developers/tutorials/supersim/getting-started/installation and .../first-steps: not run (Supersim
//     itself is not on npm); the steps of theirs that only use anvil and cast are checked here.

/** A block as this test compares it: what kind, where, and its first line. */
const outline = (blocks: PageBlock[]) =>
  blocks.map(({lang, title, tab, file, content}) => ({
    lang,
    ...(title ? {title} : {}),
    ...(tab ? {tab} : {}),
    ...(file ? {file: path.relative(docsDir, file)} : {}),
    first: content.split('\n')[0],
  }));

/** The wei amounts in `cast balance --ether` output, one a line. */
const balances = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .map((line) => parseEther(line.trim()));

const bridgePages = {
  interop: path.join(docsDir, 'interop/tutorials/bridge-crosschain-eth.mdx'),
  appDevelopers: path.join(docsDir, 'app-developers/tutorials/interop/bridge-crosschain-eth.mdx'),
  /** What both pages render. */
  partial: path.join(docsDir, 'interop/tutorials/_bridge-crosschain-eth.mdx'),
};

describe('a reader bridges ETH from chain A to chain B (interop/tutorials/bridge-crosschain-eth)', () => {
  const blocks = pageBlocks(bridgePages.interop);
  const bash = blocks.filter((block) => block.lang === 'bash' && block.tab !== 'devnets');
  const [start, variables, sanity, record, send, after, createProject, runScript] = bash;
  let reader: Reader;
  let chains: Supersim | undefined;
  const shell = () => reader.shell;
  // Per test: npm install packs viem (60 MB) from the loopback registry; chains mine every 2 seconds.
  const stepTimeout = 150_000;
  const amount = parseEther('0.01');
  let before: bigint[];

  it('shows the steps in the order this test follows them, the same on both routes', () => {
    expect(outline(blocks)).toEqual([
      {lang: 'bash', tab: 'supersim', first: 'supersim --interop.autorelay'},
      {
        lang: 'bash',
        title: 'Supersim',
        tab: 'supersim',
        first: '# Account 0 of the development accounts that Supersim funds on every chain.',
      },
      {lang: 'bash', title: 'Devnets', tab: 'devnets', first: expect.stringMatching(/^# Historical: the deprecated interop devnet/)},
      {lang: 'bash', first: 'echo $CHAIN_ID_A $CHAIN_ID_B'},
      {lang: 'bash', first: 'cast balance --ether $USER_ADDRESS --rpc-url $URL_CHAIN_A'},
      {lang: 'bash', first: 'cast send 0x4200000000000000000000000000000000000024 "sendETH(address,uint256)" \\'},
      {lang: 'bash', first: 'sleep 6'},
      {lang: 'bash', first: 'mkdir send-eth && cd send-eth'},
      {
        lang: 'typescript',
        title: 'send-eth.ts',
        file: 'interop/tutorials/_code/bridge-crosschain-eth/send-eth.ts',
        first: expect.stringMatching(/^\/\/ Sends ETH/),
      },
      {lang: 'bash', first: 'npx tsx send-eth.ts 0.01'},
    ]);
    expect(start.content.trim()).toBe('supersim --interop.autorelay');
    // /app-developers/tutorials/interop/bridge-crosschain-eth renders the same partial.
    expect(pageBlocks(bridgePages.appDevelopers)).toEqual(blocks);
  });

  beforeAll(async () => {
    reader = await startReader('bridge-crosschain-eth');
    // "Start the networks": chains 901 and 902 with autorelay, SuperchainETHBridge and a funded ETHLiquidity.
    chains = await startSupersim({autorelay: true});
  }, 60_000);

  afterAll(async () => {
    await reader?.close();
    await chains?.stop();
  });

  describe('with cast, on chains with autorelay', () => {
    it(
      'sets the Supersim variables: chain ids 901 and 902',
      async () => {
        expectSuccess(await shell().run(variables.content));
        expect([await shell().variable('CHAIN_ID_A'), await shell().variable('CHAIN_ID_B')]).toEqual([
          String(supersim.chainA.chainId),
          String(supersim.chainB.chainId),
        ]);
        expect(await shell().variable('USER_ADDRESS')).toBe(supersimDevAccount.address);
      },
      stepTimeout,
    );

    it(
      'sanity check: prints 901 902, ETH on both chains, and the start of the bridge bytecode rather than 0x',
      async () => {
        const step = await shell().run(sanity.content);
        expectSuccess(step);
        const [ids, balanceA, balanceB, code] = step.stdout.trim().split('\n');
        expect(ids).toBe(`${supersim.chainA.chainId} ${supersim.chainB.chainId}`);
        expect(parseEther(balanceA)).toBeGreaterThan(0n);
        expect(parseEther(balanceB)).toBeGreaterThan(0n);
        expect(code).toMatch(/^0x[0-9a-f]{18}$/);
      },
      stepTimeout,
    );

    it(
      'records four balances: the reserves print type(uint248).max wei in ETH',
      async () => {
        const step = await shell().run(record.content);
        expectSuccess(step);
        before = balances(step.stdout);
        expect(before).toHaveLength(4);
        expect(before.slice(2)).toEqual([ethLiquidityInitialBalance, ethLiquidityInitialBalance]);
        expect(step.stdout.trim().split('\n')[2]).toMatch(/^452312848583266388373324160190187140051835877600158453279\.\d{18}$/);
      },
      stepTimeout,
    );

    it(
      'sends 0.01 ETH with cast: the receipt shows status 1 (success)',
      async () => {
        const step = await shell().run(send.content);
        expectSuccess(step);
        expect(step.stdout).toMatch(/^status\s+1 \(success\)$/m);
        // The transaction went to the SuperchainETHBridge, with 0.01 ETH.
        expect(step.stdout.toLowerCase()).toMatch(new RegExp(`^to\\s+${interopPredeploys.superchainETHBridge}$`, 'm'));
      },
      stepTimeout,
    );

    it(
      'after the wait: chain B +0.01 ETH, reserve A +0.01, reserve B -0.01, chain A -0.01 plus gas',
      async () => {
        const step = await shell().run(after.content, 60_000);
        expectSuccess(step);
        const [userA, userB, reserveA, reserveB] = balances(step.stdout);
        expect(userB - before[1]).toBe(amount);
        expect(reserveA - before[2]).toBe(amount);
        expect(before[3] - reserveB).toBe(amount);
        const spentOnA = before[0] - userA;
        expect(spentOnA).toBeGreaterThan(amount);
        expect(spentOnA - amount).toBeLessThan(parseEther('0.001')); // gas
        expect(chains!.autorelayer!.relays.filter((relay) => relay.status !== 'success')).toEqual([]);
      },
      stepTimeout,
    );

    it(
      'troubleshooting and explanation hold: sendETH reverts for the zero address or its own chain, only the bridge may burn, only the messenger may relayETH',
      async () => {
        const reverts = async (command: string) => {
          const step = await shell().run(command);
          expect(step.status).not.toBe(0);
          return step.stderr;
        };
        const bridge = interopPredeploys.superchainETHBridge;
        const from = '--from $USER_ADDRESS --rpc-url $URL_CHAIN_A';
        expect(
          await reverts(`cast call ${bridge} "sendETH(address,uint256)" ${zeroAddress} $CHAIN_ID_B --value 0.01ether ${from}`),
        ).toContain(toFunctionSelector('ZeroAddress()'));
        expect(
          await reverts(`cast call ${bridge} "sendETH(address,uint256)" $USER_ADDRESS $CHAIN_ID_A --value 0.01ether ${from}`),
        ).toContain(toFunctionSelector('MessageDestinationSameChain()'));
        expect(await reverts(`cast call ${interopPredeploys.ethLiquidity} "burn()" --value 0.01ether ${from}`)).toContain(
          toFunctionSelector('Unauthorized()'),
        );
        expect(await reverts(`cast call ${bridge} "relayETH(address,address,uint256)" $USER_ADDRESS $USER_ADDRESS 1 ${from}`)).toContain(
          toFunctionSelector('Unauthorized()'),
        );
      },
      stepTimeout,
    );
  });

  describe('from TypeScript', () => {
    it(
      'creates the send-eth project with viem, @eth-optimism/viem and tsx, and saves send-eth.ts',
      async () => {
        const step = await shell().run(createProject.content, 120_000);
        expectSuccess(step);
        expect(path.relative(reader.workDir, await shell().cwd())).toBe('send-eth');
        const manifest = JSON.parse(fs.readFileSync(path.join(await shell().cwd(), 'package.json'), 'utf8'));
        expect(manifest.type).toBe('module');
        // The page runs the script with `npx tsx`: without tsx in the project, npx asks to download it.
        expect({...manifest.dependencies, ...manifest.devDependencies}).toEqual(
          expect.objectContaining({viem: expect.any(String), '@eth-optimism/viem': expect.any(String), tsx: expect.any(String)}),
        );
        await reader.save(blocks.find((block) => block.title === 'send-eth.ts')!);
      },
      stepTimeout,
    );

    it(
      'runs the script: the hash on chain A, then "Relayed." and the balance on chain B before and after, 0.01 ETH apart',
      async () => {
        const step = await shell().run(runScript.content, 120_000);
        expectSuccess(step);
        const [sent, relayed] = step.stdout.trim().split('\n');
        expect(sent).toMatch(new RegExp(`^Sent 0\\.01 ETH on chain ${supersim.chainA.chainId} in 0x[0-9a-f]{64}$`));
        const match = relayed.match(new RegExp(`^Relayed\\. Balance on chain ${supersim.chainB.chainId}: ([0-9.]+) -> ([0-9.]+) ETH$`));
        expect(match).not.toBeNull();
        expect(parseEther(match![2]) - parseEther(match![1])).toBe(amount);
      },
      stepTimeout,
    );
  });

  describe('sanity check: Supersim restarted without --interop.autorelay', () => {
    let sentTxHash: string | undefined;
    let userBUnrelayed: bigint;
    beforeAll(async () => {
      await chains?.stop();
      chains = undefined;
      chains = await startSupersim({autorelay: false});
    }, 60_000);

    it('the script sends the ETH, then gives up after a minute: it left chain A but did not arrive on chain B', async () => {
      expectSuccess(await shell().run(variables.content));
      const balanceB = async () => (await shell().run('cast balance $USER_ADDRESS --rpc-url $URL_CHAIN_B')).stdout.trim();
      const reserveA = async () =>
        (await shell().run(`cast balance ${interopPredeploys.ethLiquidity} --rpc-url $URL_CHAIN_A`)).stdout.trim();
      const [userBBefore, reserveABefore] = [await balanceB(), await reserveA()];
      const started = Date.now();
      const step = await shell().run(runScript.content, 150_000);
      expect(step.status).not.toBe(0);
      expect(Date.now() - started).toBeGreaterThanOrEqual(60_000);
      sentTxHash = step.stdout.match(new RegExp(`^Sent 0\\.01 ETH on chain ${supersim.chainA.chainId} in (0x[0-9a-f]{64})$`, 'm'))?.[1];
      expect(sentTxHash).toBeDefined();
      expect(step.stderr).toContain('Not relayed within 60 seconds');
      expect(BigInt(await reserveA()) - BigInt(reserveABefore)).toBe(amount);
      expect(await balanceB()).toBe(userBBefore);
      userBUnrelayed = BigInt(userBBefore);
    }, 180_000);

    it(
      'relayed by hand with manual-relay.ts and the printed hash: the 0.01 ETH arrives on chain B',
      async () => {
        const manualRelayPage = path.join(docsDir, 'interop/tutorials/message-passing/manual-relay.mdx');
        await reader.save(pageBlocks(manualRelayPage).find((block) => block.title === 'manual-relay.ts')!);
        const [command] = inlineCommands(bridgePages.partial, 'npx tsx manual-relay.ts');
        expect(command).toBe('npx tsx manual-relay.ts <hash>');
        const step = await shell().run(command.replace('<hash>', sentTxHash!), 120_000);
        expectSuccess(step);
        expect(step.stdout).toMatch(
          new RegExp(
            `^Relayed message \\d+ to ${interopPredeploys.superchainETHBridge} on chain ${supersim.chainB.chainId}: 0x[0-9a-f]{64}$`,
            'mi',
          ),
        );
        const balanceB = BigInt((await shell().run('cast balance $USER_ADDRESS --rpc-url $URL_CHAIN_B')).stdout.trim());
        const reserveB = BigInt((await shell().run(`cast balance ${interopPredeploys.ethLiquidity} --rpc-url $URL_CHAIN_B`)).stdout.trim());
        expect(ethLiquidityInitialBalance - reserveB).toBe(amount);
        // Account 0 sent the relay transaction on chain B, so it paid that gas out of the 0.01 ETH.
        expect(balanceB - userBUnrelayed).toBeLessThan(amount);
        expect(balanceB - userBUnrelayed).toBeGreaterThan(amount - parseEther('0.001'));
      },
      stepTimeout,
    );
  });
});

const supersimDir = path.join(docsDir, 'app-developers/tutorials/supersim');

describe('the Supersim installation page (app-developers/tutorials/supersim/getting-started/installation), not run: only its anvil step', () => {
  const blocks = pageBlocks(path.join(supersimDir, 'getting-started/installation.mdx'));
  let reader: Reader;

  beforeAll(async () => {
    reader = await startReader('supersim-installation');
  }, 60_000);
  afterAll(async () => reader?.close());

  it('installs Foundry, then Supersim with Homebrew: the supersim commands cannot run here', () => {
    expect(outline(blocks).map((block) => block.first)).toEqual([
      'foundryup',
      'anvil --version',
      'brew install ethereum-optimism/tap/supersim',
      'supersim --version',
      'git clone https://github.com/ethereum-optimism/supersim.git',
      'git clone https://github.com/ethereum-optimism/supersim.git',
    ]);
  });

  it('anvil --version prints a build timestamp that Supersim 0.1.0-alpha.59 accepts (2025-02-10T09:00:00Z or later)', async () => {
    const step = await reader.shell.run(blocks[1].content);
    expectSuccess(step);
    expect(step.stdout).toMatch(/^anvil Version: \d+\.\d+\.\d+/);
    const timestamp = step.stdout.match(/^Build Timestamp: (\S+)/m)?.[1];
    expect(timestamp).toBeDefined();
    expect(Date.parse(timestamp!)).toBeGreaterThanOrEqual(Date.parse('2025-02-10T09:00:00Z'));
  }, 60_000);
});

describe('first steps with Supersim (app-developers/tutorials/supersim/getting-started/first-steps), not run: its chain, transfer and token steps with cast', () => {
  const blocks = pageBlocks(path.join(supersimDir, 'getting-started/first-steps.mdx'));
  const [start, chainIds, account, sendOne, deposit, token] = blocks;
  let reader: Reader;
  let chains: Supersim | undefined;
  let l1: AnvilChain | undefined;

  it('starts Supersim, talks to the chains, deposits from the L1 and sends a token: in this order', () => {
    expect(outline(blocks).map((block) => block.first)).toEqual([
      'supersim --interop.autorelay',
      'cast chain-id --rpc-url http://127.0.0.1:8545',
      'export PRIVATE_KEY=0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
      'cast send --rpc-url http://127.0.0.1:9545 --private-key $PRIVATE_KEY 0x70997970C51812dc3A010C7d01b50e0d17dc79C8 --value 1ether',
      "# OPChainA's L1StandardBridge in Supersim 0.1.0-alpha.59",
      'export TOKEN=0x420beeF000000000000000000000000000000001',
    ]);
    expect(start.content.trim()).toBe('supersim --interop.autorelay');
    // Not run: the deposit needs Supersim's L1 contracts and its forwarding of deposits to OPChainA.
    expect(deposit.content).toContain('bridgeETH(uint32,bytes)');
  });

  beforeAll(async () => {
    reader = await startReader('supersim-first-steps');
    // Supersim's L1 (900, port 8545) as a bare anvil chain, and the two L2s.
    l1 = await startAnvil({chainId: supersim.l1.chainId, port: Number(new URL(supersim.l1.rpcUrl).port), blockTime: 12, label: 'L1 (900)'});
    chains = await startSupersim({autorelay: true});
  }, 60_000);

  afterAll(async () => {
    await reader?.close();
    await chains?.stop();
    await l1?.stop();
  });

  it('cast chain-id prints 900, 901 and 902', async () => {
    const step = await reader.shell.run(chainIds.content);
    expectSuccess(step);
    expect(step.stdout.trim().split('\n')).toEqual(['900', '901', '902']);
  }, 60_000);

  it('account 0 has ETH on OPChainA', async () => {
    const step = await reader.shell.run(account.content);
    expectSuccess(step);
    expect(parseEther(step.stdout.trim())).toBeGreaterThan(parseEther('1'));
  }, 60_000);

  it('sending 1 ETH to account 1: the receipt shows status 1 (success) and account 1 has 1 ETH more', async () => {
    const accountOne = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const balance = async () =>
      parseEther((await reader.shell.run(`cast balance --ether ${accountOne} --rpc-url http://127.0.0.1:9545`)).stdout.trim());
    const before = await balance();
    const step = await reader.shell.run(sendOne.content);
    expectSuccess(step);
    expect(step.stdout).toMatch(/^status\s+1 \(success\)$/m);
    const printed = step.stdout.trim().split('\n').at(-1)!;
    expect(parseEther(printed) - before).toBe(parseEther('1'));
    expect(await balance()).toBe(parseEther(printed));
  }, 60_000);

  it('minting 1000 of the test token on OPChainA and sending them with sendERC20: the balance on OPChainB is 1000', async () => {
    const step = await reader.shell.run(token.content);
    expectSuccess(step);
    expect(step.stdout.match(/^status\s+1 \(success\)$/gm)).toHaveLength(2);
    expect(step.stdout.trim().split('\n').at(-1)).toBe('1000');
  }, 60_000);
});
