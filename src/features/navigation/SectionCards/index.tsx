import React, {type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {useCurrentSidebarSiblings, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import cardDescriptions from '@generated/docusaurus-plugin-content-docs/default/cardDescriptions.json';
import DocCardList from '@theme/DocCardList';
import {routeOfPermalink} from '@site/src/utils/routes';
import styles from './styles.module.css';

/**
 * Cards for the pages under the current landing page, taken from the sidebar so they can
 * never disagree with the menu. On a section's own landing page (the sidebar's "Overview")
 * the cards are the whole sidebar, minus headings, dividers and the page itself. A doc's card
 * shows its description, which the docs plugin keeps out of the version's metadata
 * (../docsPlugin.ts), found by the card's address: a sidebar's link to another section's doc has
 * no doc id, by which Docusaurus's card looks the description up, so it showed none.
 */
export default function SectionCards(): ReactNode {
  const {pathname} = useLocation();
  const descriptions = cardDescriptions[useDocsVersion().version] ?? {};
  const items = useCurrentSidebarSiblings()
    // A section's overview is `/interop/` in the sidebar and `/interop` in the address bar: compared
    // as they were, each overview showed a card for itself.
    .filter((item) => item.type !== 'html' && !(item.type === 'link' && routeOfPermalink(item.href) === pathname))
    .map((item) => (item.type === 'link' ? {...item, description: item.description ?? descriptions[item.href]} : item));
  // The class keeps the cards out of the search index (ignoreCssSelectors in the config): they
  // repeat the titles and descriptions of the children, which then ranked the landing page first.
  return (
    <div className={`section-cards ${styles.cards}`}>
      <DocCardList items={items} />
    </div>
  );
}
