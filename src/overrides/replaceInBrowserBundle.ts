import type {Plugin} from '@docusaurus/types';

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;
type ConfigureWebpackResult = Exclude<ReturnType<ConfigureWebpack>, void>;
type BundlerUtils = Parameters<ConfigureWebpack>[2];

/** What the bundler's NormalModuleReplacementPlugin takes: a file, or a function that edits the request. */
export type Replacement = string | ((resolveData: {context?: string; request: string}) => void);

/**
 * Bundler config that swaps modules in the browser bundle only, so server rendering keeps the
 * originals. NormalModuleReplacementPlugin exists with the same API in Rspack and webpack, so the
 * site builds with either (`npm run bench` builds both).
 */
export function replaceInBrowserBundle(
  isServer: boolean,
  {currentBundler}: BundlerUtils,
  replacements: ReadonlyArray<readonly [RegExp, Replacement]>,
): ConfigureWebpackResult {
  if (isServer) return {};
  const {NormalModuleReplacementPlugin} = currentBundler.instance;
  return {plugins: replacements.map(([module, replacement]) => new NormalModuleReplacementPlugin(module, replacement))};
}
