// Wrapped: without SITE_URL, no canonical, og:url or language-alternate tags naming an unknown address (src/features/page-metadata).
export {default} from '@site/src/features/page-metadata/SiteMetadata';
