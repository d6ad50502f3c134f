// Wrapped: gives the search page's section selector an accessible name, and isBrowser as Docusaurus does (src/features/search).
export {default} from '@site/src/features/search/SearchPage';
