import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'node-html-parser';
import {buildDir, builtHtmlFiles} from '../support/paths';
import {resolveFile} from '../support/staticServer';
import {docRoutes, routes} from '../support/siteData';
import {sections} from '../../src/features/navigation/sections';
import {indexFileOf} from '../../src/features/search/indexParts';

/** The file a static host serves for a route, or null. */
const htmlFileOf = (route: string) => resolveFile(buildDir, route);
const readHtml = (route: string) => fs.readFileSync(htmlFileOf(route)!, 'utf8');
const parseHtml = (route: string) => parse(readHtml(route));

/** Whether a built script holds React DOM's code, and React's; every page loads the same four, so each is read once. */
const packagesInScript = new Map<string, {reactDom: boolean; react: boolean}>();
const packagesIn = (src: string) => {
  if (!packagesInScript.has(src)) {
    const code = fs.readFileSync(path.join(buildDir, src), 'utf8');
    // React DOM's own key for the root it renders into, and React's key for an element.
    packagesInScript.set(src, {reactDom: code.includes('__reactContainer$'), react: code.includes('react.transitional.element')});
  }
  return packagesInScript.get(src)!;
};

/** Every doc's description, by route, as the site's metadata lists it. */
const docDescriptions = new Map(
  (JSON.parse(fs.readFileSync(path.join(buildDir, 'metadata.json'), 'utf8')) as {pages: {kind: string; route: string; description: string}[]}).pages
    .filter(({kind}) => kind === 'doc')
    .map(({route, description}) => [route, description]),
);

describe('the production build', () => {
  it.each(routes)('serves %s', (route) => {
    expect(htmlFileOf(route)).toMatch(/\.html$/);
  });

  it.each(docRoutes)('%s opens with its sidebar, showing where the reader is', (route) => {
    const sidebar = parseHtml(route).querySelector('.theme-doc-sidebar-menu');
    expect(sidebar).not.toBeNull();
    // The current page is marked in the sidebar (as a page link or as a folder's own link).
    expect(sidebar!.querySelector('a[aria-current="page"]')?.getAttribute('href')).toBe(route);
  });

  it.each(routes)('%s lists React DOM, the other packages and the main bundle, in that order, for its loader, and fetches no script before it', (route) => {
    // startInStepsPlugin's split: the main bundle alone was compiled in one long task. The page
    // template (src/features/route-loading/pageTemplate.ts) lists them on its loader, which asks for
    // them once the page is painted.
    const page = parseHtml(route);
    const loaders = page.querySelectorAll('head script[data-page-scripts]');
    expect(loaders).toHaveLength(1);
    const scripts = loaders[0].getAttribute('data-page-scripts')!.split(' ');
    expect(scripts.map((src) => src.replace(/\.[0-9a-f]{8}\.js$/, ''))).toEqual([
      '/assets/js/react-dom',
      '/assets/js/packages',
      '/assets/js/runtime~main',
      '/assets/js/main',
    ]);
    expect(scripts.map(packagesIn)).toEqual([
      {reactDom: true, react: true},
      {reactDom: false, react: true},
      {reactDom: false, react: false},
      {reactDom: false, react: false},
    ]);
    // The loader (startAfterFirstPaint.js, minified with the page) reads its own list.
    expect(loaders[0].text).toContain('data-page-scripts');
    // No script element loads a script and none is preloaded, so none runs, or takes bandwidth,
    // before the first paint.
    expect(page.querySelectorAll('script[src]').map((script) => script.getAttribute('src'))).toEqual([]);
    expect(page.querySelectorAll('link[as="script"], link[rel~="modulepreload"]').map((link) => link.toString())).toEqual([]);
    // The only script that runs is the loader's element, before the style sheet, which it would
    // otherwise wait for, and with it the parsing of the whole page; it also holds the notices' and
    // the colour mode's scripts, which set <html>'s attributes before the first paint.
    const stylesheet = page.querySelector('link[rel="stylesheet"]')!;
    const running = page.querySelectorAll('script').filter((script) => !/json/.test(script.getAttribute('type') ?? ''));
    expect(running).toHaveLength(1);
    expect(running[0]).toBe(loaders[0]);
    expect(loaders[0].range[0]).toBeLessThan(stylesheet.range[0]);
    for (const attribute of ['data-theme', 'data-interop-notice-dismissed']) expect(loaders[0].text).toContain(attribute);
  });

  it("the search finds every doc page in its section's index, and no index of the whole site is written beside them", () => {
    type IndexPart = {documents: {u: string}[]};
    const readIndex = (file: string) => JSON.parse(fs.readFileSync(path.join(buildDir, file), 'utf8')) as IndexPart[];
    // The titles file of each section (src/features/search/indexParts.ts) lists its pages.
    const sectionTitleFiles = sections.map(({route}) => indexFileOf(route.slice(1)));
    const indexed = new Set(sectionTitleFiles.flatMap((file) => readIndex(file).flatMap(({documents}) => documents.map(({u}) => u))));
    expect(docRoutes.filter((route) => !indexed.has(route))).toEqual([]);
    // The search never loads the theme's whole-site index; it held every page a second time.
    expect(readIndex(indexFileOf('')).flatMap(({documents}) => documents)).toEqual([]);
  });

  it("shows each doc's description on the landing pages' cards, and leaves the descriptions out of what every doc page loads", () => {
    // src/features/navigation/docsPlugin.ts: the version's metadata, loaded by every doc page, had
    // every doc's description; the cards read them from a chunk of their own.
    const cards = docRoutes.flatMap((route) =>
      parseHtml(route)
        .querySelectorAll('.section-cards a.card')
        .map((card) => ({route, href: card.getAttribute('href')!, shown: card.querySelector('.theme-doc-card-description')?.text}))
        .filter(({href}) => docDescriptions.has(href)),
    );
    // A category's card counts its pages instead.
    const docCards = cards.filter(({shown}) => !/^\d+ items?$/.test(shown ?? ''));
    expect(docCards.length).toBeGreaterThan(100);
    expect(docCards.filter(({href, shown}) => shown !== docDescriptions.get(href))).toEqual([]);
    // No landing page shows a card for itself.
    expect(cards.filter(({route, href}) => href === route)).toEqual([]);

    const scripts = fs.readdirSync(path.join(buildDir, 'assets/js')).map((file) => fs.readFileSync(path.join(buildDir, 'assets/js', file), 'utf8'));
    const versionMetadata = scripts.filter((code) => code.includes('"docsSidebars"') && code.includes('"version":"current"'));
    expect(versionMetadata).toHaveLength(1);
    expect(versionMetadata[0]).not.toContain('description');
  });

  it('the not-found page offers search and every section', () => {
    const page = parseHtml('/404');
    expect(page.querySelector('h1')?.text).toBe('Page not found');
    expect(page.querySelector('main [role="search"]')).not.toBeNull();
    const links = page.querySelectorAll('main a').map((a) => a.getAttribute('href'));
    expect(links).toEqual(expect.arrayContaining(['/get-started', '/interop', '/app-developers', '/operators', '/stack', '/notices']));
  });

  it.each(['explainer', 'registry', 'upgrades'])('/superchain/superchain-%s redirects to its new path', (page) => {
    const html = readHtml(`/superchain/superchain-${page}`);
    expect(html).toMatch(new RegExp(`<meta http-equiv="refresh" content="0; url=/superchain/${page}"`));
  });

  it('every link that opens a new tab carries rel="noopener noreferrer"', () => {
    const offenders: string[] = [];
    let newTabLinks = 0;
    for (const file of builtHtmlFiles().map((relative) => path.join(buildDir, relative))) {
      for (const anchor of parse(fs.readFileSync(file, 'utf8')).querySelectorAll('a[target="_blank"]')) {
        newTabLinks += 1;
        if (anchor.getAttribute('rel') !== 'noopener noreferrer') {
          offenders.push(`${path.relative(buildDir, file)}: ${anchor.outerHTML}`);
        }
      }
    }
    expect(newTabLinks).toBeGreaterThan(0);
    expect(offenders).toEqual([]);
  });

  it.each([
    ['/get-started', 'https://community.optimism.io/docs/governance/?utm_source=op-docs&utm_medium=docs'],
    ['/connect/resources', 'https://github.com/ethereum-optimism/optimism/releases'],
    ['/connect', 'https://share.hsforms.com/1yENj8CV9TzGYBASD0JC8_gqoshb'],
    ['/app-developers/tools', 'https://console.optimism.io/?utm_source=op-docs&utm_medium=docs'],
    ['/app-developers/tools/build', 'https://explorer.optimism.io/'],
  ])('the sidebar of %s opens %s in a new tab', (route, href) => {
    const links = parseHtml(route)
      .querySelectorAll('.theme-doc-sidebar-menu a')
      .filter((a) => a.getAttribute('href') === href);
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute('target')).toBe('_blank');
    expect(links[0].getAttribute('rel')).toBe('noopener noreferrer');
  });
});
