import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The entry Docusaurus gives the browser bundle (read by tests/unit/overrides.test.ts in its webpack config). */
export const docusaurusClientEntry = '@docusaurus/core/lib/client/clientEntry.js';

/**
 * Replaces the browser bundle's entry with ./startInSteps.ts, which imports Docusaurus's client
 * entry last, after the rest of the main bundle has been evaluated in short tasks. Server rendering
 * keeps Docusaurus's entry.
 *
 * React DOM, a third of the main bundle, goes into a script of its own (`react-dom.[hash].js`), and
 * the other packages into another (`packages.[hash].js`), both in every page's HTML before `main`:
 * the browser compiles each deferred script in a task of its own, and compiling the whole main
 * bundle was a single task of 20-25 ms unthrottled on the 2-core machine, four times that on
 * Lighthouse's simulated phone; without React DOM, compiling the rest still took 13-17 ms (issue 25).
 * The packages' group ranks below Docusaurus's one style sheet (priority 50), so a package's CSS
 * stays in it, and above its `common` group (40).
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
              packages: {test: packageModules, name: 'packages', chunks: 'initial', enforce: true, priority: 45},
            },
          },
        },
      };
    },
  };
}

/** The modules of the `react-dom` package, wherever npm installed it. */
export const reactDomModules = /[\\/]node_modules[\\/]react-dom[\\/]/;

/** The modules of every package. */
export const packageModules = /[\\/]node_modules[\\/]/;
