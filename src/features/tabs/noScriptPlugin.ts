import type {Plugin} from '@docusaurus/types';

/**
 * CSS that applies only with JavaScript off (a `<noscript>` in `<head>`), so a reader who has it
 * on never sees a flash of it: every tab panel shows, each under its label (./TabItem),
 * instead of the tab buttons that need a script; collapsibles (`<details>`) show their content;
 * the "Copy page" button, which needs a script, is hidden (its "View as Markdown" link stays).
 */
export const noScriptCss = [
  '.tabs-container>[role=tablist]{display:none}',
  '.tabs-container [role=tabpanel][hidden]{display:block}',
  // More specific than the rule in custom.css that hides the label, which loads after this.
  '.tabs-container .tab-label-no-script{display:block}',
  // Docusaurus' <details> keeps a closed one's content in a div with inline display:none.
  'details::details-content{content-visibility:visible;display:contents}',
  'details>div[style]{display:block!important;height:auto!important;overflow:visible!important}',
  '.copy-page-button{display:none}',
].join('');

export default function noScriptPlugin(): Plugin {
  return {
    name: 'no-script',
    injectHtmlTags() {
      return {headTags: [{tagName: 'noscript', innerHTML: `<style>${noScriptCss}</style>`}]};
    },
  };
}
