// Ejected: the panel carries the id its tab points to (set by the Tabs wrapper), which the original cannot take, and the tab's label above it, shown only with JavaScript off (src/features/no-script/noScript.css), when every panel shows.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props as OriginalProps} from '@theme/TabItem';
import {useTabs} from '@docusaurus/theme-common/internal';
// useIsBrowser's context (route-loading's browserContext.tsx in the browser bundle, the same object).
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';
import styles from './styles.module.css';

export type TabItemProps = OriginalProps & {
  /** Set by the Tabs wrapper: the tab set's id, from which the tab's and the panel's ids are made. */
  readonly group?: string;
  /** Set by the Tabs wrapper, which hides the real value from Tabs: what useIsBrowser says outside the tab set. */
  readonly isBrowser?: boolean;
};

/** The ids of a tab and of its panel; `value` is unique within its tab set (Docusaurus checks). */
export const tabIds = (group: string, value: string) => ({tab: `${group}tab-${value}`, panel: `${group}panel-${value}`});

export default function TabItem({children, className, value, label, group, isBrowser}: TabItemProps): ReactNode {
  const {selectedValue, lazy} = useTabs();
  const isSelected = value === selectedValue;
  if (!isSelected && lazy) return null;
  const ids = group === undefined ? undefined : tabIds(group, value);
  return (
    <>
      <p className="tab-label-no-script">
        <strong>{label ?? value}</strong>
      </p>
      <div role="tabpanel" id={ids?.panel} aria-labelledby={ids?.tab} className={clsx(styles.tabItem, className)} hidden={!isSelected}>
        {isBrowser === undefined ? children : <BrowserContext.Provider value={isBrowser}>{children}</BrowserContext.Provider>}
      </div>
    </>
  );
}
