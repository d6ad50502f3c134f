// Replaced: the 404 page offers search and every section (src/features/error-pages).
export {default} from '@site/src/features/error-pages/NotFoundContent';
