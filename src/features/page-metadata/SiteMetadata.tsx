// Swizzle body of `SiteMetadata` (wrapped): a build without SITE_URL gets the theme's metadata less the tags that need the
// site's full address (canonical, og:url, language alternates), which it does not know.
import React, {type ReactNode} from 'react';
import SiteMetadata from '@theme-original/SiteMetadata';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata, useThemeConfig} from '@docusaurus/theme-common';
import {DEFAULT_SEARCH_TAG} from '@docusaurus/theme-common/internal';
import SearchMetadata from '@theme/SearchMetadata';
import {knownSiteUrl} from '../../utils/siteUrl';

/** The rest of theme-classic 3.10's SiteMetadata, in its order (the site has one locale, so no og:locale:alternate). */
function SiteMetadataWithoutAddresses(): ReactNode {
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  const {metadata, image} = useThemeConfig();
  return (
    <>
      <Head>
        <meta name="twitter:card" content="summary_large_image" />
      </Head>
      {image ? <PageMetadata image={image} /> : null}
      <Head>
        <meta property="og:locale" content={localeConfigs[currentLocale]!.htmlLang.replace('-', '_')} />
      </Head>
      <SearchMetadata tag={DEFAULT_SEARCH_TAG} locale={currentLocale} />
      <Head>
        {metadata.map((entry, index) => (
          <meta key={index} {...entry} />
        ))}
      </Head>
    </>
  );
}

export default function SiteMetadataWrapper(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return knownSiteUrl(siteConfig.url) ? <SiteMetadata /> : <SiteMetadataWithoutAddresses />;
}
