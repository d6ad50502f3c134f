import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {replaceInBrowserBundle} from '../replaceInBrowserBundle';

/** Where Docusaurus keeps "is this the browser" (useIsBrowser) and the window size hook. */
export const browserContextModule = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/;
export const windowSizeModule = /@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize\.js$/;

/**
 * Right after hydration, Docusaurus switches the page to its browser form in one blocking update:
 * useIsBrowser() turns true (tabs remount, themed images, the colour toggle) and useWindowSize()
 * leaves 'ssr' (on a phone: the desktop sidebar and table of contents go, the phone ones come).
 * On a throttled phone that update took 200-300 ms in which the page could not respond. These
 * stand-ins make the same two state changes as transitions, which React renders in slices that
 * yield to the browser. Browser bundle only; server rendering is unchanged.
 */
export default function updatesAfterHydrationOverride(): Plugin {
  return {
    name: 'updates-after-hydration',
    configureWebpack(_config, isServer, utils) {
      return replaceInBrowserBundle(isServer, utils, [
        [browserContextModule, path.join(__dirname, 'browserContext.tsx')],
        [windowSizeModule, path.join(__dirname, 'useWindowSize.ts')],
      ]);
    },
  };
}
