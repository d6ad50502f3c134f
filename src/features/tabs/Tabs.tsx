// Wrapped to link each tab to its panel (aria-controls, aria-labelledby): without ids, screen readers cannot tell which panel a tab shows and the Nu Html Checker rejects every tab set.
import React, {Children, cloneElement, isValidElement, useId, type ReactElement, type ReactNode} from 'react';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type {WrapperProps} from '@docusaurus/types';
import {tabIds, type TabItemProps} from '@site/src/features/tabs/TabItem';

type Props = WrapperProps<typeof TabsType>;

export default function TabsWrapper(props: Props): ReactNode {
  // useId is the same on the server and in the browser, so the ids survive hydration.
  const group = useId();
  // Docusaurus reads each tab's `value`, `label` and `attributes` (spread on the tab) from these children.
  const children = Children.map(props.children, (child) => {
    if (!isValidElement<TabItemProps>(child)) return child;
    const ids = tabIds(group, child.props.value);
    return cloneElement(child as ReactElement<TabItemProps>, {
      group,
      attributes: {...child.props.attributes, id: ids.tab, 'aria-controls': ids.panel},
    });
  });
  return <Tabs {...props}>{children}</Tabs>;
}
