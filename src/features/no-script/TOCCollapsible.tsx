import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import TOCCollapsible from '@theme-original/TOCCollapsible';
import type TOCCollapsibleType from '@theme/TOCCollapsible';
import TOCItems from '@theme/TOCItems';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof TOCCollapsibleType>;

/**
 * "On this page" on a phone, and for a reader without JavaScript (`<noscript>`) a disclosure in its
 * place that opens without one: the theme's button needs a script, and its list is not in the
 * page's HTML until the reader opens it. The theme's class names (`className`) hide both on wide
 * screens, where the table of contents is beside the page.
 */
export default function TOCCollapsibleWithNoScriptToc(props: Props): ReactNode {
  return (
    <>
      <TOCCollapsible {...props} />
      <noscript>
        <details className={clsx(props.className, 'no-script-toc')}>
          <summary>On this page</summary>
          <TOCItems toc={props.toc} minHeadingLevel={props.minHeadingLevel} maxHeadingLevel={props.maxHeadingLevel} />
        </details>
      </noscript>
    </>
  );
}
