// The maintainers' version commands (CONTRIBUTING.md, "Versions"):
//   npm run versions -- cut <name>       copy the current docs as version <name>, built with the site
//   npm run versions -- archive <name>   build <name> alone as archived_versions/<name>.tar.gz, served
//                                        under /<name>/ after every build, and take it out of the site's build
//   npm run versions -- rearchive <name> build archived <name> again with today's site code, from its
//                                        pages at the commit recorded for it, into archived_versions/<name>.tar.gz
//   npm run versions -- retire <name>    remove <name> (built or archived) from the site
// Each updates src/features/versions/data/versions.json, the one list of versions.
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import {archiveFile, loadVersions, versionsFile, type DocsVersion} from '../src/features/versions/versionsData';

const docusaurusBin = (siteDir: string) => path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

function upgradeIds(siteDir: string): string[] {
  const {upgrades} = JSON.parse(fs.readFileSync(path.join(siteDir, 'src/features/upgrades/data/upgrades.json'), 'utf8')) as {
    upgrades: {id: string}[];
  };
  return upgrades.map(({id}) => id);
}

const readVersions = (siteDir: string) => loadVersions(siteDir, upgradeIds(siteDir));
const writeVersions = (siteDir: string, versions: DocsVersion[]) =>
  fs.writeFileSync(versionsFile(siteDir), `${JSON.stringify({versions}, null, 2)}\n`);
const builtList = (siteDir: string) => path.join(siteDir, 'versions.json');

const git = (cwd: string, args: string[]) => execFileSync('git', args, {cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']}).trim();
const pagesOf = (name: string) => [`versioned_docs/version-${name}`, `versioned_sidebars/version-${name}-sidebars.json`];

/** The commit holding version `name`'s pages as they are in the working tree: HEAD, once they are committed. */
export function committedSources(siteDir: string, name: string): string {
  const changed = git(siteDir, ['status', '--porcelain', '--', ...pagesOf(name)]);
  if (changed) throw new Error(`Commit version ${name}'s pages first: the archive records the commit that holds them.\n${changed}`);
  const head = git(siteDir, ['rev-parse', 'HEAD']);
  if (!holdsPages(siteDir, head, name)) throw new Error(`HEAD (${head}) has no ${pagesOf(name)[0]}: commit the version's pages first`);
  return head;
}

function holdsPages(siteDir: string, commit: string, name: string): boolean {
  return pagesOf(name).every((entry) => spawnSync('git', ['cat-file', '-e', `${commit}:${entry}`], {cwd: siteDir}).status === 0);
}

function run(siteDir: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const result = spawnSync(process.execPath, [docusaurusBin(siteDir), ...args], {
    cwd: siteDir,
    stdio: 'inherit',
    env: {...process.env, ...env},
  });
  if (result.status !== 0) throw new Error(`docusaurus ${args.join(' ')} failed (exit ${result.status})`);
}

/** Takes a version's pages and sidebars out of the site's build (Docusaurus's versions.json and its folders). */
function removeFromBuild(siteDir: string, name: string): void {
  const names = JSON.parse(fs.readFileSync(builtList(siteDir), 'utf8')) as string[];
  fs.writeFileSync(
    builtList(siteDir),
    `${JSON.stringify(
      names.filter((other) => other !== name),
      null,
      2,
    )}\n`,
  );
  fs.rmSync(path.join(siteDir, 'versioned_docs', `version-${name}`), {recursive: true, force: true});
  fs.rmSync(path.join(siteDir, 'versioned_sidebars', `version-${name}-sidebars.json`), {force: true});
}

/**
 * Points a version's imports of current docs files (`@site/docs/…`, a page that shows another
 * section's partial) at the version's own copies, which `docs:version` made but does not import:
 * otherwise the version would show today's text of those partials, and an archived build, which
 * compiles only its version's folder with the docs' remark plugins, could not render them.
 */
export function importOwnFiles(siteDir: string, name: string): string[] {
  const folder = path.join(siteDir, 'versioned_docs', `version-${name}`);
  const changed: string[] = [];
  for (const file of fs.readdirSync(folder, {recursive: true}).map(String)) {
    if (!/\.mdx?$/.test(file)) continue;
    const text = fs.readFileSync(path.join(folder, file), 'utf8');
    const own = text.replace(/(['"])@site\/docs\//g, `$1@site/versioned_docs/version-${name}/`);
    if (own === text) continue;
    fs.writeFileSync(path.join(folder, file), own);
    changed.push(file);
  }
  return changed;
}

// Components that pages once had without an import and that today's site has pages import.
const siteComponents: Record<string, string> = {SectionCards: '@site/src/features/navigation/SectionCards'};

/**
 * Gives an archived version's pages the imports today's site code needs: a page that uses a
 * component pages once had without an import (SectionCards, now imported by each landing page)
 * imports it after its front matter. Returns the files changed.
 */
export function importSiteComponents(siteDir: string, name: string): string[] {
  const folder = path.join(siteDir, 'versioned_docs', `version-${name}`);
  const changed: string[] = [];
  for (const file of fs.readdirSync(folder, {recursive: true}).map(String)) {
    if (!file.endsWith('.mdx')) continue;
    const text = fs.readFileSync(path.join(folder, file), 'utf8');
    const missing = Object.keys(siteComponents).filter(
      (component) => text.includes(`<${component}`) && !new RegExp(`^import ${component}\\b`, 'm').test(text),
    );
    if (missing.length === 0) continue;
    const imports = missing.map((component) => `import ${component} from '${siteComponents[component]}';\n`).join('');
    const frontMatter = /^---\n[\s\S]*?\n---\n/.exec(text)?.[0] ?? '';
    fs.writeFileSync(path.join(folder, file), `${frontMatter}\n${imports}${text.slice(frontMatter.length)}`);
    changed.push(file);
  }
  return changed;
}

/** Copies the current docs as version `name`, documenting the newest upgrade, cut `today`. */
export function cutVersion(siteDir: string, name: string, today = new Date().toISOString().slice(0, 10)): void {
  const versions = readVersions(siteDir);
  if (versions.some((version) => version.name === name)) throw new Error(`Version ${name} exists already (${versionsFile(siteDir)})`);
  run(siteDir, ['docs:version', name]);
  importOwnFiles(siteDir, name);
  const newestUpgrade = upgradeIds(siteDir).at(-1) as string;
  writeVersions(siteDir, [{name, cut: today, upgrade: newestUpgrade, archived: false}, ...versions]);
}

/** Builds version `name` alone (DOCS_ARCHIVE_VERSION, docusaurus.config.ts) in `siteDir`, packed as `archive`. */
async function buildArchive(siteDir: string, name: string, archive: string, build: (outDir: string) => void): Promise<void> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `archive-${name}-`));
  try {
    build(outDir);
    fs.mkdirSync(path.dirname(archive), {recursive: true});
    await tar.c({gzip: {level: 9}, file: archive, cwd: outDir, portable: true}, fs.readdirSync(outDir));
  } finally {
    fs.rmSync(outDir, {recursive: true, force: true});
  }
}

/**
 * Builds version `name` alone. First it draws the version's diagrams that have no drawing yet
 * (`npm run diagrams`, src/features/diagrams): the production build takes every diagram drawn ahead
 * of time, and an archived version's pages can hold diagrams today's docs no longer have.
 */
const buildAlone = (siteDir: string, name: string) => (outDir: string) => {
  const drawn = spawnSync(process.execPath, [path.join(siteDir, 'node_modules/tsx/dist/cli.mjs'), 'scripts/diagrams.ts'], {
    cwd: siteDir,
    stdio: 'inherit',
  });
  if (drawn.status !== 0) throw new Error(`npm run diagrams failed in ${siteDir} (exit ${drawn.status})`);
  run(siteDir, ['build', '--out-dir', outDir], {DOCS_ARCHIVE_VERSION: name});
};

/**
 * Builds version `name` alone into archived_versions/<name>.tar.gz, takes the version out of the
 * site's build and records the commit that holds its pages (for `rearchive`). `build` is the build
 * step and `sourceCommit` that commit, replaced in tests.
 */
export async function archiveVersion(
  siteDir: string,
  name: string,
  build = buildAlone(siteDir, name),
  sourceCommit = () => committedSources(siteDir, name),
): Promise<void> {
  const versions = readVersions(siteDir);
  const version = versions.find((candidate) => candidate.name === name);
  if (!version || version.archived) throw new Error(`No version ${name} built with the site to archive (${versionsFile(siteDir)})`);
  const commit = sourceCommit();
  await buildArchive(siteDir, name, archiveFile(siteDir, name), build);
  removeFromBuild(siteDir, name);
  writeVersions(
    siteDir,
    versions.map((other) => (other.name === name ? {...other, archived: true, sourceCommit: commit} : other)),
  );
}

// What a rebuilt archive takes from the working tree (today's site code and current docs, which an
// archive links to) rather than from the version's commit; node_modules is linked, not copied.
const notSiteCode = new Set([
  '.git',
  'node_modules',
  'build',
  '.docusaurus',
  'versioned_docs',
  'versioned_sidebars',
  'versions.json',
  'archived_versions',
]);

/**
 * Builds archived version `name` again with today's site code: a git worktree of the commit that
 * holds its pages (so their "last updated" dates are those of that history), today's site code
 * and docs copied over it, the version set to be built alone,
 * packed as `archive` (its archive by default).
 * Nothing in the working tree changes but the archive, so it can be re-run after any change to the
 * site's code. `build` runs in the worktree; tests replace it.
 */
export async function rearchiveVersion(
  siteDir: string,
  name: string,
  build?: (outDir: string, worktree: string) => void,
  archive = archiveFile(siteDir, name),
): Promise<void> {
  const versions = readVersions(siteDir);
  const version = versions.find((candidate) => candidate.name === name);
  if (!version?.archived || !version.sourceCommit)
    throw new Error(`No archived version ${name} with its sourceCommit in ${versionsFile(siteDir)}`);
  const commit = version.sourceCommit;
  if (!holdsPages(siteDir, commit, name))
    throw new Error(`Commit ${commit} (sourceCommit of ${name}) does not hold ${pagesOf(name).join(' and ')}`);
  const worktree = fs.mkdtempSync(path.join(os.tmpdir(), `rearchive-${name}-`));
  git(siteDir, ['worktree', 'add', '--detach', '--force', worktree, commit]);
  try {
    for (const entry of fs.readdirSync(worktree)) {
      if (entry !== '.git' && !pagesOf(name).some((page) => page.startsWith(`${entry}/`)))
        fs.rmSync(path.join(worktree, entry), {recursive: true, force: true});
    }
    for (const folder of ['versioned_docs', 'versioned_sidebars']) {
      for (const entry of fs.readdirSync(path.join(worktree, folder))) {
        if (!pagesOf(name).includes(`${folder}/${entry}`)) fs.rmSync(path.join(worktree, folder, entry), {recursive: true, force: true});
      }
    }
    for (const entry of fs.readdirSync(siteDir)) {
      if (!notSiteCode.has(entry))
        fs.cpSync(path.join(siteDir, entry), path.join(worktree, entry), {recursive: true, verbatimSymlinks: true});
    }
    fs.symlinkSync(path.join(siteDir, 'node_modules'), path.join(worktree, 'node_modules'));
    // Its own copies of shared partials, as `cut` now makes them, not today's docs' text.
    importOwnFiles(worktree, name);
    importSiteComponents(worktree, name);
    // The version alone, built with the site: what DOCS_ARCHIVE_VERSION builds.
    fs.writeFileSync(builtList(worktree), `${JSON.stringify([name], null, 2)}\n`);
    writeVersions(worktree, [{name: version.name, cut: version.cut, upgrade: version.upgrade, archived: false}]);
    await buildArchive(worktree, name, archive, (outDir) => (build ? build(outDir, worktree) : buildAlone(worktree, name)(outDir)));
  } finally {
    git(siteDir, ['worktree', 'remove', '--force', worktree]);
    fs.rmSync(worktree, {recursive: true, force: true});
  }
}

/** Removes version `name` from the site, archived or built. */
export function retireVersion(siteDir: string, name: string): void {
  const versions = readVersions(siteDir);
  const version = versions.find((candidate) => candidate.name === name);
  if (!version) throw new Error(`No version ${name} in ${versionsFile(siteDir)}`);
  if (version.archived) fs.rmSync(archiveFile(siteDir, name));
  else removeFromBuild(siteDir, name);
  writeVersions(
    siteDir,
    versions.filter((other) => other.name !== name),
  );
}

/** The subcommands main accepts; the contributor guide names each (tests/content/contributorGuide.test.ts). */
export const versionCommands = ['cut', 'archive', 'rearchive', 'retire'];

async function main([command, name]: string[]): Promise<void> {
  const siteDir = path.resolve(__dirname, '..');
  if (!name || !versionCommands.includes(command))
    throw new Error('Usage: npm run versions -- cut <name> | archive <name> | rearchive <name> | retire <name>');
  if (command === 'cut') cutVersion(siteDir, name);
  else if (command === 'archive') await archiveVersion(siteDir, name);
  else if (command === 'rearchive') await rearchiveVersion(siteDir, name);
  else retireVersion(siteDir, name);
  console.log(
    command === 'rearchive'
      ? `rearchive: ${name} done; archived_versions/${name}.tar.gz rebuilt.`
      : `${command}: ${name} done; src/features/versions/data/versions.json updated.`,
  );
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
