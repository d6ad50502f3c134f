// Wrapped so the search box works without JavaScript too: the theme's box answers only from its
// script, so with JavaScript off it is hidden (./noScript.ts) and a plain form takes its place,
// which opens the search page with the query (`/search?q=`), where the page says what it needs.
import React, {type ComponentProps, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import useBaseUrl from '@docusaurus/useBaseUrl';

export default function SearchBarWrapper(props: ComponentProps<typeof SearchBar>): ReactNode {
  const searchPage = useBaseUrl('/search');
  return (
    <>
      {/* No box of its own (display: contents), so the navbar lays the theme's box out as before. */}
      <div className="search-bar-script" style={{display: 'contents'}}>
        <SearchBar {...props} />
      </div>
      <noscript>
        <form action={searchPage} method="get">
          <input type="search" name="q" className="navbar__search-input" placeholder="Search" aria-label="Search" />
        </form>
      </noscript>
    </>
  );
}
