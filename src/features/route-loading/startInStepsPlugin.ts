import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The entry Docusaurus gives the browser bundle (read by tests/unit/overrides.test.ts in its webpack config). */
export const docusaurusClientEntry = '@docusaurus/core/lib/client/clientEntry.js';

/**
 * Replaces the browser bundle's entry with ./startInSteps.ts, which imports Docusaurus's client
 * entry last, after the rest of the main bundle has been evaluated in short tasks. Server rendering
 * keeps Docusaurus's entry.
 *
 * React DOM, a third of the main bundle, goes into a script of its own (`react-dom.[hash].js`, in
 * every page's HTML before `main`): the browser compiles each deferred script in a task of its
 * own, and compiling the whole main bundle was a single task of 20-25 ms unthrottled on the
 * 2-core machine, four times that on Lighthouse's simulated phone (issue 25).
 */
export default function startInStepsPlugin(): Plugin {
  return {
    name: 'start-in-steps',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        mergeStrategy: {entry: 'replace'},
        entry: path.join(__dirname, 'startInSteps.ts'),
        optimization: {
          splitChunks: {
            cacheGroups: {
              reactDom: {test: reactDomModules, name: 'react-dom', chunks: 'initial', enforce: true, priority: 60},
            },
          },
        },
      };
    },
  };
}

/** The modules of the `react-dom` package, wherever npm installed it. */
export const reactDomModules = /[\\/]node_modules[\\/]react-dom[\\/]/;
