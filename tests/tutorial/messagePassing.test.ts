import {execFile} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  decodeEventLog,
  defineChain,
  getAddress,
  http,
  type Abi,
  type Hex,
  type TransactionReceipt,
} from 'viem';
import {privateKeyToAccount} from 'viem/accounts';
import {startLocalChain, type RunningChain} from '../support/localChains';
import {compileForNode} from '../support/runTypeScript';
import {compile, readSources, type Compilation} from '../support/solidity';
import {docsDir} from '../support/paths';
import {predeploys, supersim, supersimDevAccount} from '../../src/data/interopTutorial';

const codeDir = path.join(docsDir, 'interop/tutorials/message-passing/_code');

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
    expect(Object.keys(compilation.contracts)).toEqual(
      expect.arrayContaining(['Greeter:Greeter', 'GreetingSender:GreetingSender']),
    );
  });

  it('declare pragma solidity ^0.8.0', () => {
    for (const file of ['src/Greeter.sol', 'src/GreetingSender.sol', 'src/interfaces/IL2ToL2CrossDomainMessenger.sol', 'sender-info/Greeter.sol']) {
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

/** Runs the tutorial's relay script the way a reader does: its own process, their variable names. */
async function runRelayScript(sentTxHash: Hex, env: Record<string, string>) {
  const script = compileForNode(path.join(codeDir, 'relay/manual-relay.ts'));
  try {
    const {stdout} = await promisify(execFile)(process.execPath, [script, sentTxHash], {
      env: {PATH: process.env.PATH ?? '', ...env},
    });
    return {ok: true, output: stdout};
  } catch (error) {
    const failure = error as {stdout: string; stderr: string};
    return {ok: false, output: failure.stdout + failure.stderr};
  }
}

describe('the message-passing flow on two local chains (901 and 902)', () => {
  const messenger = compile(
    readSources({'TestL2ToL2CrossDomainMessenger.sol': path.join(__dirname, 'TestL2ToL2CrossDomainMessenger.sol')}),
  ).contracts['TestL2ToL2CrossDomainMessenger:TestL2ToL2CrossDomainMessenger'];
  const account = privateKeyToAccount(supersimDevAccount.privateKey);
  let chainA: RunningChain;
  let chainB: RunningChain;
  let clients: ReturnType<typeof clientsFor>;
  let env: Record<string, string>;

  function clientsFor(chain: RunningChain) {
    const definition = defineChain({
      id: chain.chainId,
      name: `chain ${chain.chainId}`,
      nativeCurrency: {name: 'Ether', symbol: 'ETH', decimals: 18},
      rpcUrls: {default: {http: [chain.url]}},
    });
    return {
      public: createPublicClient({chain: definition, transport: http(chain.url)}),
      wallet: createWalletClient({account, chain: definition, transport: http(chain.url)}),
    };
  }
  const clientsA = () => clientsFor(chainA);
  const clientsB = () => clientsFor(chainB);

  /** What `forge create` does: deploy, wait for the receipt, return the address. */
  async function deploy(on: RunningChain, contract: {abi: Abi; bytecode: Hex}, args: unknown[] = []) {
    const {wallet, public: reader} = clientsFor(on);
    const hash = await wallet.deployContract({abi: contract.abi, bytecode: contract.bytecode, args} as any);
    const receipt = await reader.waitForTransactionReceipt({hash});
    expect(receipt.status).toBe('success');
    return getAddress(receipt.contractAddress!);
  }

  /** What `cast send` does. */
  async function send(on: RunningChain, to: Hex, abi: Abi, functionName: string, args: unknown[]) {
    const {wallet, public: reader} = clientsFor(on);
    const hash = await wallet.writeContract({address: to, abi, functionName, args} as any);
    return reader.waitForTransactionReceipt({hash});
  }

  /** What `cast call ... "greet()(string)"` does. */
  const greet = (greeter: Hex, abi: Abi) =>
    clientsB().public.readContract({address: greeter, abi, functionName: 'greet'} as any) as Promise<string>;

  function eventsOf(receipt: TransactionReceipt, abi: Abi) {
    return receipt.logs.flatMap((log) => {
      try {
        return [decodeEventLog({abi, data: log.data, topics: (log as any).topics})];
      } catch {
        return [];
      }
    });
  }

  beforeAll(async () => {
    [chainA, chainB] = await Promise.all([
      startLocalChain(supersim.chainA.chainId),
      startLocalChain(supersim.chainB.chainId),
    ]);
    for (const chain of [chainA, chainB]) {
      const testClient = createTestClient({mode: 'anvil', transport: http(chain.url)});
      await testClient.setBalance({address: account.address, value: 10n ** 21n});
      await testClient.setCode({address: predeploys.l2ToL2CrossDomainMessenger, bytecode: messenger.deployedBytecode});
    }
    env = {PRIVATE_KEY: supersimDevAccount.privateKey, URL_CHAIN_A: chainA.url, URL_CHAIN_B: chainB.url};
  });

  afterAll(() => {
    chainA?.stop();
    chainB?.stop();
  });

  const greeter = firstStep.contracts['Greeter:Greeter'];
  const sender = firstStep.contracts['GreetingSender:GreetingSender'];
  let greeterB: Hex;
  let greetingSenderA: Hex;
  let sentTxHash: Hex;

  it('deploys the Greeter on chain B and the GreetingSender on chain A', async () => {
    greeterB = await deploy(chainB, greeter);
    greetingSenderA = await deploy(chainA, sender, [greeterB, BigInt(supersim.chainB.chainId)]);
    const read = (functionName: string) =>
      clientsA().public.readContract({address: greetingSenderA, abi: sender.abi, functionName} as any);
    await expect(read('greeterAddress')).resolves.toBe(greeterB);
    await expect(read('greeterChainId')).resolves.toBe(902n);
    await expect(read('messenger')).resolves.toBe(predeploys.l2ToL2CrossDomainMessenger);
  });

  it('setGreeting on chain A emits SentMessage and leaves chain B unchanged', async () => {
    await send(chainB, greeterB, greeter.abi, 'setGreeting', ['Hello from chain B']);
    const receipt = await send(chainA, greetingSenderA, sender.abi, 'setGreeting', ['Hello from chain A']);
    sentTxHash = receipt.transactionHash;
    const [sent] = eventsOf(receipt, messenger.abi);
    expect(sent.eventName).toBe('SentMessage');
    expect(sent.args).toMatchObject({destination: 902n, target: greeterB, sender: greetingSenderA});
    await expect(greet(greeterB, greeter.abi)).resolves.toBe('Hello from chain B');
  });

  it('the relay script executes the message on chain B', async () => {
    const relay = await runRelayScript(sentTxHash, env);
    expect(relay.output).toContain(`on chain ${supersim.chainB.chainId}`);
    expect(relay.ok).toBe(true);
    await expect(greet(greeterB, greeter.abi)).resolves.toBe('Hello from chain A');
  });

  it('the same message cannot be relayed twice', async () => {
    const again = await runRelayScript(sentTxHash, env);
    expect(again.ok).toBe(false);
    expect(again.output).toContain('message already relayed');
  });

  it('the sender-information Greeter records the GreetingSender and chain 901, and only for relayed messages', async () => {
    // The Greeter's address is immutable in GreetingSender, so both contracts are deployed again.
    const newGreeter = senderInfoStep.contracts['Greeter:Greeter'];
    const newSender = senderInfoStep.contracts['GreetingSender:GreetingSender'];
    const newGreeterB = await deploy(chainB, newGreeter);
    const newSenderA = await deploy(chainA, newSender, [newGreeterB, BigInt(supersim.chainB.chainId)]);

    const sent = await send(chainA, newSenderA, newSender.abi, 'setGreeting', ['Hello with sender information']);
    const relay = await runRelayScript(sent.transactionHash, env);
    expect(relay.ok).toBe(true);
    await expect(greet(newGreeterB, newGreeter.abi)).resolves.toBe('Hello with sender information');

    const crossDomainLogs = await clientsB().public.getContractEvents({
      address: newGreeterB,
      abi: newGreeter.abi,
      eventName: 'CrossDomainSetGreeting',
      fromBlock: 0n,
    });
    expect(crossDomainLogs).toHaveLength(1);
    expect(crossDomainLogs[0].args).toEqual({
      sender: newSenderA,
      chainId: BigInt(supersim.chainA.chainId),
      greeting: 'Hello with sender information',
    });

    // A direct call on chain B is not a cross-chain message: only SetGreeting.
    const direct = await send(chainB, newGreeterB, newGreeter.abi, 'setGreeting', ['Hello, directly']);
    expect(eventsOf(direct, newGreeter.abi).map((event) => event.eventName)).toEqual(['SetGreeting']);
  });
});
