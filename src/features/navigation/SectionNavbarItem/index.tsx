import React, {type ReactNode} from 'react';
import {useActivePluginAndVersion} from '@docusaurus/plugin-content-docs/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';

type Props = {route: string; label: string; mobile?: boolean; position?: 'left' | 'right'};

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A navbar link to a section's landing page, in the docs version being read, marked active on
 * every page of the section. Each section's pages live under its route, so this needs no lookup of
 * the current doc; the `docSidebar` item it replaces searched every doc of the version for each of
 * the eight sections, twice while a page loaded.
 */
export default function SectionNavbarItem({route, ...props}: Props): ReactNode {
  const activeVersion = useActivePluginAndVersion()?.activeVersion;
  const to = `${activeVersion && !activeVersion.isLast ? activeVersion.path : ''}${route}`;
  // The address the link opens, base URL included (an archived version is built under /<name>/), is what the page's path starts with.
  const address = useBaseUrl(to);
  return <DefaultNavbarItem {...props} to={to} activeBaseRegex={`^${escapeRegExp(address)}(/|$)`} />;
}
