/**
 * The route a doc is served at, from the permalink Docusaurus gave it: Docusaurus ends a folder
 * page's permalink in "/", the site serves every route without it (`trailingSlash: false`). Every
 * route the site needs comes from a permalink, in the browser and in the build alike; a docs file
 * read outside the docs plugin gets its permalink from ./docFileRoutes.ts.
 */
export const routeOfPermalink = (permalink: string): string => permalink.replace(/(.)\/$/, '$1');

/** A route without its docs version's path (`/2026.11/interop` in version path `/2026.11` → `/interop`): the same page in every version. */
export const routeInVersion = (route: string, versionPath: string): string =>
  route.startsWith(versionPath.replace(/\/$/, '')) ? route.slice(versionPath.replace(/\/$/, '').length) || '/' : route;
