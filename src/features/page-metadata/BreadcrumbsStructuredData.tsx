// Swizzle body of `DocBreadcrumbs/StructuredData` (wrapped): schema.org breadcrumbs name full addresses, so a build
// without SITE_URL leaves them out rather than naming an address it does not know.
import React, {type ReactNode} from 'react';
import StructuredData from '@theme-original/DocBreadcrumbs/StructuredData';
import type StructuredDataType from '@theme/DocBreadcrumbs/StructuredData';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {knownSiteUrl} from '../../utils/siteUrl';

export default function BreadcrumbsStructuredDataWrapper(props: WrapperProps<typeof StructuredDataType>): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return knownSiteUrl(siteConfig.url) ? <StructuredData {...props} /> : null;
}
