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
    ]) {
      if (fs.existsSync(path.join(siteDir, entry))) fs.cpSync(path.join(siteDir, entry), path.join(copy, entry), {recursive: true});
    }
    fs.symlinkSync(path.join(siteDir, 'node_modules'), path.join(copy, 'node_modules'));
    execFileSync(process.execPath, [path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'docs:version', version], {
      cwd: copy,
      stdio: 'pipe',
    });
  });

  afterAll(() => fs.rmSync(copy, {recursive: true, force: true}));

  it('lists the new version first in versions.json', () => {
    expect(JSON.parse(fs.readFileSync(path.join(copy, 'versions.json'), 'utf8'))[0]).toBe(version);
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
