// Replaces the search page's `../searchByWorker` in the browser bundle (see ./sectionSearch.ts).
// "Everywhere" searches every section's index of the version (not the theme's whole-site index);
// a chosen section searches that section's. The page shows results once all have loaded.
import {loadSectionSearch, type SectionSearch} from './loadSectionSearch';

const sectionsFor = ({sections}: SectionSearch, context: string) => (context ? [context] : sections.map(({path}) => path));

export async function fetchIndexesByWorker(versionUrl: string, context: string): Promise<void> {
  const search = await loadSectionSearch();
  await Promise.all(sectionsFor(search, context).map((section) => search.loadSection(versionUrl, section)));
}

export async function searchByWorker(versionUrl: string, context: string, input: string, limit: number) {
  await fetchIndexesByWorker(versionUrl, context);
  const search = await loadSectionSearch();
  return search.searchSections(versionUrl, sectionsFor(search, context), context, input, limit);
}
