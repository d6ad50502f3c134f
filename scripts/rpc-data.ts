// Reads a component's JSON-RPC API from its source at a release tag and writes it as data:
//   npm run data:rpc -- <checkout> <component> <tag> [--reth <reth checkout>] [--out <file>]
// <checkout> is a git repository of the Optimism monorepo (a bare clone works: files are read with
// `git show`, nothing is checked out). op-reth also needs a clone of paradigmxyz/reth (--reth), read
// at the tag op-reth's rust/Cargo.toml pins, for the reth traits it implements. The output names the repository, tag, commit and every file
// read; what the reader could not resolve is listed in `notes` and printed, never guessed. Nothing
// is fetched. The output is src/features/reference-tables/data/rpc/<component>.json; our
// descriptions are in <component>.descriptions.json beside it (see rpcSources.ts).
import {runReaderCommand} from './flags/readerCommand';
import {openPinnedReth, RETH} from './flags/rustComponents';
import {openSourceTree} from './flags/sourceTree';
import type {SourceTree} from './flags/types';
import {readGoRpc, type GoRpcComponent} from './rpc/goRpc';
import {readRustRpc, type RustRpcComponent} from './rpc/rustRpc';
import type {GeneratedRpc} from '../src/features/reference-tables/rpcSources';

const monorepo = 'ethereum-optimism/optimism';
const MODULE = 'github.com/ethereum-optimism/optimism';

/** The Go components: the packages whose code registers their APIs on their RPC servers. */
export const goRpcComponents: Record<string, GoRpcComponent> = {
  // op-node/node registers optimism, opp2p, opstack and admin (node.go, server.go); op-service/rpc
  // adds health to every server it builds (handler.go).
  'op-node': {module: MODULE, packages: ['op-node/node', 'op-service/rpc']},
};

/**
 * The Rust components: the folders whose jsonrpsee traits declare what they add to Ethereum's API,
 * and the folders whose `impl <Trait>Server` blocks serve traits declared elsewhere.
 */
export const rustRpcComponents: Record<string, RustRpcComponent> = {
  // kona-node's service merges every trait of its rpc crate (dev and ws only when enabled).
  'kona-node': {folders: ['rust/kona/crates/node/rpc/src']},
  // op-reth's own rpc crate: the methods it adds to, or overrides in, the debug, engine, eth and admin
  // namespaces. The same crate implements op-alloy's MinerApiExt (miner.rs) and reth's L2EthApiExt
  // (eth/ext.rs); the node's add-ons (node/src/node.rs, OpAddOns::launch_add_ons) install them, the
  // miner one with `add_or_replace_if_module_configured(RethRpcModule::Miner, ..)` and
  // `merge_auth_methods`, the conditional one with `merge_if_module_configured(RethRpcModule::Eth, ..)`
  // only `if enable_tx_conditional` (RollupArgs::enable_tx_conditional, node/src/args.rs).
  'op-reth': {
    folders: ['rust/op-reth/crates/rpc/src'],
    implementations: ['rust/op-reth/crates/rpc/src'],
    traitSources: [
      {folders: ['rust/op-alloy/crates/rpc-jsonrpsee/src']},
      {tree: RETH, crate: 'reth-rpc-eth-api', folders: ['crates/rpc/rpc-eth-api/src']},
    ],
    registeredBy: ['rust/op-reth/crates/node/src/node.rs'],
  },
};

/** Reads `component` at `tag` from the monorepo clone `checkout`; `reth` is the reth clone for op-reth. */
export async function readComponentRpc(checkout: string, component: string, tag: string, reth?: string): Promise<GeneratedRpc> {
  const tree = openSourceTree(checkout, monorepo, tag);
  const go = goRpcComponents[component];
  const rust = rustRpcComponents[component];
  if (!go && !rust) {
    throw new Error(
      `no RPC reader for ${component}; known: ${[...Object.keys(goRpcComponents), ...Object.keys(rustRpcComponents)].join(', ')}`,
    );
  }
  if (go) {
    const read = await readGoRpc(tree, go);
    const sources = [{repository: tree.repository, ref: tree.ref, commit: tree.commit, paths: read.paths}];
    return {component, release: tag, sources, namespaces: read.namespaces, notes: read.notes};
  }
  const others = new Map<string, SourceTree>();
  for (const origin of rust.traitSources ?? []) {
    if (origin.tree !== RETH) continue;
    if (!reth) throw new Error(`${component} implements traits reth declares: pass a paradigmxyz/reth clone with --reth`);
    const opened = openPinnedReth(tree, reth, origin.crate);
    const known = others.get(RETH);
    if (known && known.commit !== opened.commit) throw new Error(`${component}: the workspace pins reth crates at different versions`);
    others.set(RETH, opened);
  }
  const read = await readRustRpc(tree, rust, others);
  return {
    component,
    release: tag,
    sources: [{repository: tree.repository, ref: tree.ref, commit: tree.commit, paths: read.paths}, ...read.otherSources],
    namespaces: read.namespaces,
    notes: read.notes,
  };
}

if (require.main === module) {
  runReaderCommand(
    'data:rpc',
    ({checkout, component, tag, reth}) => readComponentRpc(checkout, component, tag, reth),
    (data, {component, tag}) => {
      const methods = data.namespaces.reduce((sum, namespace) => sum + namespace.methods.length, 0);
      return [
        `${component} at ${tag}: ${data.namespaces.length} namespaces, ${methods} methods, ${data.notes.length} notes`,
        ...data.namespaces.map((namespace) => `  ${namespace.name}: ${namespace.methods.length}`),
      ];
    },
  );
}
