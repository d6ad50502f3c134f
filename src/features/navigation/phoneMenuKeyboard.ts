import {useEffect} from 'react';

// The theme's drawer (Navbar/MobileSidebar/Layout) and its menu button (Navbar/MobileSidebar/Toggle).
const drawerSelector = '.navbar-sidebar';
const menuButtonSelector = '.navbar__toggle';
const focusableSelector = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** What the reader can reach in the drawer: drawn, and not in the menu panel slid out of view (inert). */
function reachableIn(drawer: Element): HTMLElement[] {
  return Array.from(drawer.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0,
  );
}

/**
 * While the phone menu is open, keeps keyboard focus inside it as a modal dialog does: focus moves
 * into it when it opens, Tab and Shift+Tab go round its links and buttons, Escape closes it, and
 * focus returns to the menu button when it closes (unless the reader followed a link, which moves
 * focus to the new page).
 */
export function usePhoneMenuKeyboard(shown: boolean, toggle: () => void): void {
  useEffect(() => {
    if (!shown) return undefined;
    const drawer = () => document.querySelector(drawerSelector);
    const menuButton = () => document.querySelector<HTMLElement>(menuButtonSelector);
    // The drawer slides in with a transition that starts hidden (visibility), when nothing in it
    // can take focus; so each frame tries again until focus is in (a few frames at most).
    let opening = 0;
    const moveFocusIn = (framesLeft: number) => {
      const current = drawer();
      if (current?.contains(document.activeElement)) return;
      if (current) reachableIn(current)[0]?.focus();
      if (framesLeft > 0 && !current?.contains(document.activeElement)) opening = requestAnimationFrame(() => moveFocusIn(framesLeft - 1));
    };
    opening = requestAnimationFrame(() => moveFocusIn(60));
    const onKeyDown = (event: KeyboardEvent) => {
      const current = drawer();
      if (!current) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        toggle();
        return;
      }
      if (event.key !== 'Tab') return;
      const reachable = reachableIn(current);
      if (reachable.length === 0) return;
      const first = reachable[0];
      const last = reachable[reachable.length - 1];
      const active = document.activeElement;
      const isInside = current.contains(active);
      if (event.shiftKey && (active === first || !isInside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !isInside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(opening);
      document.removeEventListener('keydown', onKeyDown);
      // Closed by Escape, the close button or the backdrop: focus was in the drawer, now hidden.
      const active = document.activeElement;
      if (active === document.body || active === null || drawer()?.contains(active)) menuButton()?.focus();
    };
  }, [shown, toggle]);
}
