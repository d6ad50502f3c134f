import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The style sheet that applies only with JavaScript off (./noScript.css), comments and line breaks
 * out, as it is written into every page.
 */
export const noScriptCss = fs
  .readFileSync(path.join(__dirname, 'noScript.css'), 'utf8')
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\s*\n\s*/g, '')
  .trim();

/**
 * Writes ./noScript.css into every page's `<head>` inside a `<noscript>`, so a reader who has
 * JavaScript on never sees a flash of it.
 */
export default function noScriptPlugin(): Plugin {
  return {
    name: 'no-script',
    injectHtmlTags() {
      return {headTags: [{tagName: 'noscript', innerHTML: `<style>${noScriptCss}</style>`}]};
    },
  };
}
