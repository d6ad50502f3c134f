import type {Plugin} from '@docusaurus/types';

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;
type ConfigureWebpackResult = Exclude<ReturnType<ConfigureWebpack>, void>;
type BundlerUtils = Parameters<ConfigureWebpack>[2];

/** What the bundler's NormalModuleReplacementPlugin takes: a file, or a function that edits the request. */
export type Replacement = string | ((resolveData: {context?: string; request: string}) => void);

/**
 * A private module of a package swapped for one of ours while the bundler builds the site. The
 * browser bundle only, unless the server must render with the replacement too.
 */
export type ModuleReplacement = {module: RegExp; replacement: Replacement; bundles: 'browser' | 'both'};

/**
 * Bundler config for the replacements of one bundle. NormalModuleReplacementPlugin exists with the
 * same API in Rspack and webpack, so the site builds with either.
 */
export function replacementsFor(
  isServer: boolean,
  {currentBundler}: BundlerUtils,
  replacements: readonly ModuleReplacement[],
): ConfigureWebpackResult {
  const {NormalModuleReplacementPlugin} = currentBundler.instance;
  const inThisBundle = replacements.filter(({bundles}) => bundles === 'both' || !isServer);
  return {plugins: inThisBundle.map(({module, replacement}) => new NormalModuleReplacementPlugin(module, replacement))};
}

/**
 * The site's replacements of private modules, listed in docusaurus.config.ts. Each feature that
 * needs one exports it, and tests/unit/overrides.test.ts reads the real module it replaces.
 */
export default function moduleReplacementsPlugin(_context: unknown, {replacements}: {replacements: ModuleReplacement[]}): Plugin {
  return {
    name: 'module-replacements',
    configureWebpack(_config, isServer, utils) {
      return replacementsFor(isServer, utils, replacements);
    },
  };
}
