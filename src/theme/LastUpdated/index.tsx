// Wrapped: links the last commit and gives the date's itemprop an item (src/features/page-metadata).
export {default} from '@site/src/features/page-metadata/LastUpdated';
