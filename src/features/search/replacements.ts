import path from 'node:path';
import type {ModuleReplacement} from '../../utils/moduleReplacements';

/** The module the search theme imports mark.js from (by absolute path); see ./lazyMark.ts. */
export const markModule = /[\\/]mark\.js[\\/]dist[\\/]mark\.js$/;

export const searchPageFolder = /docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]theme[\\/]SearchPage$/;
export const searchBarFolder = /docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]theme[\\/]SearchBar$/;

/** How the search bar and the search page import the search worker's client; see ./sectionSearch.ts. */
export const searchByWorkerRequest = /^\.\.\/searchByWorker$/;
/** How the search bar imports autocomplete.js; see ./autoComplete.ts. */
export const autoCompleteRequest = /^@easyops-cn\/autocomplete\.js$/;

/** The file that replaces a request made from a folder of the theme, or undefined to keep it. */
export function replacementFor(request: string, context: string | undefined): string | undefined {
  const from = context ?? '';
  if (searchByWorkerRequest.test(request) && searchBarFolder.test(from)) return path.join(__dirname, 'searchBarWorker.ts');
  if (searchByWorkerRequest.test(request) && searchPageFolder.test(from)) return path.join(__dirname, 'searchPageWorker.ts');
  if (autoCompleteRequest.test(request) && searchBarFolder.test(from)) return path.join(__dirname, 'autoComplete.ts');
  return undefined;
}

/**
 * The browser bundle's replacements inside @easyops-cn/docusaurus-search-local (see README.md):
 * mark.js loaded only when a page has highlights (./lazyMark.ts), and a navbar search over every
 * section of the version (./sectionSearch.ts says what upstream lacks; ./searchBarWorker.ts,
 * ./autoComplete.ts, ./searchPageWorker.ts).
 */
export const searchLocalReplacements: ModuleReplacement[] = [
  {module: markModule, replacement: path.join(__dirname, 'lazyMark.ts'), bundles: 'browser'},
  ...[searchByWorkerRequest, autoCompleteRequest].map((request): ModuleReplacement => ({
    module: request,
    replacement: (resolveData) => {
      resolveData.request = replacementFor(resolveData.request, resolveData.context) ?? resolveData.request;
    },
    bundles: 'browser',
  })),
];
