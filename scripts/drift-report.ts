// What upstream has that the site's data does not yet say, for maintainers (a weekly job runs it,
// .github/workflows/drift.yml):
//   npm run data:drift -- --optimism <monorepo checkout> [--infra <infra checkout>] --registry <superchain-registry checkout>
// (a) component tags in the Optimism monorepo (and, with --infra, ethereum-optimism/infra: proxyd,
//     op-txproxy) newer than the releases data
//     (src/features/upgrades/data/releases/<component>.json), releases the data records as
//     `sourceRead: false` whose tag the checkout has, and flag references generated from an older
//     final release than the checkout's newest (regenerate with npm run data:flags), (b) notices in its
//     docs/public-docs/notices/ (and archive/) that no upgrade, notice or notice page of the site
//     covers, (c) Superchain Registry hard fork times and chains the registry snapshot
//     (src/features/reference-tables/data/registry/chains.json) lacks. Any flag may be given
//     alone; then only its checks run. Prints a table `| kind | item | site | upstream |`, one row
//     per item, and a summary line; exits 1 on any row, 0 on none, 2 on an error (a missing
//     checkout, one that is not a git repository). A checkout may be a work tree (read from disk)
//     or a bare repository (read at HEAD). Nothing is fetched: the checkouts are the only input.
import {execFileSync} from 'node:child_process';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {readRegistry, superchainIds} from './registry/readRegistry';
import type {RegistryData} from '../src/features/reference-tables/registryData';
import {flagComponents, isGenerated, readGeneratedFlags} from '../src/features/reference-tables/flagSources';
import {loadRegistry} from '../src/features/reference-tables/registryTables';
import {loadSiteUpgradesData, type ComponentReleases, type Notice, type Upgrade} from '../src/features/upgrades/upgradesData';

export type DriftKind = 'release' | 'release candidate' | 'source' | 'reference' | 'notice' | 'hard fork' | 'chain';
export type DriftRow = {kind: DriftKind; item: string; site: string; upstream: string};
export type Tag = {tag: string; date: string};

const monorepo = 'ethereum-optimism/optimism';
const noticesDir = 'docs/public-docs/notices';
const siteDir = path.join(__dirname, '..');

/** An error of the command line or of a checkout: exit 2. */
export class DriftError extends Error {}

type Version = {major: number; minor: number; patch: number; pre: string[]};

/** `1.2.3`, `1.2.3-rc.1` (a leading `v` allowed); undefined for what is not semver. */
export function parseVersion(text: string): Version | undefined {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(text);
  if (!match) return undefined;
  return {major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]), pre: match[4] ? match[4].split('.') : []};
}

/** Semver precedence: negative when a is older than b. */
export function compareVersions(a: Version, b: Version): number {
  const core = a.major - b.major || a.minor - b.minor || a.patch - b.patch;
  if (core !== 0) return core;
  if (a.pre.length === 0 || b.pre.length === 0) return b.pre.length - a.pre.length; // a final release follows its prereleases
  for (let index = 0; index < Math.min(a.pre.length, b.pre.length); index += 1) {
    const [x, y] = [a.pre[index], b.pre[index]];
    if (x === y) continue;
    const [xn, yn] = [/^\d+$/.test(x), /^\d+$/.test(y)];
    if (xn && yn) return Number(x) - Number(y);
    if (xn !== yn) return xn ? -1 : 1;
    return x < y ? -1 : 1;
  }
  return a.pre.length - b.pre.length;
}

/** The version a tag names once its pattern's fixed prefix (`op-node/`) is taken off. */
function tagVersion(tag: string, pattern: string): Version | undefined {
  const prefix = pattern.slice(0, pattern.indexOf('*') === -1 ? pattern.length : pattern.indexOf('*'));
  const rest = tag.startsWith(prefix) ? tag.slice(prefix.length) : tag;
  return parseVersion(prefix.endsWith('v') ? `v${rest}` : rest);
}

/**
 * (a) For each component of the monorepo: every final tag newer than the data's newest final
 * release, and every prerelease newer than all the data's releases and than the newest final tag
 * upstream (a release candidate still pending; one its final release has overtaken is not news).
 * `tags` gives the checkout's tags for a pattern. Components of other repositories are skipped.
 */
export function releaseDrift(
  components: ComponentReleases[],
  tags: (repository: string, pattern: string) => Tag[] | undefined,
  references: Map<string, string> = new Map(),
): {rows: DriftRow[]; skipped: ComponentReleases[]} {
  const rows: DriftRow[] = [];
  const skipped: ComponentReleases[] = [];
  for (const component of [...components].sort((a, b) => a.component.localeCompare(b.component, 'en'))) {
    const tagged = tags(component.repository, component.tagPattern);
    if (tagged === undefined) {
      skipped.push(component);
      continue;
    }
    const known = component.releases
      .map((release) => ({release, version: parseVersion(release.version) ?? tagVersion(release.tag, component.tagPattern)}))
      .filter((entry): entry is {release: (typeof entry)['release']; version: Version} => entry.version !== undefined)
      .sort((a, b) => compareVersions(b.version, a.version));
    const newestFinal = known.find((entry) => entry.version.pre.length === 0);
    const newest = known[0];
    const upstream = tagged
      .map((tag) => ({...tag, version: tagVersion(tag.tag, component.tagPattern)}))
      .filter((tag): tag is Tag & {version: Version} => tag.version !== undefined)
      .sort((a, b) => compareVersions(a.version, b.version));
    const finals = upstream.filter((tag) => tag.version.pre.length === 0);
    const newestUpstreamFinal = finals.at(-1);
    for (const tag of finals) {
      if (newestFinal && compareVersions(tag.version, newestFinal.version) <= 0) continue;
      rows.push({
        kind: 'release',
        item: tag.tag,
        site: newestFinal ? `newest ${newestFinal.release.tag}` : 'no final release',
        upstream: `tagged ${tag.date}`,
      });
    }
    // A release recorded as unreadable whose tag the checkout now has: its source can be read.
    const byTag = new Map(upstream.map((tag) => [tag.tag, tag]));
    for (const release of component.releases.filter((entry) => !entry.sourceRead && byTag.has(entry.tag))) {
      rows.push({kind: 'source', item: release.tag, site: 'sourceRead: false', upstream: `tagged ${byTag.get(release.tag)!.date}`});
    }
    // A flag reference generated from an older final release than the checkout's newest.
    const documented = references.get(component.component);
    const documentedVersion = documented === undefined ? undefined : tagVersion(documented, component.tagPattern);
    if (documented && documentedVersion && newestUpstreamFinal && compareVersions(newestUpstreamFinal.version, documentedVersion) > 0) {
      rows.push({
        kind: 'reference',
        item: `data/flags/${component.component}.json`,
        site: documented,
        upstream: `${newestUpstreamFinal.tag}: npm run data:flags`,
      });
    }
    for (const tag of upstream) {
      if (tag.version.pre.length === 0) continue;
      if (newest && compareVersions(tag.version, newest.version) <= 0) continue;
      if (newestUpstreamFinal && compareVersions(tag.version, newestUpstreamFinal.version) <= 0) continue;
      rows.push({
        kind: 'release candidate',
        item: tag.tag,
        site: newest ? `newest ${newest.release.tag}` : 'no release',
        upstream: `tagged ${tag.date}`,
      });
    }
  }
  return {rows, skipped};
}

/** The `path:` values of a page's front matter `sources` (the list of `{repository, ref, path, backs}`), read with Docusaurus's own front matter parser. */
export async function frontMatterSourcePaths(page: string, filePath = 'page.mdx'): Promise<string[]> {
  const {sources} = (await DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent: page})).frontMatter;
  return Array.isArray(sources)
    ? sources.flatMap((source: {path?: unknown}) => (typeof source?.path === 'string' ? [source.path] : []))
    : [];
}

export type SiteNotices = {sourcePaths: Set<string>; names: Set<string>};

/** What covers an upstream notice: the source paths the site names, and its notice pages' names and upgrade ids. */
export function siteNotices(upgrades: Upgrade[], notices: Notice[], pages: {name: string; sourcePaths: string[]}[]): SiteNotices {
  const sourcePaths = new Set<string>();
  const names = new Set<string>();
  const routeName = (route: string) => /^\/notices\/([^/]+)\/?$/.exec(route)?.[1];
  for (const upgrade of upgrades) {
    names.add(upgrade.id);
    for (const route of upgrade.notices) names.add(routeName(route) ?? '');
    for (const source of upgrade.sources) if (source.path) sourcePaths.add(source.path);
  }
  for (const notice of notices) {
    names.add(routeName(notice.route) ?? '');
    for (const source of notice.sources) if (source.path) sourcePaths.add(source.path);
  }
  for (const page of pages) {
    names.add(page.name);
    for (const source of page.sourcePaths) sourcePaths.add(source);
  }
  names.delete('');
  return {sourcePaths, names};
}

/** (b) The notice files (`docs/public-docs/notices/<name>.mdx`, `.../archive/<name>.mdx`) the site does not cover. */
export function noticeDrift(site: SiteNotices, files: string[]): DriftRow[] {
  const rows: DriftRow[] = [];
  for (const file of [...files].sort()) {
    const match = new RegExp(`^${noticesDir}/(?:archive/)?([^/]+)\\.mdx$`).exec(file);
    if (!match || match[1] === 'index') continue;
    const name = match[1];
    const covered =
      site.names.has(name) ||
      site.sourcePaths.has(`${noticesDir}/${name}.mdx`) ||
      site.sourcePaths.has(`${noticesDir}/archive/${name}.mdx`);
    if (!covered) rows.push({kind: 'notice', item: file, site: 'not covered', upstream: 'present'});
  }
  return rows;
}

const showTime = (time: number) => `${time} (${new Date(time * 1000).toISOString().replace('.000Z', 'Z')})`;

/** (c) Hard fork times that differ from or are missing in the snapshot, and chains (superchain and chain id) it lacks. */
export function registryDrift(snapshot: RegistryData, upstream: RegistryData): DriftRow[] {
  const rows: DriftRow[] = [];
  for (const target of upstream.superchains) {
    const known = snapshot.superchains.find((superchain) => superchain.id === target.id);
    for (const [fork, time] of Object.entries(target.hardForks)) {
      const site = known?.hardForks[fork];
      if (site === time) continue;
      rows.push({
        kind: 'hard fork',
        item: `${target.id} ${fork}`,
        site: site === undefined ? 'missing' : showTime(site),
        upstream: showTime(time),
      });
    }
  }
  const chains = new Set(snapshot.chains.map((chain) => `${chain.superchain}:${chain.chainId}`));
  for (const chain of upstream.chains) {
    if (chains.has(`${chain.superchain}:${chain.chainId}`)) continue;
    rows.push({
      kind: 'chain',
      item: `${chain.superchain}/${chain.file} (chain id ${chain.chainId})`,
      site: 'missing',
      upstream: chain.name,
    });
  }
  return rows;
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The table, one row per item, then the summary line. */
export function formatReport(rows: DriftRow[], notes: string[]): string {
  const lines = [...notes];
  if (rows.length > 0) {
    lines.push('| kind | item | site | upstream |', '| --- | --- | --- | --- |');
    for (const row of rows) lines.push(`| ${[row.kind, row.item, row.site, row.upstream].map(cell).join(' | ')} |`);
  }
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.kind, (counts.get(row.kind) ?? 0) + 1);
  lines.push(
    rows.length === 0
      ? 'No drift: the site data covers the checkouts.'
      : `Drift: ${rows.length} item${rows.length === 1 ? '' : 's'} (${[...counts].map(([kind, count]) => `${count} ${kind}`).join(', ')}).`,
  );
  return lines.join('\n');
}

/** A checkout's files: from disk for a work tree, at HEAD for a bare repository. */
class Checkout {
  readonly bare: boolean;

  constructor(
    readonly flag: string,
    readonly dir: string,
  ) {
    if (!fs.existsSync(dir)) throw new DriftError(`${flag} ${dir}: no such directory`);
    if (!fs.statSync(dir).isDirectory()) throw new DriftError(`${flag} ${dir}: not a directory`);
    let bare: string;
    try {
      bare = this.git('rev-parse', '--is-bare-repository').trim();
    } catch {
      throw new DriftError(`${flag} ${dir}: not a git repository`);
    }
    this.bare = bare === 'true';
    // A folder inside another repository would answer with that repository's tags and files.
    const top = this.git('rev-parse', this.bare ? '--absolute-git-dir' : '--show-toplevel').trim();
    if (fs.realpathSync(top) !== fs.realpathSync(dir))
      throw new DriftError(`${flag} ${dir}: not the top of a git repository (that is ${top})`);
  }

  git(...args: string[]): string {
    return execFileSync('git', ['-C', this.dir, ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  }

  tags(pattern: string): Tag[] {
    return this.git('tag', '--list', '--format=%(refname:strip=2)\t%(creatordate:short)', pattern)
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [tag, date] = line.split('\t');
        return {tag, date};
      });
  }

  /** The files (not folders) directly in `folder`, as paths from the checkout's top; none when it is absent. */
  files(folder: string): string[] {
    if (this.bare) {
      return this.git('ls-tree', '--format=%(objecttype) %(path)', 'HEAD', `${folder}/`)
        .split('\n')
        .filter((line) => line.startsWith('blob '))
        .map((line) => line.slice('blob '.length));
    }
    const full = path.join(this.dir, folder);
    if (!fs.existsSync(full)) return [];
    return fs
      .readdirSync(full, {withFileTypes: true})
      .filter((entry) => entry.isFile())
      .map((entry) => `${folder}/${entry.name}`);
  }

  read(file: string): string {
    return this.bare ? this.git('show', `HEAD:${file}`) : fs.readFileSync(path.join(this.dir, file), 'utf8');
  }

  /** A folder holding the files readRegistry reads: the work tree itself, or a copy of them at HEAD. */
  registryFolder(): {folder: string; cleanup: () => void} {
    if (!this.bare) return {folder: this.dir, cleanup: () => {}};
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'drift-registry-'));
    const files = ['chainList.json', ...superchainIds.flatMap((id) => this.files(`superchain/configs/${id}`))];
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(folder, file)), {recursive: true});
      fs.writeFileSync(path.join(folder, file), this.read(file));
    }
    return {folder, cleanup: () => fs.rmSync(folder, {recursive: true, force: true})};
  }
}

const usage =
  'Usage: npm run data:drift -- [--optimism <monorepo checkout>] [--infra <ethereum-optimism/infra checkout>] [--registry <superchain-registry checkout>] (at least one)';

type Options = {optimism?: string; infra?: string; registry?: string};

export function parseArgs(args: string[]): Options {
  const options: Options = {};
  for (let index = 0; index < args.length; index += 1) {
    const flag = args[index];
    if (flag !== '--optimism' && flag !== '--infra' && flag !== '--registry') throw new DriftError(`Unknown argument ${flag}\n${usage}`);
    const value = args[index + 1];
    if (value === undefined || value.startsWith('--')) throw new DriftError(`${flag} needs a checkout\n${usage}`);
    options[flag.slice(2) as keyof Options] = path.resolve(value);
    index += 1;
  }
  if (!options.optimism && !options.infra && !options.registry) throw new DriftError(usage);
  return options;
}

/** Runs the report; `output` is what to print, `code` the exit status (0 no drift, 1 drift, 2 error). */
export async function main(args: string[]): Promise<{code: number; output: string}> {
  try {
    const options = parseArgs(args);
    // Both checkouts are checked before anything is read, so a typo in the second fails at once.
    const optimism = options.optimism ? new Checkout('--optimism', options.optimism) : undefined;
    const infra = options.infra ? new Checkout('--infra', options.infra) : undefined;
    const registry = options.registry ? new Checkout('--registry', options.registry) : undefined;
    const rows: DriftRow[] = [];
    const notes: string[] = [];
    if (optimism || infra) {
      const data = loadSiteUpgradesData('npm run data:drift');
      const flagsDir = path.join(siteDir, 'src/features/reference-tables/data/flags');
      const references = new Map(
        flagComponents(flagsDir)
          .filter((component) => isGenerated(flagsDir, component))
          .map((component) => [component, readGeneratedFlags(flagsDir, component).release]),
      );
      const checkouts = new Map([
        [monorepo, optimism],
        ['ethereum-optimism/infra', infra],
      ]);
      const releases = releaseDrift(
        [...data.releases.values()],
        (repository, pattern) => checkouts.get(repository)?.tags(pattern),
        references,
      );
      rows.push(...releases.rows);
      if (releases.skipped.length > 0) {
        notes.push(
          `Skipped (no checkout of their repository): ${releases.skipped.map((component) => `${component.component} (${component.repository})`).join(', ')}.`,
        );
      }
    }
    if (optimism) {
      const data = loadSiteUpgradesData('npm run data:drift');
      const pagesDir = path.join(siteDir, 'docs/notices');
      const pages = fs
        .readdirSync(pagesDir)
        .filter((name) => name.endsWith('.mdx') && name !== 'index.mdx')
        .map(async (name) => {
          const file = path.join(pagesDir, name);
          return {name: name.replace(/\.mdx$/, ''), sourcePaths: await frontMatterSourcePaths(fs.readFileSync(file, 'utf8'), file)};
        });
      const files = [...optimism.files(noticesDir), ...optimism.files(`${noticesDir}/archive`)];
      if (files.length === 0) notes.push(`No notices in ${optimism.dir}/${noticesDir}: is it the monorepo?`);
      rows.push(...noticeDrift(siteNotices(data.upgrades, data.notices, await Promise.all(pages)), files));
    }
    if (registry) {
      const snapshot = loadRegistry(path.join(siteDir, 'src/features/reference-tables/data'), 'npm run data:drift');
      const {folder, cleanup} = registry.registryFolder();
      try {
        rows.push(...registryDrift(snapshot, readRegistry(folder, {commit: '', date: ''})));
      } finally {
        cleanup();
      }
    }
    return {code: rows.length > 0 ? 1 : 0, output: formatReport(rows, notes)};
  } catch (error) {
    return {code: 2, output: `data:drift: ${(error as Error).message}`};
  }
}

if (require.main === module) {
  void main(process.argv.slice(2)).then(({code, output}) => {
    (code === 2 ? console.error : console.log)(output);
    process.exit(code);
  });
}
