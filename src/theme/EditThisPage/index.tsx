// Wrapped: adds "Report a problem" beside "Edit this page" (src/features/page-metadata).
export {default} from '@site/src/features/page-metadata/EditThisPage';
