import type {Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {tokenColorsCss} from './tokenColors';

export type CodeHighlightingOptions = {light: PrismTheme; dark: PrismTheme};

/**
 * Colours code tokens with CSS from the light and dark Prism themes, so the server's highlighted
 * HTML is right in both colour modes. Prism itself leaves the main bundle through
 * src/features/code-blocks and loads with src/theme/CodeBlock.
 */
export default function codeHighlightingPlugin(_context: unknown, themes: CodeHighlightingOptions): Plugin {
  return {
    name: 'code-highlighting',
    injectHtmlTags() {
      return {headTags: [{tagName: 'style', innerHTML: tokenColorsCss(themes)}]};
    },
  };
}
