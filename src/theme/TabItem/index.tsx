// Wrapped to put the tab's label above its panel, shown only with JavaScript off (src/plugins/no-script), when every panel shows.
import React, {type ReactNode} from 'react';
import TabItem from '@theme-original/TabItem';
import type TabItemType from '@theme/TabItem';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof TabItemType>;

export default function TabItemWrapper(props: Props): ReactNode {
  return (
    <>
      <p className="tab-label-no-script">
        <strong>{props.label ?? props.value}</strong>
      </p>
      <TabItem {...props} />
    </>
  );
}
