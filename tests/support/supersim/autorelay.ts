import {
  concat,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodePacked,
  http,
  keccak256,
  maxUint32,
  maxUint64,
  numberToHex,
  type AccessList,
  type Hex,
  type Log,
} from 'viem';
import {privateKeyToAccount} from 'viem/accounts';
import {l2ToL2CrossDomainMessengerAbi} from './abis';
import {interopPredeploys} from './predeploys';

/** Points at one log on one chain (OP Stack specs, specs/interop/messaging.md, "Message Identifier"). */
export type Identifier = {origin: Hex; blockNumber: bigint; logIndex: bigint; timestamp: bigint; chainId: bigint};

export const sentMessageEvent = l2ToL2CrossDomainMessengerAbi.find(
  (item): item is Extract<(typeof l2ToL2CrossDomainMessengerAbi)[number], {type: 'event'; name: 'SentMessage'}> =>
    item.type === 'event' && item.name === 'SentMessage',
)!;

/** A log as a relayer passes it on: its topics, then its data (specs/interop/messaging.md, "Message payload"). */
export function messagePayload(log: {topics: readonly Hex[]; data: Hex}): Hex {
  return concat([...log.topics, log.data]);
}

/**
 * The access list that declares one executing message, written from the specification
 * (specs/interop/predeploys.md, "Access-list"): a type-1 lookup entry, a type-2 chain-id extension
 * when the chain id does not fit in 64 bits, and the type-3 checksum, all as storage keys of
 * CrossL2Inbox. The inbox only checks the checksum; the other entries are hints for block builders.
 */
export function executingMessageAccessList(id: Identifier, payload: Hex): AccessList {
  if (id.blockNumber > maxUint64 || id.timestamp > maxUint64 || id.logIndex > maxUint32) {
    throw new Error('An identifier field is too large for the access-list encoding.');
  }
  // type 1: 0x01, 3 reserved zero bytes, uint64 chain id (low bits), uint64 block, uint64 timestamp, uint32 log index.
  const lookup = encodePacked(
    ['uint8', 'uint24', 'uint64', 'uint64', 'uint64', 'uint32'],
    [1, 0, id.chainId & maxUint64, id.blockNumber, id.timestamp, Number(id.logIndex)],
  );
  const keys: Hex[] = [lookup];
  if (id.chainId > maxUint64) {
    // type 2: 0x02, 7 zero bytes, the upper 24 bytes of the uint256 chain id.
    const upper = numberToHex(id.chainId, {size: 32}).slice(2, 2 + 48);
    keys.push(`0x02${'00'.repeat(7)}${upper}`);
  }
  keys.push(messageChecksum(id, keccak256(payload)));
  return [{address: interopPredeploys.crossL2Inbox, storageKeys: keys}];
}

/** The type-3 checksum: 0x03 followed by bytes 1..31 of H(H(H(origin ++ msgHash) ++ idPacked) ++ chainId). */
export function messageChecksum(id: Identifier, msgHash: Hex): Hex {
  const logHash = keccak256(encodePacked(['address', 'bytes32'], [id.origin, msgHash]));
  const idPacked = encodePacked(['uint96', 'uint64', 'uint64', 'uint32'], [0n, id.blockNumber, id.timestamp, Number(id.logIndex)]);
  const idLogHash = keccak256(concat([logHash, idPacked]));
  const bare = keccak256(encodePacked(['bytes32', 'uint256'], [idLogHash, id.chainId]));
  return `0x03${bare.slice(4)}`;
}

type ChainEndpoint = {chainId: number; url: string};

export type RelayRecord = {
  source: number;
  destination: number;
  messageNonce: bigint;
  sentTxHash: Hex;
  relayTxHash?: Hex;
  /** pending until the relay transaction's receipt is in; failed when it could not be sent. */
  status: 'pending' | 'success' | 'reverted' | 'failed';
  error?: string;
};

export type Autorelayer = {
  /** Every message seen so far and what became of it. */
  readonly relays: readonly RelayRecord[];
  /** Stops watching; resolves when the relays in flight have finished. */
  stop(): Promise<void>;
};

/**
 * Relays every SentMessage of the L2ToL2CrossDomainMessenger on one chain to its destination, as
 * Supersim's --interop.autorelay does: for each log it builds the identifier (origin, block
 * number, log index, block timestamp, chain id) and the payload, and sends
 * relayMessage(identifier, payload) to the destination's messenger with the access list that
 * CrossL2Inbox checks. Supersim relays from development account 9; so does this relayer, so it never
 * competes with the reader's account 0 for nonces.
 */
export function startAutorelay(chains: ChainEndpoint[], relayerKey: Hex, pollIntervalMs = 200): Autorelayer {
  const account = privateKeyToAccount(relayerKey);
  const endpoints = new Map(
    chains.map(({chainId, url}) => {
      const chain = defineChain({
        id: chainId,
        name: `chain ${chainId}`,
        nativeCurrency: {name: 'Ether', symbol: 'ETH', decimals: 18},
        rpcUrls: {default: {http: [url]}},
      });
      const transport = http(url);
      return [
        chainId,
        {
          chain,
          reader: createPublicClient({chain, transport, pollingInterval: pollIntervalMs}),
          wallet: createWalletClient({account, chain, transport, pollingInterval: pollIntervalMs}),
        },
      ] as const;
    }),
  );
  const relays: RelayRecord[] = [];
  // One queue per destination: the relayer's transactions on a chain go out one after the other.
  const queues = new Map<number, Promise<void>>();
  let stopped = false;

  async function relay(source: number, log: Log<bigint, number, false, typeof sentMessageEvent>) {
    const destination = Number(log.args.destination);
    const record: RelayRecord = {
      source,
      destination,
      messageNonce: log.args.messageNonce!,
      sentTxHash: log.transactionHash!,
      status: 'pending',
    };
    relays.push(record);
    const target = endpoints.get(destination);
    if (!target) {
      record.status = 'failed';
      record.error = `no chain ${destination} in this cluster`;
      return;
    }
    try {
      const block = await endpoints.get(source)!.reader.getBlock({blockNumber: log.blockNumber!});
      const id: Identifier = {
        origin: log.address,
        blockNumber: block.number,
        logIndex: BigInt(log.logIndex!),
        timestamp: block.timestamp,
        chainId: BigInt(source),
      };
      const payload = messagePayload(log);
      // (`as any`: viem's parameter types need strictNullChecks, which the site's tsconfig leaves off.)
      const hash = await target.wallet.writeContract({
        address: interopPredeploys.l2ToL2CrossDomainMessenger,
        abi: l2ToL2CrossDomainMessengerAbi,
        functionName: 'relayMessage',
        args: [id, payload],
        accessList: executingMessageAccessList(id, payload),
      } as any);
      record.relayTxHash = hash;
      const receipt = await target.reader.waitForTransactionReceipt({hash});
      record.status = receipt.status === 'success' ? 'success' : 'reverted';
    } catch (error) {
      record.status = 'failed';
      record.error = error instanceof Error ? error.message : String(error);
    }
  }

  async function watch(source: number) {
    const {reader} = endpoints.get(source)!;
    let nextBlock = 0n;
    while (!stopped) {
      try {
        const latest = await reader.getBlockNumber({cacheTime: 0});
        if (latest >= nextBlock) {
          const logs = await reader.getLogs({
            address: interopPredeploys.l2ToL2CrossDomainMessenger,
            event: sentMessageEvent,
            fromBlock: nextBlock,
            toBlock: latest,
          });
          for (const log of logs) {
            const destination = Number(log.args.destination);
            const queued = (queues.get(destination) ?? Promise.resolve()).then(() => relay(source, log));
            queues.set(destination, queued);
          }
          nextBlock = latest + 1n;
        }
      } catch {
        // The chain is stopping or briefly busy: try again on the next round.
      }
      await new Promise((resolve) => setTimeout(resolve, pollIntervalMs));
    }
  }

  const watchers = chains.map(({chainId}) => watch(chainId));
  return {
    relays,
    async stop() {
      stopped = true;
      await Promise.all(watchers);
      await Promise.all(queues.values());
    },
  };
}
