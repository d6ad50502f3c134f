// Wrapped: writers use the notices and glossary terms without an import, and wide tables scroll from the keyboard (src/features/notices, src/features/glossary).
// SectionCards is imported by the pages that show it: the theme's DocCard it renders builds an
// Intl.Segmenter as it loads, tens of milliseconds of a phone's start-up on every doc page otherwise.
import React, {type ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import InteropNotice from '@site/src/features/notices/InteropNotice';
import BetaNotice from '@site/src/features/notices/BetaNotice';
import GlossaryTerm from '@site/src/features/glossary/GlossaryTerm';

export default {
  ...MDXComponents,
  InteropNotice,
  BetaNotice,
  GlossaryTerm,
  table: (props: ComponentProps<'table'>) => <table tabIndex={0} {...props} />,
};
