import fs from 'node:fs';
import path from 'node:path';
import {readDocPages, withoutCodeBlocks, type DocPage} from '../support/docsContent';
import {siteDir} from '../support/paths';
import {routes} from '../support/siteData';
import {
  flagNames,
  validateFlagReference,
  validateRpcReference,
  type FlagReference,
} from '../../src/features/reference-tables/referenceData';

const dataDir = path.join(siteDir, 'src/features/reference-tables/data');
const jsonFiles = (folder: string) =>
  fs
    .readdirSync(path.join(dataDir, folder))
    .filter((file) => file.endsWith('.json'))
    .sort();
const readJson = (folder: string, file: string): unknown => JSON.parse(fs.readFileSync(path.join(dataDir, folder, file), 'utf8'));

const flagReferences = new Map<string, FlagReference>(
  jsonFiles('flags').map((file) => {
    const component = file.replace(/\.json$/, '');
    return [component, validateFlagReference(`src/features/reference-tables/data/flags/${file}`, component, readJson('flags', file))];
  }),
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
    'op-geth',
    'op-batcher',
    'op-proposer',
    'op-challenger',
    'op-conductor',
    'op-deployer',
    'op-supervisor',
    'proxyd',
    'supersim',
  ];

  it('have a valid data file for every component, read at a release with its commit', () => {
    expect([...flagReferences.keys()].sort()).toEqual([...components].sort());
    for (const file of jsonFiles('rpc')) {
      expect(() =>
        validateRpcReference(`src/features/reference-tables/data/rpc/${file}`, file.replace(/\.json$/, ''), readJson('rpc', file)),
      ).not.toThrow();
    }
    expect(jsonFiles('rpc')).toContain('op-node.json');
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
    expect(pages.some((page) => /<RpcMethods\s+component="op-node"/.test(page.body))).toBe(true);
  });

  it('mention in prose only flags that exist in the component the page documents', () => {
    const unknown: string[] = [];
    for (const page of pages) {
      const components = flagTablesOf(page);
      if (components.length === 0) continue;
      const known = new Set(components.flatMap((component) => [...flagNames(flagReferences.get(component)!)]));
      const mentioned = new Set([...withoutCodeBlocks(page.body).matchAll(/`--([a-z0-9][a-z0-9.-]*)/g)].map((match) => match[1]));
      // --help and --version come with every command-line program.
      for (const flag of [...mentioned].filter((name) => !known.has(name) && name !== 'help' && name !== 'version')) {
        unknown.push(`${page.file}: --${flag} is not a flag of ${components.join(', ')}`);
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
