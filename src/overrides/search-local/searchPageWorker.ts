// Replaces the search page's `../searchByWorker` in the browser bundle (see ./sectionSearch.ts).
// "Everywhere" searches every section's index of the version (not the theme's whole-site index);
// a chosen section searches that section's. The page shows results once all have loaded.
import {loadSection, searchSections, sections} from './sectionSearch';

const sectionsFor = (context: string) => (context ? [context] : sections.map(({path}) => path));

export async function fetchIndexesByWorker(versionUrl: string, context: string): Promise<void> {
  await Promise.all(sectionsFor(context).map((section) => loadSection(versionUrl, section)));
}

export async function searchByWorker(versionUrl: string, context: string, input: string, limit: number) {
  await fetchIndexesByWorker(versionUrl, context);
  return searchSections(versionUrl, sectionsFor(context), context, input, limit);
}
