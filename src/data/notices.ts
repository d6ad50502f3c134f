/**
 * The site's notices: what they say lives in their components; here is which pages
 * carry them and how a dismissal is remembered. Changing an `id` shows a notice again
 * to readers who dismissed the previous one.
 */

/** The announcement bar on every page (Docusaurus `announcementBar`). */
export const siteBanner = {
  id: 'notices-page-2026-11',
  content:
    'Superchain interop is still in active development. Upgrades and breaking changes that need action are listed in the <a href="/notices">notices</a>.',
} as const;

/** The dismissible "interop is in development" callout. */
export const interopNotice = {
  id: 'interop-in-development-1',
  storageKey: 'superchain-docs.interop-notice.dismissed',
  /** Set on <html> before the page paints, so a dismissed notice never flashes. */
  dismissedAttribute: 'data-interop-notice-dismissed',
} as const;

/** Pages about interop: everything under /interop and any interop folder of the app developer docs. */
export function isInteropPage(pathname: string): boolean {
  return /^\/interop(\/|$)/.test(pathname) || /^\/app-developers\/(.+\/)?interop(\/|$)/.test(pathname);
}

/** Pages about a beta feature, and the feature's name as the notice shows it. */
export const betaFeatureByPage: Record<string, string> = {
  '/operators/chain-operators/features/alt-da-mode': 'Alt-DA Mode',
  '/stack/beta-features/alt-da-mode': 'Alt-DA Mode',
};
