import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import SearchBar from '@theme/SearchBar';
import LinkCardGrid from '@site/src/features/navigation/LinkCardGrid';
import {sections} from '@site/src/features/navigation/sections';
import styles from './styles.module.css';

type Props = {title: string; children: ReactNode};

/** The body of the not-found and server-error pages: what happened, a search box, and every section. */
export default function ErrorPageBody({title, children}: Props): ReactNode {
  return (
    <main className="container margin-vert--xl">
      <Heading as="h1">{title}</Heading>
      <div className={styles.message}>{children}</div>
      <div className={styles.search} role="search" aria-label="Search the docs">
        <SearchBar />
      </div>
      <Heading as="h2">Browse the sections</Heading>
      <LinkCardGrid
        cards={sections.map(({label, route, summary}) => ({
          title: label,
          description: summary,
          href: route,
        }))}
      />
    </main>
  );
}
