// Replaces @docusaurus/core/lib/client/docusaurus.js (window.docusaurus) in the browser bundle:
// its prefetch cost grew with links × routes (see chunkIndex.ts), and it asked for chunks shared
// by most routes again for every route.
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import preloadHelper from '@docusaurus/core/lib/client/preload';
// By alias: webpack resolves a replacement module's relative imports from the replaced one's folder.
import {chunkNamesByRoutePath} from '@site/src/features/route-loading/chunkIndex';
import {stepsWithinDeadline, whenIdle} from '@site/src/features/route-loading/whenIdle';

// Injected by Docusaurus' ChunkAssetPlugin: the URL of a chunk, by chunk name.
declare const __webpack_require__: {gca: (chunkName: string) => string | undefined};

let chunkNamesOf: ((routePath: string) => string[] | undefined) | undefined;
// gca() rebuilds the bundler's table of every chunk on each call; shared chunks are asked for often.
const assetByChunkName = new Map<string, string | undefined>();
const assetOf = (chunkName: string): string | undefined => {
  if (!assetByChunkName.has(chunkName)) assetByChunkName.set(chunkName, __webpack_require__.gca(chunkName));
  return assetByChunkName.get(chunkName);
};
const prefetchedRoutes = new Set<string>();
const prefetchedAssets = new Set<string>();
const preloadedRoutes = new Set<string>();

// As the original: readers on a slow or metered connection get no speculative downloads.
const isSlowConnection = (): boolean => {
  const connection = (navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

/**
 * The chunks of one route that no earlier route asked for and the page has not loaded: layout and
 * theme chunks are shared by most routes, and the page's own chunks are already there.
 */
function newChunksOf(routePath: string): string[] {
  chunkNamesOf ??= chunkNamesByRoutePath(routesChunkNames);
  const assets: string[] = [];
  for (const match of matchRoutes(routes, routePath)) {
    for (const chunkName of chunkNamesOf(match.route.path ?? '') ?? []) {
      const asset = assetOf(chunkName);
      // A chunk merged into another has no URL of its own.
      if (asset && !asset.includes('undefined') && !prefetchedAssets.has(asset)) {
        prefetchedAssets.add(asset);
        // The bundler's script elements are gone once loaded; the browser's list of what it fetched stays.
        if (performance.getEntriesByName(new URL(asset, window.location.href).href).length === 0) assets.push(asset);
      }
    }
  }
  return assets;
}

// Links report coming into view all at once, right after hydration: matching routes and adding
// prefetch links for all of them in that task blocked the main thread for 100-250 ms on a
// throttled phone. The routes wait in a queue that idle periods work through, and each link added
// is a step of its own: a route's first links (its shared chunks) took 20-30 ms to add together.
const waitingRoutes: Array<{routePath: string; prefetched: (links: Promise<void[]>) => void}> = [];
const waitingLinks: Array<() => void> = [];

// At most 10 ms at a time, although an idle period can offer 50: a tap that comes meanwhile waits
// for the slice to end. Less when the browser says less is left: Lighthouse's slowed phone gives an
// idle callback 2 ms, so that idle work stays short on a CPU four times slower.
const idleSliceMaxMs = 10;

/** One step of the queue: the next link to add, else the next route's links to queue. */
function prefetchStep(): void {
  const addLink = waitingLinks.shift();
  if (addLink) {
    addLink();
    return;
  }
  const route = waitingRoutes.shift();
  if (!route) return;
  const links = newChunksOf(route.routePath).map(
    (asset) => new Promise<void>((added) => waitingLinks.push(() => added(prefetchHelper(asset)))),
  );
  route.prefetched(Promise.all(links));
}

const waiting = (): boolean => waitingRoutes.length + waitingLinks.length > 0;

function prefetchWaiting(deadline: IdleDeadline): void {
  // Adding a link took 1-5 ms on the 2-core machine while the page was loading.
  stepsWithinDeadline(deadline, prefetchStep, waiting, idleSliceMaxMs);
  if (waiting()) whenIdle(prefetchWaiting);
}

function prefetch(routePath: string): false | Promise<void[]> {
  if (isSlowConnection() || preloadedRoutes.has(routePath) || prefetchedRoutes.has(routePath)) {
    return false;
  }
  prefetchedRoutes.add(routePath);
  return new Promise((prefetched) => {
    waitingRoutes.push({routePath, prefetched});
    // The first in the queue: no slice is waiting yet.
    if (waitingRoutes.length + waitingLinks.length === 1) whenIdle(prefetchWaiting);
  });
}

function preload(routePath: string): false | Promise<unknown[]> {
  if (isSlowConnection() || preloadedRoutes.has(routePath)) {
    return false;
  }
  preloadedRoutes.add(routePath);
  return preloadHelper(routePath);
}

export default Object.freeze({prefetch, preload});
