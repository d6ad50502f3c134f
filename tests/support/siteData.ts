import fs from 'node:fs';
import path from 'node:path';
import {siteDir} from './paths';
import {readDocPages} from './docsContent';

/** Every route the site must serve, from tests/fixtures/routes.txt (one per line, `#` comments). */
export const routes: string[] = fs
  .readFileSync(path.join(siteDir, 'tests/fixtures/routes.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.startsWith('/'));

/** Routes served by docs: all but the home page and the two error pages. */
export const docRoutes = routes.filter((route) => !['/', '/404', '/500'].includes(route));

/** A URL that is not a page: the not-found page answers it with a 404 status. */
export const missingPage = '/operators/no-such-page';

/**
 * The pages tests/browser/quality.test.ts opens in both colour modes, under the site's headers:
 * every route, the persona and tag pages, search and a missing page. tests/browser/securityHeaders.test.ts
 * opens every other page of the build.
 */
export const pagesCheckedForQuality = [
  ...routes,
  '/personas',
  '/personas/app-developer',
  '/tags',
  '/tags/interoperability',
  '/search',
  missingPage,
];

/** The public site's menu data the sidebars follow. */
export type ReferenceEntry = string | {title: string; type?: string; href?: string; newWindow?: boolean; display?: string};
export const navigationReference: Record<string, Record<string, ReferenceEntry>> = JSON.parse(
  fs.readFileSync(path.join(siteDir, 'tests/fixtures/navigation-reference.json'), 'utf8'),
);

/** The docs files under docs/, as the routes the site serves them at (partials excluded). */
export async function listDocRoutes(): Promise<string[]> {
  return (await readDocPages()).map(({route}) => route).sort();
}
