import type {Page} from 'playwright-core';
import {useServedSite} from '../support/site';
import {openHydrated, searchFromNavbar} from '../support/browser';
import {readDocPages} from '../support/docsContent';
import {questions} from './searchQuestions';

const site = useServedSite();

/** Searches from the navbar; returns the suggestions as "title | path" texts. */
async function suggestionsFor(page: Page, query: string): Promise<string[]> {
  const options = await searchFromNavbar(page, query);
  return options.evaluateAll((elements) =>
    elements.map((element) =>
      Array.from(element.querySelectorAll('[class*="hitTitle"], [class*="hitPath"]')).map((part) => part.textContent?.trim()).join(' | '),
    ),
  );
}

// Queries a reader would type, and the title of the page that must come up in the first three.
const expectations: [query: string, pageTitle: string][] = [
  ['Interop message passing tutorial', 'Interop message passing tutorial'],
  ['Relay transactions manually', 'Relay transactions manually'],
  ['op-deployer', 'op-deployer'],
  ['Superchain Registry', 'Superchain Registry'],
  ['span batches', 'span batches'],
  ['Cannon', 'Cannon'],
  ['JSON-RPC API', 'JSON-RPC'],
  ['Holocene', 'Holocene'],
  ['withdrawal flow', 'Withdrawal flow'],
  ['Supersim installation', 'Installing Supersim'],
  ['Alt-DA Mode', 'Alt-DA'],
  ['op-conductor', 'op-conductor'],
];

/** Search index files named in resource timing entries, in the order they finished. */
const indexFiles = (names: string[]) => names.filter((name) => name.includes('search-index')).map((name) => new URL(name).pathname);

type Transfer = {name: string; transferSize: number};

// In the page, before its scripts: records what had been downloaded when the first navbar
// suggestion appeared (resource timing, as the browser counts it: headers and compressed bodies).
function recordDownloadsAtFirstSuggestion() {
  performance.setResourceTimingBufferSize(2000);
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[role="listbox"] [role="option"]')) return;
    observer.disconnect();
    const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')] as PerformanceResourceTiming[];
    (window as unknown as {downloadsAtFirstSuggestion: Transfer[]}).downloadsAtFirstSuggestion = entries.map(({name, transferSize}) => ({name, transferSize}));
  });
  observer.observe(document, {childList: true, subtree: true});
}

async function downloadsAtFirstSuggestion(page: Page): Promise<Transfer[]> {
  await page.waitForFunction(() => 'downloadsAtFirstSuggestion' in window);
  return page.evaluate(() => (window as unknown as {downloadsAtFirstSuggestion: Transfer[]}).downloadsAtFirstSuggestion);
}

/** Waits until the open suggestions include one whose text matches, as they grow; returns them all. */
async function waitForSuggestion(page: Page, pattern: RegExp): Promise<string[]> {
  await page.waitForFunction(
    (source) => Array.from(document.querySelectorAll('[role="listbox"] [role="option"]')).some((option) => new RegExp(source, 'i').test(option.textContent ?? '')),
    pattern.source,
  );
  return page.locator('[role="listbox"] [role="option"]').evaluateAll((elements) =>
    elements.map((element) =>
      Array.from(element.querySelectorAll('[class*="hitTitle"], [class*="hitPath"]')).map((part) => part.textContent?.trim()).join(' | '),
    ),
  );
}

describe('search', () => {
  it.each(expectations)('"%s" finds "%s" in the first three suggestions', async (query, pageTitle) => {
    const {page, problems} = await site.openPage();
    await openHydrated(page, site.url('/'));
    const top3 = (await suggestionsFor(page, query)).slice(0, 3);
    expect(top3.some((suggestion) => suggestion.toLowerCase().includes(pageTitle.toLowerCase()))).toBe(true);
    expect(problems).toEqual([]);
  });

  it('Enter opens the first suggestion', async () => {
    const {page} = await site.openPage();
    await openHydrated(page, site.url('/'));
    await suggestionsFor(page, 'Interop message passing tutorial');
    await page.keyboard.press('Enter');
    // The suggestion may point at a heading of the page: compare the path, not the hash.
    await page.waitForURL((url) => url.pathname === '/interop/tutorials/message-passing');
    await expect(page.locator('article h1').textContent()).resolves.toBe('Interop message passing tutorial');
  });

  it('finds a glossary term', async () => {
    const {page} = await site.openPage();
    await openHydrated(page, site.url('/connect/resources/glossary'));
    const suggestions = await suggestionsFor(page, 'sequencer');
    expect(suggestions.slice(0, 3).some((suggestion) => /glossary/i.test(suggestion))).toBe(true);
  });

  it('has a full search page with links to the results', async () => {
    const {page, problems} = await site.openPage();
    await openHydrated(page, site.url('/search?q=op-deployer'));
    const firstResult = page.locator('article a[href^="/operators/"]').first();
    await firstResult.waitFor();
    await firstResult.click();
    await page.waitForURL('**/operators/**');
    expect(problems).toEqual([]);
  });

  it('a result opened from the search page shows the searched words highlighted, and the next page none', async () => {
    const {page, problems} = await site.openPage();
    await openHydrated(page, site.url('/search?q=sequencer'));
    const firstResult = page.locator('article h2 a').first();
    await firstResult.waitFor();
    await firstResult.click();
    await page.waitForURL((url) => url.searchParams.get('_highlight') === 'sequencer');
    const marks = page.locator('article mark');
    await marks.first().waitFor();
    const marked = await marks.allTextContents();
    expect(marked.every((text) => text.toLowerCase() === 'sequencer')).toBe(true);
    // A link in the page leads on without highlights.
    await page.locator('nav.menu a.menu__link[href^="/"]:not(.menu__link--active)').first().click();
    await page.waitForURL((url) => !url.search.includes('_highlight'));
    await page.locator('article h1').waitFor();
    await expect(page.locator('article mark').count()).resolves.toBe(0);
    expect(problems).toEqual([]);
  });

  it('on a section page, the first suggestions wait for that section\'s index only; the other sections\' follow, merged', async () => {
    const {page, problems} = await site.openPage({initScript: recordDownloadsAtFirstSuggestion});
    await openHydrated(page, site.url('/interop/explainer'));
    const first = await suggestionsFor(page, 'batcher');
    expect(indexFiles((await downloadsAtFirstSuggestion(page)).map(({name}) => name))).toEqual(['/search-index-interop.json']);
    // Before the other indexes arrive, every suggestion is from Interoperability.
    expect(first.every((suggestion) => suggestion.includes('Interoperability'))).toBe(true);
    // Then, without typing again, the operators' batcher pages join the list.
    const merged = await waitForSuggestion(page, /Batcher configuration/);
    expect(merged.some((suggestion) => suggestion.includes('Operators'))).toBe(true);
    expect(problems).toEqual([]);
  });

  it.each([
    ['/operators/chain-operators/configuration/batcher', 'SuperchainERC20', /SuperchainERC20.*Interoperability|Interoperability.*SuperchainERC20/],
    ['/interop/explainer', 'op-batcher configuration', /Batcher configuration.*Operators|Operators.*Batcher configuration/],
    ['/app-developers/get-started', 'cannon', /Cannon.*OP Stack|OP Stack.*Cannon/],
  ])('from %s, the navbar search for "%s" finds the page in another section, labelled by its section', async (route, query, expected) => {
    const {page, problems} = await site.openPage();
    await openHydrated(page, site.url(route));
    await searchFromNavbar(page, query);
    const suggestions = await waitForSuggestion(page, expected);
    expect(suggestions.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it.each([
    ['/interop/tutorials', 'Interoperability'],
    ['/app-developers/tutorials', 'App Devs'],
  ])('on %s, a page both sections list comes first from the section being read (%s)', async (route, section) => {
    const {page} = await site.openPage();
    await openHydrated(page, site.url(route));
    await searchFromNavbar(page, 'SuperchainERC20 starter kit');
    // Wait for both sections' copies, then check the order.
    const suggestions = await waitForSuggestion(page, section === 'App Devs' ? /Interoperability.*starter kit/ : /App Devs.*starter kit/);
    const copies = suggestions.filter((suggestion) => /^SuperchainERC20 starter kit \|/.test(suggestion));
    expect(copies.length).toBe(2);
    expect(copies[0]).toContain(section);
  });

  it('the search page lists each page section once', async () => {
    const {page, problems} = await site.openPage();
    await openHydrated(page, site.url('/search?q=batcher'));
    const links = page.locator('article h2 a');
    await links.first().waitFor();
    const targets = await links.evaluateAll((elements) =>
      elements.map((element) => {
        const url = new URL((element as HTMLAnchorElement).href);
        return url.pathname + url.hash;
      }),
    );
    expect(targets.length).toBeGreaterThan(10);
    expect(targets.filter((target, index) => targets.indexOf(target) !== index)).toEqual([]);
    const titles = await links.allTextContents();
    for (const title of ['Batcher configuration', 'How the batcher works']) {
      expect(titles.filter((text) => text === title).length).toBeLessThanOrEqual(1);
    }
    expect(titles).toContain('Batcher configuration');
    expect(problems).toEqual([]);
  });

  it('on a phone, the bytes downloaded before the first navbar suggestions', async () => {
    const {page, problems} = await site.openPage({viewport: {width: 390, height: 844}, isMobile: true, initScript: recordDownloadsAtFirstSuggestion});
    await openHydrated(page, site.url('/operators/chain-operators/configuration/batcher'));
    await suggestionsFor(page, 'sequencer');
    const downloads = await downloadsAtFirstSuggestion(page);
    const total = downloads.reduce((sum, {transferSize}) => sum + transferSize, 0);
    const indexes = downloads.filter(({name}) => name.includes('search-index'));
    const indexBytes = indexes.reduce((sum, {transferSize}) => sum + transferSize, 0);
    console.log(
      `Phone (390x844), Operators page, first navbar suggestions for "sequencer": ${total} bytes downloaded since navigation, ` +
        `${indexBytes} of them search indexes (${indexes.map(({name, transferSize}) => `${new URL(name).pathname} ${transferSize}`).join(', ')})`,
    );
    // Only the section's own index before the first results: never the whole-site index.
    expect(indexFiles(downloads.map(({name}) => name))).toEqual(['/search-index-operators.json']);
    expect(problems).toEqual([]);
  });

  it(`questions readers ask find their page in the first five suggestions (${questions.length} questions)`, async () => {
    expect(questions.length).toBeGreaterThanOrEqual(40);
    expect(new Set(questions.map(([section]) => section)).size).toBe(8);
    const {page, problems} = await site.openPage();
    await openHydrated(page, site.url('/'));
    // Load every section's index first, so each question is asked of the whole site.
    await searchFromNavbar(page, 'chain');
    await page.waitForFunction(() => performance.getEntriesByType('resource').filter(({name}) => name.includes('search-index-')).length === 8);
    const input = page.locator('input.navbar__search-input');
    const misses: string[] = [];
    for (const [section, question, answeredBy] of questions) {
      await input.fill('');
      await page.waitForFunction(() => !document.querySelector('[role="listbox"] [role="option"]'));
      const top5 = (await suggestionsFor(page, question)).slice(0, 5);
      const hit = top5.some((suggestion) => answeredBy.some((title) => suggestion.toLowerCase().includes(title.toLowerCase())));
      if (!hit) misses.push(`[${section}] "${question}" (wants ${answeredBy.join(' or ')}) got: ${top5.join(' ; ')}`);
    }
    const hits = questions.length - misses.length;
    console.log(`Question hit rate (answer in the first five navbar suggestions): ${hits}/${questions.length}\n${misses.join('\n')}`);
    expect(misses).toEqual([]);
    expect(problems).toEqual([]);
  }, 180_000);

  it('a page\'s exact title, searched from the home page, opens that page first', async () => {
    const pages = await readDocPages();
    // A few routes share a title on purpose (the interop tutorials are listed under two sections):
    // any page with the searched title is the right answer.
    const routesByTitle = new Map<string, string[]>();
    for (const {route, frontMatter} of pages) routesByTitle.set(frontMatter.title, [...(routesByTitle.get(frontMatter.title) ?? []), route]);
    const {page, problems} = await site.openPage();
    await openHydrated(page, site.url('/'));
    const input = page.locator('input.navbar__search-input');
    const wrong: string[] = [];
    for (const [title, expected] of routesByTitle) {
      await input.fill('');
      // Wait for the previous suggestions to go, so Enter cannot pick a stale one.
      await page.waitForFunction(() => !document.querySelector('[role="listbox"] [role="option"]'));
      await searchFromNavbar(page, title);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname !== '/');
      const opened = new URL(page.url()).pathname;
      if (!expected.includes(opened)) wrong.push(`"${title}" opened ${opened}, expected ${expected.join(' or ')}`);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/');
    }
    expect(wrong).toEqual([]);
    expect(routesByTitle.size).toBeGreaterThan(200);
    expect(problems).toEqual([]);
  }, 300_000 /* about 240 searches of a fraction of a second each */);
});
