import {supersim as supersimConstants} from '../../fixtures/interopTutorial';
import {startAnvil, type AnvilChain} from './anvil';
import {startAutorelay, type Autorelayer} from './autorelay';
import {installPredeploys} from './predeploys';

export {ethLiquidityInitialBalance, interopPredeploys, predeployContracts} from './predeploys';
export {crossL2InboxAbi, l2ToL2CrossDomainMessengerAbi} from './abis';
export {executingMessageAccessList, messageChecksum, messagePayload, type Identifier} from './autorelay';

/**
 * What the tutorials need of Supersim, made of real anvil processes: chain A (901) on port 9545
 * and chain B (902) on port 9546 (the ports the pages use), each with the interop predeploys at
 * their addresses and the development accounts funded, mining a block every 2 seconds as
 * Supersim's L2 chains do. With `autorelay` a relayer executes every cross-chain message on its
 * destination, as `supersim --interop.autorelay` does; without it, messages wait to be relayed by
 * hand (the manual-relay page). The L1 (900, port 8545) is left out: no tutorial step uses it.
 *
 * Each call starts fresh chains, as a restarted Supersim does. Call stop() when done.
 */
export type Supersim = {
  chainA: AnvilChain;
  chainB: AnvilChain;
  autorelayer?: Autorelayer;
  stop(): Promise<void>;
};

export type SupersimOptions = {
  autorelay: boolean;
  /** Ports for chains A and B; the tutorials' ports unless a test needs others (0: any free port). */
  ports?: [number, number];
  /** Seconds per block; Supersim's L2 chains use 2 (the default). 0 mines a block per transaction. */
  blockTime?: number;
};

/** The loopback ports of Supersim's chains A and B, from the tutorial's RPC URLs. */
export const supersimPorts: [number, number] = [
  Number(new URL(supersimConstants.chainA.rpcUrl).port),
  Number(new URL(supersimConstants.chainB.rpcUrl).port),
];

/** Supersim relays from development account 9 (interop/relayer.go: devkeys.UserKey(9)). */
const relayerAccountIndex = 9;

export async function startSupersim(options: SupersimOptions): Promise<Supersim> {
  const [portA, portB] = options.ports ?? supersimPorts;
  const blockTime = options.blockTime === 0 ? undefined : (options.blockTime ?? 2);
  const started: AnvilChain[] = [];
  const stopAll = () => Promise.all(started.map((chain) => chain.stop())).then(() => undefined);
  try {
    // Settle both before deciding, so a chain that did start is stopped when the other one fails.
    const results = await Promise.allSettled(
      [
        {chainId: supersimConstants.chainA.chainId, port: portA, label: 'chain A'},
        {chainId: supersimConstants.chainB.chainId, port: portB, label: 'chain B'},
      ].map(async ({chainId, port, label}) => {
        const chain = await startAnvil({chainId, port, blockTime, label: `${label} (${chainId})`});
        started.push(chain);
        await installPredeploys(chain.url);
        return chain;
      }),
    );
    const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failure) throw failure.reason;
    const [chainA, chainB] = results.map((result) => (result as PromiseFulfilledResult<AnvilChain>).value);
    const relayerKey = chainB.devKeys[relayerAccountIndex];
    if (!relayerKey) throw new Error(`anvil printed no development account ${relayerAccountIndex}.`);
    const autorelayer = options.autorelay ? startAutorelay([chainA, chainB], relayerKey) : undefined;
    return {
      chainA,
      chainB,
      autorelayer,
      async stop() {
        await autorelayer?.stop();
        await stopAll();
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
