// Wrapped so mermaid (the largest library on any page) loads only when a diagram comes near the
// screen, not with every page that has a diagram somewhere below.
import clsx from 'clsx';
import React, {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import type {Props} from '@theme/Mermaid';
import styles from './styles.module.css';

const OriginalMermaid = lazy(() => import('@theme-original/Mermaid'));

export default function Mermaid(props: Props): ReactNode {
  const placeholder = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(false);

  useEffect(() => {
    const element = placeholder.current;
    if (!element) return undefined;
    // Start half a screen early: the diagram is drawn (and the text below it moves down) before it
    // scrolls into view.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setIsNear(true);
        }
      },
      {rootMargin: '50% 0px'},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const waiting = <div ref={placeholder} className={clsx('diagram-placeholder', styles.placeholder)} />;
  return isNear ? (
    <Suspense fallback={waiting}>
      <OriginalMermaid {...props} />
    </Suspense>
  ) : (
    waiting
  );
}
