// Replaces @docusaurus/core/lib/client/docusaurus.js (window.docusaurus) in the browser bundle:
// its prefetch cost grew with links × routes (see chunkIndex.ts), and it asked for chunks shared
// by most routes again for every route.
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import preloadHelper from '@docusaurus/core/lib/client/preload';
// By alias: webpack resolves a replacement module's relative imports from the replaced one's folder.
import {chunkNamesByRoutePath} from '@site/src/plugins/route-loading/chunkIndex';

// Injected by Docusaurus' ChunkAssetPlugin: the URL of a chunk, by chunk name.
declare const __webpack_require__: {gca: (chunkName: string) => string | undefined};

let chunkIndex: Map<string, string[]> | undefined;
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
  const connection = (navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}})
    .connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

function prefetch(routePath: string): false | Promise<void[]> {
  if (isSlowConnection() || preloadedRoutes.has(routePath) || prefetchedRoutes.has(routePath)) {
    return false;
  }
  prefetchedRoutes.add(routePath);
  chunkIndex ??= chunkNamesByRoutePath(routesChunkNames);
  const assets: string[] = [];
  for (const match of matchRoutes(routes, routePath)) {
    for (const chunkName of chunkIndex.get(match.route.path ?? '') ?? []) {
      const asset = assetOf(chunkName);
      // A chunk merged into another has no URL of its own; layout and theme chunks are shared by
      // most routes, so each is asked for once.
      if (asset && !asset.includes('undefined') && !prefetchedAssets.has(asset)) {
        prefetchedAssets.add(asset);
        assets.push(asset);
      }
    }
  }
  return Promise.all(assets.map((asset) => prefetchHelper(asset)));
}

function preload(routePath: string): false | Promise<unknown[]> {
  if (isSlowConnection() || preloadedRoutes.has(routePath)) {
    return false;
  }
  preloadedRoutes.add(routePath);
  return preloadHelper(routePath);
}

export default Object.freeze({prefetch, preload});
