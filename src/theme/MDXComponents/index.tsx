// Wrapped so writers can use the site's own components in any page without an import,
// and so wide tables (which scroll sideways) can be reached and scrolled with the keyboard.
import React, {type ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import SectionCards from '@site/src/features/navigation/SectionCards';
import InteropNotice from '@site/src/features/notices/InteropNotice';
import BetaNotice from '@site/src/features/notices/BetaNotice';

export default {
  ...MDXComponents,
  SectionCards,
  InteropNotice,
  BetaNotice,
  table: (props: ComponentProps<'table'>) => <table tabIndex={0} {...props} />,
};
