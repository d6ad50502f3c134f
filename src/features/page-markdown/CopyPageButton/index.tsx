import React, {useEffect, useState, type ReactNode} from 'react';
import useSiteAddress from '@site/src/utils/useSiteAddress';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed';

const labels: Record<Status, string> = {idle: 'Copy page', copied: 'Copied', failed: 'Copy failed'};

/** How long "Copied" or "Copy failed" stays on the button before it offers to copy again. */
export const statusShownMs = 3000;

/**
 * Where a reader hands the page to an assistant: a new conversation whose first message asks it to
 * read the page's Markdown. Plain links, so nothing loads and no request is made until a click.
 */
export const assistants = [
  {name: 'ChatGPT', newChat: 'https://chatgpt.com/'},
  {name: 'Claude', newChat: 'https://claude.ai/new'},
] as const;

export function assistantLink(newChat: string, markdownAddress: string): string {
  const prompt = `Read ${markdownAddress} so that I can ask you questions about it.`;
  return `${newChat}?${new URLSearchParams({q: prompt}).toString()}`;
}

/**
 * Copies the page's Markdown version (written at build time at `<route>.md`, see
 * src/features/page-markdown): fetched only on click, so a page carries no Markdown of its own.
 * The link beside it opens the same Markdown, with or without JavaScript.
 */
export default function CopyPageButton({markdownUrl}: {markdownUrl: string}): ReactNode {
  const [status, setStatus] = useState<Status>('idle');
  const markdownAddress = useSiteAddress()(markdownUrl);
  useEffect(() => {
    if (status === 'idle') return undefined;
    const timer = window.setTimeout(() => setStatus('idle'), statusShownMs);
    return () => window.clearTimeout(timer);
  }, [status]);
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
      {assistants.map(({name, newChat}) => (
        <a key={name} href={assistantLink(newChat, markdownAddress)} className={styles.link} target="_blank" rel="noopener noreferrer">
          Open in {name}
        </a>
      ))}
    </div>
  );
}
