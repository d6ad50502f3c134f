// Wrapped so a page hydrates its code blocks as the server's HTML and loads Prism only when a reader
// reaches for a block (pointer, touch or focus): highlighting every block again while hydrating was
// most of a doc page's start-up work on a phone.
import React, {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/CodeBlock';
import styles from './styles.module.css';

type CodeBlockComponent = (props: Props) => ReactNode;

let highlightedCodeBlock: CodeBlockComponent | undefined;
const loadHighlightedCodeBlock = (): Promise<CodeBlockComponent> =>
  import('./HighlightedCodeBlock').then((module) => (highlightedCodeBlock = module.default));

// The server bundle holds every chunk, so this resolves before the first page is rendered; the
// HTML then has every block highlighted (a lazy component would stream it in behind a script).
if (!ExecutionEnvironment.canUseDOM) void loadHighlightedCodeBlock();

// Set by Docusaurus for the browser bundle: a production page hydrates the server's HTML, while
// `npm start` renders in the browser alone (there is no server HTML to keep).
const hydratesServerHtml = Boolean(process.env.HYDRATE_CLIENT_ENTRY);

/**
 * The server's HTML of each code block hydrated on this page, by its content. Docusaurus remounts
 * tabs once hydrated (to open a reader's saved tab); their blocks come back from this copy instead
 * of flashing unhighlighted while Prism loads.
 */
const serverHtmlByBlock = new Map<string, string>();
const blockKey = ({children, className, metastring, title}: Props): string | undefined =>
  typeof children === 'string' && (title === undefined || typeof title === 'string')
    ? JSON.stringify([children, className, metastring, title])
    : undefined;

/**
 * Copies a block's server HTML while it hydrates. This runs as the block renders, before React
 * commits anything, so the copy exists before any remount can ask for it (an effect would run only
 * after the commit, leaving the order to React's scheduling). useId gives the same id on the
 * server and while hydrating, which is how the block finds its own element.
 */
function rememberServerHtml(props: Props, blockId: string): void {
  const key = blockKey(props);
  const element = key ? document.querySelector(`[data-code-block="${CSS.escape(blockId)}"]`) : null;
  if (key && element) serverHtmlByBlock.set(key, element.innerHTML);
}

export default function CodeBlock(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const blockId = useId();
  // HTML shown until the block goes live: '' while hydrating (the server's HTML stays as it is),
  // or a copy of that HTML for a block remounted on the client; undefined when there is none.
  const [staticHtml, setStaticHtml] = useState(() => {
    if (isBrowser || !hydratesServerHtml) return serverHtmlByBlock.get(blockKey(props) ?? '');
    rememberServerHtml(props, blockId);
    return '';
  });
  const [Highlighted, setHighlighted] = useState(() => highlightedCodeBlock);
  const block = useRef<HTMLDivElement>(null);
  // A reader who reached the static block with the keyboard keeps the focus on the live one.
  const refocus = useRef(false);

  const goLive = useCallback(() => {
    void loadHighlightedCodeBlock().then((component) => {
      setHighlighted(() => component);
      setStaticHtml(undefined);
    });
  }, []);

  useEffect(() => {
    if (staticHtml === undefined && !Highlighted) goLive();
  }, [staticHtml, Highlighted, goLive]);

  useEffect(() => {
    if (staticHtml === undefined && Highlighted && refocus.current) {
      refocus.current = false;
      block.current?.querySelector('pre')?.focus();
    }
  }, [staticHtml, Highlighted]);

  if (!ExecutionEnvironment.canUseDOM) {
    if (!highlightedCodeBlock) throw new Error('CodeBlock: Prism was not loaded before server rendering');
    const ServerCodeBlock = highlightedCodeBlock;
    return (
      <div className={styles.codeBlock} data-code-block={blockId}>
        <ServerCodeBlock {...props} />
      </div>
    );
  }
  if (staticHtml !== undefined) {
    // The server's HTML has no buttons (copy, wrap): Docusaurus adds them in the browser, live.
    return (
      <div
        ref={block}
        className={styles.codeBlock}
        data-code-block={blockId}
        onPointerEnter={goLive}
        onTouchStart={goLive}
        onFocus={() => {
          refocus.current = true;
          goLive();
        }}
        // Hydration keeps the server's highlighted HTML as it is; React never compares it.
        dangerouslySetInnerHTML={{__html: staticHtml}}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div ref={block} className={styles.codeBlock}>
      {Highlighted ? (
        <Highlighted {...props} />
      ) : (
        // A page opened by client-side navigation, for the moment Prism takes to load.
        <pre className={styles.plain} tabIndex={0}>
          <code>{props.children}</code>
        </pre>
      )}
    </div>
  );
}
