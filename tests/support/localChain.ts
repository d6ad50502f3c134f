import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {createVM, runTx, type VM} from '@ethereumjs/vm';
import {createCustomCommon, Hardfork, Mainnet, type Common} from '@ethereumjs/common';
import {createTxFromRLP, type TypedTransaction} from '@ethereumjs/tx';
import {createBlock, type Block} from '@ethereumjs/block';
import {
  bigIntToHex,
  bytesToHex,
  createAccount,
  createAddressFromString,
  hexToBytes,
  intToHex,
  type Address,
} from '@ethereumjs/util';

/**
 * A development chain for tests: an EVM (@ethereumjs/vm) behind a JSON-RPC server on a loopback
 * port, mining one block per transaction. It answers the methods that viem and @eth-optimism/viem
 * use, plus anvil_setBalance and anvil_setCode, so scripts talk to it as they would to Supersim.
 *
 * Run as its own program (the EVM packages are ES modules, which Jest's CommonJS mode cannot
 * load): `node local-chain.mjs <chainId>` prints one JSON line, {"url": ...}, then serves until
 * killed. tests/support/localChains.ts starts and stops it.
 */

type Hex = `0x${string}`;
type StoredLog = {address: Hex; topics: Hex[]; data: Hex; logIndex: number};
type StoredTx = {tx: TypedTransaction; block: Block; status: 0 | 1; gasUsed: bigint; contractAddress: Hex | null; logs: StoredLog[]};
type CallParams = {from?: Hex; to?: Hex; data?: Hex; input?: Hex; value?: Hex; gas?: Hex};

const blockGasLimit = 30_000_000n;
const baseFeePerGas = 7n;

class RpcError extends Error {
  constructor(readonly code: number, message: string, readonly data?: Hex) {
    super(message);
  }
}

class LocalChain {
  private readonly blocks: Block[] = [];
  private readonly txs = new Map<Hex, StoredTx>();
  private server?: http.Server;
  url = '';

  private constructor(readonly chainId: number, private readonly common: Common, private readonly vm: VM) {}

  static async start(chainId: number): Promise<LocalChain> {
    const common = createCustomCommon({chainId, name: `local-${chainId}`}, Mainnet, {hardfork: Hardfork.Cancun});
    const vm = await createVM({common});
    const chain = new LocalChain(chainId, common, vm);
    chain.blocks.push(chain.newBlock());
    await chain.listen();
    return chain;
  }

  /** Gives an account a balance, as a development chain's prefunded accounts have. */
  private async setBalance(target: Hex, wei: bigint): Promise<void> {
    const account = (await this.vm.stateManager.getAccount(address(target))) ?? createAccount({});
    account.balance = wei;
    await this.vm.stateManager.putAccount(address(target), account);
  }

  /** Places runtime code at an address, the way predeploys exist on an OP Stack chain from genesis. */
  private async setCode(target: Hex, runtimeCode: Hex): Promise<void> {
    if (!(await this.vm.stateManager.getAccount(address(target)))) {
      await this.vm.stateManager.putAccount(address(target), createAccount({}));
    }
    await this.vm.stateManager.putCode(address(target), hexToBytes(runtimeCode));
  }

  private newBlock(): Block {
    const parent = this.blocks.at(-1);
    const now = BigInt(Math.floor(Date.now() / 1000));
    return createBlock(
      {
        header: {
          number: parent ? parent.header.number + 1n : 0n,
          parentHash: parent?.hash(),
          timestamp: parent && parent.header.timestamp >= now ? parent.header.timestamp + 1n : now,
          gasLimit: blockGasLimit,
          baseFeePerGas,
          excessBlobGas: 0n,
          blobGasUsed: 0n,
          parentBeaconBlockRoot: new Uint8Array(32),
        },
      },
      {common: this.common},
    );
  }

  private async listen(): Promise<void> {
    this.server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', async () => {
        const payload = JSON.parse(body);
        const answer = Array.isArray(payload)
          ? await Promise.all(payload.map((call) => this.answer(call)))
          : await this.answer(payload);
        response.writeHead(200, {'Content-Type': 'application/json'});
        response.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  // Requests are answered one at a time: the EVM state must not change under a running call.
  private queue: Promise<unknown> = Promise.resolve();
  private answer(call: {id: unknown; method: string; params?: unknown[]}) {
    const run = async () => {
      try {
        return {jsonrpc: '2.0', id: call.id, result: await this.handle(call.method, call.params ?? [])};
      } catch (error) {
        const {code = -32603, message, data} = error as RpcError;
        return {jsonrpc: '2.0', id: call.id, error: {code, message, data}};
      }
    };
    const result = this.queue.then(run, run);
    this.queue = result;
    return result;
  }

  private async handle(method: string, params: any[]): Promise<unknown> {
    const latest = this.blocks.at(-1)!;
    switch (method) {
      case 'eth_chainId':
        return intToHex(this.chainId);
      case 'net_version':
        return String(this.chainId);
      case 'eth_blockNumber':
        return bigIntToHex(latest.header.number);
      case 'eth_gasPrice':
        return bigIntToHex(baseFeePerGas + 1n);
      case 'eth_maxPriorityFeePerGas':
        return '0x1';
      case 'eth_accounts':
        return [];
      case 'eth_getBalance':
        return bigIntToHex((await this.vm.stateManager.getAccount(address(params[0])))?.balance ?? 0n);
      case 'eth_getTransactionCount':
        return bigIntToHex((await this.vm.stateManager.getAccount(address(params[0])))?.nonce ?? 0n);
      case 'eth_getCode':
        return bytesToHex(await this.vm.stateManager.getCode(address(params[0])));
      case 'eth_getBlockByNumber':
        return this.blockJson(this.blockByTag(params[0]));
      case 'eth_getBlockByHash':
        return this.blockJson(this.blocks.find((block) => bytesToHex(block.hash()) === params[0]));
      case 'eth_call':
        return (await this.simulate(params[0])).returnValue;
      case 'eth_estimateGas':
        return bigIntToHex((await this.simulate(params[0])).gasEstimate);
      case 'eth_sendRawTransaction':
        return this.mine(createTxFromRLP(hexToBytes(params[0]), {common: this.common}));
      case 'eth_getTransactionReceipt':
        return this.receiptJson(params[0]);
      case 'eth_getTransactionByHash':
        return this.txJson(params[0]);
      case 'eth_getLogs':
        return this.logs(params[0]);
      case 'anvil_setBalance':
        return this.setBalance(params[0], BigInt(params[1]));
      case 'anvil_setCode':
        return this.setCode(params[0], params[1]);
      default:
        throw new RpcError(-32601, `Method ${method} is not supported by the test chain`);
    }
  }

  private blockByTag(tag: string): Block | undefined {
    if (tag === 'latest' || tag === 'pending' || tag === 'safe' || tag === 'finalized') return this.blocks.at(-1);
    if (tag === 'earliest') return this.blocks[0];
    return this.blocks[Number(BigInt(tag))];
  }

  /** Runs a call against the latest state and throws it away. */
  private async simulate(params: CallParams): Promise<{returnValue: Hex; gasEstimate: bigint}> {
    const data = hexToBytes(params.data ?? params.input ?? '0x');
    await this.vm.evm.journal.checkpoint();
    try {
      const result = await this.vm.evm.runCall({
        caller: address(params.from ?? '0x0000000000000000000000000000000000000000'),
        to: params.to ? address(params.to) : undefined,
        data,
        value: params.value ? BigInt(params.value) : 0n,
        gasLimit: blockGasLimit,
        block: this.newBlock(),
      });
      const returnValue = bytesToHex(result.execResult.returnValue) as Hex;
      if (result.execResult.exceptionError) {
        throw new RpcError(3, `execution reverted (${result.execResult.exceptionError.error})`, returnValue);
      }
      // Intrinsic gas (base, creation, calldata) plus what the call used, with room to spare.
      const calldataGas = data.reduce((sum, byte) => sum + (byte === 0 ? 4n : 16n), 0n);
      const gasEstimate =
        21_000n + (params.to ? 0n : 32_000n) + calldataGas + (result.execResult.executionGasUsed * 13n) / 10n;
      return {returnValue, gasEstimate: gasEstimate < blockGasLimit ? gasEstimate : blockGasLimit};
    } finally {
      await this.vm.evm.journal.revert();
    }
  }

  private async mine(tx: TypedTransaction): Promise<Hex> {
    const block = this.newBlock();
    const result = await runTx(this.vm, {tx, block});
    const hash = bytesToHex(tx.hash()) as Hex;
    this.blocks.push(block);
    this.txs.set(hash, {
      tx,
      block,
      status: result.execResult.exceptionError ? 0 : 1,
      gasUsed: result.totalGasSpent,
      contractAddress: result.createdAddress ? (result.createdAddress.toString() as Hex) : null,
      logs: (result.execResult.logs ?? []).map(([logAddress, topics, data], logIndex) => ({
        address: bytesToHex(logAddress) as Hex,
        topics: topics.map((topic) => bytesToHex(topic) as Hex),
        data: bytesToHex(data) as Hex,
        logIndex,
      })),
    });
    return hash;
  }

  private blockJson(block: Block | undefined) {
    if (!block) return null;
    const header = block.header;
    return {
      number: bigIntToHex(header.number),
      hash: bytesToHex(block.hash()),
      parentHash: bytesToHex(header.parentHash),
      timestamp: bigIntToHex(header.timestamp),
      gasLimit: bigIntToHex(header.gasLimit),
      gasUsed: bigIntToHex(header.gasUsed),
      baseFeePerGas: bigIntToHex(header.baseFeePerGas ?? baseFeePerGas),
      miner: header.coinbase.toString(),
      difficulty: '0x0',
      totalDifficulty: '0x0',
      extraData: '0x',
      nonce: '0x0000000000000000',
      mixHash: bytesToHex(header.mixHash),
      sha3Uncles: bytesToHex(header.uncleHash),
      logsBloom: bytesToHex(header.logsBloom),
      stateRoot: bytesToHex(header.stateRoot),
      receiptsRoot: bytesToHex(header.receiptTrie),
      transactionsRoot: bytesToHex(header.transactionsTrie),
      size: '0x0',
      uncles: [],
      transactions: [...this.txs].filter(([, stored]) => stored.block === block).map(([hash]) => hash),
    };
  }

  private logJson(hash: Hex, stored: StoredTx, log: StoredLog) {
    return {
      ...log,
      logIndex: intToHex(log.logIndex),
      blockNumber: bigIntToHex(stored.block.header.number),
      blockHash: bytesToHex(stored.block.hash()),
      transactionHash: hash,
      transactionIndex: '0x0',
      removed: false,
    };
  }

  private receiptJson(hash: Hex) {
    const stored = this.txs.get(hash);
    if (!stored) return null;
    return {
      transactionHash: hash,
      transactionIndex: '0x0',
      blockHash: bytesToHex(stored.block.hash()),
      blockNumber: bigIntToHex(stored.block.header.number),
      from: stored.tx.getSenderAddress().toString(),
      to: stored.tx.to?.toString() ?? null,
      cumulativeGasUsed: bigIntToHex(stored.gasUsed),
      gasUsed: bigIntToHex(stored.gasUsed),
      effectiveGasPrice: bigIntToHex(baseFeePerGas + 1n),
      contractAddress: stored.contractAddress,
      logs: stored.logs.map((log) => this.logJson(hash, stored, log)),
      logsBloom: `0x${'0'.repeat(512)}`,
      status: intToHex(stored.status),
      type: intToHex(stored.tx.type),
    };
  }

  private txJson(hash: Hex) {
    const stored = this.txs.get(hash);
    if (!stored) return null;
    const json = stored.tx.toJSON();
    return {
      ...json,
      hash,
      from: stored.tx.getSenderAddress().toString(),
      input: json.data,
      blockHash: bytesToHex(stored.block.hash()),
      blockNumber: bigIntToHex(stored.block.header.number),
      transactionIndex: '0x0',
      type: intToHex(stored.tx.type),
    };
  }

  private logs(filter: {address?: Hex | Hex[]; topics?: (Hex | Hex[] | null)[]; fromBlock?: string; toBlock?: string}) {
    const from = Number(BigInt(this.blockByTag(filter.fromBlock ?? 'earliest')?.header.number ?? 0n));
    const to = Number(BigInt(this.blockByTag(filter.toBlock ?? 'latest')?.header.number ?? 0n));
    const addresses = [filter.address ?? []].flat().map((a) => a.toLowerCase());
    return [...this.txs].flatMap(([hash, stored]) => {
      const number = Number(stored.block.header.number);
      if (number < from || number > to) return [];
      return stored.logs
        .filter((log) => addresses.length === 0 || addresses.includes(log.address.toLowerCase()))
        .filter((log) =>
          (filter.topics ?? []).every((wanted, index) =>
            wanted === null || [wanted].flat().some((topic) => topic.toLowerCase() === log.topics[index]?.toLowerCase()),
          ),
        )
        .map((log) => this.logJson(hash, stored, log));
    });
  }
}

function address(hex: string): Address {
  return createAddressFromString(hex);
}

const chainIdArgument = process.argv[2];
if (chainIdArgument) {
  const chain = await LocalChain.start(Number(chainIdArgument));
  console.log(JSON.stringify({url: chain.url}));
}
