import path from 'node:path';
// The docs plugin's own permalink rule (its package exports ./lib/*): a file named `index`, `README`
// or after its folder stands for the folder, and a `slug` in the front matter wins.
// tests/unit/routes.test.ts checks it against every route the site must serve.
import getSlug from '@docusaurus/plugin-content-docs/lib/slug.js';
import {VERSIONED_DOCS_DIR} from '@docusaurus/plugin-content-docs/server';
import {routeOfPermalink} from './routes';

/** Where a docs file is served. */
export type DocFileRoute = {
  /** The route the site serves the file at. */
  route: string;
  /** The cut version it belongs to; undefined for the current docs, at /. */
  version?: string;
  /** The route without the version's path: the same page in every version. */
  routeInVersion: string;
};

/**
 * Where a docs file is served, for code that reads a file outside the docs plugin (a remark plugin,
 * the content tests). A cut version is served under its name (docusaurus.config.ts gives each
 * version its name as its path).
 */
export function routeOfDocFile(siteDir: string, filePath: string, frontMatterSlug?: string): DocFileRoute {
  const [top, versionFolder, ...rest] = path.relative(siteDir, filePath).split(path.sep);
  if (!isDocsFile(siteDir, filePath)) throw new Error(`${filePath}: not a file of docs/ or ${VERSIONED_DOCS_DIR}/, so no route`);
  const inCutVersion = top === VERSIONED_DOCS_DIR;
  const source = (inCutVersion ? rest : [versionFolder, ...rest]).join('/');
  const version = inCutVersion ? versionFolder.replace(/^version-/, '') : undefined;
  const sourceDirName = path.posix.dirname(source);
  const slug = getSlug({
    baseID: path.posix.basename(source).replace(/\.mdx?$/, ''),
    frontMatterSlug,
    source: `@site/${source}`,
    sourceDirName,
  });
  return {route: routeOfPermalink(version ? `/${version}${slug}` : slug), version, routeInVersion: routeOfPermalink(slug)};
}

/** Whether a file is one of the docs, current (docs/) or of a cut version (versioned_docs/). */
export function isDocsFile(siteDir: string, filePath: string): boolean {
  const top = path.relative(siteDir, filePath).split(path.sep)[0];
  return top === 'docs' || top === VERSIONED_DOCS_DIR;
}

/** Partials (`_name.mdx`, or anything inside a `_folder/`) are imported into pages, not pages themselves. */
export function isPartial(filePath: string): boolean {
  return filePath.split(/[\\/]/).some((segment) => segment.startsWith('_'));
}
