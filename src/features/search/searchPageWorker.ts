// Replaces the search page's `../searchByWorker` in the browser bundle (see ./sectionSearch.ts).
// "Everywhere" searches every section's index of the version (not the theme's whole-site index);
// a chosen section searches that section's. Both files of each section's index (./indexParts.ts)
// load; the page shows results once all have arrived. The page asks for 100 results and wrote
// "100 documents found" for any query that had more; it gets every result, so its count is the real one.
import {loadSectionSearch, type SectionSearch} from './loadSectionSearch';

const sectionsFor = ({sections}: SectionSearch, context: string) => (context ? [context] : sections.map(({path}) => path));

export async function fetchIndexesByWorker(versionUrl: string, context: string): Promise<void> {
  const search = await loadSectionSearch();
  await Promise.all(
    sectionsFor(search, context).flatMap((section) => [
      search.loadSection(versionUrl, section),
      search.loadSection(versionUrl, section, 'text'),
    ]),
  );
}

export async function searchByWorker(versionUrl: string, context: string, input: string, _limit: number) {
  await fetchIndexesByWorker(versionUrl, context);
  const search = await loadSectionSearch();
  return search.searchSections(versionUrl, sectionsFor(search, context), context, input, Number.POSITIVE_INFINITY);
}
