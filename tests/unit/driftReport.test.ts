import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {compareVersions, frontMatterSourcePaths, main, parseVersion, type DriftRow} from '../../scripts/drift-report';
import opNode from '../../src/features/upgrades/data/releases/op-node.json';
import opNodeFlags from '../../src/features/reference-tables/data/flags/op-node.json';
import proxydFlags from '../../src/features/reference-tables/data/flags/proxyd.json';
import proxyd from '../../src/features/upgrades/data/releases/proxyd.json';

const fixture = path.join(__dirname, '../fixtures/registry-checkout');
let temp: string;

const git = (dir: string, ...args: string[]) =>
  execFileSync('git', ['-C', dir, '-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {...process.env, GIT_COMMITTER_DATE: '2026-10-01T12:00:00Z', GIT_AUTHOR_DATE: '2026-10-01T12:00:00Z'},
  });

/** A git repository in the temp folder with `files` committed and each of `tags` on that commit. */
function repository(name: string, files: Record<string, string>, tags: string[] = [], from?: string): string {
  const dir = path.join(temp, name);
  if (from) fs.cpSync(from, dir, {recursive: true});
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  }
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'snapshot');
  for (const tag of tags) git(dir, 'tag', tag);
  return dir;
}

/** The table's rows as the report prints them. */
const rowsOf = (output: string): DriftRow[] =>
  output
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| kind ') && !line.startsWith('| ---'))
    .map((line) => {
      const [kind, item, site, upstream] = line.slice(2, -2).split(' | ');
      return {kind, item, site, upstream} as DriftRow;
    });

const finals = opNode.releases.filter((release) => !release.prerelease);
const newest = finals.map((release) => parseVersion(release.version)!).sort((a, b) => compareVersions(b, a))[0];
const newestTag = finals.find((release) => release.version === `${newest.major}.${newest.minor}.${newest.patch}`)!.tag;
const next = `${newest.major}.${newest.minor + 1}.0`;
const notice = '---\ntitle: A notice\n---\n\nText.\n';
// The op-node release the flag reference documents, and whether the data's newest final release has readable source.
const documented = opNodeFlags.release;
const newestTagRead = finals.find((release) => release.tag === newestTag)!.sourceRead;

beforeAll(() => {
  temp = fs.mkdtempSync(path.join(os.tmpdir(), 'drift-report-'));
});
afterAll(() => fs.rmSync(temp, {recursive: true, force: true}));

describe('versions', () => {
  it('orders semver with prereleases before their release', () => {
    const order = ['1.2.3-alpha.1', '1.2.3-rc.1', '1.2.3-rc.2', '1.2.3-rc.10', '1.2.3', '1.10.0', 'v2.0.0'];
    const shuffled = [...order].reverse().map((text) => ({text, version: parseVersion(text)!}));
    expect(shuffled.sort((a, b) => compareVersions(a.version, b.version)).map((entry) => entry.text)).toEqual(order);
    expect(parseVersion('latest')).toBeUndefined();
  });

  it("reads the paths of a page's front matter sources", async () => {
    const page = `---\ntitle: X\nsources:\n  - repository: ethereum-optimism/optimism\n    ref: abc\n    path: docs/public-docs/notices/a.mdx\n    backs: Y\nkeywords:\n  - path: not/a/source\n---\n\npath: nor/this\n`;
    expect(await frontMatterSourcePaths(page)).toEqual(['docs/public-docs/notices/a.mdx']);
  });
});

describe('npm run data:drift, the monorepo', () => {
  it('reports newer tags, a pending release candidate and uncovered notices, and exits 1', async () => {
    const dir = repository(
      'optimism',
      {
        'docs/public-docs/notices/index.mdx': notice,
        'docs/public-docs/notices/some-new-notice.mdx': notice,
        'docs/public-docs/notices/archive/upgrade-20.mdx': notice,
        'docs/public-docs/notices/archive/old-uncovered.mdx': notice,
        // Covered by a notice page of the site, docs/notices/holocene-changes.mdx.
        'docs/public-docs/notices/holocene-changes.mdx': notice,
      },
      [
        'op-node/v1.0.0',
        newestTag,
        `op-node/v${next}-rc.1`, // overtaken by its release: not reported
        `op-node/v${next}`,
        `op-node/v${newest.major}.${newest.minor + 2}.0-rc.1`,
        'op-node/vnot-a-version',
      ],
    );
    const {code, output} = await main(['--optimism', dir]);
    expect(rowsOf(output)).toEqual([
      {kind: 'release', item: `op-node/v${next}`, site: `newest ${newestTag}`, upstream: 'tagged 2026-10-01'},
      ...(newestTagRead ? [] : [{kind: 'source', item: newestTag, site: 'sourceRead: false', upstream: 'tagged 2026-10-01'}]),
      {kind: 'reference', item: 'data/flags/op-node.json', site: documented, upstream: `op-node/v${next}: npm run data:flags`},
      {
        kind: 'release candidate',
        item: `op-node/v${newest.major}.${newest.minor + 2}.0-rc.1`,
        site: expect.stringMatching(/^newest op-node\/v/),
        upstream: 'tagged 2026-10-01',
      },
      {kind: 'notice', item: 'docs/public-docs/notices/archive/old-uncovered.mdx', site: 'not covered', upstream: 'present'},
      {kind: 'notice', item: 'docs/public-docs/notices/some-new-notice.mdx', site: 'not covered', upstream: 'present'},
    ]);
    expect(output).toMatch(
      /^Skipped \(no checkout of their repository\): .*op-geth \(ethereum-optimism\/op-geth\).*proxyd \(ethereum-optimism\/infra\)/,
    );
    expect(output.split('\n').at(-1)).toBe(
      newestTagRead
        ? 'Drift: 5 items (1 release, 1 reference, 1 release candidate, 2 notice).'
        : 'Drift: 6 items (1 release, 1 source, 1 reference, 1 release candidate, 2 notice).',
    );
    expect(code).toBe(1);

    // A bare clone (no work tree) is read at HEAD, with the same result.
    const bare = path.join(temp, 'optimism.git');
    execFileSync('git', ['clone', '-q', '--bare', dir, bare]);
    expect(await main(['--optimism', bare])).toEqual({code, output});
  });

  it('reports nothing and exits 0 for a checkout the data already covers', async () => {
    // The readable releases only: the reference documents the newest of them.
    const dir = repository(
      'optimism-covered',
      {'docs/public-docs/notices/archive/upgrade-20.mdx': notice, 'docs/public-docs/notices/upgrade-19.mdx': notice},
      opNode.releases.filter((release) => release.sourceRead).map((release) => release.tag),
    );
    const {code, output} = await main(['--optimism', dir]);
    expect(rowsOf(output)).toEqual([]);
    expect(output.split('\n').at(-1)).toBe('No drift: the site data covers the checkouts.');
    expect(code).toBe(0);
  });
});

describe('npm run data:drift, readable sources', () => {
  it('reports a release recorded as unreadable whose tag the checkout has, and the reference it leaves behind', async () => {
    const unread = opNode.releases.find((release) => !release.sourceRead && !release.prerelease)!;
    const dir = repository(
      'optimism-unread',
      {'docs/public-docs/notices/archive/upgrade-20.mdx': notice, 'docs/public-docs/notices/upgrade-19.mdx': notice},
      [documented, unread.tag],
    );
    const {code, output} = await main(['--optimism', dir]);
    expect(rowsOf(output)).toEqual([
      {kind: 'source', item: unread.tag, site: 'sourceRead: false', upstream: 'tagged 2026-10-01'},
      {kind: 'reference', item: 'data/flags/op-node.json', site: documented, upstream: `${unread.tag}: npm run data:flags`},
    ]);
    expect(code).toBe(1);
  });
});

describe('npm run data:drift, ethereum-optimism/infra', () => {
  it('reads proxyd and op-txproxy tags from an --infra checkout: a newer proxyd release and the reference it leaves behind', async () => {
    const newestProxyd = proxyd.releases.find((release) => !release.prerelease)!;
    const newer = parseVersion(newestProxyd.version)!;
    const tag = `proxyd/v${newer.major}.${newer.minor + 1}.0`;
    const dir = repository('infra', {'proxyd/README.md': 'proxyd\n'}, [...proxyd.releases.map((release) => release.tag), tag]);
    const {code, output} = await main(['--infra', dir]);
    expect(rowsOf(output).filter((row) => row.item.includes('proxyd'))).toEqual([
      {kind: 'release', item: tag, site: `newest ${newestProxyd.tag}`, upstream: 'tagged 2026-10-01'},
      ...proxyd.releases
        .filter((release) => !release.sourceRead)
        .map((release) => ({kind: 'source', item: release.tag, site: 'sourceRead: false', upstream: 'tagged 2026-10-01'})),
      {kind: 'reference', item: 'data/flags/proxyd.json', site: proxydFlags.release, upstream: `${tag}: npm run data:flags`},
    ]);
    expect(output).toMatch(/^Skipped \(no checkout of their repository\): .*op-node \(ethereum-optimism\/optimism\)/);
    expect(code).toBe(1);
  });
});

describe('npm run data:drift, the registry', () => {
  it('reports nothing for the registry at the snapshot commit', async () => {
    expect(await main(['--registry', repository('registry', {}, [], fixture)])).toEqual({
      code: 0,
      output: 'No drift: the site data covers the checkouts.',
    });
  });

  it('reports a changed fork time, a new fork and a new chain, and exits 1', async () => {
    const sepolia = path.join(fixture, 'superchain/configs/sepolia');
    const chainList = JSON.parse(fs.readFileSync(path.join(fixture, 'chainList.json'), 'utf8')) as {identifier: string}[];
    const dir = repository(
      'registry-drift',
      {
        'superchain/configs/mainnet/superchain.toml': fs
          .readFileSync(path.join(fixture, 'superchain/configs/mainnet/superchain.toml'), 'utf8')
          .replace('karst_time = 1783526401', 'karst_time = 1783612801'),
        'superchain/configs/sepolia/superchain.toml': fs
          .readFileSync(path.join(sepolia, 'superchain.toml'), 'utf8')
          .replace('[hardforks]\n', '[hardforks]\nnext_time = 1790000000\n'),
        'superchain/configs/sepolia/newchain.toml': fs
          .readFileSync(path.join(sepolia, 'op.toml'), 'utf8')
          .replace('name = "OP Sepolia Testnet"', 'name = "New Chain"')
          .replace('chain_id = 11155420', 'chain_id = 424242'),
        'chainList.json': JSON.stringify([
          ...chainList,
          {...chainList.find((entry) => entry.identifier === 'sepolia/op'), identifier: 'sepolia/newchain', chainId: 424242},
        ]),
      },
      [],
      fixture,
    );
    const {code, output} = await main(['--registry', dir]);
    expect(rowsOf(output)).toEqual([
      {kind: 'hard fork', item: 'mainnet karst', site: '1783526401 (2026-07-08T16:00:01Z)', upstream: '1783612801 (2026-07-09T16:00:01Z)'},
      {kind: 'hard fork', item: 'sepolia next', site: 'missing', upstream: '1790000000 (2026-09-21T14:13:20Z)'},
      {kind: 'chain', item: 'sepolia/newchain (chain id 424242)', site: 'missing', upstream: 'New Chain'},
    ]);
    expect(code).toBe(1);
    const bare = path.join(temp, 'registry-drift.git');
    execFileSync('git', ['clone', '-q', '--bare', dir, bare]);
    expect(await main(['--registry', bare])).toEqual({code, output});
  });
});

describe('npm run data:drift, errors', () => {
  it('exits 2 naming the path of a missing checkout or one that is not a git repository', async () => {
    const missing = path.join(temp, 'nowhere');
    expect(await main(['--optimism', missing])).toEqual({code: 2, output: `data:drift: --optimism ${missing}: no such directory`});
    const plain = path.join(temp, 'plain');
    fs.mkdirSync(plain);
    expect(await main(['--registry', plain])).toEqual({code: 2, output: `data:drift: --registry ${plain}: not a git repository`});
    // A folder inside a repository is not a checkout of its own.
    expect(await main(['--registry', fixture])).toMatchObject({
      code: 2,
      output: expect.stringContaining('not the top of a git repository'),
    });
  });

  it('needs at least one checkout and knows only its three flags', async () => {
    expect(await main([])).toMatchObject({code: 2, output: expect.stringContaining('Usage: npm run data:drift')});
    expect(await main(['--optimism'])).toMatchObject({code: 2, output: expect.stringContaining('--optimism needs a checkout')});
    expect(await main(['--infra'])).toMatchObject({code: 2, output: expect.stringContaining('--infra needs a checkout')});
    expect(await main(['--other', 'x'])).toMatchObject({code: 2, output: expect.stringContaining('Unknown argument --other')});
  });
});
