/**
 * Where each Go service of the Optimism monorepo assembles its flags, for `readGoFlags`. Chosen by
 * reading each service's main (cmd) and flags packages at its newest tag and at the tag of the
 * hand-written reference; where the two differ, `goCommandFor` picks by the files the tree has, so a
 * spec never depends on comparing version numbers.
 */
import type {GoCommand} from './goFlags';
import type {SourceTree} from './types';

const MODULE = 'github.com/ethereum-optimism/optimism';

// Every service hands its list to cliapp.ProtectFlags, which clones each flag through a type switch;
// the clone has the same fields, so the reader takes its argument as its result.
const copies = ['op-service/cliapp.ProtectFlags'];

/** A service whose main sets `app.Flags = cliapp.ProtectFlags(flags.Flags)`. */
const flagsPackage = (component: string, extra: Partial<GoCommand> = {}): GoCommand => ({
  module: MODULE,
  package: `${component}/flags`,
  flags: 'Flags',
  copies,
  ...extra,
});

/**
 * The Go services, by component name. op-node, op-batcher, op-proposer, op-dispute-mon and
 * op-conductor keep their whole list in `<component>/flags.Flags` (built partly in init()) at both
 * the reference tags and the newest ones. op-challenger adds subcommands (list-games, move, ...) in
 * cmd/main.go's `run`; op-deployer builds its app, with nested subcommands, in `main` up to
 * v0.3.x and in `pkg/cli.NewApp` later (see `goCommandFor`).
 */
export const goComponents: Record<string, GoCommand> = {
  'op-node': flagsPackage('op-node'),
  'op-batcher': flagsPackage('op-batcher'),
  'op-proposer': flagsPackage('op-proposer'),
  'op-challenger': flagsPackage('op-challenger', {app: {package: 'op-challenger/cmd', function: 'run', variable: 'app'}}),
  'op-dispute-mon': flagsPackage('op-dispute-mon'),
  'op-conductor': flagsPackage('op-conductor'),
  'op-deployer': {
    module: MODULE,
    package: 'op-deployer/pkg/cli',
    app: {package: 'op-deployer/pkg/cli', function: 'NewApp', variable: 'app'},
    copies,
  },
  // main passes FullDynamicFlags(chains): the base list, a `vn.all.<name>` and `vn.<chain id>.<name>`
  // copy of every op-node flag (renamed through a type switch the reader does not run), then the
  // flags activities register from their init(). The base list and the registered ones are read; the
  // vn.* copies are op-node's flags under a prefix and are left to the page to describe.
  'op-supernode': flagsPackage('op-supernode', {
    imports: ['op-supernode/supernode/activity/interop'],
    extra: [{package: 'op-supernode/flags', expression: 'activityFlags'}],
  }),
};

/** The spec for a component at the tree's tag: op-deployer's app moved from cmd/op-deployer's main to pkg/cli. */
export function goCommandFor(component: string, tree: SourceTree): GoCommand {
  const command = goComponents[component];
  if (!command) throw new Error(`no Go flag spec for ${component} (known: ${Object.keys(goComponents).join(', ')})`);
  if (component === 'op-deployer' && tree.read('op-deployer/pkg/cli/app.go') === undefined) {
    return {
      ...command,
      package: 'op-deployer/cmd/op-deployer',
      app: {package: 'op-deployer/cmd/op-deployer', function: 'main', variable: 'app'},
    };
  }
  return command;
}
