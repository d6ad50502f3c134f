import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {PersonaPageData} from '@site/src/features/page-metadata/machineReadable';
import styles from './styles.module.css';

/** "Browse by persona": the pages written for one kind of reader, grouped by content type. */
export default function PersonaPage({data}: {data: PersonaPageData}): ReactNode {
  const count = data.groups.reduce((total, group) => total + group.pages.length, 0);
  return (
    <Layout
      title={`Docs for the ${data.label.toLowerCase()}`}
      description={`Every page written for the ${data.label.toLowerCase()}, by kind of page.`}>
      <main className="container margin-vert--lg">
        <p className={styles.eyebrow}>
          <Link to="/personas">Browse by persona</Link>
        </p>
        <Heading as="h1">{data.label}</Heading>
        <p>
          {count} pages are written for the {data.label.toLowerCase()}. Start with the overviews and tutorials, then keep the guides and
          reference pages at hand.
        </p>
        {data.groups.map((group) => (
          <section key={group.contentType} aria-labelledby={`group-${group.contentType}`}>
            <Heading as="h2" id={`group-${group.contentType}`}>
              {group.label} ({group.pages.length})
            </Heading>
            <ul className={styles.list}>
              {group.pages.map((page) => (
                <li key={page.route}>
                  <Link to={page.route}>{page.title}</Link>
                  <span className={styles.description}>{page.description}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </main>
    </Layout>
  );
}
