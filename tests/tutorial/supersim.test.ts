// The test chains themselves (tests/support/supersim): real anvil processes with the interop
// predeploys, and the autorelayer. The tutorial tests rely on them behaving like Supersim.
import {execFileSync} from 'node:child_process';
import net from 'node:net';
import {createPublicClient, createWalletClient, defineChain, http, keccak256, parseEventLogs, type Hex} from 'viem';
import {privateKeyToAccount} from 'viem/accounts';
import {assertPortFree} from '../support/supersim/anvil';
import {
  crossL2InboxAbi,
  executingMessageAccessList,
  interopPredeploys,
  l2ToL2CrossDomainMessengerAbi,
  messageChecksum,
  messagePayload,
  predeployContracts,
  startSupersim,
  type Identifier,
  type Supersim,
} from '../support/supersim';
import {siteDir} from '../support/paths';
import {supersimDevAccount} from '../fixtures/interopTutorial';

/** encodeAccessList of @eth-optimism/viem (an ES module, which Jest's CommonJS mode cannot load), run by node. */
function referenceAccessList(id: Identifier, payload: Hex) {
  const program = `
    import {encodeAccessList} from '@eth-optimism/viem/utils/interop';
    const [id, payload] = JSON.parse(process.argv[1]);
    for (const key of ['blockNumber', 'logIndex', 'timestamp', 'chainId']) id[key] = BigInt(id[key]);
    console.log(JSON.stringify(encodeAccessList(id, payload)));`;
  const input = JSON.stringify([id, payload], (_key, value) => (typeof value === 'bigint' ? String(value) : value));
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', program, input], {cwd: siteDir, encoding: 'utf8'}));
}

// Contract calls below are cast `as any`: viem's parameter types need strictNullChecks, which the
// site's tsconfig leaves off.
const {crossL2Inbox, l2ToL2CrossDomainMessenger: messenger} = predeployContracts();
const account = privateKeyToAccount(supersimDevAccount.privateKey);

function clients(chainId: number, url: string) {
  const chain = defineChain({
    id: chainId,
    name: `chain ${chainId}`,
    nativeCurrency: {name: 'Ether', symbol: 'ETH', decimals: 18},
    rpcUrls: {default: {http: [url]}},
  });
  return {
    reader: createPublicClient({chain, transport: http(url)}),
    wallet: createWalletClient({account, chain, transport: http(url)}),
  };
}

describe('the test chains', () => {
  let manual: Supersim;
  let a: ReturnType<typeof clients>;
  let b: ReturnType<typeof clients>;

  beforeAll(async () => {
    // Any free ports (the tutorial's own ports are for the tutorial test), one block per transaction.
    manual = await startSupersim({autorelay: false, ports: [0, 0], blockTime: 0});
    a = clients(manual.chainA.chainId, manual.chainA.url);
    b = clients(manual.chainB.chainId, manual.chainB.url);
  }, 60_000);
  afterAll(() => manual?.stop());

  /** Sends a message from chain A to an address on chain B and returns the SentMessage log. */
  async function sendMessage(target: Hex, message: Hex) {
    const hash = await a.wallet.writeContract({
      address: interopPredeploys.l2ToL2CrossDomainMessenger,
      abi: l2ToL2CrossDomainMessengerAbi,
      functionName: 'sendMessage',
      args: [BigInt(manual.chainB.chainId), target, message],
    } as any);
    const receipt = await a.reader.waitForTransactionReceipt({hash});
    const [log] = parseEventLogs({abi: l2ToL2CrossDomainMessengerAbi, logs: receipt.logs, eventName: 'SentMessage'});
    const block = await a.reader.getBlock({blockNumber: log.blockNumber});
    const id: Identifier = {
      origin: log.address,
      blockNumber: log.blockNumber,
      logIndex: BigInt(log.logIndex),
      timestamp: block.timestamp,
      chainId: BigInt(manual.chainA.chainId),
    };
    return {log, id, payload: messagePayload(log)};
  }

  // The messenger's ABI and the inbox's errors: the inbox's reverts come back through the messenger.
  const relayAbi = [...l2ToL2CrossDomainMessengerAbi, ...crossL2InboxAbi.filter((item) => item.type === 'error')];
  const relay = (id: Identifier, payload: Hex, withAccessList = true) =>
    b.wallet.writeContract({
      address: interopPredeploys.l2ToL2CrossDomainMessenger,
      abi: relayAbi,
      functionName: 'relayMessage',
      args: [id, payload],
      ...(withAccessList ? {accessList: executingMessageAccessList(id, payload)} : {}),
    } as any);

  it('have every function, event and error of the typed ABIs the tests use', () => {
    type Param = {type: string; indexed?: boolean; components?: readonly Param[]};
    const param = (p: Param): string =>
      (p.components ? `(${p.components.map(param).join(',')})${p.type.slice('tuple'.length)}` : p.type) + (p.indexed ? ' indexed' : '');
    const signatures = (abi: readonly any[]) =>
      abi.map(
        (item) =>
          `${item.type} ${item.name}(${(item.inputs ?? []).map(param).join(',')}) ${item.stateMutability ?? ''} ` +
          `(${(item.outputs ?? []).map(param).join(',')})`,
      );
    expect(signatures(crossL2Inbox.abi)).toEqual(expect.arrayContaining(signatures(crossL2InboxAbi)));
    expect(signatures(messenger.abi)).toEqual(expect.arrayContaining(signatures(l2ToL2CrossDomainMessengerAbi)));
  });

  it('run chains 901 and 902 with the predeploys at their addresses and account 0 funded', async () => {
    expect(await a.reader.getChainId()).toBe(901);
    expect(await b.reader.getChainId()).toBe(902);
    for (const {reader} of [a, b]) {
      expect(await reader.getCode({address: interopPredeploys.crossL2Inbox})).toBe(crossL2Inbox.deployedBytecode);
      expect(await reader.getCode({address: interopPredeploys.l2ToL2CrossDomainMessenger})).toBe(messenger.deployedBytecode);
      expect(await reader.getBalance({address: account.address})).toBeGreaterThan(0n);
    }
  });

  it('compute the access list as @eth-optimism/viem does, and the checksum as CrossL2Inbox does', async () => {
    const {id, payload} = await sendMessage('0x000000000000000000000000000000000000dEaD', '0x1234');
    expect(executingMessageAccessList(id, payload)).toEqual(referenceAccessList(id, payload));
    const onchain = await b.reader.readContract({
      address: interopPredeploys.crossL2Inbox,
      abi: crossL2InboxAbi,
      functionName: 'calculateChecksum',
      args: [id, keccak256(payload)],
    } as any);
    expect(onchain).toBe(messageChecksum(id, keccak256(payload)));
  });

  it('execute a message only when the transaction declares it in its access list, and only once', async () => {
    const {id, payload} = await sendMessage('0x000000000000000000000000000000000000bEEF', '0x');
    await expect(relay(id, payload, false)).rejects.toThrow(/NotInAccessList/);
    const otherId = {...id, logIndex: id.logIndex + 1n};
    await expect(
      b.wallet.writeContract({
        address: interopPredeploys.l2ToL2CrossDomainMessenger,
        abi: relayAbi,
        functionName: 'relayMessage',
        args: [id, payload],
        accessList: executingMessageAccessList(otherId, payload),
      } as any),
    ).rejects.toThrow(/NotInAccessList/);

    const receipt = await b.reader.waitForTransactionReceipt({hash: await relay(id, payload)});
    expect(receipt.status).toBe('success');
    const events = parseEventLogs({abi: [...l2ToL2CrossDomainMessengerAbi, ...crossL2InboxAbi], logs: receipt.logs});
    expect(events.map((event) => event.eventName)).toEqual(['ExecutingMessage', 'RelayedMessage']);
    await expect(relay(id, payload)).rejects.toThrow(/MessageAlreadyRelayed/);
  });

  it('refuse a message meant for another chain, and a log the messenger did not emit', async () => {
    const {id, payload} = await sendMessage('0x000000000000000000000000000000000000bEEF', '0x');
    await expect(relay({...id, origin: '0x000000000000000000000000000000000000bEEF'}, payload)).rejects.toThrow(
      /IdOriginNotL2ToL2CrossDomainMessenger/,
    );
    await expect(
      a.wallet.writeContract({
        address: interopPredeploys.l2ToL2CrossDomainMessenger,
        abi: l2ToL2CrossDomainMessengerAbi,
        functionName: 'relayMessage',
        args: [id, payload],
        accessList: executingMessageAccessList(id, payload),
      } as any),
    ).rejects.toThrow(/MessageDestinationNotRelayChain/);
  });

  it('answer crossDomainMessageContext only while a message executes', async () => {
    await expect(
      b.reader.readContract({
        address: interopPredeploys.l2ToL2CrossDomainMessenger,
        abi: l2ToL2CrossDomainMessengerAbi,
        functionName: 'crossDomainMessageContext',
      } as any),
    ).rejects.toThrow(/NotEntered/);
  });

  it('fail with a message naming the port when it is taken', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen({host: '127.0.0.1', port: 0}, resolve));
    const {port} = blocker.address() as net.AddressInfo;
    try {
      await expect(assertPortFree(port, 'chain A (901)')).rejects.toThrow(
        `Port ${port} on 127.0.0.1 is already in use, so chain A (901) cannot start there.`,
      );
      await expect(startSupersim({autorelay: false, ports: [port, 0], blockTime: 0})).rejects.toThrow(`Port ${port}`);
    } finally {
      blocker.close();
    }
  });
});

describe('the autorelayer', () => {
  it('relays every SentMessage to its destination, as Supersim --interop.autorelay does', async () => {
    const cluster = await startSupersim({autorelay: true, ports: [0, 0], blockTime: 0});
    try {
      const a = clients(cluster.chainA.chainId, cluster.chainA.url);
      const b = clients(cluster.chainB.chainId, cluster.chainB.url);
      const hashes: Hex[] = [];
      for (const target of ['0x000000000000000000000000000000000000bEEF', '0x000000000000000000000000000000000000dEaD'] as const) {
        hashes.push(
          await a.wallet.writeContract({
            address: interopPredeploys.l2ToL2CrossDomainMessenger,
            abi: l2ToL2CrossDomainMessengerAbi,
            functionName: 'sendMessage',
            args: [BigInt(cluster.chainB.chainId), target, '0x'],
          } as any),
        );
      }
      // And one the other way, from B to A.
      hashes.push(
        await b.wallet.writeContract({
          address: interopPredeploys.l2ToL2CrossDomainMessenger,
          abi: l2ToL2CrossDomainMessengerAbi,
          functionName: 'sendMessage',
          args: [BigInt(cluster.chainA.chainId), '0x000000000000000000000000000000000000bEEF', '0x'],
        } as any),
      );
      const deadline = Date.now() + 20_000;
      while (cluster.autorelayer!.relays.filter((relay) => relay.status === 'success').length < 3 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const relays = cluster
        .autorelayer!.relays.map(({source, destination, messageNonce, status, error}) => ({
          source,
          destination,
          messageNonce,
          status,
          error,
        }))
        .sort((x, y) => x.source - y.source || Number(x.messageNonce - y.messageNonce));
      expect(relays).toEqual([
        {source: 901, destination: 902, messageNonce: 0n, status: 'success', error: undefined},
        {source: 901, destination: 902, messageNonce: 1n, status: 'success', error: undefined},
        {source: 902, destination: 901, messageNonce: 0n, status: 'success', error: undefined},
      ]);
    } finally {
      await cluster.stop();
    }
  }, 60_000);
});
