// Replaces the navbar search bar's `../searchByWorker` in the browser bundle (see ./replacements.ts and
// ./sectionSearch.ts for what upstream lacks). The bar finds pages in every section of the version
// being read. A query waits only for what it needs to show something (`stages`): the current
// section's titles, headings and keywords (the first section's on a page outside the sections;
// ./indexParts.ts), a few KB, as the upstream bar waits for one index; if they have nothing, every
// section's, then the section's text, then every section's. After the first suggestions are drawn
// the rest loads, and the open suggestions are searched again as each stage completes (./autoComplete.ts).
// Suggestions already shown for the query keep their places, and what the new indexes add goes
// below them (`keepInPlace`, ./ranking.ts): the suggestion a reader is about to tap does not change
// under the finger.
import type {SearchResult} from './ranking';
import {loadSectionSearch, type IndexPart, type SectionSearch} from './loadSectionSearch';

const firstSection = ({sections}: SectionSearch, context: string) => context || sections[0]?.path || '';

const listeners = new Set<() => void>();
/** Called when more of the version's indexes have arrived (once for those that arrive together). */
export function onMoreSections(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Stages that complete within one 50 ms window cause one new search, not one each.
let notifying: ReturnType<typeof setTimeout> | undefined;
function notifyMore(): void {
  notifying ??= setTimeout(() => {
    notifying = undefined;
    listeners.forEach((listener) => listener());
  }, 50);
}

type IndexFile = [section: string, part: IndexPart];

/** What a query waits for, in turn, until one stage finds something; also the order the rest loads in. */
function stages({sections}: SectionSearch, current: string): IndexFile[][] {
  const others = sections.map(({path}) => path).filter((path) => path !== current);
  return [
    [[current, 'titles']],
    others.map((path): IndexFile => [path, 'titles']),
    [[current, 'text']],
    others.map((path): IndexFile => [path, 'text']),
  ];
}

export async function fetchIndexesByWorker(versionUrl: string, context: string): Promise<void> {
  const search = await loadSectionSearch();
  await search.loadSection(versionUrl, firstSection(search, context));
}

/** The last suggestions returned, for the query they answer. */
let shown: {versionUrl: string; input: string; results: SearchResult[]} | undefined;

export async function searchByWorker(versionUrl: string, context: string, input: string, limit: number) {
  const search = await loadSectionSearch();
  const order = stages(search, firstSection(search, context));
  // Searching the open suggestions again, twice the limit: those shown are among the fresh results
  // and the list may grow to twice the limit, so there must be room for what is new.
  const isAgain = () => shown?.versionUrl === versionUrl && shown.input === input;
  const wanted = isAgain() ? 2 * limit : limit;
  let fresh: SearchResult[] = [];
  for (const stage of order) {
    await Promise.all(stage.map(([section, part]) => search.loadSection(versionUrl, section, part)));
    const ready = search.sections.map(({path}) => path).filter((path) => search.isLoaded(versionUrl, path));
    fresh = await search.searchSections(versionUrl, ready, context, input, wanted);
    if (fresh.length > 0) break;
  }
  const results = isAgain() ? search.keepInPlace(shown!.results, fresh, limit) : fresh.slice(0, limit);
  shown = {versionUrl, input, results};
  // The rest, after the suggestions are drawn (a macrotask runs once this result has been rendered),
  // all requested at once. The open suggestions are searched again once per stage, in stage order:
  // a file that happens to arrive first (the section's text) must not fill the room below the shown
  // suggestions before an earlier stage's (another section's titles, where an exact title may be).
  const rest = order
    .map((stage) => stage.filter(([section, part]) => !search.isLoaded(versionUrl, section, part)))
    .filter((stage) => stage.length > 0);
  if (rest.length > 0) {
    setTimeout(() => {
      let earlierStages: Promise<unknown> = Promise.resolve();
      for (const stage of rest) {
        const loaded = Promise.allSettled(stage.map(([section, part]) => search.loadSection(versionUrl, section, part)));
        earlierStages = Promise.all([earlierStages, loaded]).then(notifyMore);
      }
    }, 0);
  }
  return results;
}
