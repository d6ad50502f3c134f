// Wrapped: without SITE_URL, no breadcrumb data naming an unknown address (src/features/page-metadata).
export {default} from '@site/src/features/page-metadata/BreadcrumbsStructuredData';
