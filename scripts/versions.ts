// The maintainers' version commands (CONTRIBUTING.md, "Versions"):
//   npm run versions -- cut <name>       copy the current docs as version <name>, built with the site
//   npm run versions -- archive <name>   build <name> alone as archived_versions/<name>.tar.gz, served
//                                        under /<name>/ after every build, and take it out of the site's build
//   npm run versions -- retire <name>    remove <name> (built or archived) from the site
// Each updates src/features/versions/data/versions.json, the one list of versions.
import {spawnSync} from 'node:child_process';
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

/** Copies the current docs as version `name`, documenting the newest upgrade, cut `today`. */
export function cutVersion(siteDir: string, name: string, today = new Date().toISOString().slice(0, 10)): void {
  const versions = readVersions(siteDir);
  if (versions.some((version) => version.name === name)) throw new Error(`Version ${name} exists already (${versionsFile(siteDir)})`);
  run(siteDir, ['docs:version', name]);
  importOwnFiles(siteDir, name);
  const newestUpgrade = upgradeIds(siteDir).at(-1) as string;
  writeVersions(siteDir, [{name, cut: today, upgrade: newestUpgrade, archived: false}, ...versions]);
}

/**
 * Builds version `name` alone (DOCS_ARCHIVE_VERSION, docusaurus.config.ts) into a temporary folder,
 * packs it as archived_versions/<name>.tar.gz, and takes the version out of the site's build.
 * `build` is the build step, replaced in tests by one that writes a few files.
 */
export async function archiveVersion(
  siteDir: string,
  name: string,
  build = (outDir: string) => run(siteDir, ['build', '--out-dir', outDir], {DOCS_ARCHIVE_VERSION: name}),
): Promise<void> {
  const versions = readVersions(siteDir);
  const version = versions.find((candidate) => candidate.name === name);
  if (!version || version.archived) throw new Error(`No version ${name} built with the site to archive (${versionsFile(siteDir)})`);
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `archive-${name}-`));
  try {
    build(outDir);
    fs.mkdirSync(path.dirname(archiveFile(siteDir, name)), {recursive: true});
    await tar.c({gzip: {level: 9}, file: archiveFile(siteDir, name), cwd: outDir, portable: true}, fs.readdirSync(outDir));
  } finally {
    fs.rmSync(outDir, {recursive: true, force: true});
  }
  removeFromBuild(siteDir, name);
  writeVersions(
    siteDir,
    versions.map((other) => (other.name === name ? {...other, archived: true} : other)),
  );
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
export const versionCommands = ['cut', 'archive', 'retire'];

async function main([command, name]: string[]): Promise<void> {
  const siteDir = path.resolve(__dirname, '..');
  if (!name || !versionCommands.includes(command))
    throw new Error('Usage: npm run versions -- cut <name> | archive <name> | retire <name>');
  if (command === 'cut') cutVersion(siteDir, name);
  else if (command === 'archive') await archiveVersion(siteDir, name);
  else retireVersion(siteDir, name);
  console.log(`${command}: ${name} done; src/features/versions/data/versions.json updated.`);
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
