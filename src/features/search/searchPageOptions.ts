// Replaces the theme's generated options (`../../utils/proxiedGenerated`) for its search page only,
// in both bundles. The site leaves the theme's whole-site index out (`useAllContextsWithNoSearchContext:
// false` in docusaurus.config.ts), and with it the page's choice of every section: its menu then
// offered the sections alone and showed "Get started" while the page searched them all
// (./searchPageWorker.ts). The page is told the option is on, so its menu offers and shows "All
// sections" (the label is i18n/en/code.json's) for the search it runs; the build still writes no
// whole-site index, as it reads the option from the site's config.
export * from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated.js';
export const useAllContextsWithNoSearchContext = true;
