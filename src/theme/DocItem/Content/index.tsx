// Wrapped to put the interop and beta notices at the top of the pages they govern, so no page can forget them.
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import InteropNotice from '@site/src/components/InteropNotice';
import BetaNotice from '@site/src/components/BetaNotice';
import {betaFeatureByPage, isInteropPage} from '@site/src/data/notices';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  // The doc id, not the URL, so the same rule holds in every docs version.
  const page = `/${useDoc().metadata.id}`.replace(/\/index$/, '');
  const betaFeature = betaFeatureByPage[page];
  return (
    <>
      {isInteropPage(page) && <InteropNotice />}
      {betaFeature && <BetaNotice feature={betaFeature} />}
      <Content {...props} />
    </>
  );
}
