import React, {useState, type ReactNode} from 'react';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed';

const labels: Record<Status, string> = {idle: 'Copy page', copied: 'Copied', failed: 'Copy failed'};

/**
 * Copies the page's Markdown version (written at build time at `<route>.md`, see
 * src/features/page-markdown): fetched only on click, so a page carries no Markdown of its own.
 * The link beside it opens the same Markdown, with or without JavaScript.
 */
export default function CopyPageButton({markdownUrl}: {markdownUrl: string}): ReactNode {
  const [status, setStatus] = useState<Status>('idle');
  const copy = async () => {
    const text = fetch(markdownUrl).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.text();
    });
    try {
      if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
        // A promise inside the item keeps the click's permission while the file downloads (Safari).
        await navigator.clipboard.write([new ClipboardItem({'text/plain': text.then((body) => new Blob([body], {type: 'text/plain'}))})]);
      } else {
        await navigator.clipboard.writeText(await text);
      }
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };
  return (
    <div className={styles.bar}>
      <button type="button" className={`copy-page-button ${styles.button}`} onClick={copy}>
        {labels[status]}
      </button>
      <span role="status" className={styles.status}>
        {status === 'copied'
          ? 'Page copied as Markdown'
          : status === 'failed'
            ? 'Could not copy the page; open it as Markdown instead'
            : ''}
      </span>
      <a href={markdownUrl} className={styles.link}>
        View as Markdown
      </a>
    </div>
  );
}
