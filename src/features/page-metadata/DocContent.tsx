// Wrapped to put the notices, the page's metadata badges and its "Copy page" button at the top of every doc and its sources at the end, so no page can forget them.
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useActiveVersion, useDoc} from '@docusaurus/plugin-content-docs/client';
import {routeInVersion, routeOfPermalink} from '@site/src/utils/routes';
import InteropNotice from '@site/src/features/notices/InteropNotice';
import BetaNotice from '@site/src/features/notices/BetaNotice';
import PageBadges from '@site/src/features/page-metadata/PageBadges';
import PageSources from '@site/src/features/page-sources/PageSources';
import CopyPageButton from '@site/src/features/page-markdown/CopyPageButton';
import {markdownRoute} from '@site/src/features/page-markdown/paths';
import type {PageSource} from '@site/src/features/page-sources/sources';
import type {ContentType as PageContentType, Persona} from '@site/src/features/navigation/personas';
import {betaFeatureByPage, isInteropPage} from '@site/src/features/notices/notices';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  // The route within its docs version, so the same rule holds in every version.
  const page = routeInVersion(routeOfPermalink(metadata.permalink), useActiveVersion(undefined)?.path ?? '/');
  const {
    content_type: contentType,
    personas,
    sources,
  } = frontMatter as {
    content_type: PageContentType;
    personas: Persona[];
    sources?: PageSource[];
  };
  const betaFeature = betaFeatureByPage[page];
  return (
    <>
      {isInteropPage(page) && <InteropNotice />}
      {betaFeature && <BetaNotice feature={betaFeature} />}
      {/* One row, so the button adds no height to the page: the badges left, the page's Markdown right. */}
      <div className="doc-meta-row">
        <PageBadges contentType={contentType} personas={personas} />
        <CopyPageButton markdownUrl={markdownRoute(metadata.permalink)} />
      </div>
      <Content {...props} />
      {sources && sources.length > 0 && <PageSources sources={sources} />}
    </>
  );
}
