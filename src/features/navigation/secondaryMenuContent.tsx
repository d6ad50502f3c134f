// Replaces @docusaurus/theme-common/lib/contexts/navbarSecondaryMenu/content.js in the browser
// bundle. Its filler (the docs sidebar's place in the phone menu, rendered on every doc page on a
// phone) memoizes its props by sorting their keys with localeCompare, and a page's first
// localeCompare builds the browser's collator: about 20 ms inside hydration, 80 ms on Lighthouse's
// slowed phone CPU. Ours compares the props key by key, which needs no sorting to be independent of
// key order. Same exports and behaviour otherwise.
import React, {useContext, useEffect, useState, type ComponentType, type ReactNode} from 'react';

type SecondaryMenuContent = {component: ComponentType<object> | null; props: object | null};
type ContentState = [SecondaryMenuContent, (content: SecondaryMenuContent) => void];

const Context = React.createContext<ContentState | null>(null);

function useContentState(hook: string): ContentState {
  const value = useContext(Context);
  if (!value) throw new Error(`Hook ${hook} is called outside the <NavbarSecondaryMenuContentProvider>.`);
  return value;
}

/** Holds what the phone menu's secondary panel shows (theme-common's provider, unchanged). */
export function NavbarSecondaryMenuContentProvider({children}: {children: ReactNode}): ReactNode {
  const value = useState<SecondaryMenuContent>({component: null, props: null});
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** What the secondary panel shows now (theme-common's hook, unchanged). */
export function useNavbarSecondaryMenuContent(): SecondaryMenuContent {
  return useContentState('useNavbarSecondaryMenuContent')[0];
}

/** Whether two props objects have the same keys with the same values. */
function isShallowEqual(a: object, b: object): boolean {
  const aEntries = Object.entries(a);
  return (
    aEntries.length === Object.keys(b).length &&
    aEntries.every(([key, value]) => key in b && Object.is(value, (b as Record<string, unknown>)[key]))
  );
}

/** The same object while no key or value changes (React's pattern for state from the previous render). */
function useShallowMemo<T extends object>(value: T): T {
  const [kept, setKept] = useState(value);
  if (kept === value || isShallowEqual(kept, value)) return kept;
  setKept(value);
  return value;
}

/** Renders nothing; puts `component` with `props` in the secondary panel while it is mounted. */
export function NavbarSecondaryMenuFiller<P extends object>({component, props}: {component: ComponentType<P>; props: P}): ReactNode {
  const [, setContent] = useContentState('NavbarSecondaryMenuFiller');
  // The same object while no prop changes, so the panel re-renders only when one does.
  const memoizedProps = useShallowMemo(props);
  useEffect(() => {
    setContent({component: component as ComponentType<object>, props: memoizedProps});
  }, [setContent, component, memoizedProps]);
  useEffect(() => () => setContent({component: null, props: null}), [setContent]);
  return null;
}
