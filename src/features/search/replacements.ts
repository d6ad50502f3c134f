import path from 'node:path';
import type {ModuleReplacement} from '../../utils/moduleReplacements';

/** The module the search theme imports mark.js from (by absolute path); see ./lazyMark.ts. */
export const markModule = /[\\/]mark\.js[\\/]dist[\\/]mark\.js$/;

export const searchPageFolder = /docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]theme[\\/]SearchPage$/;
export const searchBarFolder = /docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]theme[\\/]SearchBar$/;
/** The theme's folder, where its search worker (`worker.js`) is. */
export const searchThemeFolder = /docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]theme$/;

/** How the search bar and the search page import the search worker's client; see ./sectionSearch.ts. */
export const searchByWorkerRequest = /^\.\.\/searchByWorker$/;
/** How the search bar imports autocomplete.js; see ./autoComplete.ts. */
export const autoCompleteRequest = /^@easyops-cn\/autocomplete\.js$/;
/** How the search worker imports the query tokenizer; see ./workerTokenize.ts. */
export const tokenizeRequest = /^\.\.\/utils\/tokenize$/;
/** How the search page imports the theme's generated options; see ./searchPageOptions.ts. */
export const generatedOptionsRequest = /^\.\.\/\.\.\/utils\/proxiedGenerated$/;
/** How the search page imports the site's layout; see ./SearchPageLayout.tsx. */
export const layoutRequest = /^@theme\/Layout$/;

/** The file that replaces a request made from a folder of the theme, or undefined to keep it. */
export function replacementFor(request: string, context: string | undefined): string | undefined {
  const from = context ?? '';
  if (searchByWorkerRequest.test(request) && searchBarFolder.test(from)) return path.join(__dirname, 'searchBarWorker.ts');
  if (searchByWorkerRequest.test(request) && searchPageFolder.test(from)) return path.join(__dirname, 'searchPageWorker.ts');
  if (autoCompleteRequest.test(request) && searchBarFolder.test(from)) return path.join(__dirname, 'autoComplete.ts');
  if (tokenizeRequest.test(request) && searchThemeFolder.test(from)) return path.join(__dirname, 'workerTokenize.ts');
  if (generatedOptionsRequest.test(request) && searchPageFolder.test(from)) return path.join(__dirname, 'searchPageOptions.ts');
  if (layoutRequest.test(request) && searchPageFolder.test(from)) return path.join(__dirname, 'SearchPageLayout.tsx');
  return undefined;
}

const byRequest = (request: RegExp, bundles: ModuleReplacement['bundles']): ModuleReplacement => ({
  module: request,
  replacement: (resolveData) => {
    resolveData.request = replacementFor(resolveData.request, resolveData.context) ?? resolveData.request;
  },
  bundles,
});

/**
 * The replacements inside @easyops-cn/docusaurus-search-local (see README.md): mark.js loaded only
 * when a page has highlights (./lazyMark.ts); a navbar search over every section of the version
 * (./sectionSearch.ts says what upstream lacks; ./searchBarWorker.ts, ./autoComplete.ts,
 * ./searchPageWorker.ts); hyphenated words kept whole in a query (./workerTokenize.ts); and the
 * search page's "All sections" choice and `<main>` (./searchPageOptions.ts, ./SearchPageLayout.tsx),
 * in both bundles, as the server renders the page the browser hydrates.
 */
export const searchLocalReplacements: ModuleReplacement[] = [
  {module: markModule, replacement: path.join(__dirname, 'lazyMark.ts'), bundles: 'browser'},
  ...[searchByWorkerRequest, autoCompleteRequest, tokenizeRequest].map((request) => byRequest(request, 'browser')),
  ...[generatedOptionsRequest, layoutRequest].map((request) => byRequest(request, 'both')),
];
