// Replaces the navbar search bar's `../searchByWorker` in the browser bundle (see ./replacements.ts and
// ./sectionSearch.ts for what upstream lacks). The bar finds pages in every section of the version
// being read: the first query waits only for the current section's index (the first section's on
// a page outside the sections), as the upstream bar waits for one index; the other sections'
// indexes load after the first results are shown, and the open suggestions are searched again as
// each arrives (./autoComplete.ts), the current section's results ranked first.
import {loadSectionSearch, type SectionSearch} from './loadSectionSearch';

const firstSection = ({sections}: SectionSearch, context: string) => context || sections[0]?.path || '';

const listeners = new Set<() => void>();
/** Called each time another section's index has arrived. */
export function onMoreSections(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function loadTheOthers({sections, isLoaded, loadSection}: SectionSearch, versionUrl: string): void {
  for (const {path} of sections) {
    if (isLoaded(versionUrl, path)) continue;
    void loadSection(versionUrl, path).then(() => listeners.forEach((listener) => listener()));
  }
}

export async function fetchIndexesByWorker(versionUrl: string, context: string): Promise<void> {
  const search = await loadSectionSearch();
  await search.loadSection(versionUrl, firstSection(search, context));
}

export async function searchByWorker(versionUrl: string, context: string, input: string, limit: number) {
  const search = await loadSectionSearch();
  await search.loadSection(versionUrl, firstSection(search, context));
  const ready = search.sections.map(({path}) => path).filter((path) => search.isLoaded(versionUrl, path));
  const results = await search.searchSections(versionUrl, ready, context, input, limit);
  // After the suggestions are drawn: a macrotask runs once this result has been rendered.
  if (ready.length < search.sections.length) setTimeout(() => loadTheOthers(search, versionUrl), 0);
  return results;
}
