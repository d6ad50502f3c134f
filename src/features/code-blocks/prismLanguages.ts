import path from 'node:path';
import type {ModuleReplacement} from '../../utils/moduleReplacements';

/** theme-classic's client module that loads Prism (and its extra languages) into every page's main bundle. */
export const prismClientModule = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;

/**
 * Keeps Prism out of the main bundle: ./CodeBlock loads it (and registers the extra languages
 * through the theme component `@theme/prism-include-languages`, which stays as it is) only for a
 * code block a reader reaches for. Replaced in both bundles: the server renders code blocks through
 * the same CodeBlock, which registers the languages itself.
 */
export const prismLanguagesReplacement: ModuleReplacement = {
  module: prismClientModule,
  replacement: path.join(__dirname, 'noPrismLanguages.ts'),
  bundles: 'both',
};
