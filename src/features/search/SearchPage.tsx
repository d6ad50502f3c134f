// Wrapped because the search plugin's section selector has no accessible name (axe: select-name, WCAG 4.1.2),
// and to give the plugin's page isBrowser as Docusaurus does (below).
import React, {useEffect, useState, type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
// useIsBrowser's context (route-loading's browserContext.tsx in the browser bundle, the same object).
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';

export default function SearchPageWrapper(props: Record<string, unknown>): ReactNode {
  // The plugin's page reads `?q=` only once isBrowser is true, and its first effect writes the
  // address with the query it had before (none). Docusaurus sets isBrowser in the same update as
  // that write, so the page still reads the query; the site sets it later, in a transition
  // (src/features/route-loading), by which time the query was gone. Here the page gets it as
  // Docusaurus gives it: from an effect, in React's default lane.
  const [isBrowser, setIsBrowser] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the render after hydration is the point, as in Docusaurus's own provider.
  useEffect(() => setIsBrowser(true), []);
  useEffect(() => {
    document.getElementById('context-selector')?.setAttribute('aria-label', 'Search in section');
  });
  return (
    <BrowserContext.Provider value={isBrowser}>
      <SearchPage {...props} />
    </BrowserContext.Provider>
  );
}
