import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'node-html-parser';
import {buildDir, siteDir} from '../support/paths';
import {resolveFile} from '../support/staticServer';
import {docRoutes, routes} from '../support/siteData';
import {readDocPages} from '../support/docsContent';
import {validatePageFrontMatter} from '../../src/features/page-metadata/frontMatter';
import {sourceUrl} from '../../src/features/page-sources/sources';
import {readFlagReference} from '../../src/features/reference-tables/flagSources';
import {lockedVersions} from '../../src/features/tested-with/remarkTestedWith';
import {tutorialRuns, tutorialTools} from '../../src/features/tested-with/tutorialRuns';

const readBuilt = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8');
const htmlOf = (route: string) => parse(fs.readFileSync(resolveFile(buildDir, route)!, 'utf8'));

describe('/llms.txt', () => {
  const text = readBuilt('llms.txt');

  it('follows the llmstxt.org layout', () => {
    expect(text).toMatch(/^# .+\n\n> .+\n/);
    expect(text.match(/^## .+$/gm)?.length).toBeGreaterThanOrEqual(8);
  });

  it('links the Markdown version of every doc route with its description', () => {
    // Full addresses when the build knows the site's (SITE_URL), root-relative ones when not.
    const missing = docRoutes.filter(
      (route) => !new RegExp(`\\]\\((?:[a-z]+://[^/)]+)?${route.replace(/[.]/g, '\\.')}\\.md\\): \\S`).test(text),
    );
    expect(missing).toEqual([]);
  });
});

describe('/metadata.json', () => {
  const {pages} = JSON.parse(readBuilt('metadata.json')) as {pages: Array<Record<string, any>>};

  it('lists every route of routes.txt', () => {
    const listed = new Set(pages.map((page) => page.route));
    expect(routes.filter((route) => !listed.has(route))).toEqual([]);
  });

  it('gives every doc valid metadata', () => {
    const docs = pages.filter((page) => page.kind === 'doc');
    expect(docs).toHaveLength(docRoutes.length);
    for (const {route, kind, section, sources, ...metadata} of docs) {
      // metadata.json lists [] for a page that names no sources; front matter leaves the field out.
      const frontMatter = sources.length > 0 ? {...metadata, sources} : metadata;
      expect(() => validatePageFrontMatter(`metadata.json ${route}`, frontMatter)).not.toThrow();
    }
  });
});

describe('metadata readers can see', () => {
  it('shows the content type and personas as badges, and categories as tag links', () => {
    const page = htmlOf('/interop/explainer');
    const badges = page.querySelector('[aria-label="Page metadata"]');
    expect(badges?.querySelectorAll('li').length).toBeGreaterThanOrEqual(2);
    const personaLinks = badges!.querySelectorAll('a').map((a) => a.getAttribute('href'));
    expect(personaLinks.length).toBeGreaterThan(0);
    for (const link of personaLinks) expect(resolveFile(buildDir, link!)).not.toBeNull();
    const tagLinks = page.querySelectorAll('a[href^="/tags/"]').map((a) => a.getAttribute('href'));
    expect(tagLinks.length).toBeGreaterThan(0);
    for (const link of tagLinks) expect(resolveFile(buildDir, link!)).not.toBeNull();
  });

  it('has a "Browse by persona" page per persona, grouped by content type', () => {
    const page = htmlOf('/personas/app-developer');
    expect(page.querySelector('h1')?.text).toBe('App developer');
    const groups = page.querySelectorAll('main h2').map((heading) => heading.text);
    expect(groups.length).toBeGreaterThanOrEqual(3);
    expect(groups.some((group) => group.startsWith('Tutorial ('))).toBe(true);
    const index = htmlOf('/personas');
    expect(index.querySelectorAll('main a[href^="/personas/"]').length).toBeGreaterThanOrEqual(5);
  });
});

describe('canonical addresses', () => {
  // The test build is made without SITE_URL, as a local build is (src/utils/siteUrl.ts).
  it('are left out of a build that does not know the address it will be served at', async () => {
    const pages = await readDocPages();
    const addressTags = 'link[rel="canonical"], meta[property="og:url"], link[rel="alternate"][hreflang], script[type="application/ld+json"]';
    const naming = ['/', ...pages.map((page) => page.route)].filter((route) => htmlOf(route).querySelectorAll(addressTags).length > 0);
    expect(naming).toEqual([]);
  });

  it('of a page listed in two sections name an original that is built', async () => {
    const originals = (await readDocPages()).flatMap((page) => page.body.match(/<CanonicalUrl to="([^"]+)"/)?.[1] ?? []);
    expect(originals.length).toBeGreaterThan(0);
    for (const original of originals) expect(resolveFile(buildDir, original)).not.toBeNull();
  });
});

describe('sources a reader can check in two clicks', () => {
  const {pages: metadata} = JSON.parse(readBuilt('metadata.json')) as {pages: Array<Record<string, any>>};

  it('end every page that names sources with a Sources list linking each one at its pinned ref', async () => {
    const docs = (await readDocPages()).filter((page) => page.frontMatter.sources);
    expect(docs.length).toBeGreaterThan(0);
    for (const doc of docs) {
      const list = htmlOf(doc.route).querySelector('section[aria-labelledby="page-sources"]');
      const links = list?.querySelectorAll('a').map((a) => a.getAttribute('href'));
      expect({route: doc.route, links}).toEqual({route: doc.route, links: doc.frontMatter.sources.map(sourceUrl)});
      expect(metadata.find((page) => page.route === doc.route)?.sources).toEqual(doc.frontMatter.sources);
    }
  });

  it('are named on every reference, notice and tutorial page', () => {
    const without = metadata
      .filter((page) => ['reference', 'notice', 'tutorial'].includes(page.content_type) && page.sources.length === 0)
      .map((page) => page.route);
    expect(without).toEqual([]);
  });
});

describe('flag references', () => {
  // A reference generated from Go (op-batcher) and one from Rust with reth's arguments (op-reth, whose short names take one dash).
  it.each([
    ['op-batcher', '/operators/chain-operators/configuration/batcher'],
    ['op-reth', '/operators/node-operators/configuration/execution-config'],
  ])('show every flag %s documents on %s, with its aliases, environment variables and default', (component, route) => {
    const reference = readFlagReference(path.join(siteDir, 'src/features/reference-tables/data/flags'), component);
    // The first cell names the flag and its aliases, then (below a line break) its environment variables.
    const rows = htmlOf(route)
      .querySelectorAll('table.reference-table tr')
      .map((row) => row.querySelectorAll('td'))
      .filter((cells) => cells.length === 4)
      .map((cells) => ({names: cells[0].querySelectorAll('code').map((code) => code.text), default: cells[2].text}));
    const flags = reference.groups.flatMap((group) => group.flags);
    expect(flags.length).toBeGreaterThan(50);
    for (const flag of flags) {
      const row = rows.find((cells) => cells.names[0] === `--${flag.name}`);
      expect({flag: flag.name, names: row?.names, default: row?.default}).toEqual({
        flag: flag.name,
        names: [`--${flag.name}`, ...flag.aliases.map((alias) => (alias.length === 1 ? `-${alias}` : `--${alias}`)), ...flag.env],
        default: flag.required ? 'Required' : flag.default === null ? 'none' : flag.default || '""',
      });
    }
  });
});

describe('the "Tested with" line of a tutorial', () => {
  const versions = lockedVersions(siteDir);

  it.each(Object.entries(tutorialRuns))('%s says what the tests ran it with, or why they do not', (route, run) => {
    const line = htmlOf(route).querySelector('.theme-doc-markdown p.tested-with')?.text;
    if ('test' in run) {
      const named = run.tools.map((tool) => `${tool} ${versions[tutorialTools[tool]]}`);
      expect(line).toMatch(/^Tested with /);
      for (const tool of named) expect(line).toContain(tool);
      expect(line).toContain(run.test);
    } else {
      expect(line).toBe(`Not run by the site’s tests: ${run.notRun}.`);
    }
  });
});
