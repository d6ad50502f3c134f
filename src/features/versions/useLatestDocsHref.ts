import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import type {ArchiveFields} from './archiveFields';

/** The archive's fields, or undefined on the site itself (./archiveFields.ts). */
export function useArchive(): ArchiveFields | undefined {
  return useDocusaurusContext().siteConfig.customFields?.archive as ArchiveFields | undefined;
}

/**
 * In an archived version's build: where the latest docs show the page being read, a path on the
 * site the archive is served beside (outside the archive's base URL). A doc the latest docs still
 * have opens there; any other page (the home page, search, a missing page) opens the latest home page.
 */
export function useLatestDocsHref(archive: ArchiveFields): string {
  const {siteConfig} = useDocusaurusContext();
  const {activeDoc} = useActiveDocContext(undefined);
  if (!activeDoc) return '/';
  const route = `/${activeDoc.path.slice(siteConfig.baseUrl.length)}`.replace(/(.)\/$/, '$1');
  return archive.missingInLatest.includes(route) ? '/' : route;
}
