/** `@generated/routesChunkNames`: for each route entry (its path, `-` and a short hash), its chunk names. */
export type RoutesChunkNames = Record<string, Record<string, unknown>>;

/** The chunk names in a route entry's tree (`{__comp, __context: {plugin}, content, …}`). */
function chunkNamesIn(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  return typeof tree === 'object' && tree !== null ? Object.values(tree).flatMap(chunkNamesIn) : [];
}

/**
 * Route path → every chunk name its route entries need, built once. Docusaurus looked these up by
 * scanning all routes with a regular expression for each prefetched link, which on this site
 * (651 routes, dozens of links in view) kept a phone's main thread busy for half a second.
 */
export function chunkNamesByRoutePath(routesChunkNames: RoutesChunkNames): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const [routeNameWithHash, tree] of Object.entries(routesChunkNames)) {
    const routePath = routeNameWithHash.replace(/-[^-]+$/, '');
    index.set(routePath, [...(index.get(routePath) ?? []), ...chunkNamesIn(tree)]);
  }
  return index;
}
