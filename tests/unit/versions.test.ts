import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {validateVersions, type VersionsContext} from '../../src/features/versions/versionsData';
import versionsPlugin, {versionRows} from '../../src/features/versions/plugin';
import {loadSiteUpgradesData} from '../../src/features/upgrades/upgradesData';
import {archiveVersion, retireVersion} from '../../scripts/versions';

const file = 'src/features/versions/data/versions.json';
const context: VersionsContext = {
  upgradeIds: ['upgrade-18', 'upgrade-19'],
  builtVersions: ['2026.11'],
  hasArchive: (name) => name === '2026.05',
};
const version = (name: string, cut: string, archived: boolean, upgrade = 'upgrade-19') => ({name, cut, upgrade, archived});
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
    await archiveVersion(site, '2026.05', (outDir) => {
      fs.writeFileSync(path.join(outDir, 'index.html'), '<title>2026.05</title>');
      fs.mkdirSync(path.join(outDir, 'assets'));
      fs.writeFileSync(path.join(outDir, 'assets/main.js'), 'console.log(1)');
    });
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
    await archiveVersion(site, '2026.05', (outDir) => fs.writeFileSync(path.join(outDir, 'index.html'), ''));
    retireVersion(site, '2026.05');
    expect(fs.existsSync(path.join(site, 'archived_versions/2026.05.tar.gz'))).toBe(false);
    retireVersion(site, '2026.11');
    expect(read('versions.json')).toEqual([]);
    expect(read(dataFile).versions).toEqual([]);
  });

  it('refuses to archive a version that is not built with the site', async () => {
    await expect(archiveVersion(site, '2024.01', () => undefined)).rejects.toThrow('No version 2024.01 built with the site to archive');
  });
});
