import {interopNotice} from '../../data/notices';

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
