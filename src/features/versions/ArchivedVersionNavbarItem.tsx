import React, {type ReactNode} from 'react';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import {useArchive, useLatestDocsHref} from './useLatestDocsHref';
import type {ArchiveFields} from './archiveFields';

type Props = {mobile?: boolean; position?: 'left' | 'right'};

function ArchivedVersionMenu({archive, mobile, ...props}: Props & {archive: ArchiveFields}): ReactNode {
  const latest = useLatestDocsHref(archive);
  // Plain anchors: the latest docs and /versions are the site's, outside the archive's base URL,
  // where a navbar link would add the base URL or open a new tab.
  const linkClass = mobile ? 'menu__link' : 'dropdown__link';
  const items = [
    {type: 'html' as const, value: `<a class="${linkClass}" href="${latest}">Latest</a>`},
    {type: 'html' as const, value: `<a class="${linkClass}" href="/versions">All versions</a>`},
  ];
  return (
    <DropdownNavbarItem
      {...props}
      mobile={mobile}
      // "(archived)" shows where the navbar has room for it (./README.md); the bar above says it too.
      html={`${archive.name}<span class="navbar-archived-note"> (archived)</span>`}
      items={items}
    />
  );
}

/**
 * An archived version's navbar item (type `custom-archived-version`), in the navbar and the phone
 * menu, where the site has its version dropdown: the version's name, opening the page being read in
 * the latest docs and the site's list of versions.
 */
export default function ArchivedVersionNavbarItem(props: Props): ReactNode {
  const archive = useArchive();
  return archive ? <ArchivedVersionMenu {...props} archive={archive} /> : null;
}
