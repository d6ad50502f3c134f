import path from 'node:path';
import remarkReferenceTables from '../../src/features/reference-tables/remarkReferenceTables';
import {validateFlagReference, validateRpcReference} from '../../src/features/reference-tables/referenceData';
import exampleFlags from '../fixtures/reference-data/flags/example-node.json';

type Node = {type: string; children?: Node[]; value?: string; depth?: number; url?: string};

const dataDir = path.join(__dirname, '../fixtures/reference-data');
const page = {path: path.join(dataDir, 'page.mdx')};
const element = (name: string, attributes: Record<string, unknown>): Node & {name: string} =>
  ({
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes).map(([key, value]) => ({type: 'mdxJsxAttribute', name: key, value})),
    children: [],
  }) as Node & {name: string};

/** Runs the plugin over a page holding one element and returns what replaced it. */
function render(name: string, attributes: Record<string, unknown>): Node[] {
  const root: Node = {
    type: 'root',
    children: [{type: 'paragraph', children: [{type: 'text', value: 'Before.'}]}, element(name, attributes)],
  };
  remarkReferenceTables({dataDir})(root, page);
  return root.children!.slice(1);
}

const textOf = (node: Node): string => (node.type === 'break' ? '\n' : (node.value ?? (node.children ?? []).map(textOf).join('')));
const rowsOf = (table: Node): string[][] => table.children!.map((row) => row.children!.map(textOf));

describe('remark-reference-tables: <FlagTable>', () => {
  it('renders every group as a heading and a table with the flag and its environment variables, type, default and description', () => {
    const nodes = render('FlagTable', {component: 'example-node'});
    expect(nodes.filter((node) => node.type === 'heading').map((node) => [node.depth, textOf(node)])).toEqual([
      [3, 'Endpoints'],
      [3, 'Logging'],
    ]);
    const tables = nodes.filter((node) => node.type === 'table');
    expect(rowsOf(tables[0])).toEqual([
      ['Flag and environment variable', 'Type', 'Default', 'Description'],
      ['--l1-rpc, --l1\nEXAMPLE_L1_RPC', 'string', 'Required', 'The L1 endpoint.'],
      ['--poll-interval\nEXAMPLE_POLL_INTERVAL', 'duration', '6s', 'How often to poll.'],
    ]);
    expect(rowsOf(tables[1])[1]).toEqual(['--log.level', 'string', 'info', 'Lowest level written.']);
    expect(rowsOf(tables[1])[2]).toEqual(['--old-flag\nEXAMPLE_OLD_FLAG', 'bool', 'false', 'Deprecated. Use --log.level instead.']);
  });

  it('turns backticks in descriptions into inline code', () => {
    const intro = render('FlagTable', {component: 'example-node', group: 'Endpoints'})[0];
    expect(intro.children!.map((node) => node.type)).toEqual(['text', 'inlineCode', 'text']);
  });

  it('renders one group under the writer’s own heading, followed by the release it was read at', () => {
    const nodes = render('FlagTable', {component: 'example-node', group: 'Logging'});
    expect(nodes.map((node) => node.type)).toEqual(['table', 'paragraph']);
    expect(textOf(nodes[1])).toBe('Read from example/monorepo at example-node/v1.2.3 (commit 0123456789ab).');
    expect(nodes[1].children!.filter((node) => node.type === 'link').map((node) => node.url)).toEqual([
      'https://github.com/example/monorepo/tree/0123456789abcdef0123456789abcdef01234567',
    ]);
  });

  it('names every file read, linked at the commit, after a whole reference', () => {
    const source = render('FlagTable', {component: 'example-node'}).at(-1)!;
    expect(textOf(source)).toBe(
      'Read from example/monorepo at example-node/v1.2.3 (commit 0123456789ab): example-node/flags/flags.go, service/log/cli.go.',
    );
    expect(
      source
        .children!.filter((node) => node.type === 'link')
        .map((node) => node.url)
        .slice(1),
    ).toEqual([
      'https://github.com/example/monorepo/blob/0123456789abcdef0123456789abcdef01234567/example-node/flags/flags.go',
      'https://github.com/example/monorepo/blob/0123456789abcdef0123456789abcdef01234567/service/log/cli.go',
    ]);
  });

  it('stops the build, naming the page, for an unknown group, component or attribute', () => {
    expect(() => render('FlagTable', {component: 'example-node', group: 'Sync'})).toThrow(
      'tests/fixtures/reference-data/page.mdx: <FlagTable>: group="Sync" is not a group of example-node; its groups are: "Endpoints", "Logging"',
    );
    expect(() => render('FlagTable', {component: 'op-missing'})).toThrow(
      'component="op-missing" has no data file (looked for tests/fixtures/reference-data/flags/op-missing.json)',
    );
    expect(() => render('FlagTable', {component: 'example-node', groups: 'Logging'})).toThrow('has the attribute groups="Logging"');
    expect(() => render('FlagTable', {})).toThrow('needs component="..."');
  });
});

describe('remark-reference-tables: <RpcMethods>', () => {
  it('renders each method as a heading with its parameters and result', () => {
    const nodes = render('RpcMethods', {component: 'example-node'});
    expect(nodes.filter((node) => node.type === 'heading').map((node) => [node.depth, textOf(node)])).toEqual([
      [2, 'example namespace'],
      [3, 'example_version'],
      [3, 'example_outputAtBlock'],
    ]);
    const texts = nodes.map(textOf);
    expect(texts).toContain('Takes no parameters.');
    expect(texts).toContain('Returns object: the output root');
    expect(rowsOf(nodes.find((node) => node.type === 'table')!)).toEqual([
      ['Parameter', 'Type', 'Description'],
      ['blockNumber', 'QUANTITY', 'the L2 block'],
    ]);
  });
});

describe('reference data validation', () => {
  const withFlag = (change: Record<string, unknown>) => ({
    ...exampleFlags,
    groups: [{...exampleFlags.groups[0], flags: [{...exampleFlags.groups[0].flags[0], ...change}]}],
  });

  it.each([
    [{type: 'text'}, 'groups[0].flags[0].type has the invalid value "text"; expected one of string, bool'],
    [{name: '--l1-rpc'}, 'groups[0].flags[0].name has the invalid value "--l1-rpc"; expected the name without leading dashes'],
    [{default: 6}, 'groups[0].flags[0].default has the invalid value 6'],
    [{env: ['op_node_l1']}, 'groups[0].flags[0].env has the invalid value ["op_node_l1"]'],
    [{description: ''}, 'groups[0].flags[0].description has the invalid value ""'],
  ])('rejects a flag with %j, naming the file and the field', (change, message) => {
    expect(() =>
      validateFlagReference('src/features/reference-tables/data/flags/example-node.json', 'example-node', withFlag(change)),
    ).toThrow(`Invalid reference data in src/features/reference-tables/data/flags/example-node.json:\n  - ${message}`);
  });

  it('rejects a flag listed twice, a file named for another component and a ref without its commit', () => {
    const twice = {
      ...exampleFlags,
      groups: [exampleFlags.groups[0], {...exampleFlags.groups[1], flags: [exampleFlags.groups[0].flags[1]]}],
    };
    expect(() => validateFlagReference('f.json', 'example-node', twice)).toThrow(
      'groups[1].flags[0].name has the invalid value "poll-interval"; expected a name used once in the file (also at groups[0].flags[1])',
    );
    expect(() => validateFlagReference('f.json', 'op-node', exampleFlags)).toThrow(
      'component has the invalid value "example-node"; expected "op-node"',
    );
    expect(() =>
      validateFlagReference('f.json', 'example-node', {...exampleFlags, source: {...exampleFlags.source, commit: 'main'}}),
    ).toThrow('source.commit has the invalid value "main"');
  });

  it('rejects an RPC method outside its namespace', () => {
    const bad = {
      component: 'x',
      release: 'x/v1',
      source: exampleFlags.source,
      namespaces: [
        {
          name: 'optimism',
          description: 'd',
          methods: [{name: 'admin_stop', description: 'd', params: [], returns: {type: 't', description: 'd'}}],
        },
      ],
    };
    expect(() => validateRpcReference('r.json', 'x', bad)).toThrow(
      'namespaces[0].methods[0].name has the invalid value "admin_stop"; expected a method of the optimism namespace',
    );
  });
});
