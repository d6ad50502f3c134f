// Wrapped to link each tab to its panel (aria-controls, aria-labelledby): without ids, screen readers cannot tell which panel a tab shows and the Nu Html Checker rejects every tab set.
// Space selects a tab, as Enter does. It also keeps each tab set's server HTML through hydration (below).
import React, {Children, cloneElement, isValidElement, useId, type KeyboardEvent, type ReactElement, type ReactNode} from 'react';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type {WrapperProps} from '@docusaurus/types';
import useIsBrowser from '@docusaurus/useIsBrowser';
// useIsBrowser's context (route-loading's browserContext.tsx in the browser bundle, the same object).
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';
import {tabIds, type TabItemProps} from '@site/src/features/tabs/TabItem';

type Props = WrapperProps<typeof TabsType>;

// Docusaurus's tabs select on Enter and click only; Space, which selects a tab too (WAI-ARIA tabs
// pattern), scrolled the page instead. Runs before the tab's own key handler (capture phase), so
// Enter and the arrow keys keep theirs; the click is the tab's own way to select.
function selectOnSpace(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
}

export default function TabsWrapper(props: Props): ReactNode {
  // useId is the same on the server and in the browser, so the ids survive hydration.
  const group = useId();
  const isBrowser = useIsBrowser();
  // Docusaurus reads each tab's `value`, `label` and `attributes` (spread on the tab) from these children.
  const children = Children.map(props.children, (child) => {
    if (!isValidElement<TabItemProps>(child)) return child;
    const ids = tabIds(group, child.props.value);
    return cloneElement(child as ReactElement<TabItemProps>, {
      group,
      isBrowser,
      attributes: {...child.props.attributes, id: ids.tab, 'aria-controls': ids.panel, onKeyDownCapture: selectOnSpace},
    });
  });
  // Docusaurus's Tabs remounts the whole tab set once the page has hydrated (key={String(isBrowser)},
  // a workaround for https://github.com/facebook/docusaurus/issues/5653): every panel's DOM, code
  // blocks included, is thrown away and built again in one long task as the page becomes
  // interactive. The remount is not needed: the tabs' own layout effect selects a saved or linked
  // tab after hydration. So Tabs always reads false, and each panel gets the real value back
  // (TabItem), for the components inside it.
  return (
    <BrowserContext.Provider value={false}>
      <Tabs {...props}>{children}</Tabs>
    </BrowserContext.Provider>
  );
}
