/**
 * What an archived version's own build tells its pages about the site it is served beside
 * (`customFields.archive`, docusaurus.config.ts): its name, day and upgrade for the bar, and which
 * of its pages the latest docs no longer have, so "Read the latest docs" opens the same page there
 * when it can. Only an archive's build carries it.
 */
import fs from 'node:fs';
import path from 'node:path';

export type ArchiveFields = {
  name: string;
  cut: string;
  /** The title of the upgrade it documents ("Upgrade 19: Karst"). */
  upgrade: string;
  /** Routes of this version's docs (without its base URL) that the latest docs do not serve. */
  missingInLatest: string[];
};

/**
 * The routes of a docs folder's pages: every page's path mirrors its route (`a/b.mdx` and
 * `a/b/index.mdx` are `/a/b`; tests/unit/routes.test.ts), and files or folders starting with `_`
 * are partials and code, not pages.
 */
export function docRoutesIn(folder: string): string[] {
  return fs
    .readdirSync(folder, {recursive: true})
    .map((file) => String(file).split(path.sep).join('/'))
    .filter((file) => /\.mdx?$/.test(file) && !file.split('/').some((segment) => segment.startsWith('_')))
    .map((file) => `/${file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`.replace(/(.)\/$/, '$1'))
    .sort();
}

/** The archive's fields for version `name`, whose pages are in versioned_docs/, against the current docs in docs/. */
export function archiveFields(siteDir: string, version: {name: string; cut: string}, upgrade: string): ArchiveFields {
  const latest = new Set(docRoutesIn(path.join(siteDir, 'docs')));
  const missingInLatest = docRoutesIn(path.join(siteDir, 'versioned_docs', `version-${version.name}`)).filter(
    (route) => !latest.has(route),
  );
  return {name: version.name, cut: version.cut, upgrade, missingInLatest};
}
