// Search across every section index of a docs version, through the theme's own search worker.
//
// What upstream lacks: @easyops-cn/docusaurus-search-local loads exactly one index per search
// context (`searchContextByPaths`), so on a section's page the navbar search only finds that
// section; a page outside every section loads one index of the whole site (here 1.5 MB gzip). The
// maintainer's answer when contexts were designed (https://github.com/easyops-cn/docusaurus-search-local/issues/275)
// was one index per context or one index of everything, not both; contexts came in
// https://github.com/easyops-cn/docusaurus-search-local/pull/279 and #319, neither searches several
// indexes at once. Its ranking requires every word of the query (stop words included when the
// stop word filter is off), and lists a section twice when its heading and its text both match.
//
// This module asks the theme's worker (unchanged: it loads and caches one index per context) for
// each section of the version, one section at a time, and merges what they return (./ranking.ts).
// A section's index is two files (./indexParts.ts): its titles, headings and keywords, which must be loaded
// for the section to be searched, and its descriptions and text, searched once they have arrived.
import {
  fetchIndexesByWorker as fetchSectionIndex,
  searchByWorker as searchSectionIndex,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js';
import {searchContextByPaths} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated.js';
import {
  labelWithSection,
  mergeResults,
  queryWords,
  rankSection,
  subjectWords,
  synonyms,
  withoutWildcards,
  type Candidate,
  type SearchResult,
} from '@site/src/features/search/ranking';
import {textContext} from './indexParts';

// For the search bar, which loads this module on the first search (./loadSectionSearch.ts).
export {keepInPlace} from '@site/src/features/search/ranking';

type ContextOption = string | {label: string | Record<string, string>; path: string};

/** The sections, in menu order, as the search contexts name them. */
export const sections: {path: string; label: string}[] = ((searchContextByPaths ?? []) as ContextOption[]).map((context) =>
  typeof context === 'string'
    ? {path: context, label: context}
    : {path: context.path, label: typeof context.label === 'string' ? context.label : (Object.values(context.label)[0] ?? context.path)},
);

/** The two files of a section's index: `titles` (with headings) and `text` (with descriptions). */
export type IndexPart = 'titles' | 'text';
const contextOf = (section: string, part: IndexPart) => (part === 'titles' ? section : textContext(section));

const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();
const keyOf = (versionUrl: string, section: string, part: IndexPart) => `${versionUrl}\n${contextOf(section, part)}`;

/** Loads one file of a section's index into the worker, once. */
export function loadSection(versionUrl: string, section: string, part: IndexPart = 'titles'): Promise<void> {
  const key = keyOf(versionUrl, section, part);
  let promise = loading.get(key);
  if (!promise) {
    promise = fetchSectionIndex(versionUrl, contextOf(section, part)).then(() => {
      loaded.add(key);
    });
    loading.set(key, promise);
  }
  return promise;
}

export const isLoaded = (versionUrl: string, section: string, part: IndexPart = 'titles') => loaded.has(keyOf(versionUrl, section, part));

// Enough per word that a page matching the word in its text is still among them.
const perWordLimit = 60;

async function searchOneSection(
  versionUrl: string,
  section: string,
  input: string,
  limit: number,
  placement: {current: boolean; order: number},
): Promise<Candidate[]> {
  const typed = queryWords(input);
  const words = subjectWords(input);
  // The section's titles, and its text once that has arrived: one list per query.
  const contexts = (['titles', 'text'] as const)
    .filter((part) => isLoaded(versionUrl, section, part))
    .map((part) => contextOf(section, part));
  // Each file's results, titles first.
  const search = async (query: string, max: number): Promise<SearchResult[]> =>
    (
      await Promise.all(
        contexts.map((context) => searchSectionIndex(versionUrl, context, withoutWildcards(query), max) as Promise<SearchResult[]>),
      )
    ).flat();
  const [exact, subject, perWord] = await Promise.all([
    search(input, limit),
    words.join(' ') === typed.join(' ') ? Promise.resolve([]) : search(words.join(' '), limit),
    Promise.all(
      words.flatMap((word) =>
        [word, ...(synonyms[word] ?? [])].map(async (variant) => ({word, results: await search(variant, perWordLimit)})),
      ),
    ),
  ]);
  const label = sections.find(({path}) => path === section)?.label ?? section;
  return rankSection(input, words, exact, subject, perWord, placement).map((candidate) => ({
    ...candidate,
    result: labelWithSection(candidate.result, label),
  }));
}

/** Searches the given sections (their titles loaded) and merges the results; `current` ranks first. */
export async function searchSections(
  versionUrl: string,
  sectionPaths: string[],
  current: string,
  input: string,
  limit: number,
): Promise<SearchResult[]> {
  if (queryWords(input).length === 0) return [];
  const candidates = await Promise.all(
    sectionPaths.map((section) =>
      searchOneSection(versionUrl, section, input, limit, {
        current: section === current,
        order: sections.findIndex(({path}) => path === section),
      }),
    ),
  );
  return mergeResults(candidates.flat(), limit);
}
