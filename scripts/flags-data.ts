// Reads a component's flags from its source at a release tag and writes them as data:
//   npm run data:flags -- <checkout> <component> <tag> [--reth <reth checkout>] [--out <file>]
// <checkout> is a git repository of the Optimism monorepo (a bare clone works: files are read with
// `git show`, nothing is checked out); for proxyd it is one of ethereum-optimism/infra, and the data
// is proxyd's TOML configuration keys (scripts/flags/tomlKeys.ts). op-reth also needs a clone of
// paradigmxyz/reth (--reth), read at the tag op-reth's rust/Cargo.toml pins. The output names the repository, tag, commit and every
// file read; what the reader could not evaluate is listed in `notes` and printed, never guessed.
// Nothing is fetched. The output is src/features/reference-tables/data/flags/<component>.json; our
// descriptions and groups are in <component>.descriptions.json beside it (see flagSources.ts).
import {goCommandFor} from './flags/goComponents';
import {runReaderCommand} from './flags/readerCommand';
import {readGoFlags} from './flags/goFlags';
import {openPinnedReth, OPTIMISM, RETH, rustComponents} from './flags/rustComponents';
import {readRustFlags} from './flags/rustFlags';
import {openSourceTree} from './flags/sourceTree';
import {proxyd, readTomlKeys} from './flags/tomlKeys';
import type {GeneratedFlags} from '../src/features/reference-tables/flagSources';
import type {SourceTree} from './flags/types';

const monorepo = 'ethereum-optimism/optimism';

export type FlagsData = GeneratedFlags;

/** Reads `component` at `tag`; `reth` is the reth clone for op-reth. */
export async function readComponentFlags(checkout: string, component: string, tag: string, reth?: string): Promise<FlagsData> {
  if (component === 'proxyd') {
    // proxyd's reference is of its configuration file's keys, read from ethereum-optimism/infra.
    const infra = openSourceTree(checkout, 'ethereum-optimism/infra', tag);
    const read = await readTomlKeys(infra, proxyd);
    const source = {repository: infra.repository, ref: infra.ref, commit: infra.commit, paths: read.paths};
    return {component, release: tag, syntax: 'toml', sources: [source], flags: read.flags, notes: read.notes};
  }
  const tree = openSourceTree(checkout, monorepo, tag);
  const pin = (source: SourceTree, paths: string[]) => ({repository: source.repository, ref: source.ref, commit: source.commit, paths});
  const rust = rustComponents[component];
  if (rust) {
    const trees = new Map<string, SourceTree>([[OPTIMISM, tree]]);
    if (rust.needs.includes(RETH)) {
      if (!reth) throw new Error(`${component} flattens reth's node arguments: pass a paradigmxyz/reth clone with --reth`);
      trees.set(RETH, openPinnedReth(tree, reth));
    }
    const read = await readRustFlags(trees, rust.command);
    return {component, release: tag, sources: read.sources, flags: read.flags, notes: read.notes};
  }
  const read = await readGoFlags(tree, goCommandFor(component, tree));
  return {component, release: tag, sources: [pin(tree, read.paths)], flags: read.flags, notes: read.notes};
}

if (require.main === module) {
  runReaderCommand(
    'data:flags',
    ({checkout, component, tag, reth}) => readComponentFlags(checkout, component, tag, reth),
    (data, {component, tag}) => [`${component} at ${tag}: ${data.flags.length} flags, ${data.notes.length} notes`],
  );
}
