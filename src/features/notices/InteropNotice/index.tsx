import React, {useState, useSyncExternalStore, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {dismissInteropNotice, interopNotice, isInteropNoticeDismissed} from '@site/src/features/notices/notices';
import styles from './styles.module.css';

/**
 * A small callout that interop is still in development. Closing it hides it on every
 * interop page and on later visits (see src/features/notices/notices.ts).
 */
// Nothing else writes the stored dismissal while a page is open; the button below updates the state.
const noSubscription = () => () => undefined;

export default function InteropNotice(): ReactNode {
  // The server and hydration render the notice (false); the stored dismissal is read right after,
  // and until then the <head> script and CSS keep a dismissed notice hidden.
  const dismissedBefore = useSyncExternalStore(noSubscription, isInteropNoticeDismissed, () => false);
  const [dismissedNow, setDismissed] = useState(false);
  if (dismissedBefore || dismissedNow) {
    return null;
  }
  return (
    <aside className={clsx(interopNotice.className, styles.notice)} aria-label="Interop status">
      <p className={styles.text}>
        <strong>Interop is in active development.</strong> It is not ready for production use yet: contracts, tools and these pages can
        still change. See the <Link to="/interop/explainer">interop explainer</Link> for how it works today.
      </p>
      <button
        type="button"
        className={clsx('clean-btn', styles.close)}
        aria-label="Dismiss the interop status notice"
        onClick={() => {
          dismissInteropNotice();
          setDismissed(true);
        }}>
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
