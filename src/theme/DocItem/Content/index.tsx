// Wrapped: notices, badges and "Copy page" above every doc and its sources below it (src/features/page-metadata).
export {default} from '@site/src/features/page-metadata/DocContent';
