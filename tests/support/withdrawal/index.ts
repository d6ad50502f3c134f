import {spawn} from 'node:child_process';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {
  concat,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeAbiParameters,
  http as httpTransport,
  keccak256,
  numberToHex,
  pad,
  parseAbiItem,
  parseEther,
  toRlp,
  zeroHash,
  type Abi,
  type Address,
  type Hex,
} from 'viem';
import {privateKeyToAccount} from 'viem/accounts';
import {optimismSepolia, sepolia} from 'viem/chains';
import {foundryBinary} from '../foundry';
import {compile, readSources} from '../solidity';
import {startAnvil, type AnvilChain} from '../supersim/anvil';

/**
 * Two anvil chains standing in for Sepolia (L1, chain id 11155111) and OP Sepolia (L2, chain id
 * 11155420), with the contracts viem's withdrawal actions use at the addresses viem's chain
 * definitions give them, so the bridging tutorials' scripts run against them unchanged with only
 * L1_RPC_URL and L2_RPC_URL pointing here (README.md in this folder describes the contracts):
 *
 * - L2: anvil with its OP Stack features (`--network optimism`: deposit transactions), the
 *   L2ToL1MessagePasser predeploy, blocks 2 seconds of chain time apart (OP Sepolia's block
 *   time), one block per transaction; a relayer stands in for op-node's derivation of deposits:
 *   each TransactionDeposited event of the portal becomes the deposit transaction the
 *   specification derives from it (specs/protocol/deposits.md), sent to L2 as is;
 * - L1: OptimismPortal, DisputeGameFactory and Multicall3 at their addresses, an
 *   AnchorStateRegistry, blocks 12 seconds apart; dispute games are created by a proposer
 *   (development account 9), for output roots or super roots the test computes from L2 state.
 */
export type WithdrawalChains = {
  l1: AnvilChain;
  l2: AnvilChain;
  addresses: {portal: Address; factory: Address; registry: Address; multicall3: Address; messagePasser: Address};
  /** The output root of an L2 block, and its parts. */
  outputRootAt(l2BlockNumber: bigint): Promise<OutputRoot>;
  /** Creates a dispute game of `gameType` for the L2 block: its super root (types 4, 5, 7, 9) or its output root. */
  propose(gameType: number, l2BlockNumber: bigint): Promise<ProposedGame>;
  /** What Upgrade 20 does to a chain's games: the respected type, and the game types with an implementation. */
  setRespectedGameType(gameType: number): Promise<void>;
  setImplementation(gameType: number, installed: boolean): Promise<void>;
  /** Mines an L2 block (2 seconds after the last) and returns its number. */
  mineL2(): Promise<bigint>;
  /** Moves L1 time forward: the next L1 block is this many seconds after the last. */
  advanceL1Time(seconds: bigint): Promise<void>;
  /** Resolves an unchallenged game whose clock has run out (anyone may). */
  resolve(game: Address): Promise<void>;
  read<T>(address: Address, abi: Abi, functionName: string, args?: readonly unknown[]): Promise<T>;
  /** The deposit transactions the relayer sent to L2, by their hash. */
  deposits: Hex[];
  stop(): Promise<void>;
};

export type OutputRoot = {outputRoot: Hex; stateRoot: Hex; messagePasserStorageRoot: Hex; blockHash: Hex; timestamp: bigint};
export type ProposedGame = {index: bigint; address: Address; gameType: number; rootClaim: Hex; extraData: Hex; l2SequenceNumber: bigint};

/** The standard values of OP Sepolia's portal and games (superchain-registry, validation/standard/standard-config-params-sepolia.toml). */
export const standardDelays = {proofMaturityDelaySeconds: 604_800n, disputeGameFinalityDelaySeconds: 302_400n, maxClockDuration: 302_400n};

export const l1ChainId = sepolia.id;
export const l2ChainId = optimismSepolia.id;
export const opSepoliaAddresses = {
  portal: optimismSepolia.contracts.portal[sepolia.id].address,
  factory: optimismSepolia.contracts.disputeGameFactory[sepolia.id].address,
  multicall3: sepolia.contracts.multicall3.address,
  messagePasser: '0x4200000000000000000000000000000000000016',
} as const satisfies Record<string, Address>;

const superGameTypes = new Set([4, 5, 7, 9]);

type Contract = {abi: Abi; bytecode: Hex; deployedBytecode: Hex};
type Contracts = Record<'portal' | 'factory' | 'registry' | 'game' | 'multicall3' | 'messagePasser', Contract>;
let compiled: Contracts | undefined;

/** The stand-in contracts (./contracts), compiled once per process with the solc npm package. */
export function withdrawalContracts(): Contracts {
  if (!compiled) {
    const dir = path.join(__dirname, 'contracts');
    const files = [
      'Types',
      'SecureTrieProof',
      'DisputeGame',
      'DisputeGameFactory',
      'AnchorStateRegistry',
      'OptimismPortal',
      'Multicall3',
      'L2ToL1MessagePasser',
    ];
    const output = compile(readSources(Object.fromEntries(files.map((name) => [`${name}.sol`, path.join(dir, `${name}.sol`)]))));
    if (output.diagnostics.length > 0)
      throw new Error(`The withdrawal stand-ins do not compile cleanly:\n${output.diagnostics.join('\n')}`);
    const get = (name: string): Contract => output.contracts[`${name}:${name}`];
    compiled = {
      portal: get('OptimismPortal'),
      factory: get('DisputeGameFactory'),
      registry: get('AnchorStateRegistry'),
      game: get('DisputeGame'),
      multicall3: get('Multicall3'),
      messagePasser: get('L2ToL1MessagePasser'),
    };
  }
  return compiled;
}

/** The super root preimage of one chain's output root at a timestamp: 0x01, 8-byte timestamp, 32-byte chain id, output root. */
export function superRootPreimage(timestamp: bigint, outputRoots: {chainId: number; outputRoot: Hex}[]): Hex {
  const sorted = [...outputRoots].sort((a, b) => a.chainId - b.chainId);
  return concat([
    '0x01',
    numberToHex(timestamp, {size: 8}),
    ...sorted.flatMap(({chainId, outputRoot}) => [numberToHex(chainId, {size: 32}), outputRoot]),
  ]);
}

export async function startWithdrawalChains(options: {respectedGameType: number}): Promise<WithdrawalChains> {
  const contracts = withdrawalContracts();
  const started: AnvilChain[] = [];
  const stop = () => Promise.all(started.map((chain) => chain.stop())).then(() => undefined);
  try {
    const [l1, l2] = await Promise.all([
      startAnvil({chainId: l1ChainId, port: 0, label: 'L1 (Sepolia stand-in)'}).then((chain) => (started.push(chain), chain)),
      startOptimismAnvil(l2ChainId).then((chain) => (started.push(chain), chain)),
    ]);
    const l1Test = createTestClient({mode: 'anvil', transport: httpTransport(l1.url)});
    const l2Test = createTestClient({mode: 'anvil', transport: httpTransport(l2.url)});
    const l1Public = createPublicClient({chain: sepolia, transport: httpTransport(l1.url)});
    const l2Public = createPublicClient({chain: optimismSepolia, transport: httpTransport(l2.url)});
    // Chain time moves by a fixed step per block: 12 s on L1 (so a game and a proof are never in the
    // same second), 2 s on L2 (viem finds the L2 block of a super root's timestamp by that step).
    await l1Test.setBlockTimestampInterval({interval: 12});
    await l2Test.setBlockTimestampInterval({interval: 2});

    const proposer = createWalletClient({account: privateKeyToAccount(l1.devKeys[9]), chain: sepolia, transport: httpTransport(l1.url)});
    const send = async (address: Address, abi: Abi, functionName: string, args: readonly unknown[]) => {
      const hash = await proposer.writeContract({address, abi, functionName, args} as never);
      const receipt = await l1Public.waitForTransactionReceipt({hash});
      if (receipt.status !== 'success') throw new Error(`${functionName} on ${address} reverted.`);
      return receipt;
    };
    const read = <T>(address: Address, abi: Abi, functionName: string, args: readonly unknown[] = []) =>
      l1Public.readContract({address, abi, functionName, args} as never) as Promise<T>;

    const {portal, factory, multicall3, messagePasser} = opSepoliaAddresses;
    await l2Test.setCode({address: messagePasser, bytecode: contracts.messagePasser.deployedBytecode});
    for (const [address, contract] of [
      [portal, contracts.portal],
      [factory, contracts.factory],
      [multicall3, contracts.multicall3],
    ] as const) {
      await l1Test.setCode({address, bytecode: contract.deployedBytecode});
    }
    const deployHash = await proposer.deployContract({abi: contracts.registry.abi, bytecode: contracts.registry.bytecode} as never);
    const registry = (await l1Public.waitForTransactionReceipt({hash: deployHash})).contractAddress!;
    const owner = proposer.account.address;
    await send(registry, contracts.registry.abi, 'initialize', [
      owner,
      factory,
      options.respectedGameType,
      standardDelays.disputeGameFinalityDelaySeconds,
    ]);
    await send(factory, contracts.factory.abi, 'initialize', [owner, registry, BigInt(l2ChainId), standardDelays.maxClockDuration]);
    await send(factory, contracts.factory.abi, 'setImplementation', [options.respectedGameType, true]);
    await send(portal, contracts.portal.abi, 'initialize', [registry, BigInt(l2ChainId), standardDelays.proofMaturityDelaySeconds]);
    // The ETH that deposits locked on L1, which withdrawals are paid from.
    await l1Test.setBalance({address: portal, value: parseEther('100')});

    const outputRootAt = async (blockNumber: bigint): Promise<OutputRoot> => {
      const [block, proof] = await Promise.all([
        l2Public.getBlock({blockNumber}),
        l2Public.getProof({address: messagePasser, storageKeys: [], blockNumber}),
      ]);
      const parts = [zeroHash, block.stateRoot, proof.storageHash, block.hash] as const;
      const outputRoot = keccak256(
        encodeAbiParameters([{type: 'bytes32'}, {type: 'bytes32'}, {type: 'bytes32'}, {type: 'bytes32'}], parts),
      );
      return {
        outputRoot,
        stateRoot: block.stateRoot,
        messagePasserStorageRoot: proof.storageHash,
        blockHash: block.hash,
        timestamp: block.timestamp,
      };
    };

    const relayer = relayDeposits(l1.url, l2.url, portal);
    const stopAll = async () => {
      await relayer.stop();
      await stop();
    };

    return {
      l1,
      l2,
      deposits: relayer.sent,
      addresses: {portal, factory, registry, multicall3, messagePasser},
      outputRootAt,
      async propose(gameType, l2BlockNumber) {
        const {outputRoot, timestamp} = await outputRootAt(l2BlockNumber);
        const [extraData, rootClaim] = superGameTypes.has(gameType)
          ? ((preimage) => [preimage, keccak256(preimage)])(superRootPreimage(timestamp, [{chainId: l2ChainId, outputRoot}]))
          : [numberToHex(l2BlockNumber, {size: 32}), outputRoot];
        await send(factory, contracts.factory.abi, 'create', [gameType, rootClaim, extraData]);
        const index = (await read<bigint>(factory, contracts.factory.abi, 'gameCount')) - 1n;
        const [, , address] = await read<[number, bigint, Address]>(factory, contracts.factory.abi, 'gameAtIndex', [index]);
        const l2SequenceNumber = await read<bigint>(address, contracts.game.abi, 'l2SequenceNumber');
        return {index, address, gameType, rootClaim, extraData, l2SequenceNumber};
      },
      async setRespectedGameType(gameType) {
        await send(registry, contracts.registry.abi, 'setRespectedGameType', [gameType]);
      },
      async setImplementation(gameType, installed) {
        await send(factory, contracts.factory.abi, 'setImplementation', [gameType, installed]);
      },
      async mineL2() {
        await l2Test.mine({blocks: 1});
        return l2Public.getBlockNumber({cacheTime: 0});
      },
      async advanceL1Time(seconds) {
        const latest = await l1Public.getBlock();
        await l1Test.setNextBlockTimestamp({timestamp: latest.timestamp + seconds});
        await l1Test.mine({blocks: 1});
      },
      async resolve(game) {
        await send(game, contracts.game.abi, 'resolve', []);
      },
      read,
      stop: stopAll,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * A loopback JSON-RPC proxy for an L2 endpoint whose transaction receipts carry no
 * `blockTimestamp` (neither on the receipt nor on its logs), a field viem's types mark as optional
 * and some nodes do not return. Everything else is passed through unchanged.
 */
export async function startReceiptsWithoutTimestamps(target: string): Promise<{url: string; stop(): Promise<void>}> {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value && typeof value === 'object') {
      const response = value as {result?: unknown};
      const result = response.result as {logs?: unknown; blockTimestamp?: unknown} | null | undefined;
      if (result && typeof result === 'object' && Array.isArray(result.logs)) {
        delete result.blockTimestamp;
        for (const log of result.logs as Record<string, unknown>[]) delete log.blockTimestamp;
      }
    }
    return value;
  };
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    try {
      const upstream = await fetch(target, {method: 'POST', headers: {'content-type': 'application/json'}, body: Buffer.concat(chunks)});
      const body = JSON.stringify(strip(await upstream.json()));
      response.writeHead(upstream.status, {'content-type': 'application/json', 'content-length': Buffer.byteLength(body)});
      response.end(body);
    } catch (error) {
      response.writeHead(502, {'content-type': 'text/plain'});
      response.end(String(error));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** anvil with its OP Stack features on a free loopback port: it accepts deposit transactions (type 0x7e). */
async function startOptimismAnvil(chainId: number): Promise<AnvilChain> {
  const args = ['--host', '127.0.0.1', '--port', '0', '--chain-id', String(chainId), '--network', 'optimism'];
  const child = spawn(foundryBinary('anvil'), args, {stdio: ['ignore', 'pipe', 'pipe']});
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stopChild = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  const listening = new Promise<{port: number; devKeys: Hex[]}>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`anvil for L2 (chain ${chainId}) did not listen within 30 s:\n${output}`)), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = output.match(/Listening on 127\.0\.0\.1:(\d+)/)?.[1];
      if (!port) return;
      clearTimeout(timer);
      const keys = output.split(/Private Keys\s*=+/)[1] ?? '';
      resolve({port: Number(port), devKeys: [...keys.matchAll(/^\(\d+\) (0x[0-9a-fA-F]{64})/gm)].map((match) => match[1] as Hex)});
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code, signal) => reject(new Error(`anvil for L2 exited (${signal ?? `code ${code}`}):\n${output}`)));
  });
  try {
    const {port, devKeys} = await listening;
    return {chainId, port, url: `http://127.0.0.1:${port}`, devKeys, stop: stopChild};
  } catch (error) {
    await stopChild();
    throw error;
  }
}

const transactionDeposited = parseAbiItem(
  'event TransactionDeposited(address indexed from, address indexed to, uint256 indexed version, bytes opaqueData)',
);

/** A quantity as RLP encodes it: big-endian, no leading zero bytes, zero as the empty string. */
const rlpQuantity = (value: bigint): Hex => {
  if (value === 0n) return '0x';
  const digits = value.toString(16);
  return `0x${digits.length % 2 ? '0' : ''}${digits}`;
};

/**
 * The deposit transaction derived from one TransactionDeposited log, encoded as the specification
 * gives it (specs/protocol/deposits.md): 0x7e, then the RLP list of source hash, from, to (empty
 * for a creation), mint, value, gas, isSystemTx (false) and data. The opaque data of version 0 is
 * mint (32 bytes), value (32), gas (8), isCreation (1) and the data, packed.
 */
export function depositTransactionOf(log: {blockHash: Hex; logIndex: number; from: Address; to: Address; opaqueData: Hex}): Hex {
  const sourceHash = keccak256(concat([zeroHash, keccak256(concat([log.blockHash, pad(numberToHex(log.logIndex), {size: 32})]))]));
  const opaque = log.opaqueData.slice(2);
  const mint = BigInt(`0x${opaque.slice(0, 64)}`);
  const value = BigInt(`0x${opaque.slice(64, 128)}`);
  const gas = BigInt(`0x${opaque.slice(128, 144)}`);
  const isCreation = opaque.slice(144, 146) === '01';
  const data = `0x${opaque.slice(146)}` as Hex;
  const fields: Hex[] = [
    sourceHash,
    log.from,
    isCreation ? '0x' : log.to,
    rlpQuantity(mint),
    rlpQuantity(value),
    rlpQuantity(gas),
    '0x',
    data,
  ];
  return concat(['0x7e', toRlp(fields)]);
}

/** Polls the portal's TransactionDeposited logs on L1 and sends each derived deposit transaction to L2. */
function relayDeposits(l1Url: string, l2Url: string, portal: Address): {sent: Hex[]; stop(): Promise<void>} {
  const l1 = createPublicClient({transport: httpTransport(l1Url)});
  const l2 = createPublicClient({transport: httpTransport(l2Url)});
  const sent: Hex[] = [];
  let next = 0n;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      try {
        const head = await l1.getBlockNumber({cacheTime: 0});
        if (head >= next) {
          const logs = await l1.getLogs({address: portal, event: transactionDeposited, fromBlock: next, toBlock: head});
          for (const log of logs) {
            const raw = depositTransactionOf({
              blockHash: log.blockHash!,
              logIndex: log.logIndex!,
              from: log.args.from!,
              to: log.args.to!,
              opaqueData: log.args.opaqueData!,
            });
            sent.push((await l2.request({method: 'eth_sendRawTransaction', params: [raw]})) as Hex);
          }
          next = head + 1n;
        }
      } catch (error) {
        if (!stopped) console.error('deposit relayer:', error);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  return {
    sent,
    async stop() {
      stopped = true;
      await loop;
    },
  };
}
