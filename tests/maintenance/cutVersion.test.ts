import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {siteDir} from '../support/paths';
import {listDocRoutes} from '../support/siteData';

// What a maintainer runs to cut a version, in a throwaway copy of the site.
describe('cutting a docs version', () => {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'cut-version-'));
  const version = 'test-cut';

  beforeAll(() => {
    for (const entry of [
      'docs',
      'src',
      'static',
      'sidebars.ts',
      'docusaurus.config.ts',
      'package.json',
      'tsconfig.json',
      'versions.json',
      'versioned_docs',
      'versioned_sidebars',
      'archived_versions',
      'scripts',
    ]) {
      if (fs.existsSync(path.join(siteDir, entry))) fs.cpSync(path.join(siteDir, entry), path.join(copy, entry), {recursive: true});
    }
    fs.symlinkSync(path.join(siteDir, 'node_modules'), path.join(copy, 'node_modules'));
    // `npm run versions -- cut <name>`, as CONTRIBUTING gives it.
    execFileSync(process.execPath, [path.join(siteDir, 'node_modules/tsx/dist/cli.mjs'), 'scripts/versions.ts', 'cut', version], {
      cwd: copy,
      stdio: 'pipe',
    });
  });

  afterAll(() => fs.rmSync(copy, {recursive: true, force: true}));

  it('lists the new version first in versions.json and in the versions data, with its day and the newest upgrade', () => {
    expect(JSON.parse(fs.readFileSync(path.join(copy, 'versions.json'), 'utf8'))[0]).toBe(version);
    const {versions} = JSON.parse(fs.readFileSync(path.join(copy, 'src/features/versions/data/versions.json'), 'utf8'));
    const {upgrades} = JSON.parse(fs.readFileSync(path.join(siteDir, 'src/features/upgrades/data/upgrades.json'), 'utf8'));
    expect(versions[0]).toEqual({name: version, cut: new Date().toISOString().slice(0, 10), upgrade: upgrades.at(-1).id, archived: false});
  });

  it('copies every page and every code file of the current docs', async () => {
    const list = (dir: string) =>
      fs
        .readdirSync(dir, {recursive: true})
        .map(String)
        .filter((file) => fs.statSync(path.join(dir, file)).isFile())
        .sort();
    expect(list(path.join(copy, 'versioned_docs', `version-${version}`))).toEqual(list(path.join(siteDir, 'docs')));
    expect((await listDocRoutes()).length).toBeGreaterThan(250);
  });

  it("imports the version's own copies of shared files, never the current docs'", () => {
    const folder = path.join(copy, 'versioned_docs', `version-${version}`);
    const pages = fs
      .readdirSync(folder, {recursive: true})
      .map(String)
      .filter((file) => file.endsWith('.mdx'));
    const current = pages.filter((file) => fs.readFileSync(path.join(folder, file), 'utf8').includes('@site/docs/'));
    expect(current).toEqual([]);
    // The current docs do import across folders, so the rewrite had something to do.
    expect(fs.readFileSync(path.join(folder, 'app-developers/tutorials/interop/event-contests.mdx'), 'utf8')).toContain(
      `'@site/versioned_docs/version-${version}/interop/tutorials/_event-contests.mdx'`,
    );
  });

  it('freezes the sidebars of that moment', () => {
    const frozen = JSON.parse(fs.readFileSync(path.join(copy, 'versioned_sidebars', `version-${version}-sidebars.json`), 'utf8'));
    expect(Object.keys(frozen)).toEqual([
      'getStarted',
      'superchain',
      'interop',
      'appDevelopers',
      'operators',
      'stack',
      'connect',
      'notices',
    ]);
    expect(JSON.stringify(frozen.interop)).toContain('interop/tutorials/message-passing/index');
  });
});
