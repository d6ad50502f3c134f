import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The entry Docusaurus gives the browser bundle (read by tests/unit/overrides.test.ts in its webpack config). */
export const docusaurusClientEntry = '@docusaurus/core/lib/client/clientEntry.js';

/**
 * Replaces the browser bundle's entry with ./startInSteps.ts, which imports Docusaurus's client
 * entry last, after the rest of the main bundle has been evaluated in short tasks. Server rendering
 * keeps Docusaurus's entry.
 */
export default function startInStepsPlugin(): Plugin {
  return {
    name: 'start-in-steps',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {mergeStrategy: {entry: 'replace'}, entry: path.join(__dirname, 'startInSteps.ts')};
    },
  };
}
