// Wrapped so a phone's hidden menu drawer (which holds the whole section sidebar) is not rendered in
// the blocking update right after hydration: it renders in an idle moment, interruptibly, or at once
// when the reader opens the menu first.
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {whenIdle} from '@site/src/utils/whenIdle';

export default function MobileSidebarWrapper(): ReactNode {
  const {shouldRender, shown} = useNavbarMobileSidebar();
  const [isReady, setIsReady] = useState(false);

  useEffect(() => {
    if (!shouldRender || isReady) return undefined;
    // A transition renders in slices that yield to the browser, so it never blocks input.
    return whenIdle(() => startTransition(() => setIsReady(true)));
  }, [shouldRender, isReady]);

  return isReady || shown ? <MobileSidebar /> : null;
}
