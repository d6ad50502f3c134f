// Replaces theme-common's hooks/useWindowSize.js in the browser bundle. The original reports 'ssr'
// while hydrating, then the real size from an effect: an update in React's default lane, rendered
// in one piece. On a phone it swaps the docs sidebar and table of contents for their phone forms in
// that one long task as the page becomes interactive. Here the size is set in a transition, rendered
// in short slices; the values, the breakpoint and the resize listener are the original's.
import {startTransition, useEffect, useState} from 'react';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

// Infima's breakpoint, as in the original (https://github.com/facebook/docusaurus/issues/9603).
const desktopBreakpointPx = 996;

export function useWindowSize({desktopBreakpoint = desktopBreakpointPx}: {desktopBreakpoint?: number} = {}): WindowSize {
  // 'ssr' until hydrated, so the first client render matches the server's HTML.
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const updateWindowSize = (): void => {
      const size = window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile';
      startTransition(() => setWindowSize(size));
    };
    updateWindowSize();
    window.addEventListener('resize', updateWindowSize);
    return () => window.removeEventListener('resize', updateWindowSize);
  }, [desktopBreakpoint]);
  return windowSize;
}
