import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/**
 * For a page that shows the same content as another route (a tutorial listed in two sections):
 * tells search engines which address is the original. It replaces the page's own canonical link,
 * as the document head keeps the last one rendered.
 */
export default function CanonicalUrl({to}: {to: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const url = `${siteConfig.url}${useBaseUrl(to)}`;
  return (
    <Head>
      <link rel="canonical" href={url} />
      <meta property="og:url" content={url} />
    </Head>
  );
}
