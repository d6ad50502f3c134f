import fs from 'node:fs';
import path from 'node:path';
import {readDocPages, withoutCodeBlocks, type DocPage} from '../support/docsContent';
import {siteDir} from '../support/paths';
import {routes} from '../support/siteData';
import {flagNames, type FlagReference} from '../../src/features/reference-tables/referenceData';
import {readRpcReference, rpcComponents} from '../../src/features/reference-tables/rpcSources';
import {flagComponents, isGenerated, readFlagReference, referenceBehind} from '../../src/features/reference-tables/flagSources';
import {validateComponentReleases, type Upgrade} from '../../src/features/upgrades/upgradesData';

const dataDir = path.join(siteDir, 'src/features/reference-tables/data');
const flagsDir = path.join(dataDir, 'flags');
const releasesDir = path.join(siteDir, 'src/features/upgrades/data/releases');

const flagReferences = new Map<string, FlagReference>(
  flagComponents(flagsDir).map((component) => [component, readFlagReference(flagsDir, component)]),
);

/** The components a page renders flag tables for: `<FlagTable component="op-node" ... />`. */
const flagTablesOf = (page: DocPage): string[] => [...page.body.matchAll(/<FlagTable\s[^>]*component="([^"]+)"/g)].map((match) => match[1]);

let pages: DocPage[];
beforeAll(async () => {
  pages = await readDocPages();
});

describe('flag and JSON-RPC references', () => {
  // The components whose every flag the site documents (issue: complete references from data).
  const components = [
    'op-node',
    'kona-node',
    'op-reth',
    'op-geth',
    'op-batcher',
    'op-proposer',
    'op-challenger',
    'op-dispute-mon',
    'op-conductor',
    'op-deployer',
    'op-supernode',
    'op-supervisor',
    'proxyd',
    'supersim',
  ];
  // Read from the source by npm run data:flags (the rest were written by hand from a retired or
  // app-developer component's final source: op-geth, op-supervisor, supersim).
  const generated = components.filter((component) => !['op-geth', 'op-supervisor', 'supersim'].includes(component));

  it('have a valid data file for every component, read at a release with its commit', () => {
    expect([...flagReferences.keys()].sort()).toEqual([...components].sort());
    expect(generated.filter((component) => !isGenerated(flagsDir, component))).toEqual([]);
    const rpcDir = path.join(dataDir, 'rpc');
    for (const component of rpcComponents(rpcDir)) expect(() => readRpcReference(rpcDir, component)).not.toThrow();
    expect(rpcComponents(rpcDir)).toEqual(expect.arrayContaining(['op-node', 'kona-node', 'op-reth']));
  });

  it('document the newest final release whose source the site reads', () => {
    const behind = generated.flatMap((component) => {
      const file = path.join(releasesDir, `${component}.json`);
      const releases = validateComponentReleases(file, JSON.parse(fs.readFileSync(file, 'utf8'))).releases;
      return referenceBehind(component, flagReferences.get(component)!.release, releases) ?? [];
    });
    expect(behind).toEqual([]);
  });

  it('render every component on a page, complete (every group of its file appears)', () => {
    for (const [component, reference] of flagReferences) {
      const calls = pages.flatMap((page) => [
        ...page.body.matchAll(new RegExp(`<FlagTable\\s+component="${component}"(?:\\s+group="([^"]+)")?`, 'g')),
      ]);
      expect({component, shown: calls.length > 0}).toEqual({component, shown: true});
      const wholeFile = calls.some((call) => call[1] === undefined);
      const groupsShown = new Set(calls.map((call) => call[1]));
      const missing = wholeFile ? [] : reference.groups.map((group) => group.title).filter((title) => !groupsShown.has(title));
      expect({component, missing}).toEqual({component, missing: []});
    }
    for (const component of rpcComponents(path.join(dataDir, 'rpc'))) {
      expect({component, shown: pages.some((page) => new RegExp(`<RpcMethods\\s+component="${component}"`).test(page.body))}).toEqual({
        component,
        shown: true,
      });
    }
  });

  it('mention in prose only flags that exist in the component the page documents', () => {
    const unknown: string[] = [];
    for (const page of pages) {
      const components = flagTablesOf(page);
      if (components.length === 0) continue;
      const known = new Set(components.flatMap((component) => [...flagNames(flagReferences.get(component)!)]));
      const mentioned = new Set([...withoutCodeBlocks(page.body).matchAll(/`--([a-z0-9][a-z0-9._-]*)/g)].map((match) => match[1]));
      // --help and --version come with every command-line program.
      for (const flag of [...mentioned].filter((name) => !known.has(name) && name !== 'help' && name !== 'version')) {
        unknown.push(`${page.file}: --${flag} is not a flag of ${components.join(', ')}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  // Every command a reader copies: the flags after a component's program (or its image, after
  // `docker run ... image`) and every environment variable with the component's prefix, anywhere on
  // any page. op-geth's reference documents only its rollup flags, so its commands are not checked.
  const checkedCommands = components.filter((component) => component !== 'op-geth' && component !== 'proxyd');
  const envPrefix = (component: string): string | undefined => {
    const prefix = `${component.toUpperCase().replace(/-/g, '_')}_`;
    const env = flagReferences.get(component)!.groups.flatMap((group) => group.flags.flatMap((flag) => flag.env));
    return env.filter((name) => name.startsWith(prefix)).length * 2 >= env.length && env.length > 0 ? prefix : undefined;
  };
  const knownEnv = (component: string) =>
    new Set(flagReferences.get(component)!.groups.flatMap((group) => group.flags.flatMap((flag) => flag.env)));
  // Flags of a release newer than the reference (its source not readable here) that an upgrade's
  // notice names, such as op-challenger v1.9.5's --superroot-rpc for Upgrade 20.
  const upgrades = (
    JSON.parse(fs.readFileSync(path.join(siteDir, 'src/features/upgrades/data/upgrades.json'), 'utf8')) as {
      upgrades: Upgrade[];
    }
  ).upgrades;
  const announced = (component: string) =>
    upgrades.flatMap((upgrade) =>
      (upgrade.requiredReleases ?? []).filter((required) => required.component === component).flatMap((required) => required.flags ?? []),
    );
  // Names a program builds at run time, which no reference can list. op-supernode clones every op-node
  // flag per chain as vn.all.<flag> and vn.<chain id>.<flag>, with OP_SUPERNODE_VN_ALL_ or
  // OP_SUPERNODE_VN_<chain id>_ before op-node's variable (FullDynamicFlags in op-supernode/flags/flags.go
  // at op-supernode/v0.2.1): those are checked against op-node's reference. Supersim reads
  // SUPERSIM_RPC_URL_<network or chain> (orchestrator/fork.go at 0.1.0-alpha.59).
  const opNode = flagReferences.get('op-node')!;
  const opNodeEnv = new Set(opNode.groups.flatMap((group) => group.flags.flatMap((flag) => flag.env)));
  const builtAtRunTime = (component: string, name: string): boolean =>
    (component === 'op-supernode' && flagNames(opNode).has(name.replace(/^vn\.(?:all|\d+)\./, '')) && /^vn\.(?:all|\d+)\./.test(name)) ||
    (component === 'op-supernode' && opNodeEnv.has(name.replace(/^OP_SUPERNODE_VN_(?:ALL|\d+)_/, 'OP_NODE_'))) ||
    (component === 'supersim' && /^SUPERSIM_RPC_URL_[A-Z0-9_]+$/.test(name));
  const codeBlocks = (body: string): string[] => [...body.matchAll(/^\s*(`{3,})[^\n]*\n([\s\S]*?)^\s*\1\s*$/gm)].map((match) => match[2]);
  const programOf = (token: string) =>
    token
      .replace(/^["']/, '')
      .replace(/^.*\//, '')
      .replace(/[:"'].*$/, '');

  /**
   * The component a command line runs and the flags it passes it: the words after the program, or
   * for `docker run ... --entrypoint op-node "$IMAGE" ...` the words after the image. A program name
   * given as another option's value (`--name op-batcher`) is not the command.
   */
  function commandFlags(line: string): {component: string; flags: string[]} | undefined {
    const tokens = line.trim().split(/\s+/);
    const at = tokens.findIndex(
      (token, index) =>
        checkedCommands.includes(programOf(token)) &&
        (index === 0 || !tokens[index - 1].startsWith('-') || tokens[index - 1] === '--entrypoint'),
    );
    if (at < 0) return undefined;
    const image =
      tokens[at - 1] === '--entrypoint'
        ? tokens.findIndex((token, index) => index > at && !token.startsWith('-') && !tokens[index - 1].startsWith('-'))
        : at;
    const flags = tokens.slice(image + 1).flatMap((token) => /^["']?--([a-z0-9][a-z0-9._-]*)(?:=|["']?$)/.exec(token)?.[1] ?? []);
    return {component: programOf(tokens[at]), flags};
  }

  // A name the site's own steps set and then expand (export OP_NODE_IMAGE=..., "$OP_NODE_IMAGE") is a
  // shell variable of the tutorial, not one the component reads.
  const shellVariables = (): Set<string> => {
    const all = pages.map((page) => page.body).join('\n');
    const assigned = new Set([...all.matchAll(/^\s*(?:export\s+)?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]));
    return new Set([...all.matchAll(/\$\{?([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]).filter((name) => assigned.has(name)));
  };

  it('write only flags and environment variables that the documented release of the component has', () => {
    const unknown: string[] = [];
    const tutorialVariables = shellVariables();
    for (const page of pages) {
      for (const line of codeBlocks(page.body).flatMap((block) => block.replace(/\\\n/g, ' ').split('\n'))) {
        const command = commandFlags(line);
        if (!command) continue;
        const reference = flagReferences.get(command.component)!;
        const known = new Set([...flagNames(reference), ...announced(command.component).map((flag) => flag.name), 'help', 'version']);
        for (const flag of command.flags.filter((name) => !known.has(name) && !builtAtRunTime(command.component, name))) {
          unknown.push(`${page.file}: --${flag} is not a flag of ${command.component} ${reference.release}`);
        }
      }
      // A sentence that says a variable was removed or renamed may name it; a command may not.
      const prose = withoutCodeBlocks(page.body)
        .split('\n')
        .filter((line) => !/removed|renamed|replaced|no longer/i.test(line))
        .join('\n');
      const text = `${prose}\n${codeBlocks(page.body).join('\n')}`;
      for (const component of checkedCommands) {
        const prefix = envPrefix(component);
        if (!prefix) continue;
        const env = new Set([...knownEnv(component), ...announced(component).map((flag) => flag.env)]);
        for (const name of new Set(text.match(new RegExp(`\\b${prefix}[A-Z0-9_]*[A-Z0-9]\\b`, 'g')) ?? [])) {
          if (env.has(name) || tutorialVariables.has(name) || builtAtRunTime(component, name)) continue;
          unknown.push(`${page.file}: ${name} is not an environment variable of ${component} ${flagReferences.get(component)!.release}`);
        }
      }
    }
    expect(unknown).toEqual([]);
  });

  it('never present a deprecated flag without saying so', () => {
    const unmarked: string[] = [];
    for (const page of pages) {
      for (const component of flagTablesOf(page)) {
        const deprecated = flagReferences.get(component)!.groups.flatMap((group) => group.flags.filter((flag) => flag.deprecated));
        for (const flag of deprecated) {
          const lines = withoutCodeBlocks(page.body)
            .split('\n')
            .filter((line) => line.includes(`\`--${flag.name}\``));
          for (const line of lines.filter((text) => !/deprecat|removed|replaced|no longer/i.test(text))) {
            unmarked.push(`${page.file}: --${flag.name} (deprecated) in "${line.trim().slice(0, 80)}"`);
          }
        }
      }
    }
    expect(unmarked).toEqual([]);
  });
});

describe('page sources', () => {
  it('stand in the front matter, never stranded in the page body where readers would see YAML', () => {
    const stranded = pages
      .filter((page) => /^(?:sources:|\s+- (?:repository|package): )/m.test(withoutCodeBlocks(page.body)))
      .map((page) => page.file);
    expect(stranded).toEqual([]);
  });
});

describe('currency', () => {
  it('says the public interop devnet is deprecated wherever a page names it', () => {
    const devnet = /420120000|420120001|interop-alpha-[01]|interopAlpha[01]/;
    const live = pages.filter((page) => devnet.test(page.body) && !/deprecated/i.test(page.body)).map((page) => page.file);
    expect(live).toEqual([]);
  });

  it('asks for the Node.js version the tutorial code needs (18 or higher), never 16', () => {
    const stale = pages
      .filter((page) => /Node(?:\.js)? (?:v)?16(?:\.\d+)*(?: or (?:higher|newer|later)|\+)/i.test(page.body))
      .map((page) => page.file);
    expect(stale).toEqual([]);
  });
});

describe('fact-check log (fact-check/*.tsv)', () => {
  const logDir = path.join(siteDir, 'fact-check');
  const logs = fs.readdirSync(logDir).filter((file) => file.endsWith('.tsv'));
  const header = ['route', 'claim', 'source', 'outcome', 'note'];
  const outcomes = ['confirmed', 'changed', 'removed', 'added'];
  // owner/repo@ref:path with a release tag (it names a version) or a commit, npm:package@version(:path),
  // or site:path for what the site's own files say about the site (how to build it, what a test checks).
  const sourcePattern =
    /^(?:site:\S+|[\w.-]+\/[\w.-]+@(?:[0-9a-f]{40}|[^:\s]*\d+\.\d+[^:\s]*):\S.*|npm:(?:@[\w.-]+\/)?[\w.-]+@\d[^:\s]*(?::\S.*)?)$/;
  const knownRoutes = new Set(routes);

  it('has a log per section checked', () => {
    expect(logs.length).toBeGreaterThan(0);
  });

  it.each(logs)('%s: every row names a served route, a claim, a pinned source (or none, for a removed claim) and an outcome', (log) => {
    const [first, ...rows] = fs.readFileSync(path.join(logDir, log), 'utf8').trimEnd().split('\n');
    expect(first.split('\t')).toEqual(header);
    const problems = rows
      .map((row, index) => ({fields: row.split('\t'), line: index + 2}))
      .flatMap(({fields: [route, claim, source, outcome, ...rest], line}) => [
        ...(knownRoutes.has(route) ? [] : [`line ${line}: route ${JSON.stringify(route)} is not a route of the site`]),
        ...(claim?.trim() ? [] : [`line ${line}: no claim`]),
        // A claim removed for want of a source may name none; every value kept names its source.
        ...(sourcePattern.test(source ?? '') || (outcome === 'removed' && source === 'none')
          ? []
          : [`line ${line}: source ${JSON.stringify(source)} is not owner/repo@ref:path or npm:package@version`]),
        ...(outcomes.includes(outcome) ? [] : [`line ${line}: outcome ${JSON.stringify(outcome)} is not one of ${outcomes.join(', ')}`]),
        ...(rest.length <= 1 ? [] : [`line ${line}: more than five fields`]),
      ]);
    expect(problems).toEqual([]);
  });
});
