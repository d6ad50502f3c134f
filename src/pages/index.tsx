import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import LinkCardGrid from '@site/src/features/navigation/LinkCardGrid';
import {sections} from '@site/src/features/navigation/sections';
import {personaEntryPoints} from '@site/src/features/navigation/personaEntryPoints';
import styles from './index.module.css';

export default function Home(): ReactNode {
  return (
    <Layout
      title="Home"
      description="Documentation for the OP Stack and the Superchain: build apps, pass messages between chains, run chains and nodes, and learn how the protocol works.">
      {/* The hero is part of the page's main content: a <header> here was a second banner landmark beside the announcement bar's. */}
      <main>
        <div className={styles.hero}>
          <div className="container">
            <Heading as="h1" className={styles.title}>
              Build on the OP Stack and the Superchain
            </Heading>
            <p className={styles.lead}>
              The OP Stack is the open-source software behind a growing family of Ethereum layer-2 chains. The Superchain is the network
              those chains form: shared upgrades, a shared registry and, with interop, messages that move natively between chains. These
              docs cover all of it, from your first contract to running a chain in production.
            </p>
            <div className={styles.actions}>
              <Link className="button button--primary button--lg" to="/get-started">
                Get started
              </Link>
              <Link className="button button--secondary button--lg" to="/interop/tutorials/message-passing">
                Try the interop tutorial
              </Link>
            </div>
          </div>
        </div>
        <div className="container margin-vert--lg">
          <section aria-labelledby="by-role">
            <Heading as="h2" id="by-role">
              Start from your role
            </Heading>
            <LinkCardGrid cards={personaEntryPoints} />
          </section>
          <section aria-labelledby="by-section" className="margin-top--xl">
            <Heading as="h2" id="by-section">
              Browse by section
            </Heading>
            <LinkCardGrid
              cards={sections.map(({label, route, summary}) => ({
                title: label,
                description: summary,
                href: route,
              }))}
            />
          </section>
        </div>
      </main>
    </Layout>
  );
}
