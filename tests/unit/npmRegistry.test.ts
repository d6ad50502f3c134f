import {execFile, execFileSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {compareVersions, deadProxy, offlineNpmEnv, packFolder, startNpmRegistry, type NpmRegistry} from '../support/npmRegistry';
import {siteDir} from '../support/paths';

type Run = {status: number; stdout: string; stderr: string};

/**
 * Runs a command without blocking this process: the registry answers npm from this very event
 * loop, so a synchronous spawn would wait forever.
 */
function run(command: string, args: string[], cwd: string, env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(command, args, {cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024}, (error, stdout, stderr) => {
      const status = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({status, stdout, stderr});
    });
  });
}

const tarEntries = (tarball: Buffer) =>
  execFileSync('tar', ['--list', '--gzip', '--file=-'], {input: tarball, encoding: 'utf8'}).trim().split('\n').sort();
const sha512 = (data: Buffer) => `sha512-${crypto.createHash('sha512').update(data).digest('base64')}`;

describe('compareVersions', () => {
  it('orders versions as semver does', () => {
    const versions = ['1.10.0', '1.2.0', '2.0.0-beta.2', '2.0.0-beta.10', '2.0.0-alpha', '2.0.0', '1.2.0-rc.1', '0.9.9'];
    expect([...versions].sort(compareVersions)).toEqual([
      '0.9.9',
      '1.2.0-rc.1',
      '1.2.0',
      '1.10.0',
      '2.0.0-alpha',
      '2.0.0-beta.2',
      '2.0.0-beta.10',
      '2.0.0',
    ]);
  });
});

describe('the loopback npm registry, on a small node_modules', () => {
  let root: string;
  let registry: NpmRegistry;
  const get = (urlPath: string) => fetch(`${registry.url}${urlPath}`);

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-registry-fixture-'));
    const write = (file: string, content: unknown) => {
      const target = path.join(root, 'node_modules', file);
      fs.mkdirSync(path.dirname(target), {recursive: true});
      fs.writeFileSync(target, typeof content === 'string' ? content : JSON.stringify(content));
    };
    write('a/package.json', {name: 'a', version: '1.0.0'});
    write('a/index.js', 'module.exports = 1;');
    // A nested copy, and an npm alias folder: other versions of `a`.
    write('b/package.json', {name: 'b', version: '1.0.0', dependencies: {a: '^2.0.0'}, _resolved: 'https://example.invalid/b.tgz'});
    write('b/node_modules/a/package.json', {name: 'a', version: '2.0.0'});
    write('a-next/package.json', {name: 'a', version: '3.0.0-beta.1'});
    write('@s/c/package.json', {name: '@s/c', version: '0.1.0'});
    write('@s/c/lib/c.js', 'export {};');
    write('@s/c/node_modules/@s/d/package.json', {name: '@s/d', version: '4.5.6'});
    write('.bin/a', '#!/bin/sh');
    write('.package-lock.json', '{}');
    registry = await startNpmRegistry(path.join(root, 'node_modules'));
  });

  afterAll(async () => {
    await registry?.stop();
    fs.rmSync(root, {recursive: true, force: true});
  });

  it('lists every installed version of a name, nested copies included; latest is the highest release', async () => {
    const response = await get('a');
    expect(response.status).toBe(200);
    const packument = await response.json();
    expect(packument.name).toBe('a');
    expect(Object.keys(packument.versions)).toEqual(['1.0.0', '2.0.0', '3.0.0-beta.1']);
    expect(packument['dist-tags']).toEqual({latest: '2.0.0'});
    expect(packument.versions['2.0.0'].dist.tarball).toBe(`${registry.url}a/-/a-2.0.0.tgz`);
  });

  it('serves each version as package.json plus a dist whose integrity is the tarball it serves', async () => {
    const packument = await (await get('b')).json();
    const manifest = packument.versions['1.0.0'];
    // Install-time fields are not part of a published manifest.
    expect(manifest).toEqual({
      name: 'b',
      version: '1.0.0',
      dependencies: {a: '^2.0.0'},
      _id: 'b@1.0.0',
      dist: {tarball: `${registry.url}b/-/b-1.0.0.tgz`, integrity: expect.stringMatching(/^sha512-/), shasum: expect.any(String)},
    });
    const tarball = Buffer.from(await (await get('b/-/b-1.0.0.tgz')).arrayBuffer());
    expect(sha512(tarball)).toBe(manifest.dist.integrity);
    // The package alone: its nested node_modules is not in it.
    expect(tarEntries(tarball)).toEqual(['package/package.json']);
  });

  it('answers a scoped name written either way, and packs its files under package/', async () => {
    const [escaped, plain] = [await get('@s%2fc'), await get('@s/c')];
    expect([escaped.status, plain.status]).toEqual([200, 200]);
    const packument = await escaped.json();
    expect(await plain.json()).toEqual(packument);
    const {tarball} = packument.versions['0.1.0'].dist;
    expect(tarball).toBe(`${registry.url}@s/c/-/c-0.1.0.tgz`);
    const entries = tarEntries(Buffer.from(await (await fetch(tarball)).arrayBuffer()));
    expect(entries).toEqual(['package/lib/', 'package/lib/c.js', 'package/package.json']);
    expect((await (await get('@s%2fd')).json())['dist-tags'].latest).toBe('4.5.6');
  });

  it('packs the same folder into the same bytes every time', async () => {
    const folder = path.join(root, 'node_modules/@s/c');
    const [first, again] = [await packFolder(folder), await packFolder(folder)];
    expect(again.equals(first)).toBe(true);
    // The registry serves exactly that tarball.
    const served = Buffer.from(await (await get('@s/c/-/c-0.1.0.tgz')).arrayBuffer());
    expect(served.equals(first)).toBe(true);
  });

  it.each(['not-installed', '@s%2fnot-installed', 'a/-/a-9.9.9.tgz', '-/npm/v1/security/advisories/bulk', '-/ping', '.bin'])(
    'answers /%s with a JSON 404',
    async (urlPath) => {
      const response = await get(urlPath);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({error: 'not found'});
    },
  );
});

describe('npm install from the loopback registry of this project', () => {
  let registry: NpmRegistry;
  let tmp: string;
  let env: Record<string, string>;
  const npm = (args: string[], cwd: string) => run('npm', args, cwd, env);
  const installedViem = JSON.parse(fs.readFileSync(path.join(siteDir, 'node_modules/viem/package.json'), 'utf8')).version;

  beforeAll(async () => {
    registry = await startNpmRegistry();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-registry-install-'));
    fs.mkdirSync(path.join(tmp, 'home'));
    env = {HOME: path.join(tmp, 'home'), PATH: process.env.PATH ?? '', ...offlineNpmEnv(registry, path.join(tmp, 'npm-cache'))};
  });

  afterAll(async () => {
    await registry?.stop();
    if (tmp) fs.rmSync(tmp, {recursive: true, force: true});
  });

  it(`installs viem at the version in node_modules, and its dependencies, from the registry alone`, async () => {
    const project = path.join(tmp, 'viem-project');
    fs.mkdirSync(project);
    const install = await npm(['install', `viem@${installedViem}`, '--prefer-online'], project);
    expect({status: install.status, stderr: install.stderr}).toEqual({status: 0, stderr: expect.any(String)});
    const installed = JSON.parse(fs.readFileSync(path.join(project, 'node_modules/viem/package.json'), 'utf8'));
    expect(installed.version).toBe(installedViem);
    expect(registry.requests).toEqual(
      expect.arrayContaining([`GET /viem 200`, `GET /viem/-/viem-${installedViem}.tgz 200`, expect.stringMatching(/^GET \/ox /)]),
    );
    // Every dependency came from the registry too: the lockfile names only its tarballs.
    const lock = JSON.parse(fs.readFileSync(path.join(project, 'package-lock.json'), 'utf8'));
    const resolved = Object.values(lock.packages as Record<string, {resolved?: string}>)
      .map((entry) => entry.resolved)
      .filter(Boolean);
    expect(resolved.length).toBeGreaterThan(1);
    for (const url of resolved) expect(url!.startsWith(registry.url)).toBe(true);
  }, 60_000);

  it('fails on a package that is not installed here, with a 404 naming it', async () => {
    const project = path.join(tmp, 'missing-project');
    fs.mkdirSync(project);
    const install = await npm(['install', 'no-such-package-in-node-modules'], project);
    expect(install.status).not.toBe(0);
    expect(install.stderr).toMatch(/404/);
    expect(install.stderr).toContain('no-such-package-in-node-modules');
  }, 30_000);

  it('lets npm reach nothing else: another registry fails at once through the dead proxy', async () => {
    const started = Date.now();
    const view = await npm(['view', 'viem', 'version', '--registry=https://registry.npmjs.org/'], tmp);
    expect(view.status).not.toBe(0);
    expect(view.stderr).toContain('ECONNREFUSED');
    expect(view.stderr).toContain(new URL(deadProxy).host);
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 30_000);
});
