// Wrapped so mermaid (the largest library on any page) loads only when a diagram comes near the
// screen, not with every page that has a diagram somewhere below.
import clsx from 'clsx';
import React, {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import type {Props} from '@theme/Mermaid';
import styles from './styles.module.css';

// Evaluating mermaid's modules and starting the first drawing are each long; when the theme's
// component imports mermaid itself, both run in the one task that receives the library (165–175 ms
// on a desktop without CPU slowdown). Evaluated here first, with a task boundary before the
// component, the theme's import finds the module ready and the drawing starts in a task of its own.
// Both chunks are fetched at once; only the drawing waits for the task boundary.
const OriginalMermaid = lazy(async () => {
  const [, component] = await Promise.all([import('mermaid'), import('@theme-original/Mermaid')]);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return component;
});

export default function Mermaid(props: Props): ReactNode {
  const placeholder = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(false);

  useEffect(() => {
    const element = placeholder.current;
    if (!element) return undefined;
    // Start half a screen early: the diagram is drawn (and the text below it moves down) before it
    // scrolls into view. A diagram that is only near the screen as the page opens waits for the
    // reader's first scroll, so evaluating mermaid stays out of the page's start-up.
    let isNearScreen = false;
    let hasScrolled = false;
    const load = () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
      setIsNear(true);
    };
    const onScroll = () => {
      hasScrolled = true;
      if (isNearScreen) load();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        isNearScreen = entries.some((entry) => entry.isIntersecting);
        const isOnScreen = entries.some((entry) => entry.isIntersecting && entry.boundingClientRect.top < window.innerHeight);
        if (isOnScreen || (isNearScreen && hasScrolled)) load();
      },
      {rootMargin: '50% 0px'},
    );
    observer.observe(element);
    window.addEventListener('scroll', onScroll, {passive: true});
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
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
