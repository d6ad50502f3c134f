import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import lunr from 'lunr';
import {hyphenatedWords, queryTokens, withHyphenatedWords} from '../../src/features/search/tokens';
import {withHyphenatedWordsIndexed} from '../../src/features/search/plugin';
import {
  generatedOptionsRequest,
  layoutRequest,
  replacementFor,
  searchPageFolder,
  searchThemeFolder,
  tokenizeRequest,
} from '../../src/features/search/replacements';

const searchLocal = path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json'));
const searchTheme = path.join(searchLocal, 'dist/client/client/theme');
const fromSearchLocal = createRequire(path.join(searchLocal, 'package.json'));
const read = (file: string) => fs.readFileSync(file, 'utf8');
const features = path.join(__dirname, '../../src/features/search');
const importsOf = (file: string): string[] => [...read(file).matchAll(/\bfrom\s*["']([^"']+)["']/g)].map(([, request]) => request);

describe('hyphenated words', () => {
  it('are one word of a query; hyphens at the ends are dropped', () => {
    expect(queryTokens('op-reth')).toEqual(['op-reth']);
    expect(queryTokens('Run kona-node beside op-reth')).toEqual(['run', 'kona-node', 'beside', 'op-reth']);
    expect(queryTokens('--syncmode -x')).toEqual(['syncmode', 'x']);
  });

  it('are found in text with their positions, without the punctuation around them', () => {
    expect(hyphenatedWords('Start (op-reth), then kona-node.')).toEqual([
      {word: 'op-reth', position: [7, 7]},
      {word: 'kona-node', position: [22, 9]},
    ]);
    expect(hyphenatedWords('no compound -- here')).toEqual([]);
  });

  it("are indexed whole besides lunr's parts, and found whole by a query", () => {
    const build = () =>
      lunr(function () {
        this.ref('i');
        this.field('t');
        this.metadataWhitelist = ['position'];
        this.add({i: '1', t: 'Running op-reth beside op-node'});
        this.add({i: '2', t: 'The op stack on Ethereum'});
      });
    const terms = (index: lunr.Index) => (index.toJSON() as {invertedIndex: unknown[]}).invertedIndex.length;
    const plain = build();
    const withWords = withHyphenatedWords(lunr, lunr.tokenizer)('op-reth beside', {fields: ['t']}).map(String);
    expect(withWords).toEqual(['op', 'reth', 'beside', 'op-reth']);
    const original = lunr.tokenizer;
    const lunrTokenizer = lunr as unknown as {tokenizer: unknown};
    lunrTokenizer.tokenizer = withHyphenatedWords(lunr, original);
    let index: lunr.Index;
    try {
      index = build();
    } finally {
      lunrTokenizer.tokenizer = original;
    }
    expect(index.query((query) => query.term('op-reth', {})).map(({ref}) => ref)).toEqual(['1']);
    // The parts are still there: "op" finds both pages.
    expect(
      index
        .query((query) => query.term('op', {}))
        .map(({ref}) => ref)
        .sort(),
    ).toEqual(['1', '2']);
    expect(plain.query((query) => query.term('op-reth', {}))).toEqual([]);
    expect(terms(index)).toBeGreaterThan(terms(plain));
  });

  it("the build's indexing pass uses the tokenizer, and puts lunr's back", async () => {
    const original = lunr.tokenizer;
    const seen = await withHyphenatedWordsIndexed(async () => lunr.tokenizer('op-reth').map(String));
    expect(seen).toEqual(['op', 'reth', 'op-reth']);
    expect(lunr.tokenizer).toBe(original);
    // lunr's tokenizer reads its separator from itself, which the wrapper keeps.
    expect(read(fromSearchLocal.resolve('lunr'))).toContain('char.match(lunr.tokenizer.separator)');
  });

  it("the theme builds its indexes with lunr's default tokenizer, taken when each index is made (so the swap reaches it)", () => {
    const buildIndex = read(path.join(searchLocal, 'dist/server/server/utils/buildIndex.js'));
    expect(buildIndex).toContain('index: (0, lunr_1.default)(function () {');
    // Only the Chinese language sets a tokenizer of its own; the site's is English.
    expect(buildIndex.match(/this\.tokenizer = /g)).toHaveLength(1);
    expect(read(fromSearchLocal.resolve('lunr'))).toContain('this.tokenizer = lunr.tokenizer');
    // The plugin's postBuild is where the indexes are built.
    expect(read(path.join(searchLocal, 'dist/server/server/index.js'))).toContain(
      'postBuild: (0, postBuildFactory_1.postBuildFactory)(config, searchIndexFilename)',
    );
  });
});

describe('search-local replacements for hyphenated words and the search page', () => {
  it("replaces the worker's tokenizer with one exporting the same function", () => {
    const worker = path.join(searchTheme, 'worker.js');
    expect(path.dirname(worker)).toMatch(searchThemeFolder);
    const requests = importsOf(worker).filter((request) => tokenizeRequest.test(request));
    expect(requests).toEqual(['../utils/tokenize']);
    expect(read(worker)).toContain('const rawTokens = tokenize(input, language);');
    expect(replacementFor(requests[0], path.dirname(worker))).toBe(path.join(features, 'workerTokenize.ts'));
    expect(read(path.join(searchLocal, 'dist/client/client/utils/tokenize.js'))).toContain('export function tokenize(text, language)');
    expect(read(path.join(features, 'workerTokenize.ts'))).toContain('export function tokenize(');
    // Only the worker imports it, so nothing else of the theme changes.
    const others = fs
      .readdirSync(path.join(searchLocal, 'dist/client/client'), {recursive: true})
      .map(String)
      .filter((file) => file.endsWith('.js') || file.endsWith('.jsx'))
      .filter((file) => read(path.join(searchLocal, 'dist/client/client', file)).includes('utils/tokenize"'));
    expect(others).toEqual([path.join('theme', 'worker.js')]);
  });

  it('gives the search page its options and layout, and nothing else in the theme', () => {
    const searchPage = path.join(searchTheme, 'SearchPage/SearchPage.jsx');
    expect(path.dirname(searchPage)).toMatch(searchPageFolder);
    const page = read(searchPage);
    const options = importsOf(searchPage).filter((request) => generatedOptionsRequest.test(request));
    expect(options).toEqual(['../../utils/proxiedGenerated']);
    expect(page).toContain(
      'import { Mark, searchContextByPaths, useAllContextsWithNoSearchContext, } from "../../utils/proxiedGenerated";',
    );
    expect(replacementFor(options[0], path.dirname(searchPage))).toBe(path.join(features, 'searchPageOptions.ts'));
    // The option only adds the menu's "Everywhere" choice and its fetch; the label is the one the plugin renames.
    expect(page).toContain('id: "theme.SearchPage.searchContext.everywhere"');
    expect(fs.existsSync(fromSearchLocal.resolve('@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated.js'))).toBe(
      true,
    );
    const layouts = importsOf(searchPage).filter((request) => layoutRequest.test(request));
    expect(layouts).toEqual(['@theme/Layout']);
    expect(replacementFor(layouts[0], path.dirname(searchPage))).toBe(path.join(features, 'SearchPageLayout.tsx'));
    // The page puts its content straight in the layout, without a main landmark of its own.
    expect(page).not.toContain('<main');
    expect(page).toContain('<Layout>');
    // The bar's options and layout are its own.
    expect(replacementFor('../../utils/proxiedGenerated', path.join(searchTheme, 'SearchBar'))).toBeUndefined();
    expect(replacementFor('@theme/Layout', path.join(searchTheme, 'SearchBar'))).toBeUndefined();
  });

  it("turns Tab's opening of a suggestion off by autocomplete.js's own option", () => {
    const library = path.dirname(fromSearchLocal.resolve('@easyops-cn/autocomplete.js/index.js'));
    expect(read(path.join(library, 'src/standalone/index.js'))).toContain('tabAutocomplete: options.tabAutocomplete');
    expect(read(path.join(library, 'src/autocomplete/typeahead.js'))).toContain('if (!this.tabAutocomplete) {');
    expect(read(path.join(features, 'autoComplete.ts'))).toContain('tabAutocomplete: false');
  });
});
