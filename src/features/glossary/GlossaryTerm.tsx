import React, {type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {glossaryRoute} from './glossaryRoute';

/**
 * A term marked `:term[...]`: a plain link to its glossary entry, which glossaryClient.ts turns into
 * a card on hover and focus. Not Docusaurus's Link, which prefetches the page of every link in view:
 * the glossary page is one of the largest, and the card is what a reader of a term wants.
 */
export default function GlossaryTerm({id, children}: {id: string; children: ReactNode}): ReactNode {
  return (
    <a className="glossary-term" data-term={id} href={useBaseUrl(`${glossaryRoute}#${id}`)}>
      {children}
    </a>
  );
}
