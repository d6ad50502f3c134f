// Wrapped to add "Report a problem" next to "Edit this page": a new issue in the repository, prefilled with the page's title and address.
import React, {type ReactNode} from 'react';
import EditThisPage from '@theme-original/EditThisPage';
import type EditThisPageType from '@theme/EditThisPage';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {reportProblemUrl} from '@site/src/features/page-metadata/reportProblem';
import {routeOfPermalink} from '@site/src/utils/routes';

type Props = WrapperProps<typeof EditThisPageType>;

export default function EditThisPageWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {metadata} = useDoc();
  const repositoryUrl = siteConfig.customFields?.repositoryUrl as string;
  // Folder pages' permalinks end in "/"; the site serves every route without it.
  const pageUrl = new URL(routeOfPermalink(metadata.permalink), siteConfig.url).toString();
  return (
    <span className="edit-meta-links">
      <EditThisPage {...props} />
      <a
        className="report-problem-link"
        href={reportProblemUrl(repositoryUrl, metadata.title, pageUrl)}
        target="_blank"
        rel="noopener noreferrer">
        Report a problem
      </a>
    </span>
  );
}
