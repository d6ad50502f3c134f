// Ejected: each line is a <span> shown as a block, because the original's <div> is not allowed inside <code> (the Nu Html Checker rejects every code block); the rest is as in Docusaurus 3.10.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import LineToken from '@theme/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line';
import styles from './styles.module.css';

type Token = Props['line'][number];

// A line holding only '\n' would show twice as tall next to the <br> below.
const withoutLoneLineBreak = (line: Token[]): Token[] =>
  line.length === 1 && line[0].content === '\n' ? [{...line[0], content: ''}] : line;

export default function CodeBlockLine({line: lineProp, classNames, showLineNumbers, getLineProps, getTokenProps}: Props): ReactNode {
  const line = withoutLoneLineBreak(lineProp);
  const lineProps = getLineProps({line, className: clsx(classNames, styles.line, showLineNumbers && styles.numberedLine)});
  const tokens = line.map((token, key) => {
    const tokenProps = getTokenProps({token});
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });
  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.lineNumber} />
          <span className={styles.lineContent}>{tokens}</span>
        </>
      ) : (
        tokens
      )}
      {/* Keeps an empty line from collapsing to no height. */}
      <br />
    </span>
  );
}
