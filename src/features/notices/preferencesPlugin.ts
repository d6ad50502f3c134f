import type {Plugin} from '@docusaurus/types';
import {announcementStorageKeys, interopNotice, siteBanner} from './notices';

type DismissibleNotice = {id: string; storageKey: string; dismissedAttribute: string};

/**
 * A script for <head> that marks <html> when the reader dismissed this notice id, before the
 * first paint, so CSS hides the notice instead of React removing it after it flashed.
 * Storage that is refused or holds anything else leaves the notice shown.
 */
export function dismissedNoticeScript({id, storageKey, dismissedAttribute}: DismissibleNotice): string {
  return `try{if(localStorage.getItem(${JSON.stringify(storageKey)})===${JSON.stringify(id)})document.documentElement.setAttribute(${JSON.stringify(dismissedAttribute)},'')}catch(e){}`;
}

/**
 * Docusaurus hides a dismissed announcement bar before paint by reading only its "dismissed"
 * flag, not the id that was dismissed (theme-classic lib/inlineScripts.js), so a new banner
 * stayed hidden for one more page load. Clearing the flag for another id before that script
 * runs makes a new banner show at once.
 */
export function newBannerScript(bannerId: string, storageNamespace: string): string {
  const keys = announcementStorageKeys(storageNamespace);
  return `try{if(localStorage.getItem(${JSON.stringify(keys.id)})!==${JSON.stringify(bannerId)})localStorage.removeItem(${JSON.stringify(keys.dismiss)})}catch(e){}`;
}

export default function noticePreferencesPlugin({siteStorage}: {siteStorage: {namespace: string}}): Plugin {
  return {
    name: 'notice-preferences',
    injectHtmlTags() {
      return {
        headTags: [
          {
            tagName: 'script',
            innerHTML: newBannerScript(siteBanner.id, siteStorage.namespace) + dismissedNoticeScript(interopNotice),
          },
        ],
      };
    },
  };
}
