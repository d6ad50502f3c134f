import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import LinkCardGrid from '@site/src/features/navigation/LinkCardGrid';
import type {PersonaPageData} from '@site/src/features/page-metadata/machineReadable';

/** Lists every persona with the number of pages written for it. */
export default function PersonaIndexPage({personas}: {personas: PersonaPageData[]}): ReactNode {
  return (
    <Layout title="Browse by persona" description="The pages written for each kind of reader, grouped by content type.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Browse by persona</Heading>
        <p>Every page says who it is written for. Pick your role to see all of its pages, by kind of page.</p>
        <LinkCardGrid
          cards={personas.map(({persona, label, groups}) => ({
            title: label,
            description: `${groups.reduce((total, group) => total + group.pages.length, 0)} pages: ${groups
              .map((group) => group.label.toLowerCase())
              .join(', ')}.`,
            href: `/personas/${persona}`,
          }))}
        />
      </main>
    </Layout>
  );
}
