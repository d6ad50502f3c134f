import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import remarkReferenceTables, {type ComponentReleaseList} from '../../src/features/reference-tables/remarkReferenceTables';
import {
  combineFlagReference,
  readFlagReference,
  referenceBehind,
  validateGeneratedFlags,
} from '../../src/features/reference-tables/flagSources';
import {validateComponentReleases} from '../../src/features/upgrades/upgradesData';
import generated from '../fixtures/reference-data/flags/generated-node.json';
import descriptions from '../fixtures/reference-data/flags/generated-node.descriptions.json';

type Node = {type: string; children?: Node[]; value?: string; url?: string};
const fixtures = path.join(__dirname, '../fixtures/reference-data');
/** The fixtures' releases file of a component, as the site's releases data gives it. */
const releasesOfComponent = (component: string) => {
  const file = path.join(fixtures, 'releases', `${component}.json`);
  return fs.existsSync(file) ? validateComponentReleases(file, JSON.parse(fs.readFileSync(file, 'utf8'))).releases : undefined;
};
const textOf = (node: Node): string => (node.type === 'break' ? '\n' : (node.value ?? (node.children ?? []).map(textOf).join('')));
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const combine = (values: unknown, ours: unknown) =>
  combineFlagReference(
    'flags/generated-node.json',
    validateGeneratedFlags('flags/generated-node.json', 'generated-node', values),
    'flags/generated-node.descriptions.json',
    ours,
  );

/** Renders `<FlagTable component="generated-node" />` with the fixtures' data and releases (or `releasesOf`). */
function render(
  dataDir = fixtures,
  releasesOf: (component: string) => ComponentReleaseList | undefined = (component) => releasesOfComponent(component),
): Node[] {
  const root: Node = {
    type: 'root',
    children: [
      {
        type: 'mdxJsxFlowElement',
        name: 'FlagTable',
        attributes: [{type: 'mdxJsxAttribute', name: 'component', value: 'generated-node'}],
        children: [],
      } as Node,
    ],
  };
  remarkReferenceTables({dataDir, releasesOf})(root, {path: 'docs/page.mdx'});
  return root.children!;
}

describe('generated flag references: the source’s values with our descriptions', () => {
  it('combine into groups in our order, one row per definition, with the subcommands that take it', () => {
    const reference = readFlagReference(path.join(fixtures, 'flags'), 'generated-node');
    expect(reference.release).toBe('generated-node/v2.0.0');
    expect(reference.sources.map((source) => source.repository)).toEqual(['example/monorepo', 'example/engine']);
    expect(reference.groups.map((group) => [group.title, group.flags.map((flag) => [flag.name, flag.default, flag.commands])])).toEqual([
      [
        'Endpoints',
        [
          ['l1', null, undefined],
          ['http.port', '8545', undefined],
        ],
      ],
      [
        'Subcommands',
        [
          ['workdir', null, ['apply', 'init']],
          ['workdir', '.node', ['validate']],
        ],
      ],
    ]);
    expect(reference.definedIn).toEqual(['node/flags.go', 'example/engine:args/rpc.rs']);
  });

  it('stop the build naming the descriptions file and each flag the source has and our file does not describe', () => {
    const ours = copy(descriptions);
    delete (ours.groups[0].flags as Record<string, string>)['http.port'];
    expect(() => combine(generated, ours)).toThrow(
      /flags\/generated-node\.descriptions\.json:\n {2}- no description of http\.port, a flag of generated-node\/v2\.0\.0 \(defined in example\/engine:args\/rpc\.rs\)/,
    );
  });

  it('stop the build on a description of a flag the release no longer has, and on a flag described twice', () => {
    const ours = copy(descriptions) as {groups: {title: string; flags: Record<string, string>}[]};
    ours.groups[0].flags['rollup.halt'] = 'Halts on a protocol version.';
    ours.groups[1].flags.l1 = 'Again.';
    const message = (() => {
      try {
        combine(generated, ours);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain('groups[0].flags["rollup.halt"]');
    expect(message).toContain('the source (flags/generated-node.json) has no flag rollup.halt');
    expect(message).toContain('groups[1].flags["l1"]');
    expect(message).toContain('a flag described once');
  });

  it('leave a flag hidden from --help optional, and mark it when it is described', () => {
    const ours = copy(descriptions) as {groups: {title: string; flags: Record<string, string>}[]};
    ours.groups[0].flags['debug.trace'] = 'Writes a trace of every step.';
    const flag = combine(generated, ours).groups[0].flags.find((candidate) => candidate.name === 'debug.trace');
    expect(flag?.hidden).toBe(true);
  });

  it('name the generated file and the field when the reader’s output is malformed', () => {
    const values = copy(generated) as {flags: Record<string, unknown>[]};
    values.flags[0].type = 'number';
    delete values.flags[1].hidden;
    expect(() => validateGeneratedFlags('flags/generated-node.json', 'generated-node', values)).toThrow(
      /generated flag data in flags\/generated-node\.json:[\s\S]*flags\[0\]\.type has the invalid value "number"[\s\S]*flags\[1\]\.hidden is missing/,
    );
  });

  it('render the release documented, the newer release whose source the site does not read, and every repository with the defining files', () => {
    const nodes = render();
    expect(textOf(nodes[0])).toBe(
      'These tables document generated-node/v2.0.0 (2026-06-01), the newest release whose source the site reads. The newest release is generated-node/v2.1.0 (2026-10-01); its flags are not in these tables.',
    );
    const rows = nodes.filter((node) => node.type === 'table').map((table) => table.children!.map((row) => row.children!.map(textOf)));
    expect(rows[0][2]).toEqual(['--http.port, -p', 'uint', '8545', 'Port of the http server.']);
    expect(rows[1][2]).toEqual(['--workdir\nWORKDIR', 'string', '.node', 'Folder the subcommand works in.\nSubcommands: validate']);
    const last = nodes[nodes.length - 1];
    expect(textOf(last)).toBe(
      'Read from example/monorepo at generated-node/v2.0.0 (commit 111111111111) and example/engine at v9.0.0 (commit 222222222222): node/flags.go, example/engine:args/rpc.rs.',
    );
    expect((last.children ?? []).filter((node) => node.type === 'link').map((node) => node.url)).toContain(
      'https://github.com/example/engine/blob/2222222222222222222222222222222222222222/args/rpc.rs',
    );
  });

  it('name a newer release candidate that no final release has overtaken', () => {
    const releases = releasesOfComponent('generated-node')!;
    const candidate = {tag: 'generated-node/v2.2.0-rc.1', date: '2026-11-01', prerelease: true};
    const nodes = render(fixtures, () => [candidate, ...releases]);
    expect(textOf(nodes[0])).toBe(
      'These tables document generated-node/v2.0.0 (2026-06-01), the newest release whose source the site reads. The newest release is generated-node/v2.1.0 (2026-10-01); the newest release candidate is generated-node/v2.2.0-rc.1 (2026-11-01). Their flags are not in these tables.',
    );
  });

  it('say nothing of newer releases when the documented release is the newest', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flag-data-'));
    fs.cpSync(fixtures, dataDir, {recursive: true});
    const releasesFile = path.join(fixtures, 'releases/generated-node.json');
    const releases = JSON.parse(fs.readFileSync(releasesFile, 'utf8'));
    const values = copy(generated);
    values.release = 'generated-node/v2.1.0';
    fs.writeFileSync(path.join(dataDir, 'flags/generated-node.json'), JSON.stringify(values));
    expect(releases.releases[0].tag).toBe(values.release);
    expect(textOf(render(dataDir)[0])).not.toContain('newest release');
  });
});

describe('freshness: a generated reference documents the newest final release whose source the site reads', () => {
  const releases = releasesOfComponent('generated-node')!;

  it('accepts the newest readable final release, even when a newer release has no readable source', () => {
    expect(releases[0]).toMatchObject({tag: 'generated-node/v2.1.0', sourceRead: false});
    expect(referenceBehind('generated-node', 'generated-node/v2.0.0', releases)).toBeUndefined();
  });

  it('fails, naming the reference and both releases, once a newer final release is readable', () => {
    const read = releases.map((release, index) => (index === 0 ? {...release, commit: '3'.repeat(40), sourceRead: true} : release));
    expect(referenceBehind('generated-node', 'generated-node/v2.0.0', read)).toBe(
      'generated-node: the reference documents generated-node/v2.0.0, but generated-node/v2.1.0 is a newer final release with readable source',
    );
  });

  it('ignores a readable release candidate, and fails on a release the data does not list', () => {
    const candidate = {tag: 'generated-node/v2.2.0-rc.1', prerelease: true, sourceRead: true};
    expect(referenceBehind('generated-node', 'generated-node/v2.0.0', [candidate, ...releases])).toBeUndefined();
    expect(referenceBehind('generated-node', 'generated-node/v1.0.0', releases)).toMatch(
      /documents generated-node\/v1\.0\.0, which the releases data does not list/,
    );
  });
});
