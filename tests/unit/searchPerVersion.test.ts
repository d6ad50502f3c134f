import fs from 'node:fs';
import path from 'node:path';
import {
  indexingPassesByVersion,
  markModule,
  replacementFor,
  searchBarFolder,
  searchPageFolder,
  searchQueryRequest,
  type PostBuildProps,
} from '../../src/plugins/search-per-version';

const version = (name: string, path: string, isLast: boolean) => ({versionName: name, path, isLast, docs: []});
const docsPlugin = (versions: ReturnType<typeof version>[]) => ({name: 'docusaurus-plugin-content-docs', content: {loadedVersions: versions}});
const otherPlugin = {name: 'docusaurus-plugin-sitemap', content: undefined};

function buildProps(plugins: unknown[]): PostBuildProps {
  return {
    baseUrl: '/',
    outDir: '/site/build',
    routesPaths: ['/', '/interop', '/interop/explainer', '/2026.11/interop', '/2026.11/interop/explainer', '/search'],
    plugins,
  } as unknown as PostBuildProps;
}

const versionsOf = (pass: PostBuildProps) =>
  (pass.plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-docs')!.content as {loadedVersions: {versionName: string}[]}).loadedVersions.map(
    (loaded) => loaded.versionName,
  );

describe('search indexing passes, one per docs version', () => {
  it('indexes a site with one version in a single pass, unchanged', () => {
    const props = buildProps([docsPlugin([version('current', '/', true)]), otherPlugin]);
    expect(indexingPassesByVersion(props)).toEqual([props]);
  });

  it('indexes the latest version as the site, at the site root', () => {
    const props = buildProps([docsPlugin([version('current', '/', true), version('2026.11', '/2026.11', false)]), otherPlugin]);
    const [latest] = indexingPassesByVersion(props);
    expect(latest).toMatchObject({baseUrl: '/', outDir: '/site/build', routesPaths: props.routesPaths});
    expect(versionsOf(latest)).toEqual(['current']);
  });

  it('indexes a cut version as a site of its own under its version path', () => {
    const props = buildProps([docsPlugin([version('current', '/', true), version('2026.11', '/2026.11', false)]), otherPlugin]);
    const [, cut] = indexingPassesByVersion(props);
    expect(cut).toMatchObject({
      baseUrl: '/2026.11/',
      outDir: '/site/build/2026.11',
      routesPaths: ['/2026.11/interop', '/2026.11/interop/explainer'],
    });
    expect(versionsOf(cut)).toEqual(['2026.11']);
    // Other plugins are passed through untouched.
    expect(cut.plugins).toContain(otherPlugin);
  });

  it('leaves the props it was given unchanged', () => {
    const props = buildProps([docsPlugin([version('current', '/', true), version('2026.11', '/2026.11', false)])]);
    const before = JSON.stringify(props);
    indexingPassesByVersion(props);
    expect(JSON.stringify(props)).toBe(before);
  });
});

describe('mark.js in the browser bundle', () => {
  it('is replaced where the search theme imports it, by its resolved path', () => {
    expect(require.resolve('mark.js')).toMatch(markModule);
  });

  it('is not replaced where the stand-in imports the library itself', () => {
    expect(require.resolve('mark.js/dist/mark.es6.js')).not.toMatch(markModule);
  });
});

describe('the search page\'s query hook in the browser bundle', () => {
  const searchPage = require.resolve('@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchPage/SearchPage.jsx');

  it('is replaced where the search page imports it', () => {
    expect(path.dirname(searchPage)).toMatch(searchPageFolder);
    const request = fs.readFileSync(searchPage, 'utf8').match(/import useSearchQuery from "([^"]+)"/)?.[1];
    expect(request).toMatch(searchQueryRequest);
  });

  it('is not replaced where the stand-in imports the original', () => {
    expect('@easyops-cn/docusaurus-search-local/dist/client/client/theme/hooks/useSearchQuery.js').not.toMatch(searchQueryRequest);
  });
});

describe('the search worker client and autocomplete.js in the browser bundle', () => {
  const themeFile = (file: string) => require.resolve(`@easyops-cn/docusaurus-search-local/dist/client/client/theme/${file}`);
  const searchBar = themeFile('SearchBar/SearchBar.jsx');
  const searchPage = themeFile('SearchPage/SearchPage.jsx');
  const importOf = (file: string, name: RegExp) => fs.readFileSync(file, 'utf8').match(name)?.[1] ?? '';

  it('the search bar\'s worker client and autocomplete.js are replaced where the bar imports them', () => {
    expect(path.dirname(searchBar)).toMatch(searchBarFolder);
    const worker = importOf(searchBar, /import \{[^}]*searchByWorker[^}]*\} from "([^"]+)"/);
    expect(replacementFor(worker, path.dirname(searchBar))).toMatch(/searchBarWorker\.ts$/);
    const autoComplete = importOf(searchBar, /import\("(@easyops-cn\/autocomplete\.js)"\)/);
    expect(replacementFor(autoComplete, path.dirname(searchBar))).toMatch(/autoComplete\.ts$/);
  });

  it('the search page\'s worker client is replaced by the one that searches every section', () => {
    const worker = importOf(searchPage, /import \{[^}]*searchByWorker[^}]*\} from "([^"]+)"/);
    expect(replacementFor(worker, path.dirname(searchPage))).toMatch(/searchPageWorker\.ts$/);
  });

  it('the stand-ins\' own imports of the originals are left alone', () => {
    const ownFolder = path.join(__dirname, '../../src/plugins/search-per-version');
    for (const request of [
      '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js',
      '@easyops-cn/autocomplete.js/index.js',
      '@easyops-cn/docusaurus-search-local/dist/client/client/theme/hooks/useSearchQuery.js',
    ]) {
      expect(replacementFor(request, ownFolder)).toBeUndefined();
    }
    // The worker the original client starts is not touched either.
    expect(replacementFor('./worker.js', path.dirname(themeFile('searchByWorker.js')))).toBeUndefined();
  });
});
