import path from 'node:path';
import remarkReferenceTables from '../../src/features/reference-tables/remarkReferenceTables';
import {combineRpcReference, readRpcReference, validateGeneratedRpc} from '../../src/features/reference-tables/rpcSources';
import generated from '../fixtures/reference-data/rpc/generated-node.json';
import descriptions from '../fixtures/reference-data/rpc/generated-node.descriptions.json';

type Node = {type: string; children?: Node[]; value?: string; depth?: number; url?: string};
const fixtures = path.join(__dirname, '../fixtures/reference-data');
const textOf = (node: Node): string => (node.type === 'break' ? '\n' : (node.value ?? (node.children ?? []).map(textOf).join('')));
const rowsOf = (table: Node): string[][] => table.children!.map((row) => row.children!.map(textOf));
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
type Descriptions = {
  namespaces: {
    name: string;
    description: string;
    methods: Record<string, {description?: string; params?: Record<string, string>; returns?: string}>;
  }[];
};
const combine = (values: unknown, ours: unknown) =>
  combineRpcReference(
    'rpc/generated-node.json',
    validateGeneratedRpc('rpc/generated-node.json', 'generated-node', values),
    'rpc/generated-node.descriptions.json',
    ours,
  );
const messageOf = (run: () => unknown): string => {
  try {
    run();
    return '';
  } catch (error) {
    return (error as Error).message;
  }
};

/** Renders `<RpcMethods component="generated-node" [namespace] />` with the fixtures' data. */
function render(attributes: Record<string, string>): Node[] {
  const root: Node = {
    type: 'root',
    children: [
      {
        type: 'mdxJsxFlowElement',
        name: 'RpcMethods',
        attributes: Object.entries({component: 'generated-node', ...attributes}).map(([name, value]) => ({
          type: 'mdxJsxAttribute',
          name,
          value,
        })),
        children: [],
      } as Node,
    ],
  };
  remarkReferenceTables({dataDir: fixtures})(root, {path: 'docs/page.mdx'});
  return root.children!;
}

describe('generated JSON-RPC references: the source’s methods with our descriptions', () => {
  it('combine in our order, with the source’s types as code and the files that register and define the methods', () => {
    const reference = readRpcReference(path.join(fixtures, 'rpc'), 'generated-node');
    expect(reference.release).toBe('generated-node/v2.0.0');
    expect(reference.namespaces.map((namespace) => [namespace.name, namespace.methods.map((method) => method.name)])).toEqual([
      ['health', ['health_status']],
      ['example', ['example_stop', 'example_outputAtBlock']],
    ]);
    expect(reference.namespaces[1].methods[1]).toEqual({
      name: 'example_outputAtBlock',
      description: 'The output at a block.',
      params: [{name: 'number', type: '`hexutil.Uint64`', description: 'the L2 block, as a hex string'}],
      returns: {type: '`*eth.OutputResponse`', description: 'the output root'},
    });
    // A method that returns only an error returns null.
    expect(reference.namespaces[1].methods[0].returns.type).toBe('`null`');
    expect(reference.source.paths).toEqual(['node/node.go', 'node/api.go', 'shared/rpc/handler.go']);
    expect(reference.sources).toEqual(generated.sources);
  });

  it('render as the hand-written references do: a heading per method, a parameter table, the result', () => {
    const nodes = render({namespace: 'example'});
    expect(nodes.filter((node) => node.type === 'heading').map((node) => [node.depth, textOf(node)])).toEqual([
      [3, 'example_stop'],
      [3, 'example_outputAtBlock'],
    ]);
    const texts = nodes.map(textOf);
    expect(texts).toContain('Takes no parameters.');
    expect(texts).toContain('Returns null: nothing');
    expect(texts).toContain('Returns *eth.OutputResponse: the output root');
    expect(rowsOf(nodes.find((node) => node.type === 'table')!)).toEqual([
      ['Parameter', 'Type', 'Description'],
      ['number', 'hexutil.Uint64', 'the L2 block, as a hex string'],
    ]);
    expect(() => render({namespace: 'admin'})).toThrow(
      'namespace="admin" is not a namespace of generated-node; its namespaces are: "health", "example"',
    );
  });

  it('stop the build naming the descriptions file and each method, parameter or namespace the source has and our file does not describe', () => {
    const ours = copy(descriptions) as Descriptions;
    delete ours.namespaces[1].methods.example_stop;
    delete ours.namespaces[1].methods.example_outputAtBlock.params;
    const message = messageOf(() => combine(generated, ours));
    expect(message).toContain('Invalid RPC descriptions in rpc/generated-node.descriptions.json:');
    expect(message).toContain(
      '- no description of example_stop, a method of generated-node/v2.0.0 (defined in node/api.go); add it to namespace example',
    );
    expect(message).toContain(
      'namespaces[1].methods["example_outputAtBlock"].params["number"] is missing; expected a description of parameter number of example_outputAtBlock',
    );
    const withoutHealth = copy(descriptions) as Descriptions;
    withoutHealth.namespaces.shift();
    expect(() => combine(generated, withoutHealth)).toThrow(
      'no description of namespace health, registered in shared/rpc/handler.go at generated-node/v2.0.0; add it',
    );
  });

  it('stop the build on a description of a method, parameter or namespace the release does not have', () => {
    const ours = copy(descriptions) as Descriptions;
    ours.namespaces[1].methods.example_outputV0AtTimestamp = {description: 'Gone.', returns: 'an output'};
    ours.namespaces[1].methods.example_outputAtBlock.params!.blockNumber = 'The old name.';
    ours.namespaces[0].methods.example_stop = {description: 'In the wrong namespace.', returns: 'nothing'};
    ours.namespaces.push({
      name: 'interop',
      description: 'Removed.',
      methods: {interop_reset: {description: 'Resets.', returns: 'nothing'}},
    });
    const message = messageOf(() => combine(generated, ours));
    expect(message).toContain(
      'namespaces[1].methods["example_outputV0AtTimestamp"] describes example_outputV0AtTimestamp, which the source (rpc/generated-node.json) does not have in namespace example at generated-node/v2.0.0; remove it',
    );
    expect(message).toContain(
      'namespaces[1].methods["example_outputAtBlock"].params["blockNumber"] describes a parameter example_outputAtBlock does not have at generated-node/v2.0.0; its parameters are: number',
    );
    expect(message).toContain(
      'namespaces[0].methods["example_stop"] describes example_stop, which the source (rpc/generated-node.json) does not have in namespace health',
    );
    expect(message).toContain(
      'namespaces[2].name has the invalid value "interop"; expected a namespace of generated-node/v2.0.0; the source (rpc/generated-node.json) has no namespace interop',
    );
  });

  it('reject generated data that is not what the reader writes, naming the file and the field', () => {
    const bad = copy(generated) as unknown as {namespaces: {methods: Record<string, unknown>[]}[]; sources: {commit: string}[]};
    bad.namespaces[0].methods[0].name = 'admin_stop';
    bad.namespaces[0].methods[1].params = [{name: 'x'}];
    bad.sources[0].commit = 'main';
    const message = messageOf(() => validateGeneratedRpc('rpc/generated-node.json', 'generated-node', bad));
    expect(message).toContain('Invalid generated RPC data in rpc/generated-node.json:');
    expect(message).toContain(
      'namespaces[0].methods[0].name has the invalid value "admin_stop"; expected a method of the example namespace',
    );
    expect(message).toContain('namespaces[0].methods[1].params has the invalid value [{"name":"x"}]; expected a list of {name, type}');
    expect(message).toContain('sources[0].commit has the invalid value "main"');
    expect(() => validateGeneratedRpc('rpc/generated-node.json', 'op-node', generated)).toThrow(
      'component has the invalid value "generated-node"; expected "op-node"',
    );
  });

  it('still read a hand-written reference (no descriptions file) as one file', () => {
    const reference = readRpcReference(path.join(fixtures, 'rpc'), 'example-node');
    expect(reference.namespaces[0].methods.map((method) => method.name)).toEqual(['example_version', 'example_outputAtBlock']);
  });
});
