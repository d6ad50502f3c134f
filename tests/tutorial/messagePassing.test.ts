import fs from 'node:fs';
import path from 'node:path';
import {createPublicClient, http, keccak256, pad, toHex, type Hex} from 'viem';
import {expectSuccess, inlineCommands, pageBlocks, parseCastLogs, startReader, type Reader} from '../support/tutorialPage';
import {startSupersim, type Supersim} from '../support/supersim';
import {compile, readSources, type Compilation} from '../support/solidity';
import {docsDir} from '../support/paths';
import {predeploys, supersim, supersimDevAccount} from '../fixtures/interopTutorial';

const pageDir = path.join(docsDir, 'interop/tutorials/message-passing');
const codeDir = path.join(pageDir, '_code');

/** The reader's Foundry project at each step: the same paths, with the Greeter they have then. */
const project = (greeterFile: string) =>
  readSources({
    'src/Greeter.sol': path.join(codeDir, greeterFile),
    'src/GreetingSender.sol': path.join(codeDir, 'src/GreetingSender.sol'),
    'src/interfaces/IL2ToL2CrossDomainMessenger.sol': path.join(codeDir, 'src/interfaces/IL2ToL2CrossDomainMessenger.sol'),
  });
const firstStep = compile(project('src/Greeter.sol'));
const senderInfoStep = compile(project('sender-info/Greeter.sol'));

describe('the tutorial contracts', () => {
  it.each([
    ['the first step', firstStep],
    ['the sender-information step', senderInfoStep],
  ])('compile without a warning in %s', (_step, compilation: Compilation) => {
    expect(compilation.compilerVersion).toMatch(/^0\.8\.37\+/);
    expect(compilation.diagnostics).toEqual([]);
    expect(Object.keys(compilation.contracts)).toEqual(expect.arrayContaining(['Greeter:Greeter', 'GreetingSender:GreetingSender']));
  });

  it('declare pragma solidity ^0.8.0', () => {
    for (const file of [
      'src/Greeter.sol',
      'src/GreetingSender.sol',
      'src/interfaces/IL2ToL2CrossDomainMessenger.sol',
      'sender-info/Greeter.sol',
    ]) {
      expect(fs.readFileSync(path.join(codeDir, file), 'utf8')).toContain('pragma solidity ^0.8.0;');
    }
  });

  it("keep the Greeter's address in GreetingSender immutable: changing it means redeploying", () => {
    const sender = firstStep.contracts['GreetingSender:GreetingSender'];
    // No storage at all: messenger, greeterAddress and greeterChainId are part of the deployed code.
    expect(sender.storageLayout.storage).toEqual([]);
    const writable = sender.abi.filter((item) => item.type === 'function' && item.stateMutability !== 'view');
    expect(writable.map((item) => item.name)).toEqual(['setGreeting']);
  });
});

const shellFile = (name: string) => path.join(codeDir, 'shell', name);
const linesOf = (file: string) =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'));
const lastLine = (text: string) => text.trim().split('\n').at(-1);
const firstLine = (text: string) => text.trim().split('\n')[0];
const addressTopic = (address: string) => pad(address.toLowerCase() as Hex).toLowerCase();

/** The blocks a page shows from files, as paths relative to the page folder, with their titles and tabs. */
const fileBlocks = (page: string) =>
  pageBlocks(path.join(pageDir, page))
    .filter((block) => block.file)
    .map(({file, title, tab}) => ({file: path.relative(pageDir, file!), ...(title ? {title} : {}), ...(tab ? {tab} : {})}));
const blockOf = (page: string, file: string) =>
  pageBlocks(path.join(pageDir, page)).find((block) => block.file === path.join(pageDir, file))!;
const inline = (page: string, startsWith: string) => inlineCommands(path.join(pageDir, page), startsWith);

describe('a reader runs the message-passing tutorial, then its manual-relay page', () => {
  // Both pages in reading order; the steps below follow this order (a changed page fails here first).
  const main = fileBlocks('index.mdx');
  const manual = fileBlocks('manual-relay.mdx');
  let reader: Reader;
  let chains: Supersim | undefined;
  const shell = () => reader.shell;
  const chainB = () => createPublicClient({transport: http(supersim.chainB.rpcUrl)});
  // Per test: Foundry compiles and waits for 2-second blocks; npm install packs the packages it
  // gets from the loopback registry (viem is 60 MB unpacked).
  const stepTimeout = 150_000;

  it('shows the steps in the order this test follows them', () => {
    expect(main).toEqual([
      {file: '_code/shell/start-supersim.sh', tab: 'supersim'},
      {file: '_code/shell/env-supersim.sh', title: 'Supersim', tab: 'supersim'},
      {file: '_code/shell/env-devnets.sh', title: 'Devnets', tab: 'devnets'},
      {file: '_code/shell/sanity-check.sh'},
      {file: '_code/shell/create-project.sh'},
      {file: '_code/src/interfaces/IL2ToL2CrossDomainMessenger.sol', title: 'src/interfaces/IL2ToL2CrossDomainMessenger.sol'},
      {file: '_code/src/Greeter.sol', title: 'src/Greeter.sol'},
      {file: '_code/shell/deploy-greeter.sh'},
      {file: '_code/shell/check-greeter.sh'},
      {file: '_code/src/GreetingSender.sol', title: 'src/GreetingSender.sol'},
      {file: '_code/shell/deploy-greeting-sender.sh'},
      {file: '_code/shell/send-greeting.sh'},
      {file: '_code/sender-info/Greeter.sol', title: 'src/Greeter.sol'},
      {file: '_code/shell/deploy-greeter.sh'},
      {file: '_code/shell/deploy-greeting-sender.sh'},
      {file: '_code/shell/check-sender-info.sh'},
    ]);
    expect(manual).toEqual([
      {file: '_code/shell/start-supersim-manual.sh'},
      {file: '_code/shell/install-relay.sh'},
      {file: '_code/relay/manual-relay.ts', title: 'manual-relay.ts'},
      {file: '_code/shell/run-relay.sh'},
    ]);
  });

  const save = (page: string, file: string) => reader.save(blockOf(page, file));

  beforeAll(async () => {
    reader = await startReader('message-passing');
    // "Start the networks" (start-supersim.sh): chains 901 and 902 with autorelay.
    chains = await startSupersim({autorelay: true});
  }, 60_000);

  afterAll(async () => {
    await reader?.close();
    await chains?.stop();
  });

  describe('the main page, on chains with autorelay', () => {
    it(
      'sets the variables and passes the sanity check: chain ids 901 and 902, ETH on both',
      async () => {
        expectSuccess(await shell().source(path.join(pageDir, '_code/shell/env-supersim.sh')));
        const check = await shell().source(shellFile('sanity-check.sh'));
        expectSuccess(check);
        const [idA, idB, balanceA, balanceB] = check.stdout.trim().split('\n');
        expect([idA, idB]).toEqual([String(supersim.chainA.chainId), String(supersim.chainB.chainId)]);
        expect(Number(balanceA)).toBeGreaterThan(0);
        expect(Number(balanceB)).toBeGreaterThan(0);
      },
      stepTimeout,
    );

    it(
      'creates the Foundry project and moves into it',
      async () => {
        const step = await shell().source(shellFile('create-project.sh'), 60_000);
        expectSuccess(step);
        expect(path.relative(reader.workDir, await shell().cwd())).toBe('onchain-code');
        expect(fs.existsSync(path.join(reader.workDir, 'onchain-code/foundry.toml'))).toBe(true);
        await save('index.mdx', '_code/src/interfaces/IL2ToL2CrossDomainMessenger.sol');
        await save('index.mdx', '_code/src/Greeter.sol');
      },
      stepTimeout,
    );

    it(
      'deploys the Greeter on chain B and prints its address',
      async () => {
        const step = await shell().source(shellFile('deploy-greeter.sh'));
        expectSuccess(step);
        const address = (await shell().variable('GREETER_B_ADDRESS')) as Hex;
        expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
        expect(step.stdout).toBe(`Greeter on chain B: ${address}\n`);
        expect(await chainB().getCode({address})).toMatch(/^0x[0-9a-f]{2,}/);
      },
      stepTimeout,
    );

    it(
      'sanity check: the first read prints an empty string, the last one "Hello from chain B"',
      async () => {
        const step = await shell().source(shellFile('check-greeter.sh'));
        expectSuccess(step);
        expect(firstLine(step.stdout)).toBe('""');
        expect(lastLine(step.stdout)).toBe('"Hello from chain B"');
      },
      stepTimeout,
    );

    it(
      'deploys the GreetingSender on chain A, pointing at the Greeter on chain 902',
      async () => {
        await save('index.mdx', '_code/src/GreetingSender.sol');
        const step = await shell().source(shellFile('deploy-greeting-sender.sh'));
        expectSuccess(step);
        expect(await shell().variable('CHAIN_ID_B')).toBe(String(supersim.chainB.chainId));
        const senderAddress = await shell().variable('GREETER_A_ADDRESS');
        expect(step.stdout).toBe(`GreetingSender on chain A: ${senderAddress}\n`);
        const call = await shell().run('cast call --rpc-url $URL_CHAIN_A $GREETER_A_ADDRESS "greeterAddress()(address)"');
        expect(call.stdout.trim()).toBe(await shell().variable('GREETER_B_ADDRESS'));
      },
      stepTimeout,
    );

    it(
      'sends a greeting from chain A: chain B has it 4 seconds later',
      async () => {
        const step = await shell().source(shellFile('send-greeting.sh'), 60_000);
        expectSuccess(step);
        expect(firstLine(step.stdout)).toBe('"Hello from chain B"');
        expect(lastLine(step.stdout)).toBe('"Hello from chain A"');
        expect(chains!.autorelayer!.relays.filter((relay) => relay.status === 'failed' || relay.status === 'reverted')).toEqual([]);
      },
      stepTimeout,
    );

    it(
      'redeploys both contracts with the sender-information Greeter',
      async () => {
        const before = [await shell().variable('GREETER_B_ADDRESS'), await shell().variable('GREETER_A_ADDRESS')];
        await save('index.mdx', '_code/sender-info/Greeter.sol');
        expectSuccess(await shell().source(shellFile('deploy-greeter.sh')));
        expectSuccess(await shell().source(shellFile('deploy-greeting-sender.sh')));
        const after = [await shell().variable('GREETER_B_ADDRESS'), await shell().variable('GREETER_A_ADDRESS')];
        expect(after[0]).not.toBe(before[0]);
        expect(after[1]).not.toBe(before[1]);
      },
      stepTimeout,
    );

    it(
      "lists CrossDomainSetGreeting with the GreetingSender's address and chain 901 as topics, and SetGreeting with the messenger as sender",
      async () => {
        const step = await shell().source(shellFile('check-sender-info.sh'), 60_000);
        expectSuccess(step);
        const logs = parseCastLogs(step.stdout);
        const greeterB = (await shell().variable('GREETER_B_ADDRESS')).toLowerCase();
        const greetingSenderA = await shell().variable('GREETER_A_ADDRESS');
        expect(logs.map((log) => log.topics[0])).toEqual([
          keccak256(toHex('CrossDomainSetGreeting(address,uint256,string)')),
          keccak256(toHex('SetGreeting(address,string)')),
        ]);
        const [crossDomain, setGreeting] = logs;
        expect(crossDomain.address.toLowerCase()).toBe(greeterB);
        // In `cast logs` output topic 0 is the event signature: the sender is topic 1, the chain id topic 2.
        expect(crossDomain.topics.slice(1)).toEqual([addressTopic(greetingSenderA), pad(toHex(supersim.chainA.chainId))]);
        expect(setGreeting.topics.slice(1)).toEqual([addressTopic(predeploys.l2ToL2CrossDomainMessenger)]);
        expect(crossDomain.transactionHash).toBe(setGreeting.transactionHash);
      },
      stepTimeout,
    );

    it(
      'sanity check: a direct call on chain B adds a SetGreeting but no CrossDomainSetGreeting',
      async () => {
        const directSend = linesOf(shellFile('check-greeter.sh')).find((line) => line.startsWith('cast send'))!;
        const listEvents = linesOf(shellFile('check-sender-info.sh')).filter((line) => line.startsWith('cast logs'));
        expectSuccess(await shell().run(directSend));
        const [crossDomain, setGreeting] = [
          parseCastLogs((await shell().run(listEvents[0])).stdout),
          parseCastLogs((await shell().run(listEvents[1])).stdout),
        ];
        expect(crossDomain).toHaveLength(1);
        expect(setGreeting).toHaveLength(2);
        expect(setGreeting[1].topics[1]).toBe(addressTopic(supersimDevAccount.address));
      },
      stepTimeout,
    );
  });

  describe('the manual-relay page, on fresh chains without autorelay', () => {
    beforeAll(async () => {
      // "Stop the Supersim you started in the main tutorial and start it again with no options."
      await chains?.stop();
      chains = undefined;
      chains = await startSupersim({autorelay: false});
    }, 60_000);

    it(
      'sets the variables again and redeploys both contracts',
      async () => {
        expectSuccess(await shell().source(path.join(pageDir, '_code/shell/env-supersim.sh')));
        expectSuccess(await shell().source(shellFile('deploy-greeter.sh')));
        expectSuccess(await shell().source(shellFile('deploy-greeting-sender.sh')));
        const sanity = inline('manual-relay.mdx', 'cast chain-id');
        expect(sanity).toHaveLength(2);
        const ids = [(await shell().run(sanity[0])).stdout.trim(), (await shell().run(sanity[1])).stdout.trim()];
        expect(ids).toEqual([String(supersim.chainA.chainId), String(supersim.chainB.chainId)]);
        const [echo] = inline('manual-relay.mdx', 'echo $GREETER_A_ADDRESS');
        const addresses = (await shell().run(echo)).stdout.trim();
        expect(addresses).toBe(`${await shell().variable('GREETER_A_ADDRESS')} ${await shell().variable('GREETER_B_ADDRESS')}`);
        expect(addresses).toMatch(/^0x[0-9a-fA-F]{40} 0x[0-9a-fA-F]{40}$/);
      },
      stepTimeout,
    );

    it(
      'creates the relay project with every package the relay command needs',
      async () => {
        const step = await shell().source(shellFile('install-relay.sh'), 120_000);
        expectSuccess(step);
        expect(path.basename(await shell().cwd())).toBe('manual-relay');
        await save('manual-relay.mdx', '_code/relay/manual-relay.ts');
        // The page runs the script with `npx tsx`: the project must have tsx, or npx asks to install it.
        const manifest = JSON.parse(fs.readFileSync(path.join(await shell().cwd(), 'package.json'), 'utf8'));
        expect(manifest.type).toBe('module');
        expect({...manifest.dependencies, ...manifest.devDependencies}).toEqual(
          expect.objectContaining({viem: expect.any(String), '@eth-optimism/viem': expect.any(String), tsx: expect.any(String)}),
        );
      },
      stepTimeout,
    );

    it(
      'sends a greeting, relays it with the script, and chain B has it',
      async () => {
        const step = await shell().source(shellFile('run-relay.sh'));
        const txHash = await shell().variable('TX_HASH');
        expect(txHash).toMatch(/^0x[0-9a-f]{64}$/);
        expectSuccess(step);
        const lines = step.stdout.trim().split('\n');
        // The new Greeter on the fresh chains has no greeting yet: the first read is empty.
        expect(lines[0]).toBe('""');
        expect(lines.slice(1, -1).join('\n')).toMatch(
          new RegExp(`^Relayed message \\d+ to 0x[0-9a-fA-F]{40} on chain ${supersim.chainB.chainId}: 0x[0-9a-f]{64}$`),
        );
        expect(lines.at(-1)).toBe('"Hello, relayed by hand"');
      },
      stepTimeout,
    );

    it(
      'sanity check: relaying the same message a second time fails',
      async () => {
        const [again] = inline('manual-relay.mdx', 'npx tsx manual-relay.ts');
        const step = await shell().run(again, 120_000);
        expect(step.status).not.toBe(0);
        expect(step.stderr).toContain('MessageAlreadyRelayed');
      },
      stepTimeout,
    );
  });
});
