import React, {type ReactNode} from 'react';
import IconMenu from '@theme/Icon/Menu';
import MobileSidebarToggle from '@theme-original/Navbar/MobileSidebar/Toggle';
import NoScriptSections from './NoScriptSections';

/**
 * The phone menu's button, and for a reader without JavaScript (a `<noscript>`, which the browser
 * never draws and React never renders once scripts run) a disclosure in its place that needs none:
 * it drops the sections below the navbar, or on a doc page shows the docs sidebar in place of the
 * page (./noScript.css, ./DocSidebar.tsx).
 */
export default function MobileSidebarToggleWithNoScriptMenu(): ReactNode {
  return (
    <>
      <MobileSidebarToggle />
      <noscript>
        <details className="no-script-menu">
          <summary className="navbar__toggle clean-btn" aria-label="Menu">
            <IconMenu />
          </summary>
          <div className="no-script-menu__panel menu">
            <NoScriptSections />
          </div>
        </details>
      </noscript>
    </>
  );
}
