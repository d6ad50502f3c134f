// Replaces `@theme/Layout` for the theme's search page only (both bundles): the page puts its
// content straight in the layout, so /search had no main landmark; here it sits in `<main>`, with
// what a reader without JavaScript reads instead of a search box that cannot answer (the search
// runs in the browser; the rules that hide the box are ./noScript.ts's).
import React, {type ComponentProps, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {sections} from '@site/src/features/navigation/sections';

export default function SearchPageLayout({children, ...props}: ComponentProps<typeof Layout>): ReactNode {
  return (
    <Layout {...props}>
      <main className="search-page">
        {children}
        <noscript>
          <div className="container margin-bottom--lg">
            <p>
              Searching needs JavaScript, which is turned off in this browser: the search runs in the page, as these docs have no search
              server. Turn it on and search again, or start from a section:
            </p>
            <ul>
              {sections.map(({label, route}) => (
                <li key={route}>
                  <Link to={route}>{label}</Link>
                </li>
              ))}
            </ul>
          </div>
        </noscript>
      </main>
    </Layout>
  );
}
