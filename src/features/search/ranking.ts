import lunr from 'lunr';
import {queryTokens} from './tokens';

// How results from several section indexes, and from several queries per index, become one list.
// Pure functions, so the unit tests run them without a browser or a search worker.

/** Document types, as @easyops-cn/docusaurus-search-local numbers them. */
export const enum DocType {
  Title = 0,
  Heading = 1,
  Description = 2,
  Keywords = 3,
  Content = 4,
}

export type SearchDocument = {i: number; t: string; u: string; h?: string; p?: number; s?: string; b?: string[]};

/** A result as the theme's worker returns it and its templates read it. */
export type SearchResult = {
  document: SearchDocument;
  type: number;
  page?: SearchDocument | false;
  metadata: object;
  tokens: string[];
  score?: number;
  isInterOfTree?: boolean;
  isLastOfTree?: boolean;
};

/**
 * Words a question carries that say nothing about its subject: English stop words as lunr lists them
 * ("how", "am", "every"…), and these, which its list lacks. The index keeps stop words (so a page's
 * exact title still matches first), and the theme requires every word of the query, so "how long
 * does a withdrawal take" found nothing; the search also tries the query without these.
 */
const questionWordsLunrLacks = new Set(
  'whose doing done being shall those very much many long gets need want know tell take takes'.split(' '),
);
const isQuestionWord = (word: string) => questionWordsLunrLacks.has(word) || lunr.stopWordFilter(new lunr.Token(word, {})) === undefined;

/**
 * Words readers use for what the pages call differently. The index stems English (expire and
 * expiration both become "expir", withdraw and withdrawal "withdraw", address and addresses
 * "address"); these are the pairs stemming does not join.
 */
export const synonyms: Record<string, string[]> = {
  expiry: ['expire', 'expiration'],
  expires: ['expiration'],
  expire: ['expiry'],
  expiration: ['expiry'],
  withdraw: ['withdrawal'],
  withdrawing: ['withdrawal'],
  address: ['addresses'],
  fee: ['fees', 'gas'],
  cost: ['fee', 'fees', 'gas'],
  costs: ['fee', 'fees', 'gas'],
  price: ['fee', 'gas', 'oracle'],
  crosschain: ['cross-chain', 'interop'],
  l1: ['ethereum'],
  rpc: ['endpoint', 'endpoints'],
  endpoint: ['rpc'],
  hardfork: ['upgrade', 'fork'],
  fork: ['upgrade', 'hardfork'],
  upgrade: ['hardfork'],
  verify: ['validate', 'verifying'],
  validate: ['verify'],
  bridge: ['bridging'],
  token: ['erc20', 'tokens'],
  erc20: ['token', 'superchainerc20'],
  private: ['key'],
  keys: ['key'],
  outage: ['outages', 'down'],
  down: ['outage', 'outages'],
  finalized: ['finality', 'final'],
  final: ['finality'],
  finality: ['finalized'],
  faq: ['faqs'],
  begin: ['start'],
  allowed: ['privileged', 'permission', 'roles'],
  permission: ['privileged', 'roles'],
  stopped: ['halt', 'down', 'outage', 'stalled'],
  availability: ['failover'],
  stuck: ['pending'],
  mistake: ['typo', 'error'],
  fix: ['correct', 'edit'],
  feed: ['oracle'],
  feeds: ['oracle', 'oracles'],
  testnet: ['sepolia', 'testnets', 'faucet'],
  docs: ['documentation'],
  documentation: ['docs'],
};

/**
 * The query without lunr's wildcard. The theme hands each word to lunr as typed, and lunr reads a
 * `*` in a term as "any characters": a pasted error message ("gas * price + value") made a term
 * that matches every word of the index, and the worker was still working through it when the next
 * queries came, so the bar showed nothing until the page was reloaded.
 */
export const withoutWildcards = (input: string): string => input.replace(/\*/g, ' ');

/** The query's words as the theme's worker tokenizes them (lower case, split at spaces, a hyphenated word whole: ./tokens.ts). */
export function queryWords(input: string): string[] {
  return queryTokens(input);
}

/** The words that say what the question is about: the query without question words and punctuation. */
export function subjectWords(input: string): string[] {
  const words = queryWords(input)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '').replace(/'s$/, ''))
    .filter(Boolean);
  const subject = words.filter((word) => !isQuestionWord(word));
  return [...new Set(subject.length > 0 ? subject : words)];
}

/** How much a hit in each kind of document says about the page. */
const typeWeight: Record<number, number> = {
  [DocType.Title]: 4,
  [DocType.Heading]: 3,
  [DocType.Description]: 3,
  [DocType.Keywords]: 2.5,
  [DocType.Content]: 1,
};

/** Results of one query for one subject word (or one of its synonyms), for the word-by-word pass. */
export type WordHits = {word: string; results: SearchResult[]};

/** A candidate in the final list: a result, how relevant it is, where it came from. */
export type Candidate = {
  result: SearchResult;
  /** 0-1 for how much of the question the result's page covers (in titles and headings more than in text), above 1 for a page's exact title. */
  score: number;
  /** Results of the section being read rank before others of similar relevance. */
  current: boolean;
  /** Order of the section in the menu, then the order the queries produced the result. */
  order: number;
};

export const keyOf = (document: SearchDocument): string => `${document.u}${document.h ?? ''}`;
const pageOf = (result: SearchResult): number =>
  result.type === DocType.Title ? result.document.i : (result.document.p ?? result.document.i);
const lunrStem = (word: string) => lunr.stemmer(new lunr.Token(word, {})).toString();

/**
 * The theme also matches words one letter off (its `fuzzyMatchingDistance`), so "fix" finds "fit".
 * A result that matched the word or a synonym only that way counts for a quarter.
 */
export function fuzzyFactor(result: SearchResult, word: string): number {
  const stems = [word, ...(synonyms[word] ?? [])].flatMap((variant) => queryWords(variant)).map(lunrStem);
  const terms = Object.keys(result.metadata ?? {});
  if (terms.length === 0) return 1;
  return terms.some((term) => stems.some((stemmed) => term.startsWith(stemmed))) ? 1 : 0.25;
}
const normalize = (text: string) => queryWords(text).join(' ');

const exactTitleBonus = 3;
const closeTitleBonus = 1.5;

/**
 * Whether a title is close to the query: it has every subject word (stemmed) and at most two words
 * of its own besides ("Running op-reth" for "op-reth"). Such a page is what the reader named: the
 * section being read comes first only among pages as close, not with weaker matches (a heading or
 * text) above it.
 */
export function isCloseTitle(title: string, words: string[]): boolean {
  const titleStems = subjectWords(title).map(lunrStem);
  const stems = new Set(words.map(lunrStem));
  return [...stems].every((stem) => titleStems.includes(stem)) && titleStems.filter((stem) => !stems.has(stem)).length <= 2;
}

/**
 * Ranks the results of one section. `exact` are the theme's results for the query as typed,
 * `subject` its results for the subject words, `perWord` one query per subject word. A page
 * scores by the words it matches, each weighted by where it matches (title, heading, description,
 * text) and by how rare the word is (a word few pages have says more than one most pages have).
 */
export function rankSection(
  input: string,
  words: string[],
  exact: SearchResult[],
  subject: SearchResult[],
  perWord: WordHits[],
  section: {current: boolean; order: number},
): Candidate[] {
  const pagesByWord = new Map<string, Set<number>>(words.map((word) => [word, new Set<number>()]));
  for (const {word, results} of perWord) for (const result of results) pagesByWord.get(word)?.add(pageOf(result));
  const weightOf = (word: string) => 1 / Math.log2(2 + (pagesByWord.get(word)?.size ?? 0));
  const maxScore = words.reduce((sum, word) => sum + weightOf(word), 0) * typeWeight[DocType.Title] || 1;

  // Where each page matches each word: the best kind of document it matches in.
  const pageWords = new Map<number, Map<string, number>>();
  const note = (result: SearchResult, word: string, factor = 1) => {
    const page = pageOf(result);
    const matched = pageWords.get(page) ?? new Map<string, number>();
    matched.set(word, Math.max(matched.get(word) ?? 0, (typeWeight[result.type] ?? 1) * factor));
    pageWords.set(page, matched);
  };
  const coveredBy = (tokens: string[]) =>
    words.filter((word) =>
      tokens.some((token) => token === word || lunrStem(token) === lunrStem(word) || (synonyms[word] ?? []).includes(token)),
    );
  // The theme's results for the whole query carry all its words, matched or only one letter off.
  const matchedBy = (result: SearchResult) => coveredBy(result.tokens).filter((word) => fuzzyFactor(result, word) === 1);
  for (const result of [...exact, ...subject]) for (const word of coveredBy(result.tokens)) note(result, word, fuzzyFactor(result, word));
  for (const {word, results} of perWord) for (const result of results) note(result, word, fuzzyFactor(result, word));
  const pageScore = (page: number) =>
    [...(pageWords.get(page) ?? new Map<string, number>()).entries()].reduce((sum, [word, weight]) => sum + weightOf(word) * weight, 0) /
    maxScore;

  const typed = normalize(input);
  const candidates: Candidate[] = [];
  let position = 0;
  const add = (result: SearchResult, matched: string[]) => {
    const exactTitle = result.type === DocType.Title && normalize(result.document.t) === typed;
    // A section that has every word of the question is the best place on its page to land.
    const hasAllWords = matched.length === words.length;
    const closeTitle = result.type === DocType.Title && isCloseTitle(result.document.t, words);
    candidates.push({
      result,
      score: pageScore(pageOf(result)) + (hasAllWords ? 0.1 : 0) + (exactTitle ? exactTitleBonus : closeTitle ? closeTitleBonus : 0),
      current: section.current,
      order: section.order * 10_000 + position++,
    });
  };
  for (const result of [...exact, ...subject]) add(result, matchedBy(result));
  // Word by word: each page's best document (its title before its headings before its text).
  const best = new Map<number, SearchResult>();
  const bestWeight = new Map<number, number>();
  for (const {word, results} of perWord) {
    for (const result of results) {
      const page = pageOf(result);
      const weight = (typeWeight[result.type] ?? 1) * fuzzyFactor(result, word);
      if (weight > (bestWeight.get(page) ?? 0)) {
        best.set(page, result);
        bestWeight.set(page, weight);
      }
    }
  }
  for (const [page, result] of best) {
    const pageTokens = [...(pageWords.get(page)?.keys() ?? [])];
    add({...result, tokens: pageTokens}, coveredBy(pageTokens));
  }
  return candidates;
}

const typeRank = (type: number) => (type === DocType.Title ? 0 : type === DocType.Heading ? 1 : type === DocType.Content ? 3 : 2);
// Relevance in steps (an exact title; a title close to the query; most of the question; some;
// little), so that within a step the section being read comes first, and a slightly better score
// elsewhere does not outrank it. A page's score without a bonus is at most 1.1.
const relevanceStep = (score: number) =>
  score >= exactTitleBonus ? 4 : score >= closeTitleBonus ? 3 : score >= 0.66 ? 2 : score >= 0.33 ? 1 : 0;

/**
 * One list from the candidates of every section: each page section once (a heading hit and a text
 * hit of the same section are one result, the better one); by relevance step, then the section
 * being read first, then by score, titles before headings before text. A page's headings and text
 * follow its title when the title is listed.
 */
export function mergeResults(candidates: Candidate[], limit: number): SearchResult[] {
  const sorted = [...candidates].sort(
    (a, b) =>
      relevanceStep(b.score) - relevanceStep(a.score) ||
      Number(b.current) - Number(a.current) ||
      b.score - a.score ||
      typeRank(a.result.type) - typeRank(b.result.type) ||
      a.order - b.order,
  );
  // Each page once (its best entry) while there are other pages to list; a page's other sections
  // fill the places that are left. Five suggestions from five pages give a reader more to choose
  // from than three sections of one page.
  const seen = new Set<string>();
  const listedPages = new Set<string>();
  const firstOfPage: SearchResult[] = [];
  const moreOfPage: SearchResult[] = [];
  for (const {result} of sorted) {
    const key = keyOf(result.document);
    if (seen.has(key)) continue;
    seen.add(key);
    (listedPages.has(result.document.u) ? moreOfPage : firstOfPage).push(result);
    listedPages.add(result.document.u);
  }
  const unique = [...firstOfPage, ...moreOfPage]
    .slice(0, limit)
    .map((result) => ({...result, isInterOfTree: undefined, isLastOfTree: undefined}));
  // Group a page's sections under its title, as the theme does (in one pass: the search page lists hundreds).
  const sectionsOfPage = new Map<string, SearchResult[]>();
  for (const result of unique) {
    if (result.type !== DocType.Title) sectionsOfPage.set(result.document.u, [...(sectionsOfPage.get(result.document.u) ?? []), result]);
  }
  const grouped: SearchResult[] = [];
  const placed = new Set<SearchResult>();
  const place = (result: SearchResult) => {
    if (placed.has(result)) return;
    placed.add(result);
    grouped.push(result);
  };
  for (const result of unique) {
    if (placed.has(result)) continue;
    place(result);
    if (result.type === DocType.Title) for (const child of sectionsOfPage.get(result.document.u) ?? []) place(child);
  }
  const titleListed = new Set<string>();
  for (const [index, result] of grouped.entries()) {
    if (result.type === DocType.Title) {
      titleListed.add(result.document.u);
      continue;
    }
    if (!titleListed.has(result.document.u)) continue;
    if (grouped[index + 1]?.document.u === result.document.u && grouped[index + 1]?.type !== DocType.Title) result.isInterOfTree = true;
    else result.isLastOfTree = true;
  }
  return grouped;
}

/** Puts the section's label first in a result's path, so every result says which section it is from. */
export function labelWithSection(result: SearchResult, label: string): SearchResult {
  const withLabel = (document: SearchDocument): SearchDocument =>
    document.b && document.b[0] !== label ? {...document, b: [label, ...document.b]} : document.b ? document : {...document, b: [label]};
  if (result.type === DocType.Title) return {...result, document: withLabel(result.document)};
  return result.page ? {...result, page: withLabel(result.page)} : result;
}

/**
 * The suggestions for a query searched again because more indexes arrived: those already shown
 * keep their places, as they were shown, and the best new results go below them, so the list can
 * grow to twice `limit`. A new result stands on its own (not drawn as part of a page's tree, which
 * would move the shown ones). Results shown before that are no longer found stay: the reader saw them.
 */
export function keepInPlace(shownResults: SearchResult[], fresh: SearchResult[], limit: number): SearchResult[] {
  const shownKeys = new Set(shownResults.map(({document}) => keyOf(document)));
  const added = fresh
    .filter(({document}) => !shownKeys.has(keyOf(document)))
    .slice(0, Math.max(0, 2 * limit - shownResults.length))
    .map((result) => ({...result, isInterOfTree: undefined, isLastOfTree: undefined}));
  return [...shownResults, ...added];
}
