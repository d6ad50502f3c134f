// Wrapped: gives the search page's section selector an accessible name (src/features/search).
export {default} from '@site/src/features/search/SearchPage';
