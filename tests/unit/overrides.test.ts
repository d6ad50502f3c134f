// Each module replacement listed in docusaurus.config.ts swaps a private module of a pinned package
// for a feature's own (each feature's README says why); two wrappers provide useIsBrowser's context
// themselves (the search page, the tabs), and the diagrams' wrapper receives what the Markdown loader hands `mermaid`.
// These tests read the real modules from node_modules, so an upgrade that moves a module, changes
// the import an override matches, or changes what the module exports fails here, not in a reader's
// browser. They never compare an override's pattern with a string written in this file alone.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {
  browserContextModule,
  componentCreatorRequest,
  docsPreferredVersionModule,
  docusaurusClientModule,
  windowSizeModule,
} from '../../src/features/route-loading/replacements';
import startInStepsPlugin, {
  docusaurusClientEntry,
  packageModules,
  reactDomModules,
} from '../../src/features/route-loading/startInStepsPlugin';
import {pageTemplate, startAfterFirstPaintScript} from '../../src/features/route-loading/pageTemplate';
import {prismClientModule} from '../../src/features/code-blocks/prismLanguages';
import {secondaryMenuContentModule} from '../../src/features/navigation/replacements';
import {indexFileOf, textContext} from '../../src/features/search/indexParts';
import {
  autoCompleteRequest,
  markModule,
  replacementFor,
  searchBarFolder,
  searchByWorkerRequest,
  searchPageFolder,
} from '../../src/features/search/replacements';

const read = (file: string): string => fs.readFileSync(file, 'utf8');
const features = path.join(__dirname, '../../src/features');

/** How often `snippet` occurs in `text`. */
const occurrences = (text: string, snippet: string): number => text.split(snippet).length - 1;

/** The names a module exports (`default` for a default export), read from its source, JS or TS. */
function exportsOf(file: string): string[] {
  const source = read(file);
  const names = new Set<string>();
  for (const [, name] of source.matchAll(/^export (?:async )?(?:function|const|let|class) (\w+)/gm)) names.add(name);
  if (/^export default /m.test(source)) names.add('default');
  for (const [, list] of source.matchAll(/^export \{([^}]*)\}/gm)) {
    for (const entry of list
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      names.add(entry.split(/\s+as\s+/).pop()!);
    }
  }
  return [...names].sort();
}

/** The request strings a module imports, static and dynamic. */
const importsOf = (file: string): string[] =>
  [...read(file).matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^import\s+)["']([^"']+)["']/gm)].map(([, request]) => request);

// Resolved the way the bundler resolves them.
const core = path.dirname(require.resolve('@docusaurus/core/package.json'));
const themeClassicLib = path.dirname(require.resolve('@docusaurus/theme-classic'));
const themeCommonLib = path.dirname(require.resolve('@docusaurus/theme-common'));
const searchLocal = path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json'));
const searchTheme = path.join(searchLocal, 'dist/client/client/theme');
const fromSearchLocal = createRequire(path.join(searchLocal, 'package.json'));

describe('route-loading', () => {
  const docusaurusClient = require.resolve('@docusaurus/core/lib/client/docusaurus.js');

  it('replaces the module that is window.docusaurus, which exports one object with prefetch and preload', () => {
    expect(docusaurusClient).toMatch(docusaurusClientModule);
    const source = read(docusaurusClient);
    expect(exportsOf(docusaurusClient)).toEqual(['default']);
    expect(occurrences(source, 'const docusaurus = {\n    prefetch,\n    preload,\n};')).toBe(1);
    expect(exportsOf(path.join(features, 'route-loading/prefetch.ts'))).toEqual(['default']);
  });

  it('uses the same helpers and route data as the module it replaces', () => {
    const original = importsOf(docusaurusClient);
    for (const request of ['react-router-config', '@generated/routes', '@generated/routesChunkNames', './prefetch', './preload']) {
      expect(original).toContain(request);
    }
    // The replacement imports the helpers by package path; they must still be default exports.
    for (const helper of ['prefetch', 'preload']) {
      expect(exportsOf(path.join(core, `lib/client/${helper}.js`))).toContain('default');
    }
  });

  it('reads route chunk names keyed as the route path, a dash and a hash (chunkIndex.ts)', () => {
    const codegen = read(path.join(core, 'lib/server/codegen/codegenRoutes.js'));
    expect(occurrences(codegen, 'const routeKey = `${routePath}-${routeHash}`;')).toBe(1);
    // The original strips the hash the same way the index does.
    expect(occurrences(read(docusaurusClient), "routeNameWithHash.replace(/-[^-]+$/, '')")).toBe(1);
  });

  it('matches how the generated route table imports ComponentCreator, and only that', () => {
    const codegen = read(path.join(core, 'lib/server/codegen/codegenRoutes.js'));
    const [request] = [...codegen.matchAll(/^import ComponentCreator from '([^']+)';$/gm)].map(([, found]) => found);
    expect(occurrences(codegen, 'import ComponentCreator from ')).toBe(1);
    expect(request).toMatch(componentCreatorRequest);
    // The route table calls it with a path and a hash, as the stand-in takes them.
    expect(occurrences(codegen, "`component: ComponentCreator('${routePath}', '${routeHash}')`")).toBe(1);
    // The stand-in imports the original by file path, which the pattern must not catch again.
    const [original] = importsOf(path.join(features, 'route-loading/lazyComponentCreator.tsx')).filter((imported) =>
      imported.includes('ComponentCreator'),
    );
    expect(original).not.toMatch(componentCreatorRequest);
    expect(read(require.resolve(original))).toContain('export default function ComponentCreator(path, hash)');
  });

  it("replaces the browser bundle's entry, Docusaurus's clientEntry, with one that imports it last (startInSteps.ts)", () => {
    // The entry Docusaurus gives the browser bundle, which the plugin replaces there only.
    const clientConfig = read(path.join(core, 'lib/webpack/client.js'));
    expect(occurrences(clientConfig, "entry: path_1.default.resolve(__dirname, '../client/clientEntry.js'),")).toBe(1);
    const entry = require.resolve(docusaurusClientEntry);
    expect(entry).toBe(path.join(core, 'lib/client/clientEntry.js'));
    const {entry: replaced, mergeStrategy} = (startInStepsPlugin().configureWebpack!({} as never, false, {} as never, {} as never) ??
      {}) as {
      entry: string;
      mergeStrategy: unknown;
    };
    expect(mergeStrategy).toEqual({entry: 'replace'});
    expect(replaced).toBe(path.join(features, 'route-loading/startInSteps.ts'));
    expect(startInStepsPlugin().configureWebpack!({} as never, true, {} as never, {} as never)).toEqual({});
    // React DOM's own script: the group catches the client that Docusaurus's entry imports, and
    // outranks Docusaurus's own groups (common 40, styles 50).
    const {optimization} = startInStepsPlugin().configureWebpack!({} as never, false, {} as never, {} as never) as {
      optimization: {splitChunks: {cacheGroups: Record<'reactDom' | 'packages', {test: RegExp; priority: number}>}};
    };
    const reactDomClient = createRequire(entry).resolve('react-dom/client');
    expect(optimization.splitChunks.cacheGroups.reactDom.test).toBe(reactDomModules);
    expect(reactDomClient).toMatch(reactDomModules);
    expect(read(reactDomClient)).toContain("require('./cjs/react-dom-client.production.js')");
    expect(occurrences(read(path.join(core, 'lib/webpack/base.js')), 'priority: 50,')).toBe(1);
    expect(optimization.splitChunks.cacheGroups.reactDom.priority).toBeGreaterThan(50);
    // The other packages' script: below the style sheet's group (a package's CSS stays in the one
    // style sheet), above the common group (priority 40), below React DOM's.
    const {packages} = optimization.splitChunks.cacheGroups;
    expect(occurrences(read(path.join(core, 'lib/webpack/base.js')), 'priority: 40,')).toBe(1);
    expect(packages.test).toBe(packageModules);
    expect(createRequire(entry).resolve('react-router-dom')).toMatch(packageModules);
    expect(packages.priority).toBeGreaterThan(40);
    expect(packages.priority).toBeLessThan(50);
    // Its steps: modules the original entry evaluates anyway (itself, App and what they import, the
    // registry ComponentCreator imports), Docusaurus's entry last.
    const steps = [...read(replaced).matchAll(/import\(\/\* webpackMode: "eager" \*\/ '([^']+)'\)/g)].map(([, request]) => request);
    expect(steps.at(-1)).toBe(docusaurusClientEntry);
    // and what App's error boundary imports: the theme's error page, its layout, navbar and footer,
    // and what the entry's preload imports.
    const evaluatedAnyway = [
      ...importsOf(entry),
      ...importsOf(path.join(core, 'lib/client/App.js')),
      ...importsOf(path.join(core, 'lib/client/exports/ComponentCreator.js')),
      ...importsOf(path.join(core, 'lib/client/exports/ErrorBoundary.js')),
      ...importsOf(path.join(core, 'lib/client/theme-fallback/Error/index.js')),
      ...importsOf(path.join(themeClassicLib, 'theme/Layout/index.js')),
      ...importsOf(path.join(core, 'lib/client/preload.js')),
    ];
    expect(importsOf(entry)).toContain('./App');
    expect(importsOf(entry)).toContain('./preload');
    expect(importsOf(path.join(core, 'lib/client/App.js'))).toContain('@docusaurus/ErrorBoundary');
    expect(importsOf(path.join(core, 'lib/client/exports/ErrorBoundary.js'))).toContain('@theme/Error');
    expect(importsOf(path.join(core, 'lib/client/theme-fallback/Error/index.js'))).toContain('@theme/Layout');
    expect(steps.slice(0, -1).filter((step) => !step.endsWith('/lib/client/App.js') && !evaluatedAnyway.includes(step))).toEqual([]);
    // Its preload of the page's routes matches the addresses Docusaurus's preload matches, so that
    // one then finds every chunk it asks for loaded.
    expect(occurrences(read(path.join(core, 'lib/client/preload.js')), 'Array.from(new Set([pathname, decodeURI(pathname)]))')).toBe(1);
    expect(occurrences(read(replaced), '[...new Set([pathname, decodeURI(pathname)])]')).toBe(1);
    // It loads the chunks ComponentCreator asks for, read from the same entry of the chunk names
    // (lazyComponentCreator.tsx gives each route component that entry's key).
    const componentCreator = read(path.join(core, 'lib/client/exports/ComponentCreator.js'));
    expect(occurrences(componentCreator, 'const chunkNames = routesChunkNames[`${path}-${hash}`];')).toBe(1);
    expect(occurrences(componentCreator, 'registry[chunkName]')).toBeGreaterThan(0);
    expect(occurrences(read(path.join(features, 'route-loading/lazyComponentCreator.tsx')), 'routeEntry = `${path}-${hash}`;')).toBe(1);
  });

  it("compiles route patterns into the cache the docs navbar items match docs against (startInSteps.ts's compileMatchingBranches)", () => {
    // react-router keeps one compiled pattern per path and per options end (exact), strict, sensitive:
    // (the react-router that react-router-config, a declared dependency, resolves: prefetching's matchRoutes)
    const reactRouterFolder = path.dirname(createRequire(require.resolve('react-router-config')).resolve('react-router/package.json'));
    const reactRouter = read(path.join(reactRouterFolder, 'esm/react-router.js'));
    expect(occurrences(reactRouter, 'var cacheKey = "" + options.end + options.strict + options.sensitive;')).toBe(1);
    // the version dropdown's getActiveDocContext matches each doc's path exact and not strict,
    const docsClient = read(require.resolve('@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js'));
    expect(docsClient).toMatch(
      /activeVersion\?\.docs\.find\(\(doc\) => !!matchPath\(pathname, \{\s*path: doc\.path,\s*exact: true,\s*strict: false,\s*\}\)\)/,
    );
    // and a doc's route has that path, exact, with neither strict nor sensitive set.
    const docRoutes = read(require.resolve('@docusaurus/plugin-content-docs/lib/routes.js'));
    expect(docRoutes).toMatch(/const docRoute = \{\s*path: doc\.permalink,\s*component: options\.docItemComponent,\s*exact: true,/);
    expect(docRoutes).not.toMatch(/\b(strict|sensitive):/);
    // startInSteps.ts compiles with the route itself as matchPath's options, as matchRoutes does.
    expect(
      occurrences(
        read(path.join(features, 'route-loading/startInSteps.ts')),
        'if (route.path === undefined || matchPath(address, route)) matching.push(route);',
      ),
    ).toBe(1);
  });
});

describe('page template', () => {
  it("is Docusaurus's, but for where the inline scripts of headTags and preBodyTags and the page's scripts go (pageTemplate.ts)", () => {
    const lines = (template: string) =>
      template
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
    const original = lines((createRequire(path.join(core, 'package.json'))('./lib/ssg/ssgTemplate.html.js') as {default: string}).default);
    // Docusaurus's deferred scripts, which ours lists on the loader instead.
    const deferredScripts = [
      '<% it.scripts.forEach((script) => { %>',
      '<script src="<%= it.baseUrl %><%= script %>" defer></script>',
      '<% }); %>',
    ];
    const scriptsAt = original.indexOf(deferredScripts[0]);
    expect(original.slice(scriptsAt, scriptsAt + 3)).toEqual(deferredScripts);
    // Docusaurus's tags, whose inline scripts ours moves into the loader's element.
    const tags = ['<%~ it.headTags %>', '<%~ it.preBodyTags %>'];
    expect(original.filter((line) => tags.includes(line))).toEqual(tags);
    const ours = lines(pageTemplate.replace(startAfterFirstPaintScript, ''));
    const changed = ours.filter((line) => /it\.headTags|it\.preBodyTags|inlineScript|data-page-scripts/.test(line) || line === '</script>');
    expect(changed).toHaveLength(5);
    expect(ours.filter((line) => !changed.includes(line))).toEqual(
      original.filter((line, at) => (at < scriptsAt || at >= scriptsAt + 3) && !tags.includes(line)),
    );
  });
});

describe('after-hydration updates', () => {
  const browserContext = require.resolve('@docusaurus/core/lib/client/browserContext.js');
  const windowSize = path.join(themeCommonLib, 'hooks/useWindowSize.js');

  it('replaces the module useIsBrowser reads, which sets isBrowser in an effect after hydration, outside a transition', () => {
    expect(browserContext).toMatch(browserContextModule);
    expect(importsOf(path.join(core, 'lib/client/exports/useIsBrowser.js'))).toContain('../browserContext');
    expect(importsOf(path.join(core, 'lib/client/App.js'))).toContain('./browserContext');
    const source = read(browserContext);
    expect(occurrences(source, 'useEffect(() => {\n        setIsBrowser(true);\n    }, []);')).toBe(1);
    expect(source).not.toContain('startTransition');
    expect(exportsOf(path.join(features, 'route-loading/browserContext.tsx'))).toEqual(exportsOf(browserContext));
    // The search page's wrapper provides the same context, in the default lane.
    const searchPage = path.join(features, 'search/SearchPage.tsx');
    expect(importsOf(searchPage)).toContain('@docusaurus/core/lib/client/browserContext');
    expect(require.resolve('@docusaurus/core/lib/client/browserContext')).toBe(browserContext);
    expect(read(searchPage)).not.toContain('startTransition');
  });

  it("gives theme-classic's Tabs, which remounts once isBrowser turns true, a constant false, and its panels the real value", () => {
    const tabs = read(path.join(themeClassicLib, 'theme/Tabs/index.js'));
    expect(importsOf(path.join(themeClassicLib, 'theme/Tabs/index.js'))).toContain('@docusaurus/useIsBrowser');
    expect(occurrences(tabs, 'const isBrowser = useIsBrowser();')).toBe(1);
    expect(occurrences(tabs, 'key={String(isBrowser)}')).toBe(1);
    for (const file of ['tabs/Tabs.tsx', 'tabs/TabItem/index.tsx']) {
      expect(importsOf(path.join(features, file))).toContain('@docusaurus/core/lib/client/browserContext');
    }
    expect(read(path.join(features, 'tabs/Tabs.tsx'))).toContain('<BrowserContext.Provider value={false}>');
    expect(read(path.join(features, 'tabs/TabItem/index.tsx'))).toContain('<BrowserContext.Provider value={isBrowser}>');
  });

  it("replaces theme-common's useWindowSize, which sets the size in an effect outside a transition, with the same breakpoint and values", () => {
    expect(windowSize).toMatch(windowSizeModule);
    expect(occurrences(read(path.join(themeCommonLib, 'index.js')), "export { useWindowSize } from './hooks/useWindowSize';")).toBe(1);
    const source = read(windowSize);
    expect(occurrences(source, 'setWindowSize(getWindowSize(desktopBreakpoint));')).toBe(1);
    expect(source).not.toContain('startTransition');
    const ours = read(path.join(features, 'route-loading/windowSize.ts'));
    const breakpoint = (text: string, name: string) => text.match(new RegExp(`const ${name} = (\\d+);`))?.[1];
    expect(breakpoint(source, 'DesktopBreakpoint')).toBeDefined();
    expect(breakpoint(ours, 'desktopBreakpointPx')).toBe(breakpoint(source, 'DesktopBreakpoint'));
    for (const value of ["desktop: 'desktop'", "mobile: 'mobile'", "ssr: 'ssr'"]) expect(source).toContain(value);
    expect(exportsOf(path.join(features, 'route-loading/windowSize.ts'))).toEqual(exportsOf(windowSize));
  });

  it("replaces the docs plugin's preferred-version module, which sets the stored version in an effect outside a transition, keeping its storage key", () => {
    const docsClient = path.dirname(require.resolve('@docusaurus/plugin-content-docs/client'));
    const preferredVersion = path.join(docsClient, 'docsPreferredVersion.js');
    expect(preferredVersion).toMatch(docsPreferredVersionModule);
    expect(importsOf(path.join(docsClient, 'index.js'))).toContain('./docsPreferredVersion');
    const source = read(preferredVersion);
    expect(occurrences(source, 'setState(readStorageState({ allDocsData, versionPersistence, pluginIds }));')).toBe(1);
    expect(source).not.toContain('startTransition');
    const ours = path.join(features, 'route-loading/docsPreferredVersion.tsx');
    const storageKey = (text: string) => text.match(/`(docs-preferred-version-)\$\{pluginId\}`/)?.[1];
    expect(storageKey(source)).toBeDefined();
    expect(storageKey(read(ours))).toBe(storageKey(source));
    expect(exportsOf(ours)).toEqual(exportsOf(preferredVersion));
    for (const other of ['index.js', 'docsUtils.js', 'docsPreferredVersion.d.ts'])
      expect(path.join(docsClient, other)).not.toMatch(docsPreferredVersionModule);
  });

  it('leaves the rest of core and theme-common alone', () => {
    for (const other of ['lib/client/App.js', 'lib/client/exports/useIsBrowser.js', 'lib/client/docusaurusContext.js']) {
      expect(path.join(core, other)).not.toMatch(browserContextModule);
    }
    for (const other of ['index.js', 'hooks/useWindowSize.d.ts', 'contexts/navbarMobileSidebar.js']) {
      expect(path.join(themeCommonLib, other)).not.toMatch(windowSizeModule);
    }
  });
});

describe('diagrams', () => {
  // The remark plugin hands each drawing to the element the Markdown loader makes of a mermaid
  // block ('mermaid', with the source as `value`), which the classic theme's MDX map renders with
  // @theme/Mermaid: our wrapper. Without @docusaurus/theme-mermaid (the production build) the
  // original it wraps is the classic theme's empty stand-in, so no diagram code can be bundled.
  it("renders the element the Markdown loader makes of a mermaid block, wrapping the classic theme's empty stand-in", () => {
    const mdxLoaderMermaid = path.join(path.dirname(require.resolve('@docusaurus/mdx-loader')), 'remark/mermaid/index.js');
    expect(read(mdxLoaderMermaid)).toMatch(/hName: 'mermaid',\s*hProperties: \{\s*value: node\.value,/);
    const mdxComponents = path.join(themeClassicLib, 'theme/MDXComponents/index.js');
    expect(importsOf(mdxComponents)).toContain('@theme/Mermaid');
    expect(read(mdxComponents)).toMatch(/^\s*mermaid: Mermaid,$/m);
    expect(importsOf(path.join(themeClassicLib, 'theme/Mermaid.js'))).toEqual(['@docusaurus/Noop']);
    expect(importsOf(path.join(features, 'diagrams/Mermaid/index.tsx'))).toContain('@theme-original/Mermaid');
    expect(importsOf(path.join(features, 'diagrams/Mermaid/index.tsx')).filter((imported) => imported.includes('mermaid'))).toEqual([]);
  });
});

describe('prism-include-languages', () => {
  const clientModule = path.join(themeClassicLib, 'prism-include-languages.js');

  it('replaces the client module theme-classic adds to every page, which only registers the languages', () => {
    expect(occurrences(read(require.resolve('@docusaurus/theme-classic')), "'./prism-include-languages',")).toBe(1);
    expect(createRequire(require.resolve('@docusaurus/theme-classic')).resolve('./prism-include-languages')).toMatch(prismClientModule);
    expect(clientModule).toMatch(prismClientModule);
    // A side effect and nothing else: the empty stand-in exports what the original exports.
    expect(exportsOf(clientModule)).toEqual([]);
    expect(occurrences(read(clientModule), 'prismIncludeLanguages(Prism);')).toBe(1);
  });

  it('leaves the theme component CodeBlock registers the languages with', () => {
    const themeComponent = path.join(themeClassicLib, 'theme/prism-include-languages.js');
    expect(themeComponent).not.toMatch(prismClientModule);
    expect(read(themeComponent)).toMatch(/^export default function prismIncludeLanguages\(PrismObject\)/m);
  });
});

describe('navbar-secondary-menu-content', () => {
  const content = path.join(themeCommonLib, 'contexts/navbarSecondaryMenu/content.js');

  it('replaces the module the public NavbarSecondaryMenuFiller and the secondary menu display come from', () => {
    expect(content).toMatch(secondaryMenuContentModule);
    expect(occurrences(read(path.join(themeCommonLib, 'index.js')), "} from './contexts/navbarSecondaryMenu/content';")).toBe(1);
    expect(importsOf(path.join(themeCommonLib, 'contexts/navbarSecondaryMenu/display.js'))).toContain('./content');
    expect(exportsOf(path.join(features, 'navigation/secondaryMenuContent.tsx')).sort()).toEqual(exportsOf(content).sort());
  });

  it("is still needed: the original memoizes the filler's props with theme-common's sort by localeCompare", () => {
    expect(occurrences(read(content), 'const memoizedProps = useShallowMemoObject(props);')).toBe(1);
    expect(occurrences(read(path.join(themeCommonLib, 'utils/reactUtils.js')), 'deps.sort((a, b) => a[0].localeCompare(b[0]));')).toBe(1);
  });

  it('leaves the rest of theme-common alone', () => {
    for (const other of ['utils/reactUtils.js', 'contexts/navbarSecondaryMenu/display.js', 'index.js']) {
      expect(path.join(themeCommonLib, other)).not.toMatch(secondaryMenuContentModule);
    }
  });
});

describe('search-local', () => {
  const searchBar = path.join(searchTheme, 'SearchBar/SearchBar.jsx');
  const searchPage = path.join(searchTheme, 'SearchPage/SearchPage.jsx');

  it('replaces mark.js where the generated search constants export it, and only the methods the bar calls exist on the stand-in', () => {
    const generate = read(path.join(searchLocal, 'dist/server/server/utils/generate.js'));
    expect(occurrences(generate, 'export { default as Mark } from ${JSON.stringify(require.resolve("mark.js"))}')).toBe(1);
    expect(fromSearchLocal.resolve('mark.js')).toMatch(markModule);
    // The stand-in loads the library by another path, which the pattern must not catch.
    expect(fromSearchLocal.resolve('mark.js/dist/mark.es6.js')).not.toMatch(markModule);
    const called = new Set([...read(searchBar).matchAll(/\bmark\.(\w+)\(/g)].map(([, method]) => method));
    expect([...called].sort()).toEqual(['mark', 'unmark']);
    expect(occurrences(read(searchBar), 'new Mark(root)')).toBe(1);
  });

  it("replaces the bar's and the page's search worker client with ones that export the same functions", () => {
    const original = exportsOf(path.join(searchTheme, 'searchByWorker.js'));
    expect(original).toEqual(['fetchIndexesByWorker', 'searchByWorker']);
    for (const [file, folder, replacement] of [
      [searchBar, searchBarFolder, 'searchBarWorker.ts'],
      [searchPage, searchPageFolder, 'searchPageWorker.ts'],
    ] as const) {
      expect(path.dirname(file)).toMatch(folder);
      const requests = importsOf(file).filter((request) => searchByWorkerRequest.test(request));
      expect(requests).toEqual(['../searchByWorker']);
      expect(replacementFor(requests[0], path.dirname(file))).toBe(path.join(features, 'search', replacement));
      expect(exportsOf(path.join(features, 'search', replacement))).toEqual(expect.arrayContaining(original));
    }
  });

  it("replaces the bar's autocomplete.js with a function that keeps noConflict", () => {
    const requests = importsOf(searchBar).filter((request) => autoCompleteRequest.test(request));
    expect(requests).toEqual(['@easyops-cn/autocomplete.js']);
    expect(replacementFor(requests[0], path.dirname(searchBar))).toBe(path.join(features, 'search/autoComplete.ts'));
    // The bar calls noConflict when the default export has it; the stand-in forwards it.
    expect(occurrences(read(searchBar), 'if (autoComplete.noConflict) {')).toBe(1);
    const library = fromSearchLocal.resolve('@easyops-cn/autocomplete.js/index.js');
    expect(read(path.join(path.dirname(library), 'src/standalone/index.js'))).toContain('autocomplete.noConflict = function noConflict()');
  });

  it("reads the search contexts and the theme's worker client by the paths the section search imports", () => {
    const sectionSearch = path.join(features, 'search/sectionSearch.ts');
    const packagePaths = importsOf(sectionSearch).filter((request) => request.startsWith('@easyops-cn/docusaurus-search-local/'));
    expect(packagePaths).toHaveLength(2);
    for (const request of packagePaths) expect(fs.existsSync(fromSearchLocal.resolve(request))).toBe(true);
    expect(read(path.join(searchLocal, 'dist/server/server/utils/generate.js'))).toContain(
      'contents.push(`export const searchContextByPaths = ',
    );
  });

  it('splits index files shaped as the theme writes them, named as its worker fetches them (indexParts.ts)', () => {
    // The worker names a context's file by replacing "/" with "-", so `<section>/text` is `search-index-<section>-text.json`.
    const worker = read(path.join(searchTheme, 'worker.js'));
    expect(occurrences(worker, 'searchIndexUrl.replace("{dir}", searchContext ? `-${searchContext.replace(/\\//g, "-")}` : "")')).toBe(1);
    expect(indexFileOf(textContext('operators'))).toBe('search-index-operators-text.json');
    // It takes a part's position for its document type, and looks up a hit's page among the first part's documents.
    expect(occurrences(worker, 'json.map(({ documents, index }, type) => ({')).toBe(1);
    expect(occurrences(worker, 'wrappedIndexes[0].documents.find((doc) => doc.i === document.p)')).toBe(1);
    // The five parts indexParts.ts names, in the order the theme numbers its document types.
    const types = read(path.join(searchLocal, 'dist/client/shared/interfaces.js'));
    const numbered = [...types.matchAll(/SearchDocumentType\["(\w+)"\] = (\d+)/g)].map(([, name, type]) => [name, Number(type)]);
    expect(numbered.slice(0, 5)).toEqual([
      ['Title', 0],
      ['Heading', 1],
      ['Description', 2],
      ['Keywords', 3],
      ['Content', 4],
    ]);
    // The build writes one index file per context and names it as the worker fetches it.
    const postBuild = read(path.join(searchLocal, 'dist/server/server/utils/postBuildFactory.js'));
    expect(occurrences(postBuild, 'searchIndexFilename.replace("{dir}", k === "" ? "" : `-${k.replace(/\\//g, "-")}`)')).toBe(1);
  });

  it("leaves the stand-ins' own imports of the originals and the theme's worker alone", () => {
    const ownFolder = path.join(features, 'search');
    for (const file of fs.readdirSync(ownFolder).filter((name) => name.endsWith('.ts'))) {
      for (const request of importsOf(path.join(ownFolder, file))) {
        expect(replacementFor(request, ownFolder)).toBeUndefined();
      }
    }
    const worker = path.join(searchTheme, 'searchByWorker.js');
    for (const request of importsOf(worker)) expect(replacementFor(request, path.dirname(worker))).toBeUndefined();
  });
});
