import React, {type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {useCurrentSidebarSiblings} from '@docusaurus/plugin-content-docs/client';
import DocCardList from '@theme/DocCardList';

/**
 * Cards for the pages under the current landing page, taken from the sidebar so they can
 * never disagree with the menu. On a section's own landing page (the sidebar's "Overview")
 * the cards are the whole sidebar, minus headings, dividers and the page itself.
 */
export default function SectionCards(): ReactNode {
  const {pathname} = useLocation();
  const items = useCurrentSidebarSiblings().filter((item) => item.type !== 'html' && !(item.type === 'link' && item.href === pathname));
  // The class keeps the cards out of the search index (ignoreCssSelectors in the config): they
  // repeat the titles and descriptions of the children, which then ranked the landing page first.
  return (
    <div className="section-cards">
      <DocCardList items={items} />
    </div>
  );
}
