// Wrapped to put the notices and the page's metadata badges at the top of every doc, so no page can forget them.
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import InteropNotice from '@site/src/components/InteropNotice';
import BetaNotice from '@site/src/components/BetaNotice';
import PageBadges from '@site/src/components/PageBadges';
import type {ContentType as PageContentType, Persona} from '@site/src/data/personas';
import {betaFeatureByPage, isInteropPage} from '@site/src/data/notices';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  // The doc id, not the URL, so the same rule holds in every docs version.
  const {metadata, frontMatter} = useDoc();
  const page = `/${metadata.id}`.replace(/\/index$/, '');
  const {content_type: contentType, personas} = frontMatter as {content_type: PageContentType; personas: Persona[]};
  const betaFeature = betaFeatureByPage[page];
  return (
    <>
      {isInteropPage(page) && <InteropNotice />}
      {betaFeature && <BetaNotice feature={betaFeature} />}
      <PageBadges contentType={contentType} personas={personas} />
      <Content {...props} />
    </>
  );
}
