/**
 * The site's notices, in one place: which pages carry them, the class names other code finds them
 * by, and how a dismissal is remembered (storage keys, the attribute set before paint, and the
 * functions that read and write them). What the notices say lives in their components
 * (src/features/notices/InteropNotice, src/features/notices/BetaNotice); the head script that applies a
 * dismissal before paint is written by src/features/notices/preferencesPlugin.ts. Changing an `id` shows a
 * notice again to readers who dismissed the previous one.
 */

/** The announcement bar on every page (Docusaurus `announcementBar`). */
export const siteBanner = {
  id: 'notices-page-2026-11',
  content:
    'Superchain interop is still in active development. Upgrades and breaking changes that need action are listed in the <a href="/notices">notices</a>.',
  className: 'theme-announcement-bar',
} as const;

/**
 * The keys under which Docusaurus (theme-common's announcement bar) remembers the banner: the id
 * last seen and whether it was dismissed. `namespace` is `siteStorage.namespace`.
 */
export function announcementStorageKeys(namespace: string): {id: string; dismiss: string} {
  return {id: `docusaurus.announcement.id${namespace}`, dismiss: `docusaurus.announcement.dismiss${namespace}`};
}

/** The dismissible "interop is in development" callout. */
export const interopNotice = {
  id: 'interop-in-development-1',
  storageKey: 'superchain-docs.interop-notice.dismissed',
  /** Set on <html> before the page paints, so a dismissed notice never flashes (CSS in the component hides it). */
  dismissedAttribute: 'data-interop-notice-dismissed',
  className: 'interop-notice',
} as const;

/** The beta warning: no close control, so nothing is stored. */
export const betaNotice = {className: 'beta-notice'} as const;

/** Selectors of every notice: repeated on many pages, so the search index leaves them out. */
export const noticeSelectors = [siteBanner, interopNotice, betaNotice].map(({className}) => `.${className}`);

/** Pages about interop: everything under /interop and any interop folder of the app developer docs. */
export function isInteropPage(pathname: string): boolean {
  return /^\/interop(\/|$)/.test(pathname) || /^\/app-developers\/(.+\/)?interop(\/|$)/.test(pathname);
}

/** Pages about a beta feature, and the feature's name as the notice shows it. */
export const betaFeatureByPage: Record<string, string> = {
  '/operators/chain-operators/features/alt-da-mode': 'Alt-DA Mode',
  '/stack/beta-features/alt-da-mode': 'Alt-DA Mode',
};

// Storage can be refused (privacy settings, sandboxed iframes): then the notice simply shows.

export function isInteropNoticeDismissed(): boolean {
  try {
    return localStorage.getItem(interopNotice.storageKey) === interopNotice.id;
  } catch {
    return false;
  }
}

export function dismissInteropNotice(): void {
  document.documentElement.setAttribute(interopNotice.dismissedAttribute, '');
  try {
    localStorage.setItem(interopNotice.storageKey, interopNotice.id);
  } catch {
    // Hidden for this page view only; nothing else to do.
  }
}
