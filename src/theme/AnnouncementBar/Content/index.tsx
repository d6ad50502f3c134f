// Wrapped: an archived version's bar links to the same page in the latest docs (src/features/versions).
export {default} from '@site/src/features/versions/ArchiveBarContent';
