/**
 * The Rust components whose clap flags the reader knows how to find: where each binary's command
 * struct is, which subcommand runs the service, and which Cargo workspaces hold the crates it
 * flattens. op-reth's node arguments come from reth at the tag op-reth's workspace pins.
 */
import {parse as parseToml} from 'smol-toml';
import type {RustCommand} from './rustFlags';
import {openSourceTree} from './sourceTree';
import type {SourceTree} from './types';

/** The tree keys the commands use: the Optimism monorepo, and reth for op-reth. */
export const OPTIMISM = 'optimism';
export const RETH = 'reth';

/** The monorepo's Cargo workspace (kona and op-reth share it). */
const optimismWorkspace = {tree: OPTIMISM, manifest: 'rust/Cargo.toml'};

export const rustComponents: Record<string, {command: RustCommand; needs: string[]}> = {
  // `kona-node node`: the global arguments of the root command and the node subcommand's.
  'kona-node': {
    needs: [OPTIMISM],
    command: {tree: OPTIMISM, crate: 'kona-node', struct: 'Cli', subcommands: ['node'], workspaces: [optimismWorkspace]},
  },
  // `op-reth node`: op-reth's Cli<OpChainSpecParser, RollupArgs> (bin/src/main.rs), reth's
  // NodeCommand, and RollupArgs as its extension.
  'op-reth': {
    needs: [OPTIMISM, RETH],
    command: {
      tree: OPTIMISM,
      crate: 'reth-optimism-cli',
      struct: 'Cli',
      typeArguments: {Spec: 'OpChainSpecParser', Ext: 'RollupArgs'},
      subcommands: ['node'],
      workspaces: [optimismWorkspace, {tree: RETH, manifest: 'Cargo.toml'}],
    },
  },
};

/** A git dependency as a workspace manifest pins it: the repository URL and its tag or rev. */
export type GitPin = {git: string; tag?: string; rev?: string; branch?: string};

/**
 * The git pin of `crate` in a workspace manifest's `[workspace.dependencies]` (op-reth: reth's
 * `reth-node-core`), so the caller can open that repository at the same version. Throws when the
 * dependency is missing or not a git dependency.
 */
export function gitPin(tree: SourceTree, manifest: string, crate: string): GitPin {
  const text = tree.read(manifest);
  if (text === undefined) throw new Error(`${tree.repository}: no ${manifest} at ${tree.ref}`);
  const parsed = parseToml(text) as {workspace?: {dependencies?: Record<string, unknown>}};
  const entry = parsed.workspace?.dependencies?.[crate] as Partial<GitPin> | undefined;
  if (!entry || typeof entry !== 'object' || typeof entry.git !== 'string') {
    throw new Error(`${tree.repository}:${manifest} at ${tree.ref}: ${crate} is not a git dependency of the workspace`);
  }
  return {git: entry.git, tag: entry.tag, rev: entry.rev, branch: entry.branch};
}

/**
 * `reth` (a clone of paradigmxyz/reth) opened at the tag or rev the monorepo's workspace
 * (`rust/Cargo.toml` of `tree`) pins for `crate`: the reth that op-reth is built against.
 */
export function openPinnedReth(tree: SourceTree, reth: string, crate = 'reth-node-core'): SourceTree {
  const version = gitPin(tree, 'rust/Cargo.toml', crate);
  return openSourceTree(reth, 'paradigmxyz/reth', (version.tag ?? version.rev)!);
}
