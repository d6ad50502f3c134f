// Replaces @docusaurus/core/lib/client/browserContext.js (what useIsBrowser reads) in the browser
// bundle. The original sets isBrowser in an effect right after hydration: an update in React's
// default lane, which React renders in one piece, so every useIsBrowser reader re-rendered in one
// long task as the page became interactive. Here that update is a transition, rendered in short
// slices like the hydration before it; the value and when it turns true (after hydration) are the same.
// The search page alone gets it in the default lane (src/features/search/SearchPage.tsx says why).
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';

export const Context = React.createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
