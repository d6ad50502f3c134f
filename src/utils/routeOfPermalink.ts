/** The route a doc is served at: Docusaurus ends folder pages' permalinks in "/", the site serves every route without it. */
export const routeOfPermalink = (permalink: string): string => permalink.replace(/(.)\/$/, '$1');
