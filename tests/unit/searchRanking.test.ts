import {
  DocType,
  keepInPlace,
  labelWithSection,
  mergeResults,
  rankSection,
  subjectWords,
  withoutWildcards,
  type SearchResult,
} from '../../src/features/search/ranking';

let nextId = 1;
function page(title: string, url: string): SearchResult {
  return {document: {i: nextId++, t: title, u: url, b: ['Section']}, type: DocType.Title, page: false, metadata: {}, tokens: []};
}
function section(of: SearchResult, type: DocType, text: string, hash: string, tokens: string[]): SearchResult {
  return {
    document: {i: nextId++, t: text, u: of.document.u, h: hash, p: of.document.i, s: text},
    type,
    page: of.document,
    metadata: {},
    tokens,
  };
}
const hit = (result: SearchResult, tokens: string[]): SearchResult => ({...result, tokens});
const titles = (results: SearchResult[]) => results.map(({document}) => `${document.u}${document.h ?? ''}`);

describe('subject words of a question', () => {
  it('drops question words and punctuation, keeps the subject', () => {
    expect(subjectWords('How long does a withdrawal take?')).toEqual(['withdrawal']);
    expect(subjectWords('when does a cross-chain message expire')).toEqual(['cross-chain', 'message', 'expire']);
    expect(subjectWords("who is allowed to upgrade a chain's contracts")).toEqual(['allowed', 'upgrade', 'chain', 'contracts']);
  });

  it('hands lunr no wildcard, which would match every word of the index', () => {
    expect(withoutWildcards('insufficient funds for gas * price + value')).toBe('insufficient funds for gas   price + value');
    expect(withoutWildcards('op-*')).toBe('op- ');
  });

  it('keeps a query made only of question words as it is', () => {
    expect(subjectWords('how to')).toEqual(['how', 'to']);
  });
});

describe('ranking the results of the sections', () => {
  const batcherPage = page('Batcher configuration', '/operators/batcher');
  const batcherHeading = section(batcherPage, DocType.Heading, 'How the batcher works', '#how', ['batcher']);
  const batcherText = section(batcherPage, DocType.Content, 'The batcher posts...', '#how', ['batcher']);
  const otherPage = page('Chain configuration', '/operators/chain');
  const otherText = section(otherPage, DocType.Content, 'op-batcher configuration values', '#values', ['op', 'batcher', 'configuration']);

  it('lists a page section once when its heading and its text both match', () => {
    const candidates = rankSection('batcher', ['batcher'], [hit(batcherPage, ['batcher']), batcherHeading, batcherText], [], [], {
      current: true,
      order: 0,
    });
    const merged = mergeResults(candidates, 8);
    expect(titles(merged)).toEqual(['/operators/batcher', '/operators/batcher#how']);
    // The heading, the better of the two, is the one kept.
    expect(merged[1].type).toBe(DocType.Heading);
  });

  it('ranks a page whose title has the words above text that has all of them', () => {
    const words = ['op', 'batcher', 'configuration'];
    const perWord = [
      {word: 'op', results: [otherText, ...Array.from({length: 30}, (_, index) => hit(page(`Page ${index}`, `/p${index}`), ['op']))]},
      {word: 'batcher', results: [hit(batcherPage, ['batcher']), otherText]},
      {word: 'configuration', results: [hit(batcherPage, ['configuration']), hit(otherPage, ['configuration']), otherText]},
    ];
    const candidates = rankSection('op-batcher configuration', words, [otherText], [], perWord, {current: false, order: 0});
    expect(titles(mergeResults(candidates, 8))[0]).toBe('/operators/batcher');
  });

  it('ranks the section being read first among results of similar relevance, but not above a much better one', () => {
    const here = page('Message passing', '/interop/message-passing');
    const there = page('Message passing', '/app/message-passing');
    const weakHere = section(here, DocType.Content, 'mentions the batcher', '#x', ['batcher']);
    const current = rankSection('message passing', ['message', 'passing'], [hit(here, ['message', 'passing'])], [], [], {
      current: true,
      order: 1,
    });
    const other = rankSection('message passing', ['message', 'passing'], [hit(there, ['message', 'passing'])], [], [], {
      current: false,
      order: 0,
    });
    expect(titles(mergeResults([...other, ...current], 8))).toEqual(['/interop/message-passing', '/app/message-passing']);
    const weak = rankSection('batcher', ['batcher'], [weakHere], [], [], {current: true, order: 1});
    const strong = rankSection('batcher', ['batcher'], [hit(batcherPage, ['batcher'])], [], [], {current: false, order: 0});
    expect(titles(mergeResults([...weak, ...strong], 8))).toEqual(['/operators/batcher', '/interop/message-passing#x']);
  });

  it("ranks another section's page whose title is close to the query above the current section's headings that match it", () => {
    const opReth = page('Running op-reth', '/operators/op-reth');
    const here = page('OP Supervisor', '/interop/supervisor');
    const hereHeading = section(here, DocType.Heading, 'Run it beside op-reth', '#beside', ['op-reth']);
    const current = rankSection('op-reth', ['op-reth'], [hereHeading], [], [], {current: true, order: 2});
    const other = rankSection('op-reth', ['op-reth'], [hit(opReth, ['op-reth'])], [], [], {current: false, order: 4});
    expect(titles(mergeResults([...current, ...other], 8))).toEqual(['/operators/op-reth', '/interop/supervisor#beside']);
    // A long title that has the word somewhere is no closer than the heading: the section being read comes first.
    const long = page('Migrating a chain and its nodes from op-geth to op-reth', '/operators/migrate');
    const otherLong = rankSection('op-reth', ['op-reth'], [hit(long, ['op-reth'])], [], [], {current: false, order: 4});
    expect(titles(mergeResults([...current, ...otherLong], 8))).toEqual(['/interop/supervisor#beside', '/operators/migrate']);
  });

  it('counts a result of the whole query for a word it matched only one letter off as a weak match', () => {
    // "op-reth" one letter off is "op-geth": the op-geth page is not a close title for op-reth.
    const opGeth = {...page('op-geth', '/operators/op-geth'), metadata: {'op-geth': {t: {position: [[0, 7]]}}}};
    const opReth = {...page('Running op-reth', '/operators/op-reth'), metadata: {'op-reth': {t: {position: [[8, 7]]}}}};
    const candidates = rankSection('op-reth', ['op-reth'], [hit(opGeth, ['op-reth']), hit(opReth, ['op-reth'])], [], [], {
      current: false,
      order: 0,
    });
    expect(titles(mergeResults(candidates, 8))).toEqual(['/operators/op-reth', '/operators/op-geth']);
  });

  it("ranks a page's exact title first", () => {
    const exactTitle = page('Transactions', '/stack/transactions');
    const richer = page('Transaction fees', '/stack/transactions/fees');
    const candidates = rankSection(
      'Transactions',
      ['transactions'],
      [hit(richer, ['transactions']), hit(exactTitle, ['transactions'])],
      [],
      [],
      {current: false, order: 0},
    );
    expect(titles(mergeResults(candidates, 8))[0]).toBe('/stack/transactions');
  });

  it("keeps to the limit and marks a page's sections as its tree", () => {
    const candidates = rankSection('batcher', ['batcher'], [hit(batcherPage, ['batcher']), batcherHeading], [], [], {
      current: false,
      order: 0,
    });
    const merged = mergeResults(candidates, 8);
    expect(merged[1].isLastOfTree).toBe(true);
    expect(mergeResults(candidates, 1)).toHaveLength(1);
  });

  it('lists each page once before a second section of any page, its sections then shown under its title', () => {
    // The batcher page matches best in its title and a heading; the chain page less well.
    const candidates = rankSection(
      'batcher',
      ['batcher'],
      [hit(batcherPage, ['batcher']), batcherHeading, hit(otherPage, ['batcher'])],
      [],
      [],
      {current: false, order: 0},
    );
    expect(titles(mergeResults(candidates, 2))).toEqual(['/operators/batcher', '/operators/chain']);
    expect(titles(mergeResults(candidates, 3))).toEqual(['/operators/batcher', '/operators/batcher#how', '/operators/chain']);
  });

  it("names the section first in every result's path", () => {
    expect(labelWithSection(hit(batcherPage, []), 'Operators').document.b).toEqual(['Operators', 'Section']);
    expect((labelWithSection(batcherHeading, 'Operators').page as {b?: string[]}).b).toEqual(['Operators', 'Section']);
  });
});

describe('suggestions searched again as more indexes arrive', () => {
  const shownFirst = page('Batcher configuration', '/operators/batcher');
  const shownHeading = {...section(shownFirst, DocType.Heading, 'Channel duration', '#channel', ['batcher']), isLastOfTree: true};
  const arriving = page('SuperchainERC20', '/interop/superchain-erc20');
  const arrivingHeading = {...section(arriving, DocType.Heading, 'Batcher', '#batcher', ['batcher']), isLastOfTree: true};

  it('keeps the shown suggestions in their places and adds what arrived below them', () => {
    // The new indexes rank the arriving page first; the reader still sees the batcher page first.
    const results = keepInPlace([shownFirst, shownHeading], [arriving, shownFirst, shownHeading], 8);
    expect(titles(results)).toEqual(['/operators/batcher', '/operators/batcher#channel', '/interop/superchain-erc20']);
    expect(results[0]).toBe(shownFirst);
    expect(results[1]).toBe(shownHeading);
  });

  it('lets the list grow to twice the limit, and draws an added heading on its own', () => {
    const results = keepInPlace([shownFirst], [arrivingHeading, arriving, shownFirst], 1);
    expect(titles(results)).toEqual(['/operators/batcher', '/interop/superchain-erc20#batcher']);
    expect(results[1]).toMatchObject({isLastOfTree: undefined, isInterOfTree: undefined});
  });

  it('keeps a shown suggestion the new results no longer list', () => {
    expect(titles(keepInPlace([shownFirst], [arriving], 8))).toEqual(['/operators/batcher', '/interop/superchain-erc20']);
  });
});
