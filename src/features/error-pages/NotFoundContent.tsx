// Replaced (not wrapped): the original offers no way on; ours adds search and the sections inside the same <main>.
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ErrorPageBody from '@site/src/features/error-pages/ErrorPageBody';

export default function NotFoundContent(): ReactNode {
  return (
    <ErrorPageBody title="Page not found">
      <p>
        There is no page at this address. It may have moved when the docs were reorganised, or the link that brought you here has a typo.
        Search for what you were looking for, start again from the <Link to="/">home page</Link>, or pick a section below.
      </p>
    </ErrorPageBody>
  );
}
