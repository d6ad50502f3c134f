import type {Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {tokenColorsCss} from './tokenColors';

export type CodeHighlightingOptions = {light: PrismTheme; dark: PrismTheme};

/**
 * Colours code tokens with CSS from the light and dark Prism themes, so the server's highlighted
 * HTML is right in both colour modes. Prism itself leaves the main bundle (./prismLanguages.ts) and
 * loads with the first code block a reader reaches for (./CodeBlock).
 */
export default function codeHighlightingPlugin(_context: unknown, themes: CodeHighlightingOptions): Plugin {
  return {
    name: 'code-highlighting',
    injectHtmlTags() {
      return {headTags: [{tagName: 'style', innerHTML: tokenColorsCss(themes)}]};
    },
  };
}
