// Replaces the search page's useSearchQuery hook in the browser bundle (see ./index.ts). Before
// useIsBrowser() is true the hook reads the query as empty (the server's value, so hydration
// matches), and the search page writes that empty query back to the address on its first effect.
// That was harmless while Docusaurus turned isBrowser true in the same update; with the switch as a
// transition (src/overrides/updates-after-hydration) the address lost its ?q= first. This stand-in
// writes to the address only once the page knows it is in the browser.
import useIsBrowser from '@docusaurus/useIsBrowser';
// By package path: the replacement matches only the search page's relative request.
import useSearchQueryOriginal from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/hooks/useSearchQuery.js';

export default function useSearchQuery(): ReturnType<typeof useSearchQueryOriginal> {
  const isBrowser = useIsBrowser();
  const query = useSearchQueryOriginal();
  return isBrowser ? query : {...query, updateSearchPath: () => undefined};
}
