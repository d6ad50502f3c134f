// Wrapped because the search plugin's section selector has no accessible name (axe: select-name, WCAG 4.1.2).
import React, {useEffect, type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';

export default function SearchPageWrapper(props: Record<string, unknown>): ReactNode {
  useEffect(() => {
    document.getElementById('context-selector')?.setAttribute('aria-label', 'Search in section');
  });
  return <SearchPage {...props} />;
}
