// Wrapped to add "Report a problem" next to "Edit this page": a new issue in the repository, prefilled with the page's address,
// version, the reader's tabs and section, and (with JavaScript) what they did, expected and saw.
import React, {lazy, Suspense, useState, type MouseEvent, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import EditThisPage from '@theme-original/EditThisPage';
import type EditThisPageType from '@theme/EditThisPage';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {createStorageSlot} from '@docusaurus/theme-common';
import {
  chosenTabs,
  headingBeingRead,
  reportBody,
  reportProblemUrl,
  type ReportContext,
} from '@site/src/features/page-metadata/reportProblem';
import {routeOfPermalink} from '@site/src/utils/routes';
import useSiteAddress from '@site/src/utils/useSiteAddress';

type Props = WrapperProps<typeof EditThisPageType>;

// The form's code loads on the first click, not with the page.
const ReportProblemDialog = lazy(() => import('@site/src/features/page-metadata/ReportProblemDialog'));

export default function EditThisPageWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {metadata} = useDoc();
  const {label: version} = useDocsVersion();
  const [report, setReport] = useState<ReportContext | null>(null);
  const repositoryUrl = siteConfig.customFields?.repositoryUrl as string;
  // Folder pages' permalinks end in "/"; the site serves every route without it.
  const pageUrl = useSiteAddress()(routeOfPermalink(metadata.permalink));
  const context: ReportContext = {pageTitle: metadata.title, pageUrl, version, tabs: [], heading: null};
  const openForm = (event: MouseEvent<HTMLAnchorElement>) => {
    // A click meant for a new tab or window keeps the plain link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const article = document.querySelector('article');
    // A heading just under the sticky navbar is the one being read (headings scroll to a little below it).
    const navbarHeight = document.querySelector('.navbar')?.getBoundingClientRect().height ?? 0;
    setReport({
      ...context,
      tabs: chosenTabs((groupId) => createStorageSlot(`docusaurus.tab.${groupId}`).get()),
      heading: article ? headingBeingRead(article, navbarHeight + 24) : null,
    });
  };
  return (
    <span className="edit-meta-links">
      <EditThisPage {...props} />
      <a
        className="report-problem-link"
        href={reportProblemUrl(repositoryUrl, metadata.title, reportBody(context))}
        target="_blank"
        rel="noopener noreferrer"
        onClick={openForm}>
        Report a problem
      </a>
      {report
        ? // In <body>: a dialog may not sit inside the footer's inline elements.
          createPortal(
            <Suspense fallback={null}>
              <ReportProblemDialog repositoryUrl={repositoryUrl} context={report} onClose={() => setReport(null)} />
            </Suspense>,
            document.body,
          )
        : null}
    </span>
  );
}
