import fs from 'node:fs';
import path from 'node:path';
import {createPublicClient, http, pad, type Hex} from 'viem';
import {expectSuccess, inlineCommands, pageBlocks, parseCastLogs, startReader, type PageBlock, type Reader} from '../support/tutorialPage';
import type {StepResult} from '../support/readerShell';
import {startSupersim, type Supersim} from '../support/supersim';
import {docsDir} from '../support/paths';
import {predeploys, supersim, supersimDevAccount} from '../fixtures/interopTutorial';

// The SuperchainERC20 token tutorials, each run as a reader runs it: a new terminal, fresh chains
// 901 and 902 on ports 9545/9546 with autorelay (tests/support/supersim, where the
// SuperchainTokenBridge and Supersim's example token are test contracts), and every block of the
// page's Supersim tab in page order. The app-developers copies of the deploy and transfer pages
// (/app-developers/tutorials/interop/deploy-superchain-erc20 and transfer-superchainERC20) render
// the same partials, docs/interop/tutorials/_deploy-superchain-erc20.mdx and
// _transfer-superchainERC20.mdx, so the first two describes run them too.

const tutorialsDir = path.join(docsDir, 'interop/tutorials');
const upgradeDir = path.join(tutorialsDir, 'upgrade-to-superchain-erc20');
const pages = {
  deploy: path.join(tutorialsDir, 'deploy-superchain-erc20.mdx'),
  transfer: path.join(tutorialsDir, 'transfer-superchainERC20.mdx'),
  custom: path.join(tutorialsDir, 'custom-superchain-erc20.mdx'),
  contractUpgrade: path.join(upgradeDir, 'contract-upgrade.mdx'),
  customBridge: path.join(upgradeDir, 'custom-bridge.mdx'),
  lockbox: path.join(upgradeDir, 'lockbox.mdx'),
};
const partials = {
  deploy: path.join(tutorialsDir, '_deploy-superchain-erc20.mdx'),
  transfer: path.join(tutorialsDir, '_transfer-superchainERC20.mdx'),
};
const appDeveloperCopies = {
  deploy: path.join(docsDir, 'app-developers/tutorials/interop/deploy-superchain-erc20.mdx'),
  transfer: path.join(docsDir, 'app-developers/tutorials/interop/transfer-superchainERC20.mdx'),
};

const bridge = predeploys.superchainTokenBridge;
const user = supersimDevAccount.address;
const addressTopic = (address: string) => pad(address.toLowerCase() as Hex).toLowerCase();
const tokens = (whole: number) => BigInt(whole) * 10n ** 18n;

// Per test: Foundry compiles with the solc package and waits for 2-second blocks; npm install packs
// the packages it gets from the loopback registry.
const stepTimeout = 150_000;

/** The page as a reader meets it: "run: <first line>" for a command block, "save: <title> ← <file>" for a file. */
function outline(pageFile: string): string[] {
  return readerBlocks(pageFile).map((block) =>
    block.lang === 'bash' ? `run: ${block.content.split('\n')[0]}` : `save: ${block.title} ← ${path.relative(docsDir, block.file ?? '?')}`,
  );
}

/** The blocks a Supersim reader follows: everything but the Devnets tab. */
function readerBlocks(pageFile: string): PageBlock[] {
  return pageBlocks(pageFile).filter((block) => block.tab !== 'devnets');
}

/** The numbers `cast call ... (uint256)` printed, one a line ("1000000000000000000000 [1e21]"), in order. */
function uints(output: string): bigint[] {
  return output
    .split('\n')
    .map((line) => line.trim().match(/^(\d+)(?: \[[^\]]+\])?$/)?.[1])
    .filter((value): value is string => value !== undefined)
    .map(BigInt);
}

const lines = (output: string) =>
  output
    .trim()
    .split('\n')
    .map((line) => line.trim());

/** The step's commands that failed: each failure line is "<status> <command>". */
const failedCommands = (step: StepResult) => step.failures.map((failure) => failure.replace(/^\d+ /, ''));

/**
 * One reader working through one page: a new terminal and fresh chains with autorelay, and the
 * page's blocks taken one after the other, so a step that expects another block than the page
 * has next fails at once.
 */
class PageRun {
  reader!: Reader;
  chains?: Supersim;
  private blocks: PageBlock[];
  private next = 0;

  constructor(readonly pageFile: string) {
    this.blocks = readerBlocks(pageFile);
  }

  async start(name: string) {
    this.reader = await startReader(name);
    // "Start the networks": the first block, `supersim --interop.autorelay`.
    this.take('supersim --interop.autorelay');
    this.chains = await startSupersim({autorelay: true});
  }

  async stop() {
    await this.reader?.close();
    await this.chains?.stop();
  }

  get shell() {
    return this.reader.shell;
  }

  private take(startsWith: string): PageBlock {
    const block = this.blocks[this.next++];
    // On a mismatch, the failure shows the first line of the block the page has here instead.
    const found = block ? block.content.split('\n')[0] : '(the page has no more blocks)';
    expect(block?.content.startsWith(startsWith) ? startsWith : found).toBe(startsWith);
    return block;
  }

  /** Runs the page's next command block, which starts with `startsWith`. */
  run(startsWith: string, timeoutMs = 120_000): Promise<StepResult> {
    const block = this.take(startsWith);
    expect(block.lang).toBe('bash');
    return this.shell.run(block.content, timeoutMs);
  }

  /** Saves the page's next file blocks where their titles say, in the reader's current folder. */
  async save(...titles: string[]) {
    for (const title of titles) {
      const block = this.blocks[this.next++];
      expect(block?.title).toBe(title);
      await this.reader.save(block);
    }
  }

  /** The page's `forge init` step, run as the reader does (startReader's forge wrapper explains --offline). */
  async createProject(folder: string) {
    const step = await this.run(`mkdir ${folder} && cd ${folder}`, 60_000);
    expectSuccess(step);
    expect(path.relative(this.reader.workDir, await this.shell.cwd())).toBe(folder);
    expect(fs.existsSync(path.join(this.reader.workDir, folder, 'foundry.toml'))).toBe(true);
  }

  /** A command of the page's prose, in backticks, that starts with `startsWith`. */
  inline(startsWith: string, prose = this.pageFile): string {
    const [command] = inlineCommands(prose, startsWith);
    expect(command).toBeDefined();
    return command;
  }

  /** Runs one command in the reader's terminal, as the reader types it. */
  type(command: string) {
    return this.shell.run(command);
  }

  variable(name: string) {
    return this.shell.variable(name);
  }

  /** Every message the relayer saw was relayed and succeeded. */
  expectAllRelayed() {
    const relays = this.chains!.autorelayer!.relays;
    expect(relays.map((relay) => relay.status).filter((status) => status !== 'success')).toEqual([]);
  }
}

/** The environment, the CREATE2 deployer check and its sanity check: the same three steps on most pages. */
async function setUpNetworks(page: PageRun, prose = page.pageFile, options: {create2: boolean} = {create2: true}) {
  expectSuccess(await page.run('# Account 0 of the development accounts'));
  expect([await page.variable('CHAIN_ID_A'), await page.variable('CHAIN_ID_B')]).toEqual([
    String(supersim.chainA.chainId),
    String(supersim.chainB.chainId),
  ]);
  if (!options.create2) return;
  const check = await page.run('export CREATE2_DEPLOYER=0x4e59b44847b379578588920cA78FbF26c0B4956C');
  expectSuccess(check);
  // `cast code ... | head -c 20; echo`: the first 20 characters of code on each chain, not "0x".
  const prefixes = lines(check.stdout);
  expect(prefixes).toHaveLength(2);
  for (const prefix of prefixes) expect(prefix).toMatch(/^0x[0-9a-f]{18}$/);
  const echo = await page.type(page.inline('echo $CHAIN_ID_A $CHAIN_ID_B', prose));
  expect(echo.stdout.trim()).toBe(`${supersim.chainA.chainId} ${supersim.chainB.chainId}`);
}

/** A `cast send` of the step failed with the custom error the page names, and was the only failure. */
function expectRevert(step: StepResult, commandStart: string, error: string) {
  expect(failedCommands(step).map((command) => command.slice(0, commandStart.length))).toEqual([commandStart]);
  expect(step.stderr).toContain(error);
}

describe('deploying a SuperchainERC20 (interop/tutorials/deploy-superchain-erc20, and app-developers/tutorials/interop/deploy-superchain-erc20)', () => {
  const page = new PageRun(pages.deploy);

  it('shows the steps in the order this test follows them, in both copies of the page', () => {
    expect(outline(pages.deploy)).toEqual([
      'run: supersim --interop.autorelay',
      'run: # Account 0 of the development accounts that Supersim funds on every chain.',
      'run: export CREATE2_DEPLOYER=0x4e59b44847b379578588920cA78FbF26c0B4956C',
      'run: mkdir my-token && cd my-token',
      'save: src/interfaces/IERC165.sol ← _code/shared/src/interfaces/IERC165.sol',
      'save: src/interfaces/IERC7802.sol ← interop/tutorials/_code/shared/src/interfaces/IERC7802.sol',
      'save: src/ERC20.sol ← interop/tutorials/_code/shared/src/ERC20.sol',
      'save: src/SuperchainERC20.sol ← interop/tutorials/_code/shared/src/SuperchainERC20.sol',
      'save: src/MyToken.sol ← interop/tutorials/_code/deploy-superchain-erc20/src/MyToken.sol',
      'run: forge build',
      'run: export TOKEN_ADDRESS=$(cast call --rpc-url $URL_CHAIN_A $CREATE2_DEPLOYER $(cast concat-hex $SALT $INIT_CODE))',
      'run: cast keccak $(cast code $TOKEN_ADDRESS --rpc-url $URL_CHAIN_A)',
      'run: cast send $TOKEN_ADDRESS "mint(address,uint256)" $USER_ADDRESS 1000000000000000000000 \\',
      'run: cast send $TOKEN_ADDRESS "crosschainMint(address,uint256)" $USER_ADDRESS 1 \\',
    ]);
    expect(outline(appDeveloperCopies.deploy)).toEqual(outline(pages.deploy));
  });

  beforeAll(() => page.start('deploy-superchain-erc20'), 60_000);
  afterAll(() => page.stop());

  it(
    'sets the variables: chain ids 901 and 902, the CREATE2 deployer has code on both chains, ETH for gas on chain B',
    async () => {
      await setUpNetworks(page, partials.deploy);
      const balance = await page.type(page.inline('cast balance --ether $USER_ADDRESS', partials.deploy));
      expectSuccess(balance);
      expect(Number(balance.stdout.trim())).toBeGreaterThan(0);
    },
    stepTimeout,
  );

  it(
    'creates the Foundry project and saves the interfaces, the ERC-20, the SuperchainERC20 base and MyToken',
    async () => {
      await page.createProject('my-token');
      await page.save(
        'src/interfaces/IERC165.sol',
        'src/interfaces/IERC7802.sol',
        'src/ERC20.sol',
        'src/SuperchainERC20.sol',
        'src/MyToken.sol',
      );
    },
    stepTimeout,
  );

  it(
    'builds, and computes a salt and the creation code with the constructor arguments',
    async () => {
      expectSuccess(await page.run('forge build', 120_000));
      expect(await page.variable('SALT')).toMatch(/^0x[0-9a-f]{64}$/);
      expect(await page.variable('INIT_CODE')).toMatch(/^0x[0-9a-f]{200,}$/);
    },
    stepTimeout,
  );

  it(
    'prints "MyToken at <address>" and deploys there on both chains',
    async () => {
      const step = await page.run('export TOKEN_ADDRESS=');
      expectSuccess(step);
      const token = await page.variable('TOKEN_ADDRESS');
      expect(token).toMatch(/^0x[0-9a-fA-F]{40}$/);
      expect(lines(step.stdout)[0]).toBe(`MyToken at ${token}`);
      for (const url of [supersim.chainA.rpcUrl, supersim.chainB.rpcUrl]) {
        expect(await createPublicClient({transport: http(url)}).getCode({address: token as Hex})).toMatch(/^0x[0-9a-f]{2,}/);
      }
    },
    stepTimeout,
  );

  it(
    'sanity check: the code hashes are equal on both chains and the token reports ERC-7802',
    async () => {
      const step = await page.run('cast keccak $(cast code $TOKEN_ADDRESS --rpc-url $URL_CHAIN_A)');
      expectSuccess(step);
      const [hashA, hashB, supports] = lines(step.stdout);
      expect(hashA).toMatch(/^0x[0-9a-f]{64}$/);
      expect(hashB).toBe(hashA);
      expect(supports).toBe('true');
    },
    stepTimeout,
  );

  it(
    'mints 1000 tokens on chain A: 1000 on chain A, none on chain B',
    async () => {
      const step = await page.run('cast send $TOKEN_ADDRESS "mint(address,uint256)"');
      expectSuccess(step);
      expect(uints(step.stdout).slice(-2)).toEqual([tokens(1000), 0n]);
    },
    stepTimeout,
  );

  it(
    'sanity check: crosschainMint from your own account fails with Unauthorized',
    async () => {
      const step = await page.run('cast send $TOKEN_ADDRESS "crosschainMint(address,uint256)"');
      expectRevert(step, 'cast send $TOKEN_ADDRESS "crosschainMint(address,uint256)"', 'Unauthorized');
    },
    stepTimeout,
  );
});

describe('transferring a SuperchainERC20 (interop/tutorials/transfer-superchainERC20, and app-developers/tutorials/interop/transfer-superchainERC20)', () => {
  const page = new PageRun(pages.transfer);
  const exampleToken = '0x420beeF000000000000000000000000000000001';

  it('shows the steps in the order this test follows them, in both copies of the page', () => {
    expect(outline(pages.transfer)).toEqual([
      'run: supersim --interop.autorelay',
      'run: # Account 0 of the development accounts that Supersim funds on every chain.',
      `run: export TOKEN_ADDRESS=${exampleToken}`,
      'run: cast call $TOKEN_ADDRESS "supportsInterface(bytes4)(bool)" 0x33331994 --rpc-url $URL_CHAIN_A',
      'run: for URL in $URL_CHAIN_A $URL_CHAIN_B; do',
      'run: cast send 0x4200000000000000000000000000000000000028 "sendERC20(address,address,uint256,uint256)" \\',
      'run: sleep 6',
      'run: cast logs --address $TOKEN_ADDRESS "CrosschainBurn(address,uint256,address)" --rpc-url $URL_CHAIN_A',
      'run: mkdir transfer-token && cd transfer-token',
      'save: transfer-token.ts ← interop/tutorials/_code/transfer-superchainERC20/transfer-token.ts',
      'run: npx tsx transfer-token.ts $TOKEN_ADDRESS 100',
    ]);
    expect(outline(appDeveloperCopies.transfer)).toEqual(outline(pages.transfer));
  });

  beforeAll(() => page.start('transfer-superchainERC20'), 60_000);
  afterAll(() => page.stop());

  it(
    "sets the variables and mints 1000 units of Supersim's example token on chain A",
    async () => {
      await setUpNetworks(page, partials.transfer, {create2: false});
      expectSuccess(await page.run(`export TOKEN_ADDRESS=${exampleToken}`));
      expect(await page.variable('TOKEN_ADDRESS')).toBe(exampleToken);
    },
    stepTimeout,
  );

  it(
    'sanity check: the token reports ERC-7802 on both chains and the balance on chain A is not zero',
    async () => {
      const step = await page.run('cast call $TOKEN_ADDRESS "supportsInterface(bytes4)(bool)"');
      expectSuccess(step);
      expect(lines(step.stdout).slice(0, 2)).toEqual(['true', 'true']);
      expect(uints(step.stdout)).toEqual([1000n]);
    },
    stepTimeout,
  );

  it(
    'reads the balance and total supply on both chains: 1000 and 1000 on chain A, 0 and 0 on chain B',
    async () => {
      const step = await page.run('for URL in $URL_CHAIN_A $URL_CHAIN_B; do');
      expectSuccess(step);
      expect(uints(step.stdout)).toEqual([1000n, 1000n, 0n, 0n]);
    },
    stepTimeout,
  );

  it(
    'sends 100 units to chain B through the SuperchainTokenBridge; after the relay chain A has 100 less and chain B 100 more',
    async () => {
      expectSuccess(await page.run('cast send 0x4200000000000000000000000000000000000028 "sendERC20('));
      const after = await page.run('sleep 6', 60_000);
      expectSuccess(after);
      expect(uints(after.stdout)).toEqual([900n, 900n, 100n, 100n]);
      page.expectAllRelayed();
    },
    stepTimeout,
  );

  it(
    'sanity check: CrosschainBurn on chain A and CrosschainMint on chain B name your address and the bridge',
    async () => {
      const step = await page.run('cast logs --address $TOKEN_ADDRESS "CrosschainBurn');
      expectSuccess(step);
      const logs = parseCastLogs(step.stdout);
      expect(logs).toHaveLength(2);
      for (const log of logs) {
        expect(log.address.toLowerCase()).toBe(exampleToken.toLowerCase());
        expect(log.topics.slice(1)).toEqual([addressTopic(user), addressTopic(bridge)]);
      }
    },
    stepTimeout,
  );

  it(
    'creates the script project with every package the run command needs',
    async () => {
      const step = await page.run('mkdir transfer-token && cd transfer-token', 120_000);
      expectSuccess(step);
      expect(path.basename(await page.shell.cwd())).toBe('transfer-token');
      await page.save('transfer-token.ts');
      // The page runs the script with `npx tsx`: the project must have tsx, or npx asks to install it.
      const manifest = JSON.parse(fs.readFileSync(path.join(await page.shell.cwd(), 'package.json'), 'utf8'));
      expect(manifest.type).toBe('module');
      expect(Object.keys({...manifest.dependencies, ...manifest.devDependencies}).sort()).toEqual(['@eth-optimism/viem', 'tsx', 'viem']);
    },
    stepTimeout,
  );

  it(
    'runs the script: balances before, the burn on chain 901 with the message nonce, balances after 100 lower on A and 100 higher on B',
    async () => {
      const step = await page.run('npx tsx transfer-token.ts $TOKEN_ADDRESS 100', 120_000);
      expectSuccess(step);
      const output = lines(step.stdout);
      expect(output).toHaveLength(3);
      expect(output[0]).toBe('Balances before (chain A, chain B): 900, 100');
      expect(output[1]).toMatch(new RegExp(`^Burned on chain ${supersim.chainA.chainId} in 0x[0-9a-f]{64}; message nonce \\d+$`));
      expect(output[2]).toBe('Balances after (chain A, chain B): 800, 200');
      page.expectAllRelayed();
    },
    stepTimeout,
  );
});

describe('custom SuperchainERC20 tokens (interop/tutorials/custom-superchain-erc20)', () => {
  const page = new PageRun(pages.custom);

  it('shows the steps in the order this test follows them', () => {
    expect(outline(pages.custom)).toEqual([
      'run: supersim --interop.autorelay',
      'run: # Account 0 of the development accounts that Supersim funds on every chain.',
      'run: export CREATE2_DEPLOYER=0x4e59b44847b379578588920cA78FbF26c0B4956C',
      'run: mkdir governed-token && cd governed-token',
      'save: src/interfaces/IERC165.sol ← _code/shared/src/interfaces/IERC165.sol',
      'save: src/interfaces/IERC7802.sol ← interop/tutorials/_code/shared/src/interfaces/IERC7802.sol',
      'save: src/ERC20.sol ← interop/tutorials/_code/shared/src/ERC20.sol',
      'save: src/SuperchainERC20.sol ← interop/tutorials/_code/shared/src/SuperchainERC20.sol',
      'save: src/GovernedToken.sol ← interop/tutorials/_code/custom-superchain-erc20/src/GovernedToken.sol',
      'run: forge build',
      'run: cast send $TOKEN_ADDRESS "mint(address,uint256)" $USER_ADDRESS 1000000000000000000000 \\',
      'run: cast send 0x4200000000000000000000000000000000000028 "sendERC20(address,address,uint256,uint256)" \\',
      'run: cast send $TOKEN_ADDRESS "setPaused(bool)" true --private-key $PRIVATE_KEY --rpc-url $URL_CHAIN_B',
      'run: cast send $TOKEN_ADDRESS "mint(address,uint256)" $USER_ADDRESS 999001000000000000000000 \\',
    ]);
  });

  beforeAll(() => page.start('custom-superchain-erc20'), 60_000);
  afterAll(() => page.stop());

  it(
    'sets the variables and finds the CREATE2 deployer on both chains',
    async () => {
      await setUpNetworks(page);
    },
    stepTimeout,
  );

  it(
    'creates the Foundry project and saves the shared contracts and GovernedToken',
    async () => {
      await page.createProject('governed-token');
      await page.save(
        'src/interfaces/IERC165.sol',
        'src/interfaces/IERC7802.sol',
        'src/ERC20.sol',
        'src/SuperchainERC20.sol',
        'src/GovernedToken.sol',
      );
    },
    stepTimeout,
  );

  it(
    'deploys GovernedToken to the same address on both chains: home chain A on both, ERC-7802 on both',
    async () => {
      expectSuccess(await page.run('forge build', 120_000));
      const check = page.inline('cast call $TOKEN_ADDRESS "homeChainId()(uint256)"');
      expect(check).toBe('cast call $TOKEN_ADDRESS "homeChainId()(uint256)" --rpc-url $URL_CHAIN_B');
      expect(uints((await page.type(check)).stdout)).toEqual([BigInt(supersim.chainA.chainId)]);
      for (const url of ['$URL_CHAIN_A', '$URL_CHAIN_B']) {
        const supports = await page.type(`cast call $TOKEN_ADDRESS "supportsInterface(bytes4)(bool)" 0x33331994 --rpc-url ${url}`);
        expect(supports.stdout.trim()).toBe('true');
      }
    },
    stepTimeout,
  );

  it(
    'mints 1000 tokens on the home chain; the same mint on chain B fails with NotHomeChain',
    async () => {
      const step = await page.run('cast send $TOKEN_ADDRESS "mint(address,uint256)" $USER_ADDRESS 1000000000000000000000');
      expectRevert(step, 'cast send $TOKEN_ADDRESS "mint(address,uint256)"', 'NotHomeChain');
      expect(failedCommands(step)[0]).toContain('--rpc-url $URL_CHAIN_B');
      expect(uints((await page.type('cast call $TOKEN_ADDRESS "totalIssued()(uint256)" --rpc-url $URL_CHAIN_A')).stdout)).toEqual([
        tokens(1000),
      ]);
    },
    stepTimeout,
  );

  it(
    'moves 100 tokens to chain B through the bridge: the balance on chain B is 100 tokens',
    async () => {
      const step = await page.run('cast send 0x4200000000000000000000000000000000000028 "sendERC20(', 60_000);
      expectSuccess(step);
      expect(uints(step.stdout).at(-1)).toBe(tokens(100));
      page.expectAllRelayed();
    },
    stepTimeout,
  );

  it(
    'pauses chain B: the incoming 100 still land (200 on chain B), the transfer and the sendERC20 from chain B fail with TransfersPaused',
    async () => {
      const step = await page.run('cast send $TOKEN_ADDRESS "setPaused(bool)" true', 60_000);
      expect(uints(step.stdout)).toContain(tokens(200));
      expect(failedCommands(step).map((command) => command.split(' ').slice(0, 3).join(' '))).toEqual([
        'cast send $TOKEN_ADDRESS',
        'cast send 0x4200000000000000000000000000000000000028',
      ]);
      expect(step.stderr.match(/TransfersPaused/g)).toHaveLength(2);
      page.expectAllRelayed();
      // "before anything is burned": chain B still holds the 200.
      expect(
        uints((await page.type('cast call $TOKEN_ADDRESS "balanceOf(address)(uint256)" $USER_ADDRESS --rpc-url $URL_CHAIN_B')).stdout),
      ).toEqual([tokens(200)]);
    },
    stepTimeout,
  );

  it(
    'unpauses chain B with setPaused(bool) false: the same transfer now succeeds',
    async () => {
      expectSuccess(await page.type('cast send $TOKEN_ADDRESS "setPaused(bool)" false --private-key $PRIVATE_KEY --rpc-url $URL_CHAIN_B'));
      const transfer = await page.type(
        'cast send $TOKEN_ADDRESS "transfer(address,uint256)" 0x000000000000000000000000000000000000dEaD 1 --private-key $PRIVATE_KEY --rpc-url $URL_CHAIN_B',
      );
      expectSuccess(transfer);
    },
    stepTimeout,
  );

  it(
    'sanity check: minting past the cap on the home chain fails with CapExceeded',
    async () => {
      const step = await page.run('cast send $TOKEN_ADDRESS "mint(address,uint256)" $USER_ADDRESS 999001000000000000000000');
      expectRevert(step, 'cast send $TOKEN_ADDRESS "mint(address,uint256)"', 'CapExceeded');
    },
    stepTimeout,
  );
});

describe('upgrading a token with a contract upgrade (interop/tutorials/upgrade-to-superchain-erc20/contract-upgrade)', () => {
  const page = new PageRun(pages.contractUpgrade);

  it('shows the steps in the order this test follows them', () => {
    expect(outline(pages.contractUpgrade)).toEqual([
      'run: supersim --interop.autorelay',
      'run: # Account 0 of the development accounts that Supersim funds on every chain.',
      'run: export CREATE2_DEPLOYER=0x4e59b44847b379578588920cA78FbF26c0B4956C',
      'run: mkdir token-upgrade && cd token-upgrade',
      'save: src/interfaces/IERC165.sol ← _code/shared/src/interfaces/IERC165.sol',
      'save: src/interfaces/IERC7802.sol ← interop/tutorials/_code/shared/src/interfaces/IERC7802.sol',
      'save: src/SimpleProxy.sol ← interop/tutorials/upgrade-to-superchain-erc20/_code/contract-upgrade/src/SimpleProxy.sol',
      'save: src/TokenV1.sol ← interop/tutorials/upgrade-to-superchain-erc20/_code/contract-upgrade/src/TokenV1.sol',
      'save: src/TokenV2.sol ← interop/tutorials/upgrade-to-superchain-erc20/_code/contract-upgrade/src/TokenV2.sol',
      'run: forge build',
      'run: cast send $TOKEN_ADDRESS "mint(address,uint256)" $USER_ADDRESS 1000 \\',
      'run: export V2_INIT_CODE=$(forge inspect TokenV2 bytecode)',
      'run: cast call $TOKEN_ADDRESS "implementation()(address)" --rpc-url $URL_CHAIN_A',
      'run: cast send 0x4200000000000000000000000000000000000028 "sendERC20(address,address,uint256,uint256)" \\',
      'run: forge inspect TokenV1 storageLayout',
    ]);
  });

  beforeAll(() => page.start('contract-upgrade'), 60_000);
  afterAll(() => page.stop());

  it(
    'sets the variables and finds the CREATE2 deployer on both chains',
    async () => {
      await setUpNetworks(page);
    },
    stepTimeout,
  );

  it(
    'creates the Foundry project and saves the interfaces, SimpleProxy, TokenV1 and TokenV2',
    async () => {
      await page.createProject('token-upgrade');
      await page.save(
        'src/interfaces/IERC165.sol',
        'src/interfaces/IERC7802.sol',
        'src/SimpleProxy.sol',
        'src/TokenV1.sol',
        'src/TokenV2.sol',
      );
    },
    stepTimeout,
  );

  it(
    'deploys TokenV1 and a proxy in front of it to the same addresses on both chains and prints the proxy address',
    async () => {
      const step = await page.run('forge build', 120_000);
      expectSuccess(step);
      const token = await page.variable('TOKEN_ADDRESS');
      expect(token).toMatch(/^0x[0-9a-fA-F]{40}$/);
      expect(lines(step.stdout).at(-1)).toBe(`Token proxy at ${token}`);
      for (const url of ['$URL_CHAIN_A', '$URL_CHAIN_B']) {
        const read = await page.type(`cast call $TOKEN_ADDRESS "implementation()(address)" --rpc-url ${url}`);
        expect(read.stdout.trim().toLowerCase()).toBe((await page.variable('V1_ADDRESS')).toLowerCase());
      }
    },
    stepTimeout,
  );

  it(
    'mints 1000 units on chain A; sendERC20 of the legacy token fails and burns nothing',
    async () => {
      const step = await page.run('cast send $TOKEN_ADDRESS "mint(address,uint256)" $USER_ADDRESS 1000');
      expect(failedCommands(step).map((command) => command.split(' ').slice(0, 3).join(' '))).toEqual([
        'cast send 0x4200000000000000000000000000000000000028',
      ]);
      expect(
        uints((await page.type('cast call $TOKEN_ADDRESS "balanceOf(address)(uint256)" $USER_ADDRESS --rpc-url $URL_CHAIN_A')).stdout),
      ).toEqual([1000n]);
    },
    stepTimeout,
  );

  it(
    'deploys TokenV2 on both chains and points both proxies at it',
    async () => {
      expectSuccess(await page.run('export V2_INIT_CODE=$(forge inspect TokenV2 bytecode)', 120_000));
    },
    stepTimeout,
  );

  it(
    'keeps everything: the implementation is V2_ADDRESS, the name still "Legacy Token", the balance 1000, and ERC-7802 is reported',
    async () => {
      const step = await page.run('cast call $TOKEN_ADDRESS "implementation()(address)"');
      expectSuccess(step);
      // cast prints the address checksummed; V2_ADDRESS holds it in lower case, as `cast call` returned it.
      const [implementation, ...rest] = lines(step.stdout);
      expect(implementation.toLowerCase()).toBe((await page.variable('V2_ADDRESS')).toLowerCase());
      expect(rest).toEqual(['"Legacy Token"', '1000', 'true']);
    },
    stepTimeout,
  );

  it(
    'sends 100 units to chain B: 900 on chain A and 100 on chain B',
    async () => {
      const step = await page.run('cast send 0x4200000000000000000000000000000000000028 "sendERC20(', 60_000);
      expectSuccess(step);
      expect(uints(step.stdout).slice(-2)).toEqual([900n, 100n]);
      page.expectAllRelayed();
    },
    stepTimeout,
  );

  it(
    'sanity check: the storage layouts of TokenV1 and TokenV2 list the same variables in the same slots',
    async () => {
      const step = await page.run('forge inspect TokenV1 storageLayout', 120_000);
      expectSuccess(step);
      const rows = step.stdout.split('\n').filter((line) => /^\|\s*\w+\s*\|/.test(line) && !/^\|\s*Name\s*\|/.test(line));
      const layout = rows.map((row) =>
        row
          .split('|')
          .slice(1, 5)
          .map((cell) => cell.trim())
          .join(' '),
      );
      expect(layout.length).toBe(14);
      expect(layout.slice(7)).toEqual(layout.slice(0, 7));
      expect(layout.slice(0, 7).map((row) => row.split(' ')[0])).toEqual([
        'name',
        'symbol',
        'totalSupply',
        'balanceOf',
        'allowance',
        'owner',
        'initialized',
      ]);
    },
    stepTimeout,
  );
});

describe('upgrading a token with a custom bridge (interop/tutorials/upgrade-to-superchain-erc20/custom-bridge)', () => {
  const page = new PageRun(pages.customBridge);

  it('shows the steps in the order this test follows them', () => {
    expect(outline(pages.customBridge)).toEqual([
      'run: supersim --interop.autorelay',
      'run: # Account 0 of the development accounts that Supersim funds on every chain.',
      'run: export CREATE2_DEPLOYER=0x4e59b44847b379578588920cA78FbF26c0B4956C',
      'run: mkdir token-bridge && cd token-bridge',
      'save: src/interfaces/IL2ToL2CrossDomainMessenger.sol ← interop/tutorials/upgrade-to-superchain-erc20/_code/custom-bridge/src/interfaces/IL2ToL2CrossDomainMessenger.sol',
      'save: src/interfaces/IMintableToken.sol ← interop/tutorials/upgrade-to-superchain-erc20/_code/custom-bridge/src/interfaces/IMintableToken.sol',
      'save: src/ExistingToken.sol ← interop/tutorials/upgrade-to-superchain-erc20/_code/custom-bridge/src/ExistingToken.sol',
      'save: src/TokenBridge.sol ← interop/tutorials/upgrade-to-superchain-erc20/_code/custom-bridge/src/TokenBridge.sol',
      'run: forge build',
      'run: export SALT=$(cast keccak "token-bridge-$USER_ADDRESS-$(date +%s)")',
      'run: cast send $TOKEN_A "mint(address,uint256)" $USER_ADDRESS 1000 --private-key $PRIVATE_KEY --rpc-url $URL_CHAIN_A',
      'run: cast call $BRIDGE_ADDRESS "localToken()(address)" --rpc-url $URL_CHAIN_B',
      'run: cast send $BRIDGE_ADDRESS "sendTokens(uint256,address,uint256)" $CHAIN_ID_B $USER_ADDRESS 250 \\',
      'run: cast send $BRIDGE_ADDRESS "receiveTokens(address,address,uint256)" $USER_ADDRESS $USER_ADDRESS 1000000 \\',
    ]);
  });

  beforeAll(() => page.start('custom-bridge'), 60_000);
  afterAll(() => page.stop());

  it(
    'sets the variables and finds the CREATE2 deployer on both chains',
    async () => {
      await setUpNetworks(page);
    },
    stepTimeout,
  );

  it(
    'creates the Foundry project and saves the interfaces, ExistingToken and TokenBridge',
    async () => {
      await page.createProject('token-bridge');
      await page.save(
        'src/interfaces/IL2ToL2CrossDomainMessenger.sol',
        'src/interfaces/IMintableToken.sol',
        'src/ExistingToken.sol',
        'src/TokenBridge.sol',
      );
    },
    stepTimeout,
  );

  it(
    'builds, deploys the existing token on each chain and prints both addresses',
    async () => {
      const step = await page.run('forge build', 120_000);
      expectSuccess(step);
      const [tokenA, tokenB] = [await page.variable('TOKEN_A'), await page.variable('TOKEN_B')];
      expect(tokenA).toMatch(/^0x[0-9a-fA-F]{40}$/);
      expect(tokenB).toMatch(/^0x[0-9a-fA-F]{40}$/);
      expect(lines(step.stdout).at(-1)).toBe(`Token on chain A: ${tokenA}, on chain B: ${tokenB}`);
    },
    stepTimeout,
  );

  it(
    'deploys the bridge to the same address on both chains',
    async () => {
      expectSuccess(await page.run('export SALT=$(cast keccak "token-bridge-', 120_000));
      const address = (await page.variable('BRIDGE_ADDRESS')) as Hex;
      expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
      for (const url of [supersim.chainA.rpcUrl, supersim.chainB.rpcUrl]) {
        expect(await createPublicClient({transport: http(url)}).getCode({address})).toMatch(/^0x[0-9a-f]{2,}/);
      }
    },
    stepTimeout,
  );

  it(
    'mints 1000 on chain A and configures both copies; sanity check: the bridge on chain B knows TOKEN_B, which has the bridge as minter',
    async () => {
      expectSuccess(await page.run('cast send $TOKEN_A "mint(address,uint256)"', 120_000));
      const check = await page.run('cast call $BRIDGE_ADDRESS "localToken()(address)"');
      expectSuccess(check);
      const expected = [await page.variable('TOKEN_B'), await page.variable('BRIDGE_ADDRESS')];
      expect(lines(check.stdout).map((line) => line.toLowerCase())).toEqual(expected.map((address) => address.toLowerCase()));
    },
    stepTimeout,
  );

  it(
    'sends 250 units to chain B: 750 on chain A and 250 on chain B',
    async () => {
      const step = await page.run('cast send $BRIDGE_ADDRESS "sendTokens(', 60_000);
      expectSuccess(step);
      expect(uints(step.stdout).slice(-2)).toEqual([750n, 250n]);
      page.expectAllRelayed();
    },
    stepTimeout,
  );

  it(
    'sanity check: calling receiveTokens directly fails with CallerNotMessenger',
    async () => {
      const step = await page.run('cast send $BRIDGE_ADDRESS "receiveTokens(');
      expectRevert(step, 'cast send $BRIDGE_ADDRESS "receiveTokens(', 'CallerNotMessenger');
    },
    stepTimeout,
  );
});

describe('upgrading a token with a lockbox (interop/tutorials/upgrade-to-superchain-erc20/lockbox)', () => {
  const page = new PageRun(pages.lockbox);

  it('shows the steps in the order this test follows them', () => {
    expect(outline(pages.lockbox)).toEqual([
      'run: supersim --interop.autorelay',
      'run: # Account 0 of the development accounts that Supersim funds on every chain.',
      'run: export CREATE2_DEPLOYER=0x4e59b44847b379578588920cA78FbF26c0B4956C',
      'run: mkdir lockbox && cd lockbox',
      'save: src/interfaces/IERC165.sol ← _code/shared/src/interfaces/IERC165.sol',
      'save: src/interfaces/IERC7802.sol ← interop/tutorials/_code/shared/src/interfaces/IERC7802.sol',
      'save: src/interfaces/IERC20.sol ← interop/tutorials/upgrade-to-superchain-erc20/_code/lockbox/src/interfaces/IERC20.sol',
      'save: src/ERC20.sol ← interop/tutorials/_code/shared/src/ERC20.sol',
      'save: src/SuperchainERC20.sol ← interop/tutorials/_code/shared/src/SuperchainERC20.sol',
      'save: src/OriginalToken.sol ← interop/tutorials/upgrade-to-superchain-erc20/_code/lockbox/src/OriginalToken.sol',
      'save: src/CompanionToken.sol ← interop/tutorials/upgrade-to-superchain-erc20/_code/lockbox/src/CompanionToken.sol',
      'save: src/Lockbox.sol ← interop/tutorials/upgrade-to-superchain-erc20/_code/lockbox/src/Lockbox.sol',
      'run: forge build',
      'run: export LOCKBOX_ADDRESS=$(forge create --rpc-url $URL_CHAIN_A --private-key $PRIVATE_KEY --broadcast \\',
      'run: cast call $COMPANION_ADDRESS "lockbox()(address)" --rpc-url $URL_CHAIN_A',
      'run: cast send $ORIGINAL_ADDRESS "approve(address,uint256)" $LOCKBOX_ADDRESS 100 --private-key $PRIVATE_KEY --rpc-url $URL_CHAIN_A',
      'run: cast send 0x4200000000000000000000000000000000000028 "sendERC20(address,address,uint256,uint256)" \\',
      'run: cast send $LOCKBOX_ADDRESS "withdraw(uint256)" 60 --private-key $PRIVATE_KEY --rpc-url $URL_CHAIN_A',
      'run: cast send $COMPANION_ADDRESS "mint(address,uint256)" $USER_ADDRESS 1000 --private-key $PRIVATE_KEY --rpc-url $URL_CHAIN_B',
    ]);
  });

  beforeAll(() => page.start('lockbox'), 60_000);
  afterAll(() => page.stop());

  const companionBalance = (url: string) =>
    page.type(`cast call $COMPANION_ADDRESS "balanceOf(address)(uint256)" $USER_ADDRESS --rpc-url ${url}`);

  it(
    'sets the variables and finds the CREATE2 deployer on both chains',
    async () => {
      await setUpNetworks(page);
    },
    stepTimeout,
  );

  it(
    'creates the Foundry project and saves the interfaces, the shared contracts, OriginalToken, CompanionToken and Lockbox',
    async () => {
      await page.createProject('lockbox');
      await page.save(
        'src/interfaces/IERC165.sol',
        'src/interfaces/IERC7802.sol',
        'src/interfaces/IERC20.sol',
        'src/ERC20.sol',
        'src/SuperchainERC20.sol',
        'src/OriginalToken.sol',
        'src/CompanionToken.sol',
        'src/Lockbox.sol',
      );
    },
    stepTimeout,
  );

  it(
    'deploys the original token on chain A and the companion to the same address on both chains',
    async () => {
      expectSuccess(await page.run('forge build', 120_000));
      expect(await page.variable('ORIGINAL_ADDRESS')).toMatch(/^0x[0-9a-fA-F]{40}$/);
      const companion = (await page.variable('COMPANION_ADDRESS')) as Hex;
      for (const url of [supersim.chainA.rpcUrl, supersim.chainB.rpcUrl]) {
        expect(await createPublicClient({transport: http(url)}).getCode({address: companion})).toMatch(/^0x[0-9a-f]{2,}/);
      }
      const supply = await page.type('cast call $ORIGINAL_ADDRESS "balanceOf(address)(uint256)" $USER_ADDRESS --rpc-url $URL_CHAIN_A');
      expect(uints(supply.stdout)).toEqual([1_000_000n]);
    },
    stepTimeout,
  );

  it(
    'deploys the lockbox on chain A and registers it; sanity check: the companion knows it on chain A, the zero address on chain B',
    async () => {
      expectSuccess(await page.run('export LOCKBOX_ADDRESS=$(forge create', 120_000));
      const check = await page.run('cast call $COMPANION_ADDRESS "lockbox()(address)"');
      expectSuccess(check);
      expect(lines(check.stdout)).toEqual([await page.variable('LOCKBOX_ADDRESS'), '0x0000000000000000000000000000000000000000']);
    },
    stepTimeout,
  );

  it(
    'deposits 100 originals: 100 companions on chain A',
    async () => {
      expectSuccess(await page.run('cast send $ORIGINAL_ADDRESS "approve(address,uint256)"'));
      const check = page.inline('cast call $COMPANION_ADDRESS "balanceOf(address)(uint256)" $USER_ADDRESS --rpc-url $URL_CHAIN_A');
      expect(uints((await page.type(check)).stdout)).toEqual([100n]);
    },
    stepTimeout,
  );

  it(
    'sends 60 companions to chain B and brings 20 back: 60 on chain A, 40 on chain B',
    async () => {
      expectSuccess(await page.run('cast send 0x4200000000000000000000000000000000000028 "sendERC20(', 60_000));
      expect(uints((await companionBalance('$URL_CHAIN_A')).stdout)).toEqual([60n]);
      expect(uints((await companionBalance('$URL_CHAIN_B')).stdout)).toEqual([40n]);
      page.expectAllRelayed();
    },
    stepTimeout,
  );

  it(
    'withdraws 60 originals: the lockbox holds 40, companion supply is 0 on chain A and 40 on chain B',
    async () => {
      const step = await page.run('cast send $LOCKBOX_ADDRESS "withdraw(uint256)" 60');
      expectSuccess(step);
      expect(uints(step.stdout).slice(-3)).toEqual([40n, 0n, 40n]);
    },
    stepTimeout,
  );

  it(
    'sanity check: minting companions on chain B without the lockbox fails with NotLockbox',
    async () => {
      const step = await page.run('cast send $COMPANION_ADDRESS "mint(address,uint256)"');
      expectRevert(step, 'cast send $COMPANION_ADDRESS "mint(address,uint256)"', 'NotLockbox');
    },
    stepTimeout,
  );
});
