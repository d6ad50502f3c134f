// Wrapped so writers can use the site's own components in any page without an import.
import MDXComponents from '@theme-original/MDXComponents';
import SectionCards from '@site/src/components/SectionCards';
import InteropNotice from '@site/src/components/InteropNotice';
import BetaNotice from '@site/src/components/BetaNotice';

export default {
  ...MDXComponents,
  SectionCards,
  InteropNotice,
  BetaNotice,
};
