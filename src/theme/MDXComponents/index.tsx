// Wrapped: writers use the site's components without an import, and wide tables scroll from the keyboard (src/features/navigation, src/features/notices, src/features/glossary).
import React, {type ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import SectionCards from '@site/src/features/navigation/SectionCards';
import InteropNotice from '@site/src/features/notices/InteropNotice';
import BetaNotice from '@site/src/features/notices/BetaNotice';
import GlossaryTerm from '@site/src/features/glossary/GlossaryTerm';

export default {
  ...MDXComponents,
  SectionCards,
  InteropNotice,
  BetaNotice,
  GlossaryTerm,
  table: (props: ComponentProps<'table'>) => <table tabIndex={0} {...props} />,
};
