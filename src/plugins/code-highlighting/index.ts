import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {tokenColorsCss} from './tokenColors';

/** theme-classic's client module that loads Prism (and its extra languages) into every page's main bundle. */
export const prismClientModule = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;

export type CodeHighlightingOptions = {light: PrismTheme; dark: PrismTheme};

/**
 * Keeps Prism out of the main bundle: src/theme/CodeBlock loads it (and registers the extra
 * languages) only for a code block a reader reaches for, and colours tokens with CSS.
 */
export default function codeHighlightingPlugin(_context: unknown, themes: CodeHighlightingOptions): Plugin {
  return {
    name: 'code-highlighting',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {plugins: [new NormalModuleReplacementPlugin(prismClientModule, path.join(__dirname, 'noLanguages.ts'))]};
    },
    injectHtmlTags() {
      return {headTags: [{tagName: 'style', innerHTML: tokenColorsCss(themes)}]};
    },
  };
}
