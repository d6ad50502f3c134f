import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {validateVersions, type VersionsContext} from '../../src/features/versions/versionsData';
import versionsPlugin, {versionRows} from '../../src/features/versions/plugin';
import {loadSiteUpgradesData} from '../../src/features/upgrades/upgradesData';
import {archiveVersion, retireVersion} from '../../scripts/versions';
import {archiveFields, docRoutesIn} from '../../src/features/versions/archiveFields';
import remarkArchivedReferenceTables from '../../src/features/reference-tables/remarkArchivedReferenceTables';

const file = 'src/features/versions/data/versions.json';
const context: VersionsContext = {
  upgradeIds: ['upgrade-18', 'upgrade-19'],
  builtVersions: ['2026.11'],
  hasArchive: (name) => name === '2026.05',
};
const commit = 'fbd69aed27ec8b7e3ae043666f57ecec0fb6c8be';
// An archived version records the commit that holds its pages.
const version = (name: string, cut: string, archived: boolean, upgrade = 'upgrade-19') =>
  archived ? {name, cut, upgrade, archived, sourceCommit: commit} : {name, cut, upgrade, archived};
const validate =
  (versions: unknown[], withContext = context) =>
  () =>
    validateVersions(file, {versions}, withContext);

describe('versions data', () => {
  it('accepts versions newest first, built ones as versions.json lists them, archived ones with their archive', () => {
    expect(validate([version('2026.11', '2026-11-25', false), version('2026.05', '2026-05-02', true, 'upgrade-18')])()).toHaveLength(2);
  });

  it.each([
    ['a day that is not one', [version('2026.11', '2026-13-01', false)], 'versions[0].cut has the invalid value "2026-13-01"'],
    [
      'an unknown upgrade',
      [version('2026.11', '2026-11-25', false, 'upgrade-99')],
      'versions[0].upgrade has the invalid value "upgrade-99"',
    ],
    [
      'an archived version without its archive',
      [version('2026.11', '2026-11-25', false), version('2025.11', '2025-11-01', true)],
      'versions[1].archived has the invalid value true; expected false, or its build in archived_versions/2025.11.tar.gz',
    ],
    [
      'a built version versions.json does not list',
      [version('2026.12', '2026-12-01', false), version('2026.11', '2026-11-25', false)],
      'versions (not archived) has the invalid value ["2026.12","2026.11"]',
    ],
    [
      'an older version listed first',
      [version('2026.05', '2026-05-02', true), version('2026.11', '2026-11-25', false)],
      `versions[1].cut has the invalid value "2026-11-25"; expected a day no later than versions[0]'s (2026-05-02)`,
    ],
    ['a field the file does not have', [{...version('2026.11', '2026-11-25', false), label: 'x'}], 'versions[0].label is not a field'],
    [
      'an archived version without the commit of its pages',
      [version('2026.11', '2026-11-25', false), {...version('2026.05', '2026-05-02', true), sourceCommit: 'fbd69ae'}],
      'versions[1].sourceCommit has the invalid value "fbd69ae"; expected the full hash of the commit that holds its pages',
    ],
    [
      'a built version with a commit',
      [{...version('2026.11', '2026-11-25', false), sourceCommit: commit}],
      'versions[0].sourceCommit has the invalid value',
    ],
  ])('stops the build on %s, naming the file and the field', (_, versions, message) => {
    expect(validate(versions)).toThrow(`Invalid versions data in ${file}:`);
    expect(validate(versions)).toThrow(message);
  });

  it('refuses an archived version that versions.json still builds', () => {
    expect(validate([version('2026.11', '2026-11-25', true)], {...context, hasArchive: () => true})).toThrow(
      'versions[0].name has the invalid value "2026.11"; expected an archived version to be out of versions.json',
    );
  });
});

describe('archiving and retiring a version', () => {
  const {upgrades} = loadSiteUpgradesData('versions.test.ts');
  let site: string;
  const read = (relative: string) => JSON.parse(fs.readFileSync(path.join(site, relative), 'utf8'));
  const dataFile = 'src/features/versions/data/versions.json';

  beforeEach(() => {
    // A site with two built versions, as the scripts and the plugin read it.
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'versions-'));
    const write = (relative: string, content: string) => {
      fs.mkdirSync(path.dirname(path.join(site, relative)), {recursive: true});
      fs.writeFileSync(path.join(site, relative), content);
    };
    write('versions.json', JSON.stringify(['2026.11', '2026.05']));
    write('versioned_docs/version-2026.05/index.mdx', '# Old\n');
    write('versioned_sidebars/version-2026.05-sidebars.json', '{}');
    write(
      'src/features/upgrades/data/upgrades.json',
      fs.readFileSync(path.join(__dirname, '../../src/features/upgrades/data/upgrades.json'), 'utf8'),
    );
    write(
      dataFile,
      JSON.stringify({versions: [version('2026.11', '2026-11-25', false), version('2026.05', '2026-05-02', false, 'upgrade-18')]}),
    );
  });
  afterEach(() => fs.rmSync(site, {recursive: true, force: true}));

  it('packs the version built alone, takes it out of the site build, and the site build unpacks it under its path', async () => {
    await archiveVersion(
      site,
      '2026.05',
      (outDir) => {
        fs.writeFileSync(path.join(outDir, 'index.html'), '<title>2026.05</title>');
        fs.mkdirSync(path.join(outDir, 'assets'));
        fs.writeFileSync(path.join(outDir, 'assets/main.js'), 'console.log(1)');
      },
      () => commit,
    );
    const archive = path.join(site, 'archived_versions/2026.05.tar.gz');
    const entries: string[] = [];
    await tar.t({file: archive, onReadEntry: (entry) => entries.push(entry.path)});
    expect(entries).toEqual(expect.arrayContaining(['index.html', 'assets/main.js']));
    expect(read('versions.json')).toEqual(['2026.11']);
    expect(fs.existsSync(path.join(site, 'versioned_docs/version-2026.05'))).toBe(false);
    expect(fs.existsSync(path.join(site, 'versioned_sidebars/version-2026.05-sidebars.json'))).toBe(false);
    expect(read(dataFile).versions[1]).toEqual(version('2026.05', '2026-05-02', true, 'upgrade-18'));

    const outDir = path.join(site, 'build');
    const plugin = versionsPlugin({siteDir: site} as LoadContext, {}) as Plugin & {postBuild: (props: {outDir: string}) => Promise<void>};
    await plugin.postBuild({outDir});
    expect(fs.readFileSync(path.join(outDir, '2026.05/assets/main.js'), 'utf8')).toBe('console.log(1)');

    const rows = versionRows(site, upgrades);
    expect(rows.map(({label, href, noticeHref, status}) => ({label, href, noticeHref, status}))).toEqual([
      {label: 'Latest', href: '/', noticeHref: upgrades.at(-1)!.notices![0], status: 'current'},
      {label: '2026.11', href: '/2026.11/get-started', noticeHref: '/2026.11/notices/upgrade-19', status: 'built'},
      {label: '2026.05', href: '/2026.05/', noticeHref: '/2026.05/notices/upgrade-18', status: 'archived'},
    ]);
  });

  it('retires an archived version (its archive goes) and a built one (its pages go)', async () => {
    await archiveVersion(
      site,
      '2026.05',
      (outDir) => fs.writeFileSync(path.join(outDir, 'index.html'), ''),
      () => commit,
    );
    retireVersion(site, '2026.05');
    expect(fs.existsSync(path.join(site, 'archived_versions/2026.05.tar.gz'))).toBe(false);
    retireVersion(site, '2026.11');
    expect(read('versions.json')).toEqual([]);
    expect(read(dataFile).versions).toEqual([]);
  });

  it('refuses to archive a version that is not built with the site', async () => {
    await expect(archiveVersion(site, '2024.01', () => undefined)).rejects.toThrow('No version 2024.01 built with the site to archive');
  });

  it('archives only pages that are committed, so rearchive can find them again', async () => {
    // The temporary site is no git checkout: the commit of its pages cannot be read.
    await expect(archiveVersion(site, '2026.05', () => undefined)).rejects.toThrow();
    expect(fs.existsSync(path.join(site, 'archived_versions/2026.05.tar.gz'))).toBe(false);
  });
});

describe("the site's /versions rows", () => {
  it('give the latest docs and each version the upgrade each documents, all different', () => {
    const {upgrades} = loadSiteUpgradesData('versions.test.ts');
    const rows = versionRows(path.join(__dirname, '../..'), upgrades);
    // The latest docs are checked against the newest upgrade (Upgrade 20); 2026.11 was cut at Upgrade 19.
    expect(rows.map(({label, upgrade}) => [label, upgrade])).toEqual([
      ['Latest', 'Upgrade 20: Super Root dispute games'],
      ['2026.11', 'Upgrade 19: Karst'],
    ]);
  });
});

describe("an archive's links to the latest docs", () => {
  let site: string;
  beforeEach(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'archive-fields-'));
    for (const file of [
      'docs/index.mdx',
      'docs/interop/index.mdx',
      'docs/interop/explainer.mdx',
      'docs/interop/_partial.mdx',
      'docs/interop/tutorials/_code/a.md',
      'versioned_docs/version-2026.11/interop/index.mdx',
      'versioned_docs/version-2026.11/interop/explainer.mdx',
      'versioned_docs/version-2026.11/interop/retired-page.mdx',
    ]) {
      fs.mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
      fs.writeFileSync(path.join(site, file), '# Page\n');
    }
  });
  afterEach(() => fs.rmSync(site, {recursive: true, force: true}));

  it("lists a docs folder's pages as their routes, without partials or code", () => {
    expect(docRoutesIn(path.join(site, 'docs'))).toEqual(['/', '/interop', '/interop/explainer']);
  });

  it('names the pages of the version that the latest docs no longer have', () => {
    expect(archiveFields(site, {name: '2026.11', cut: '2026-11-25'}, 'Upgrade 19: Karst')).toEqual({
      name: '2026.11',
      cut: '2026-11-25',
      upgrade: 'Upgrade 19: Karst',
      missingInLatest: ['/interop/retired-page'],
    });
  });

  it("finds every route of the site's current docs", () => {
    const routes = fs
      .readFileSync(path.join(__dirname, '../fixtures/routes.txt'), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('/') && !['/', '/404', '/500'].includes(line));
    expect(docRoutesIn(path.join(__dirname, '../../docs'))).toEqual([...routes].sort());
  });
});

describe("an archive's reference tables", () => {
  const element = (group: string) => ({
    type: 'mdxJsxFlowElement',
    name: 'FlagTable',
    attributes: [
      {type: 'mdxJsxAttribute', name: 'component', value: 'op-proposer'},
      {type: 'mdxJsxAttribute', name: 'group', value: group},
    ],
    children: [],
  });
  const render = (group: string) => {
    const tree = {type: 'root', children: [element(group)]};
    remarkArchivedReferenceTables({})(tree as never, {path: 'versioned_docs/version-2026.11/proposer.mdx'} as never);
    return JSON.stringify(tree);
  };

  it("say so where today's data no longer has the group a page shows, instead of stopping the build", () => {
    expect(render('Legacy L2OutputOracle')).toContain(
      `This table (component=\\"op-proposer\\" group=\\"Legacy L2OutputOracle\\") is no longer in the site's data`,
    );
  });

  it('render the groups today has as the site does', () => {
    const rendered = render('Endpoints');
    expect(rendered).toContain('"type":"table"');
    expect(rendered).not.toContain('no longer');
  });
});
