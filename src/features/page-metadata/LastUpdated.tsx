// Replaces the theme's LastUpdated, for two reasons. It formats the date with an Intl.DateTimeFormat,
// built while the page hydrates: about 30 ms (140 ms on Lighthouse's slowed phone CPU) on every doc
// page; ours writes the same English date without one (./lastUpdatedDate.ts). And it adds the link to
// the commit that last changed the page, and gives the date's itemprop="dateModified" the item it
// belongs to (a doc page has none, so the Nu Html Checker rejects it). The markup is the theme's.
import React, {type ReactNode} from 'react';
import type {Props} from '@theme/LastUpdated';
import {ThemeClassNames} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {lastUpdatedDate} from './lastUpdatedDate';

// The site does not show authors (showLastUpdateAuthor is off), so lastUpdatedBy is not read.
export default function LastUpdated({lastUpdatedAt}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  // Set at build time from the page's git history (src/features/page-metadata/lastCommits.ts).
  const commit = (useDoc().frontMatter as {last_commit?: string}).last_commit;
  const repositoryUrl = siteConfig.customFields?.repositoryUrl as string;
  return (
    // The page this footer closes is the item whose dateModified the <time> gives.
    <span itemScope itemType="https://schema.org/WebPage">
      <span className={ThemeClassNames.common.lastUpdated}>
        Last updated
        {lastUpdatedAt != null && (
          <>
            {' on '}
            <b>
              <time dateTime={new Date(lastUpdatedAt).toISOString()} itemProp="dateModified">
                {lastUpdatedDate(lastUpdatedAt)}
              </time>
            </b>
          </>
        )}
      </span>
      {commit && (
        <>
          {' '}
          (commit{' '}
          <a className="last-commit-link" href={`${repositoryUrl.replace(/\/$/, '')}/commit/${commit}`}>
            <code>{commit.slice(0, 7)}</code>
          </a>
          )
        </>
      )}
    </span>
  );
}
