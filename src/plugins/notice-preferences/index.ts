import type {Plugin} from '@docusaurus/types';
import {interopNotice} from '../../data/notices';

type DismissibleNotice = {id: string; storageKey: string; dismissedAttribute: string};

/**
 * A script for <head> that marks <html> when the reader dismissed this notice id, before the
 * first paint, so CSS hides the notice instead of React removing it after it flashed.
 * Storage that is refused or holds anything else leaves the notice shown.
 */
export function dismissedNoticeScript({id, storageKey, dismissedAttribute}: DismissibleNotice): string {
  return `try{if(localStorage.getItem(${JSON.stringify(storageKey)})===${JSON.stringify(id)})document.documentElement.setAttribute(${JSON.stringify(dismissedAttribute)},'')}catch(e){}`;
}

export default function noticePreferencesPlugin(): Plugin {
  return {
    name: 'notice-preferences',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: dismissedNoticeScript(interopNotice)}]};
    },
  };
}
