// Wrapped to add the link to the commit that last changed the page after "Last updated on <date>", and to give the date's itemprop="dateModified" the item it belongs to (a doc page has none, so the Nu Html Checker rejects it).
import React, {type ReactNode} from 'react';
import LastUpdated from '@theme-original/LastUpdated';
import type LastUpdatedType from '@theme/LastUpdated';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof LastUpdatedType>;

export default function LastUpdatedWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  // Set at build time from the page's git history (src/features/page-metadata/lastCommits.ts).
  const commit = (useDoc().frontMatter as {last_commit?: string}).last_commit;
  const repositoryUrl = siteConfig.customFields?.repositoryUrl as string;
  return (
    // The page this footer closes is the item whose dateModified the original's <time> gives.
    <span itemScope itemType="https://schema.org/WebPage">
      <LastUpdated {...props} />
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
