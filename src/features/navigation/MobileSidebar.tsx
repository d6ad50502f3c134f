// Wrapped so a phone's hidden menu drawer (which holds the whole section sidebar) is not rendered
// while the page starts: it renders, interruptibly, when the reader reaches for the menu button
// (touch, pointer or keyboard focus), or at once when the menu opens. While open, it keeps keyboard
// focus inside and closes on Escape (./phoneMenuKeyboard.ts).
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {usePhoneMenuKeyboard} from './phoneMenuKeyboard';

// What comes before a tap or a click on the menu button, a few tens of milliseconds ahead of it.
const reachEvents = ['pointerdown', 'pointerover', 'touchstart', 'focusin'] as const;
// The theme's menu button (Navbar/MobileSidebar/Toggle).
const menuButton = '.navbar__toggle';

export default function MobileSidebarWrapper(): ReactNode {
  const {shouldRender, shown, toggle} = useNavbarMobileSidebar();
  const [isReady, setIsReady] = useState(false);
  usePhoneMenuKeyboard(shown, toggle);

  useEffect(() => {
    if (!shouldRender || isReady) return undefined;
    const onReach = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(menuButton)) {
        // A transition renders in slices that yield to the browser, so it never blocks input.
        startTransition(() => setIsReady(true));
      }
    };
    for (const type of reachEvents) document.addEventListener(type, onReach, {capture: true, passive: true});
    return () => {
      for (const type of reachEvents) document.removeEventListener(type, onReach, {capture: true});
    };
  }, [shouldRender, isReady]);

  return isReady || shown ? <MobileSidebar /> : null;
}
