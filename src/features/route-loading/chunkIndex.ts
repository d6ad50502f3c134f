/** `@generated/routesChunkNames`: for each route entry (its path, `-` and a short hash), its chunk names. */
export type RoutesChunkNames = Record<string, Record<string, unknown>>;

/** The chunk names in a route entry's tree (`{__comp, __context: {plugin}, content, …}`). */
export function chunkNamesIn(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  return typeof tree === 'object' && tree !== null ? Object.values(tree).flatMap(chunkNamesIn) : [];
}

/**
 * Route path → every chunk name its route entries need, or undefined for a path the site does not
 * have. Docusaurus looked these up by scanning all routes with a regular expression for each
 * prefetched link, which on this site (hundreds of routes, dozens of links in view) kept a phone's
 * main thread busy for half a second. Here the entry keys are grouped by path once (a pass over the
 * keys only); an entry's tree is read when its route is first asked for, as walking every tree up
 * front took a slowed phone about 20 ms in the first idle callback.
 */
export function chunkNamesByRoutePath(routesChunkNames: RoutesChunkNames): (routePath: string) => string[] | undefined {
  const entriesByPath = new Map<string, string[]>();
  for (const entry of Object.keys(routesChunkNames)) {
    const routePath = entry.slice(0, entry.lastIndexOf('-'));
    const entries = entriesByPath.get(routePath);
    if (entries) entries.push(entry);
    else entriesByPath.set(routePath, [entry]);
  }
  return (routePath) => entriesByPath.get(routePath)?.flatMap((entry) => chunkNamesIn(routesChunkNames[entry]));
}
