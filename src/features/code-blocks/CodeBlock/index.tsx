// Wrapped so a page hydrates its code blocks as the server's HTML and loads Prism only when a reader
// reaches for a block (pointer, touch or focus): highlighting every block again while hydrating was
// most of a doc page's start-up work on a phone.
import React, {useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode} from 'react';
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
 * The block's line count as a CSS variable, from which styles.module.css reserves its height while
 * it is not drawn. Code given as elements rather than text has no count; the CSS then reserves one line.
 */
function lineCountStyle(code: Props['children']): CSSProperties | undefined {
  if (typeof code !== 'string') return undefined;
  return {'--code-block-lines': code.replace(/\n$/, '').split('\n').length} as CSSProperties;
}

export default function CodeBlock(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const lineCountVariable = lineCountStyle(props.children);
  // A block hydrated from the server's HTML keeps that HTML, as it is, until it goes live; a block
  // rendered in the browser (client-side navigation, `npm start`) has none to keep.
  const [keepsServerHtml, setKeepsServerHtml] = useState(!isBrowser && hydratesServerHtml);
  const [Highlighted, setHighlighted] = useState(() => highlightedCodeBlock);
  const block = useRef<HTMLDivElement>(null);
  // A reader who reached the static block with the keyboard keeps the focus on the live one.
  const refocus = useRef(false);

  const goLive = useCallback(() => {
    void loadHighlightedCodeBlock().then((component) => {
      setHighlighted(() => component);
      setKeepsServerHtml(false);
    });
  }, []);

  useEffect(() => {
    if (!keepsServerHtml && !Highlighted) goLive();
  }, [keepsServerHtml, Highlighted, goLive]);

  useEffect(() => {
    if (!keepsServerHtml && Highlighted && refocus.current) {
      refocus.current = false;
      block.current?.querySelector('pre')?.focus();
    }
  }, [keepsServerHtml, Highlighted]);

  if (!ExecutionEnvironment.canUseDOM) {
    if (!highlightedCodeBlock) throw new Error('CodeBlock: Prism was not loaded before server rendering');
    const ServerCodeBlock = highlightedCodeBlock;
    return (
      <div className={styles.codeBlock} style={lineCountVariable}>
        <ServerCodeBlock {...props} />
      </div>
    );
  }
  if (keepsServerHtml) {
    // The server's HTML has no buttons (copy, wrap): Docusaurus adds them in the browser, live.
    return (
      <div
        ref={block}
        className={styles.codeBlock}
        style={lineCountVariable}
        onPointerEnter={goLive}
        onTouchStart={goLive}
        onFocus={() => {
          refocus.current = true;
          goLive();
        }}
        // Hydration keeps the server's highlighted HTML as it is; React never compares it.
        dangerouslySetInnerHTML={{__html: ''}}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div ref={block} className={styles.codeBlock} style={lineCountVariable}>
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
