import type {Page} from 'playwright-core';
import {useServedSite} from '../support/site';
import {openHydrated, searchFromNavbar} from '../support/browser';
import {readDocPages} from '../support/docsContent';

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

  it('on a section page, downloads only that section\'s index for the first query', async () => {
    const {page} = await site.openPage();
    const indexes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('search-index')) indexes.push(new URL(request.url()).pathname);
    });
    await openHydrated(page, site.url('/interop/explainer'));
    await suggestionsFor(page, 'messenger');
    expect(indexes).toEqual(['/search-index-interop.json']);
  });

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
