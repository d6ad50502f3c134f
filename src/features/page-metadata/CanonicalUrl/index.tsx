import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {knownSiteUrl} from '@site/src/utils/siteUrl';

/**
 * For a page that shows the same content as another route (a tutorial listed in two sections):
 * tells search engines which address is the original. It replaces the page's own canonical link,
 * as the document head keeps the last one rendered. A build without SITE_URL names no canonical
 * address (src/features/page-metadata/SiteMetadata.tsx), so neither does this.
 */
export default function CanonicalUrl({to}: {to: string}): ReactNode {
  const siteUrl = knownSiteUrl(useDocusaurusContext().siteConfig.url);
  const url = `${siteUrl}${useBaseUrl(to)}`;
  if (!siteUrl) return null;
  return (
    <Head>
      <link rel="canonical" href={url} />
      <meta property="og:url" content={url} />
    </Head>
  );
}
