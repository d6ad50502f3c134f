// Replaced, not wrapped: the theme's builds an Intl.DateTimeFormat on every doc page's start-up; ours also links the last commit (src/features/page-metadata).
export {default} from '@site/src/features/page-metadata/LastUpdated';
