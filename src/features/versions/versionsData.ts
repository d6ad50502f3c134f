/**
 * The docs versions (`data/versions.json`): every version cut from the docs, newest first, with the
 * day it was cut, the upgrade it documents and whether it is archived. A version that is not archived
 * is built with the site (Docusaurus's `versions.json` lists it, `versioned_docs/` holds its pages);
 * an archived one is its own static build, `archived_versions/<name>.tar.gz`, unpacked under
 * `/<name>/` after the site's build (./plugin.ts), so it adds nothing to the site's JavaScript.
 * The loader stops the build on bad data, naming the file and the field.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DataProblems} from '../../utils/dataProblems';

export type DocsVersion = {
  /** The version's name and its path: `2026.11` is served under `/2026.11/`. */
  name: string;
  /** The day it was cut (YYYY-MM-DD). */
  cut: string;
  /** The id, in src/features/upgrades/data/upgrades.json, of the newest upgrade it documents. */
  upgrade: string;
  /** Its own static build in archived_versions/, rather than built with the site. */
  archived: boolean;
  /**
   * An archived version's: the commit whose tree still holds its pages and sidebars, from which
   * `npm run versions -- rearchive <name>` builds it again with today's site code.
   */
  sourceCommit?: string;
};

export const versionsFile = (siteDir: string) => path.join(siteDir, 'src/features/versions/data/versions.json');
export const archiveFile = (siteDir: string, name: string) => path.join(siteDir, 'archived_versions', `${name}.tar.gz`);

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const commitPattern = /^[0-9a-f]{40}$/;
// A version's name is a path segment of its URLs.
const namePattern = /^[a-z0-9][a-z0-9._-]*$/i;

/** What the data is checked against: the upgrades there are, Docusaurus's versions.json, the archives on disk. */
export type VersionsContext = {upgradeIds: string[]; builtVersions: string[]; hasArchive: (name: string) => boolean};

/** Throws unless `data` is a versions file consistent with its context; `file` names it in the error. */
export function validateVersions(file: string, data: unknown, context: VersionsContext): DocsVersion[] {
  const problems = new DataProblems('versions data');
  const root = (data ?? {}) as Record<string, unknown>;
  problems.onlyFields('', root, ['versions']);
  if (!problems.expect('versions', root.versions, Array.isArray(root.versions), 'a list, newest first')) problems.throwIfAny(file);
  const versions = root.versions as Record<string, unknown>[];
  versions.forEach((version, index) => {
    const where = `versions[${index}]`;
    problems.onlyFields(where, version, ['name', 'cut', 'upgrade', 'archived', 'sourceCommit']);
    problems.expect(
      `${where}.name`,
      version.name,
      typeof version.name === 'string' && namePattern.test(version.name),
      'a path segment, like 2026.11',
    );
    problems.expect(
      `${where}.cut`,
      version.cut,
      typeof version.cut === 'string' && datePattern.test(version.cut) && !Number.isNaN(Date.parse(version.cut)),
      'the day it was cut, YYYY-MM-DD',
    );
    problems.expect(
      `${where}.upgrade`,
      version.upgrade,
      context.upgradeIds.includes(version.upgrade as string),
      'an upgrade id of upgrades.json',
    );
    problems.expect(`${where}.archived`, version.archived, typeof version.archived === 'boolean', 'true or false');
    if (version.archived === true) {
      problems.expect(
        `${where}.archived`,
        version.archived,
        context.hasArchive(String(version.name)),
        `false, or its build in archived_versions/${String(version.name)}.tar.gz (npm run versions -- archive ${String(version.name)})`,
      );
      problems.expect(
        `${where}.name`,
        version.name,
        !context.builtVersions.includes(String(version.name)),
        'an archived version to be out of versions.json (Docusaurus would build it again)',
      );
      problems.expect(
        `${where}.sourceCommit`,
        version.sourceCommit,
        typeof version.sourceCommit === 'string' && commitPattern.test(version.sourceCommit),
        'the full hash of the commit that holds its pages, for npm run versions -- rearchive',
      );
    } else if (version.sourceCommit !== undefined) {
      problems.expect(
        `${where}.sourceCommit`,
        version.sourceCommit,
        false,
        'no commit for a version built with the site (its pages are in the tree)',
      );
    }
    const newer = versions[index - 1];
    if (newer && typeof newer.cut === 'string' && typeof version.cut === 'string' && newer.cut < version.cut)
      problems.expect(`${where}.cut`, version.cut, false, `a day no later than versions[${index - 1}]'s (${newer.cut}): newest first`);
  });
  const names = versions.map((version) => version.name);
  names.forEach((name, index) => {
    if (names.indexOf(name) !== index) problems.expect(`versions[${index}].name`, name, false, 'a name no other version has');
  });
  const built = versions.filter((version) => version.archived === false).map((version) => version.name);
  problems.expect(
    'versions (not archived)',
    built,
    JSON.stringify(built) === JSON.stringify(context.builtVersions),
    `the versions of versions.json, in its order: ${JSON.stringify(context.builtVersions)}`,
  );
  problems.throwIfAny(file);
  return versions as DocsVersion[];
}

/** The site's versions, checked against its versions.json, upgrades and archives. */
export function loadVersions(siteDir: string, upgradeIds: string[]): DocsVersion[] {
  const versionsJson = path.join(siteDir, 'versions.json');
  const builtVersions = fs.existsSync(versionsJson) ? (JSON.parse(fs.readFileSync(versionsJson, 'utf8')) as string[]) : [];
  const file = versionsFile(siteDir);
  return validateVersions(path.relative(process.cwd(), file), JSON.parse(fs.readFileSync(file, 'utf8')), {
    upgradeIds,
    builtVersions,
    hasArchive: (name) => fs.existsSync(archiveFile(siteDir, name)),
  });
}
