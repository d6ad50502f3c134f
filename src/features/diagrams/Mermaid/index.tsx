// Wrapped: in the production build the remark plugin (../remarkDiagrams.ts) hands over each diagram
// drawn ahead of time, shown here with no diagram code; the dev server's pages have only the source,
// drawn live by @docusaurus/theme-mermaid (the production build has no such theme: there the
// original is the classic theme's empty placeholder and is never reached).
import React, {type ReactNode} from 'react';
import OriginalMermaid from '@theme-original/Mermaid';
import type {Props as OriginalProps} from '@theme/Mermaid';
import styles from './styles.module.css';

type Props = OriginalProps & {
  light?: string;
  dark?: string;
  width?: number;
  height?: number;
  label?: string;
};

// width and height are also in each SVG's own attributes, which lay it out before it is drawn.
export default function Mermaid({light, dark, width: _width, height: _height, label, ...props}: Props): ReactNode {
  if (light === undefined || dark === undefined) return <OriginalMermaid {...props} />;
  // Natural size: a diagram wider than the column scrolls in its box, reachable from the keyboard.
  return (
    // Focusable so a keyboard reader can scroll a wide one (WCAG 2.1.1, axe's scrollable-region-focusable), like the tables.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={`diagram ${styles.diagram}`} role="group" aria-label={label} tabIndex={0}>
      <div className={styles.light} dangerouslySetInnerHTML={{__html: light}} />
      <div className={styles.dark} dangerouslySetInnerHTML={{__html: dark}} />
    </div>
  );
}
