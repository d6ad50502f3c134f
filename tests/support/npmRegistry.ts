import {spawn} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import {siteDir} from './paths';

/**
 * A loopback npm registry for the tutorials' `npm install` steps: it serves exactly the packages
 * installed in this project's node_modules (every copy, nested ones included), so a reader's
 * install gets the lockfile's versions, the same on every run, and nothing comes from the
 * internet. A package that is not installed here is a 404, and npm fails naming it.
 *
 * Each package is served as npm would publish it: a gzip'd tar of its folder with every entry
 * under `package/` (its own node_modules left out), and a packument whose `dist.integrity` is the
 * sha512 of exactly that tarball. The tarball is built from the installed folder, so it includes
 * whatever an install script changed there (esbuild's postinstall puts the native binary in
 * bin/esbuild, for instance); npm checks it against the integrity served here, not the public one.
 */
export type NpmRegistry = {
  /** The registry's address, `http://127.0.0.1:<port>/` (give it to npm as npm_config_registry). */
  url: string;
  /** Every request so far, as "<method> <path> <status>" (npm's requests, for failure messages). */
  requests: string[];
  stop(): Promise<void>;
};

/** One installed copy of a package: its manifest and folder. */
type Installed = {manifest: Record<string, unknown>; dir: string};
type Tarball = {data: Buffer; integrity: string; shasum: string};

const nodeModules = path.join(siteDir, 'node_modules');
const gzip = promisify(zlib.gzip);

/** Every package under node_modules by name, then version (the shallowest copy of a version). */
function indexPackages(root: string): Map<string, Map<string, Installed>> {
  const index = new Map<string, Map<string, Installed>>();
  const visit = (dir: string) => {
    let manifest: Record<string, unknown>;
    try {
      manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    } catch {
      return; // Not a package (or a broken one): nothing to serve.
    }
    const {name, version} = manifest;
    if (typeof name === 'string' && typeof version === 'string') {
      const versions = index.get(name) ?? new Map<string, Installed>();
      index.set(name, versions);
      const known = versions.get(version);
      if (!known || dir.split(path.sep).length < known.dir.split(path.sep).length) versions.set(version, {manifest, dir});
    }
    walk(path.join(dir, 'node_modules'));
  };
  const walk = (modulesDir: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(modulesDir, {withFileTypes: true});
    } catch {
      return;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      // .bin, .cache, .package-lock.json: npm's own files, not packages.
      if (entry.name.startsWith('.')) continue;
      const dir = path.join(modulesDir, entry.name);
      if (entry.name.startsWith('@')) {
        for (const scoped of fs.readdirSync(dir).sort()) visit(path.join(dir, scoped));
      } else {
        visit(dir);
      }
    }
  };
  walk(root);
  return index;
}

/** Semver precedence of two valid versions (build metadata ignored). */
export function compareVersions(a: string, b: string): number {
  const parse = (version: string) => {
    const [core, pre] = version.split('+')[0].split(/-(.*)/s);
    return {core: core.split('.').map(Number), pre: pre === undefined ? [] : pre.split('.')};
  };
  const [x, y] = [parse(a), parse(b)];
  for (let i = 0; i < 3; i++) if (x.core[i] !== y.core[i]) return (x.core[i] ?? 0) - (y.core[i] ?? 0);
  // A release is above its prereleases.
  if (!x.pre.length || !y.pre.length) return y.pre.length - x.pre.length;
  for (let i = 0; i < Math.max(x.pre.length, y.pre.length); i++) {
    const [p, q] = [x.pre[i], y.pre[i]];
    if (p === undefined || q === undefined) return p === undefined ? -1 : 1;
    if (p === q) continue;
    const [pNum, qNum] = [/^\d+$/.test(p), /^\d+$/.test(q)];
    if (pNum && qNum) return Number(p) - Number(q);
    if (pNum !== qNum) return pNum ? -1 : 1;
    return p < q ? -1 : 1;
  }
  return 0;
}

/** The `latest` dist-tag: the highest release present (the highest prerelease if there is none). */
function latestOf(versions: string[]): string {
  const sorted = [...versions].sort(compareVersions);
  return sorted.filter((version) => !version.includes('-')).at(-1) ?? sorted.at(-1)!;
}

/** The tarball's file name in its URL, as the public registry names it: `<name without scope>-<version>.tgz`. */
const tarballFile = (name: string, version: string) => `${name.split('/').at(-1)}-${version}.tgz`;

/** Runs GNU tar and returns what it writes on stdout. */
function runTar(args: string[], cwd: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const tar = spawn('tar', args, {cwd, stdio: ['ignore', 'pipe', 'pipe']});
    const out: Buffer[] = [];
    let err = '';
    tar.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    tar.stderr.on('data', (chunk: Buffer) => (err += chunk));
    tar.once('error', reject);
    tar.once('close', (code) =>
      code === 0 ? resolve(Buffer.concat(out)) : reject(new Error(`tar in ${cwd} exited with ${code}: ${err.trim()}`)),
    );
  });
}

/**
 * The tarball npm would get for a package folder: every entry except node_modules under
 * `package/`, in name order with a fixed owner and date, so the same folder always gives the same
 * bytes. Hard links are stored as files (npm drops link entries when it extracts).
 */
export async function packFolder(dir: string): Promise<Buffer> {
  const entries = fs
    .readdirSync(dir)
    .filter((name) => name !== 'node_modules')
    .sort();
  const tar = await runTar(
    [
      '--create',
      '--file=-',
      '--format=gnu',
      '--sort=name',
      '--owner=0',
      '--group=0',
      '--numeric-owner',
      '--mtime=@499162500', // 1985-10-26 08:15 UTC, the date npm pack gives every entry
      '--hard-dereference',
      // Every member under package/; symbolic link targets stay as they are.
      '--transform=s,^,package/,S',
      '--',
      ...entries,
    ],
    dir,
  );
  return gzip(tar);
}

/** At most `limit` of the given tasks at a time (npm asks for many packages at once). */
function limiter(limit: number) {
  let running = 0;
  const queue: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => queue.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      queue.shift()?.();
    }
  };
}

// Tarballs are built once per process (per Jest test file), whichever registry asks.
const tarballs = new Map<string, Promise<Tarball>>();
const packSlot = limiter(4);

function tarballOf(dir: string): Promise<Tarball> {
  let tarball = tarballs.get(dir);
  if (!tarball) {
    tarball = packSlot(() => packFolder(dir)).then((data) => ({
      data,
      integrity: `sha512-${crypto.createHash('sha512').update(data).digest('base64')}`,
      shasum: crypto.createHash('sha1').update(data).digest('hex'),
    }));
    tarballs.set(dir, tarball);
    tarball.catch(() => tarballs.delete(dir));
  }
  return tarball;
}

/**
 * Starts the registry on 127.0.0.1 (a free port). It answers `GET /<name>` and
 * `GET /@scope%2fname` (or `/@scope/name`) with the package's packument, and
 * `GET /<name>/-/<file>.tgz` with a tarball; anything else (an unknown package, audit,
 * advisories) is a 404 with `{"error": "not found"}`.
 */
export async function startNpmRegistry(root = nodeModules): Promise<NpmRegistry> {
  const index = indexPackages(root);
  const requests: string[] = [];
  let base = '';

  const packument = async (name: string) => {
    const installed = index.get(name)!;
    const versions: Record<string, unknown> = {};
    for (const [version, {manifest, dir}] of [...installed].sort(([a], [b]) => compareVersions(a, b))) {
      const {integrity, shasum} = await tarballOf(dir);
      // The manifest as published: without any install-time `_` fields a package manager may have added.
      const published = Object.fromEntries(Object.entries(manifest).filter(([key]) => !key.startsWith('_')));
      versions[version] = {
        ...published,
        _id: `${name}@${version}`,
        dist: {tarball: `${base}${name}/-/${tarballFile(name, version)}`, integrity, shasum},
      };
    }
    return {_id: name, name, 'dist-tags': {latest: latestOf([...installed.keys()])}, versions};
  };

  /** The folder of the package a tarball path names, e.g. `@scope/name/-/name-1.2.3.tgz`. */
  const tarballDir = (urlPath: string) => {
    const match = urlPath.match(/^((?:@[^/]+\/)?[^/@]+)\/-\/([^/]+)\.tgz$/);
    if (!match) return undefined;
    const [, name, file] = match;
    for (const [version, {dir}] of index.get(name) ?? []) if (`${tarballFile(name, version)}` === `${file}.tgz`) return dir;
    return undefined;
  };

  const server = http.createServer(async (request, response) => {
    const send = (status: number, type: string, body: Buffer | string) => {
      requests.push(`${request.method} ${request.url} ${status}`);
      response.writeHead(status, {'content-type': type, 'content-length': Buffer.byteLength(body)});
      response.end(request.method === 'HEAD' ? undefined : body);
    };
    const notFound = () => send(404, 'application/json', JSON.stringify({error: 'not found'}));
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD') return notFound();
      let urlPath: string;
      try {
        urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://registry').pathname).slice(1);
      } catch {
        return notFound();
      }
      if (/^(@[^/]+\/)?[^/@]+$/.test(urlPath) && index.has(urlPath)) {
        return send(200, 'application/json', JSON.stringify(await packument(urlPath)));
      }
      const dir = tarballDir(urlPath);
      if (dir) return send(200, 'application/octet-stream', (await tarballOf(dir)).data);
      return notFound();
    } catch (error) {
      send(500, 'application/json', JSON.stringify({error: String(error)}));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    url: base,
    requests,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/**
 * A proxy address nothing can listen on (port 9 is privileged, and closed): npm, and any other
 * tool that honours HTTPS_PROXY, fails at once with ECONNREFUSED if it tries to go anywhere but
 * the loopback registry, instead of quietly reaching the internet.
 */
export const deadProxy = 'http://127.0.0.1:9';

/**
 * The npm settings for a shell that installs from `registry` and from nowhere else: npm's
 * registry is the loopback one, its cache is `cacheDir` (a new folder per run, so nothing comes
 * from an earlier download), no audit, funding message, update check or retries, and every
 * other host goes through a proxy that refuses connections.
 */
export function offlineNpmEnv(registry: Pick<NpmRegistry, 'url'>, cacheDir: string): Record<string, string> {
  return {
    npm_config_registry: registry.url,
    npm_config_cache: cacheDir,
    npm_config_offline: 'false',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    // Nothing to retry on loopback; a stray request fails at once instead of after a minute of retries.
    npm_config_fetch_retries: '0',
    // npm sends even http:// registry requests to https_proxy: loopback is exempt, nothing else.
    npm_config_proxy: deadProxy,
    npm_config_https_proxy: deadProxy,
    npm_config_noproxy: '127.0.0.1,localhost',
    HTTPS_PROXY: deadProxy,
    https_proxy: deadProxy,
    NO_PROXY: '127.0.0.1,localhost',
    no_proxy: '127.0.0.1,localhost',
  };
}
