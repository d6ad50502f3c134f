// Replaces @docusaurus/theme-common/lib/hooks/useWindowSize.js in the browser bundle (see
// ./index.ts): the first switch from 'ssr' is a transition; resizing updates at once as before.
import {startTransition, useEffect, useState} from 'react';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

// Also hard-coded in Infima's CSS (https://github.com/facebook/docusaurus/issues/9603).
const desktopBreakpointDefault = 996;

export function useWindowSize({desktopBreakpoint = desktopBreakpointDefault}: {desktopBreakpoint?: number} = {}): WindowSize {
  // The server's value on the first render, so hydration matches (facebook/docusaurus#9379).
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const current = (): WindowSize => (window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile');
    startTransition(() => setWindowSize(current()));
    const onResize = () => setWindowSize(current());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [desktopBreakpoint]);
  return windowSize;
}
