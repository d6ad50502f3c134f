// Wrapped: without JavaScript the search box is a form that opens the search page (src/features/search).
export {default} from '@site/src/features/search/SearchBar';
