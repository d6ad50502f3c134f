import fs from 'node:fs';
import type {Page} from 'playwright-core';
import {useServedSite} from '../support/site';
import {isHydrated, openHydrated, searchFromNavbar} from '../support/browser';
import {readDocPages} from '../support/docsContent';
import {buildDir} from '../support/paths';
import {isRoutePrefetch, throttleLikeSlowPhone, waitUntilPageSettled} from '../../scripts/chromium';
import {heldOutQuestions} from './searchHeldOutQuestions';
import {questions} from './searchQuestions';

const site = useServedSite();

/**
 * Read in the page: each open suggestion as "title | path" (a hit's snippet left out); none when
 * the bar answered "No results"; null while it has not answered the query in the box.
 */
function readAnswer(): string[] | null {
  const options = Array.from(document.querySelectorAll('[role="listbox"] [role="option"]'));
  if (options.length === 0)
    return Array.from(document.querySelectorAll('[class*="noResults"]')).some((element) => element.checkVisibility()) ? [] : null;
  return options.map((option) =>
    Array.from(option.querySelectorAll('[class*="hitTitle"], [class*="hitPath"]'))
      .map((part) => part.textContent?.trim())
      .join(' | '),
  );
}

/** Searches from the navbar; returns the first suggestions shown. */
async function suggestionsFor(page: Page, query: string): Promise<string[]> {
  await searchFromNavbar(page, query);
  return (await page.evaluate(readAnswer)) ?? [];
}

/** Empties the navbar search box and waits until the last answer (suggestions or "No results") has gone. */
async function clearSearch(page: Page): Promise<void> {
  await page.locator('input.navbar__search-input').fill('');
  await pollSuggestions(page, (answer) => answer === null);
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

type Download = {path: string; start: number; end: number; bytes: number};

/**
 * Records every finished request of the page and its workers: when it started and ended (the
 * browser's clock) and its bytes on the wire (filled in once `settled()` resolves). Docusaurus's
 * prefetches of the routes linked on screen are left out: they are the page's, not the search's,
 * and on a busy machine the browser can hold them back until after 'networkidle'.
 */
function trackDownloads(page: Page): Download[] & {settled: () => Promise<void>} {
  const pending: Promise<void>[] = [];
  const downloads = Object.assign([] as Download[], {settled: async () => void (await Promise.all(pending))});
  page.on('requestfinished', (request) => {
    if (isRoutePrefetch(request)) return;
    const timing = request.timing();
    const download = {path: new URL(request.url()).pathname, start: timing.startTime, end: timing.startTime + timing.responseEnd, bytes: 0};
    downloads.push(download);
    // A request still being measured when the test closes its page has no sizes: it was not waited for.
    pending.push(
      request.sizes().then(
        (sizes) => void (download.bytes = sizes.responseHeadersSize + sizes.responseBodySize),
        () => undefined,
      ),
    );
  });
  return downloads;
}

/** Waits (without a deadline of its own; the test's timeout bounds it) until a condition on recorded events holds. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** The files of the latest version's section indexes (two per section: titles and text), not the theme's whole-site index. */
const sectionIndexFiles = () => fs.readdirSync(buildDir).filter((file) => /^search-index-.+\.json$/.test(file));

/**
 * From a page outside the sections the first suggestions come from the first section's titles; the
 * rest follows. For tests about ranking over the whole site: searches once, waits for every
 * section's index files, and clears the box.
 */
async function loadEverySection(page: Page): Promise<void> {
  const downloads = trackDownloads(page);
  await searchFromNavbar(page, 'chain');
  const files = sectionIndexFiles().length;
  await until(() => indexesOf(downloads).length === files);
  await clearSearch(page);
}

type FirstSuggestions = {firstSuggestionAt: number; firstSuggestions: string[]};

// In the page, before its scripts: notes the browser's clock when the first navbar suggestions
// appear, and what they are then ("title | path", as readAnswer reads them; an init script
// cannot call it).
function noteFirstSuggestion() {
  const observer = new MutationObserver(() => {
    const options = Array.from(document.querySelectorAll('[role="listbox"] [role="option"]'));
    if (options.length === 0) return;
    observer.disconnect();
    Object.assign(window, {
      firstSuggestionAt: performance.timeOrigin + performance.now(),
      firstSuggestions: options.map((option) =>
        Array.from(option.querySelectorAll('[class*="hitTitle"], [class*="hitPath"]'))
          .map((part) => part.textContent?.trim())
          .join(' | '),
      ),
    });
  });
  observer.observe(document, {childList: true, subtree: true});
}

const firstSuggestionAt = (page: Page) => page.evaluate(() => (window as unknown as FirstSuggestions).firstSuggestionAt);
const firstSuggestions = (page: Page) => page.evaluate(() => (window as unknown as FirstSuggestions).firstSuggestions);
const indexesOf = (downloads: Download[]) => downloads.filter(({path}) => path.includes('search-index'));

/**
 * Reads the bar's answer (readAnswer) every 100 ms until `done` holds of it, and returns the
 * suggestions last read (the test's timeout bounds the wait): the list grows as other sections'
 * indexes arrive. No deadline of its own: on a busy machine an answer can take seconds.
 */
async function pollSuggestions(page: Page, done: (answer: string[] | null) => boolean): Promise<string[]> {
  for (;;) {
    const answer = await page.evaluate(readAnswer);
    if (done(answer)) return answer ?? [];
    await page.waitForTimeout(100);
  }
}

/** A `done` for pollSuggestions that holds once the bar has answered and the answer has not changed for `ms`. */
function unchangedFor(ms: number): (answer: string[] | null) => boolean {
  let previous: string | undefined;
  let sameSince = Date.now();
  return (answer) => {
    const now = answer?.join('\n');
    if (now !== previous) [previous, sameSince] = [now, Date.now()];
    return answer !== null && Date.now() - sameSince >= ms;
  };
}

/**
 * Waits until the bar has answered and its suggestions stop changing (the same for 200 ms): a
 * second answer for the same query can still redraw the list when an index arrived late.
 */
const settledSuggestions = (page: Page): Promise<string[]> => pollSuggestions(page, unchangedFor(200));

/**
 * Waits (the test's timeout bounds it) until one of the open suggestions, as "title | path",
 * matches; returns them all. A snippet's words never count.
 */
const waitForSuggestion = (page: Page, pattern: RegExp) =>
  pollSuggestions(page, (answer) => !!answer?.some((suggestion) => pattern.test(suggestion)));

/**
 * The first `count` suggestions once one of them satisfies `found`, or once the bar has answered
 * without it (suggestions or "No results") and the answer has not changed for 300 ms: every index
 * is loaded where this is used, so the answer is complete.
 */
async function settledTop(page: Page, count: number, found: (suggestion: string) => boolean): Promise<string[]> {
  const unchanged = unchangedFor(300);
  const done = (answer: string[] | null) => !!answer?.slice(0, count).some(found) || unchanged(answer);
  return (await pollSuggestions(page, done)).slice(0, count);
}

// A page's first suggestions wait for its section's titles, headings and keywords and, when those have
// nothing, every section's: at most what the home page downloads for a word its first section's
// titles lack ("sequencer"), whatever the page. The four pages issue 24 measured, and the cut version.
const phonePages = [
  '/',
  '/interop/tutorials/message-passing',
  '/operators/chain-operators/configuration/batcher',
  '/notices/upgrade-19',
  '/2026.11/operators/chain-operators/configuration/batcher',
];
const firstSuggestionsBudgetBytes = 250 * 1024;

/**
 * Whether a suggestion ("title | path") names the page with this title: its title is the page's
 * (a page hit), or the last step of its path is (a heading or text of that page). The bar cuts a
 * long title or step short with "…" at its end, or at its start when the words matched are near
 * the end: then the page's title must start or end with what it shows.
 */
function namesPage(suggestion: string, title: string): boolean {
  const [hitTitle, hitPath = ''] = suggestion.split(' | ');
  const normalize = (text: string) => text.trim().toLowerCase();
  const names = (shown: string) => {
    const cutAtStart = shown.startsWith('…');
    const cutAtEnd = shown.endsWith('…');
    const kept = normalize(shown.slice(cutAtStart ? 1 : 0, cutAtEnd ? -1 : undefined));
    const whole = normalize(title);
    // Cut at both ends, it may be any snippet of text: not taken as naming the page.
    if (cutAtStart && cutAtEnd) return false;
    if (cutAtStart) return whole.endsWith(kept);
    if (cutAtEnd) return whole.startsWith(kept);
    return kept === whole;
  };
  return names(hitTitle) || names(hitPath.split(' › ').at(-1) ?? '');
}

describe('search', () => {
  it(`queries a reader types find their page in the first three suggestions (${expectations.length} queries)`, async () => {
    const {page, problems} = await site.openPage();
    await openHydrated(page, site.url('/'));
    // Every section's index loaded once, then each query typed in turn, as a reader searches again.
    await loadEverySection(page);
    const misses: string[] = [];
    for (const [query, pageTitle] of expectations) {
      await clearSearch(page);
      await searchFromNavbar(page, query);
      const isAnswer = (suggestion: string) => suggestion.toLowerCase().includes(pageTitle.toLowerCase());
      // Each index is searched as soon as the worker has read it, so the list can still be settling.
      const top3 = await settledTop(page, 3, isAnswer);
      if (!top3.some(isAnswer)) misses.push(`"${query}" wants "${pageTitle}", got: ${top3.join(' ; ')}`);
    }
    expect(misses).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('Enter opens the first suggestion', async () => {
    const {page} = await site.openPage();
    await openHydrated(page, site.url('/'));
    await loadEverySection(page);
    await searchFromNavbar(page, 'Interop message passing tutorial');
    // Each index is searched as soon as the worker has read it: Enter once the tutorial leads the list
    // (on a busy machine the last indexes can still be arriving when the first suggestions show).
    const [first] = await settledTop(page, 1, (suggestion) => suggestion.startsWith('Interop message passing tutorial |'));
    expect(first).toMatch(/^Interop message passing tutorial \|/);
    await page.keyboard.press('Enter');
    // The suggestion may point at a heading of the page: compare the path, not the hash.
    await page.waitForURL((url) => url.pathname === '/interop/tutorials/message-passing');
    await expect(page.locator('article h1').textContent()).resolves.toBe('Interop message passing tutorial');
  });

  it.each([
    ['op-reth', 'Running op-reth'],
    ['op-node', undefined],
    ['kona-node', 'Run kona-node'],
    ['op-batcher', undefined],
    ['op-supernode', 'op-supernode'],
  ])('a hyphenated name, "%s", is searched as the name, not as its parts', async (query, firstTitle) => {
    const {page, problems} = await site.openPage();
    await openHydrated(page, site.url('/'));
    await loadEverySection(page);
    await searchFromNavbar(page, query);
    await settledSuggestions(page);
    // What each of the first five suggestions highlights: the name whole, never "op", "on", "eth" or "node" alone.
    const marked = await page
      .locator('[role="listbox"] [role="option"]')
      .evaluateAll((options) =>
        options.slice(0, 5).map((option) => Array.from(option.querySelectorAll('mark')).map((mark) => mark.textContent?.toLowerCase())),
      );
    expect(marked.flat().filter((text) => text !== query)).toEqual([]);
    expect(marked[0]).toContain(query);
    if (firstTitle) expect((await page.evaluate(readAnswer))![0].split(' | ')[0]).toBe(firstTitle);
    expect(problems).toEqual([]);
  });

  it.each(['/interop/explainer', '/app-developers/get-started'])(
    'from %s, "op-reth" opens with the op-reth page: another section\'s page named so is not buried under this section\'s weaker matches',
    async (route) => {
      const {page, problems} = await site.openPage();
      await openHydrated(page, site.url(route));
      await searchFromNavbar(page, 'op-reth');
      const [first] = await settledTop(page, 1, (suggestion) => suggestion.startsWith('Running op-reth |'));
      expect(first).toMatch(/^Running op-reth \| Operators/);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/operators/node-operators/clients/op-reth');
      expect(problems).toEqual([]);
    },
  );

  it('Tab moves focus on from the search box and leaves the page as it was; the menu closes', async () => {
    const {page, problems} = await site.openPage();
    await openHydrated(page, site.url('/'));
    await searchFromNavbar(page, 'sequencer');
    const input = page.locator('input.navbar__search-input');
    await page.keyboard.press('Tab');
    // Focus is on the next control of the page, not in the box; the page did not change.
    await page.waitForFunction(() => document.activeElement !== document.querySelector('input.navbar__search-input'));
    await expect(input.evaluate((element) => element === document.activeElement)).resolves.toBe(false);
    await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.not.toBe('BODY');
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.locator('[role="listbox"]').first().isVisible()).resolves.toBe(false);
    expect(problems).toEqual([]);
  });

  it('a pasted error message with a * in it finds suggestions, and so does the next query', async () => {
    const {page, problems} = await site.openPage();
    await openHydrated(page, site.url('/'));
    const first = await suggestionsFor(page, 'insufficient funds for gas * price + value');
    expect(first.length).toBeGreaterThan(0);
    await clearSearch(page);
    const next = await suggestionsFor(page, 'faucet');
    expect(next.some((suggestion) => namesPage(suggestion, 'Faucets'))).toBe(true);
    expect(problems).toEqual([]);
  });

  it('finds a glossary term', async () => {
    const {page} = await site.openPage();
    await openHydrated(page, site.url('/connect/resources/glossary'));
    const suggestions = await suggestionsFor(page, 'sequencer');
    expect(suggestions.slice(0, 3).some((suggestion) => /glossary/i.test(suggestion))).toBe(true);
  });

  it('keeps "See all results" reachable when the suggestions fill the window', async () => {
    const {page, problems} = await site.openPage({viewport: {width: 1280, height: 720}});
    await openHydrated(page, site.url('/interop/explainer'));
    await searchFromNavbar(page, 'messenger');
    // Every section's suggestions in: more than the window holds below the navbar.
    await page.waitForFunction(() => document.querySelectorAll('[role="listbox"] [role="option"]').length >= 10);
    const menu = page.locator('[role="listbox"]');
    const {bottom, scrolls} = await menu.evaluate((element) => ({
      bottom: element.getBoundingClientRect().bottom,
      scrolls: element.scrollHeight > element.clientHeight,
    }));
    // The menu ends inside the window and scrolls on its own, so its last link can be scrolled to and clicked.
    expect(bottom).toBeLessThanOrEqual(720);
    expect(scrolls).toBe(true);
    await page.getByRole('link', {name: /See all results/}).click();
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/search');
    expect(problems).toEqual([]);
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
    expect(marked.filter((text) => text.toLowerCase() !== 'sequencer')).toEqual([]);
    // A link in the page leads on without highlights.
    await page.locator('nav.menu a.menu__link[href^="/"]:not(.menu__link--active)').first().click();
    await page.waitForURL((url) => !url.search.includes('_highlight'));
    await page.locator('article h1').waitFor();
    await expect(page.locator('article mark').count()).resolves.toBe(0);
    expect(problems).toEqual([]);
  });

  it("on a section page, the first suggestions wait for that section's titles only; the rest follows, below them", async () => {
    const {page, problems} = await site.openPage({initScript: noteFirstSuggestion});
    const downloads = trackDownloads(page);
    // The other sections' titles arrive a second late, after this section's text (as on a slow or
    // busy link): what the text adds must not take the room the other sections' titles need.
    await page.route(/\/search-index-(?!interop)[a-z-]+(?<!-text)\.json$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await openHydrated(page, site.url('/interop/explainer'));
    await page.waitForLoadState('networkidle');
    await searchFromNavbar(page, 'SuperchainERC20');
    const shownAt = await firstSuggestionAt(page);
    const first = await firstSuggestions(page);
    // Requested before the first suggestions showed: the section's own titles only.
    const requested = () =>
      indexesOf(downloads)
        .filter(({start}) => start <= shownAt)
        .map(({path}) => path);
    expect(requested()).toEqual(['/search-index-interop.json']);
    // Before the other indexes arrive, every suggestion is from Interoperability.
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((suggestion) => suggestion.includes('Interoperability'))).toBe(true);
    // Then, without typing again, another section's page joins the list, below those shown.
    const merged = await waitForSuggestion(page, /^SuperchainERC20 starter kit \| App Devs/);
    expect(merged.slice(0, first.length)).toEqual(first);
    await until(() => indexesOf(downloads).length === sectionIndexFiles().length);
    expect(requested()).toEqual(['/search-index-interop.json']);
    expect(problems).toEqual([]);
  });

  it.each([
    ['/operators/chain-operators/configuration/batcher', 'SuperchainERC20', /SuperchainERC20.* \| Interoperability/],
    ['/interop/explainer', 'op-batcher configuration', /^Batcher configuration \| Operators/],
    ['/app-developers/get-started', 'cannon', /Cannon.* \| OP Stack/],
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
    const suggestions = await waitForSuggestion(
      page,
      new RegExp(`^SuperchainERC20 starter kit \\| ${section === 'App Devs' ? 'Interoperability' : 'App Devs'}`),
    );
    const copies = suggestions.filter((suggestion) => /^SuperchainERC20 starter kit \|/.test(suggestion));
    expect(copies.length).toBe(2);
    expect(copies[0]).toContain(section);
  });

  it('the search page says which sections it searches, offers all of them, and counts every result', async () => {
    const {page, problems} = await site.openPage();
    const count = async (query: string, sectionPath = '') => {
      await openHydrated(page, site.url(`/search?q=${query}${sectionPath ? `&ctx=${sectionPath}` : ''}`));
      await page.locator('article h2 a').first().waitFor();
      const found = page.getByText(/^\d+ documents? found$/);
      await found.waitFor();
      const menu = page.getByRole('combobox', {name: 'Search in section'});
      return {
        said: Number((await found.textContent())!.match(/\d+/)![0]),
        listed: await page.locator('article h2 a').count(),
        shown: await menu.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.textContent),
        offered: await menu.locator('option').allTextContents(),
      };
    };
    const sequencer = await count('sequencer');
    // The menu shows the search it runs, every section, and offers it with each section.
    expect(sequencer.shown).toBe('All sections');
    expect(sequencer.offered).toEqual([
      'All sections',
      'Get started',
      'Superchain',
      'Interoperability',
      'App Devs',
      'Operators',
      'OP Stack',
      'Connect',
      'Notices',
    ]);
    // The count is the results listed, not a cap: more than the 100 the theme stopped at.
    expect(sequencer.said).toBe(sequencer.listed);
    expect(sequencer.said).toBeGreaterThan(100);
    const opReth = await count('op-reth');
    expect(opReth.said).toBe(opReth.listed);
    expect(opReth.said).not.toBe(sequencer.said);
    // One section chosen: the menu shows it, and the results are its own.
    const operators = await count('sequencer', 'operators');
    expect(operators.shown).toBe('Operators');
    expect(operators.said).toBeLessThan(sequencer.said);
    const targets = await page
      .locator('article h2 a')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(targets.filter((href) => href !== '/operators' && !href.startsWith('/operators/'))).toEqual([]);
    console.log(
      `Search page: "sequencer" ${sequencer.said} documents (all sections), ${operators.said} in Operators; "op-reth" ${opReth.said}`,
    );
    expect(problems).toEqual([]);
  });

  it('the search page is a main landmark holding its title, box and results', async () => {
    const {page, problems} = await site.openPage();
    await openHydrated(page, site.url('/search?q=batcher'));
    await page.locator('article h2 a').first().waitFor();
    const main = page.getByRole('main');
    await expect(main.count()).resolves.toBe(1);
    await expect(main.locator('h1').textContent()).resolves.toBe('Search results for "batcher"');
    await expect(main.getByRole('searchbox', {name: 'Search'}).count()).resolves.toBe(1);
    await expect(main.locator('article').count()).resolves.toBeGreaterThan(10);
    expect(problems).toEqual([]);
  });

  it.each([360, 1280])('at %i px, the not-found page opens its suggestions inside the window', async (width) => {
    const {page, problems} = await site.openPage({viewport: {width, height: 800}, ...(width < 400 ? {isMobile: true} : {})});
    await page.goto(site.url('/no-such-page'));
    await page.waitForFunction(isHydrated);
    const input = page.locator('main input.navbar__search-input');
    await input.click();
    await input.fill('sequencer');
    const menu = page.locator('main [role="listbox"]');
    await menu.locator('[role="option"]').first().waitFor();
    // The not-found page itself answers 404, which the browser reports; nothing after that may go wrong.
    const problemsOfThePage = problems.length;
    const box = await menu.evaluate((element) => {
      const {left, right} = element.getBoundingClientRect();
      return {left, right, window: document.documentElement.clientWidth};
    });
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(box.window);
    // Wide enough to read: most of the window on a phone, the theme's 560 px on a desktop.
    expect(box.right - box.left).toBeGreaterThanOrEqual(Math.min(560, width - 40));
    // What is suggested can be opened.
    await menu.locator('[role="option"]').first().click();
    await page.waitForURL((url) => url.pathname !== '/no-such-page');
    expect(problems.slice(problemsOfThePage)).toEqual([]);
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

  it.each(phonePages)(
    'on a phone, %s: at most 250 KB downloaded before the first navbar suggestions, titles first and no text',
    async (route) => {
      const {page, problems} = await site.openPage({viewport: {width: 390, height: 844}, isMobile: true, initScript: noteFirstSuggestion});
      const downloads = trackDownloads(page);
      await openHydrated(page, site.url(route));
      // The page's own late requests (images, diagrams, prefetched routes) are not the search's.
      await waitUntilPageSettled(page);
      const pageLoaded = downloads.length;
      await suggestionsFor(page, 'sequencer');
      const shownAt = await firstSuggestionAt(page);
      await downloads.settled();
      // What the search fetched (script chunks, worker, index) and finished before the first suggestions showed.
      const forSearch = downloads.slice(pageLoaded).filter(({end}) => end <= shownAt);
      const indexes = indexesOf(forSearch);
      const sum = (list: Download[]) => list.reduce((total, {bytes}) => total + bytes, 0);
      console.log(
        `Phone (390x844), ${route}, navbar search "sequencer": ${sum(forSearch)} bytes downloaded for the search before the first suggestions ` +
          `(${forSearch.length} requests), ${sum(indexes)} of them search index; requests: ${forSearch.map(({path, bytes}) => `${path} ${bytes}`).join(', ')}`,
      );
      expect(sum(forSearch)).toBeLessThanOrEqual(firstSuggestionsBudgetBytes);
      // The titles file of the page's own section first (the first section's outside the sections),
      // then, if it has nothing, the other sections' titles: never a file of text, nor the whole-site index.
      const [, version = '', section] = route.match(/^\/(\d{4}\.\d+\/)?([^/]*)/)!;
      const requested = indexesOf(downloads)
        .filter(({start}) => start <= shownAt)
        .map(({path}) => path);
      expect(requested[0]).toBe(`/${version}search-index-${section || 'get-started'}.json`);
      // The home page's is the most any page downloads: every section's titles (see phonePages).
      if (route === '/') expect(requested).toHaveLength(sectionIndexFiles().length / 2);
      expect(
        requested.filter((path) => !path.startsWith(`/${version}search-index-`) || /-text\.json$|\/search-index\.json$/.test(path)),
      ).toEqual([]);
      expect(problems).toEqual([]);
    },
  );

  it('on a slow phone, the first suggestion shown for a query across sections stays first while the other indexes arrive, and a tap opens it', async () => {
    const {page, problems} = await site.openPage({viewport: {width: 390, height: 844}, isMobile: true, initScript: noteFirstSuggestion});
    const downloads = trackDownloads(page);
    const route = '/operators/chain-operators/configuration/batcher';
    await openHydrated(page, site.url(route));
    await throttleLikeSlowPhone(await page.context().newCDPSession(page));
    await searchFromNavbar(page, 'SuperchainERC20');
    const shownAt = await firstSuggestionAt(page);
    const [first] = await firstSuggestions(page);
    // Every other index file arrives while the list is open: the test is about what happens then.
    const files = sectionIndexFiles().length;
    await until(() => indexesOf(downloads).length === files);
    await downloads.settled();
    // At least every file of text arrived after the first suggestions showed.
    const textFiles = indexesOf(downloads).filter(({path}) => path.endsWith('-text.json'));
    expect(textFiles.length).toBe(files / 2);
    expect(textFiles.filter(({end}) => end <= shownAt)).toEqual([]);
    const settled = await settledSuggestions(page);
    expect(settled[0]).toBe(first);
    // What arrived went below it: the interop pages, from another section.
    expect(settled.some((suggestion) => / \| Interoperability/.test(suggestion))).toBe(true);
    await page.locator('[role="listbox"] [role="option"]').first().click();
    await page.waitForURL((url) => url.pathname !== route);
    await page.waitForFunction(() => document.querySelector('article h1')?.textContent !== 'Batcher configuration');
    const heading = (await page.locator('article h1').textContent())?.trim() ?? '';
    // The opened page is the suggestion's: the suggestion is its title, or one of its headings or paragraphs.
    expect(namesPage(first, heading)).toBe(true);
    expect(problems).toEqual([]);
  }, 120_000);

  it('tuning and held-out questions readers ask find their page in the first five suggestions', async () => {
    // Floors, not targets: fewer is a regression. Measured with hyphenated names searched whole and
    // close titles ranked above the current section's weaker matches: tuning 56 of 58, held-out 45 of 48
    // (before them 56 and 44; before the 2026 operator pages 51 of 54 and 45; earlier 49 and 41-42).
    // Issue 24's bar for the held-out set: 90 %. No ranking rule was added for the held-out
    // questions, and the keywords were written from the pages alone by writers who saw no question
    // (README, "How a writer adds a page").
    const sets = [
      {name: 'tuning', asked: questions, required: 50},
      {name: 'held-out', asked: heldOutQuestions, required: Math.ceil(0.9 * heldOutQuestions.length)},
    ];
    // Both sets at once, each in its own tab: a question mostly waits on the worker and the list settling.
    const results = await Promise.all(
      sets.map(async ({name, asked, required}) => {
        expect(asked.length).toBeGreaterThanOrEqual(40);
        expect(new Set(asked.map(([section]) => section)).size).toBe(8);
        const {page, problems} = await site.openPage();
        await openHydrated(page, site.url('/'));
        // Every section's index loaded first, so each question is asked of the whole site.
        await loadEverySection(page);
        const input = page.locator('input.navbar__search-input');
        const misses: string[] = [];
        for (const [section, question, answeredBy] of asked) {
          await clearSearch(page);
          // Typed without waiting for a suggestion: a question may find none.
          await input.fill(question);
          const answers = (suggestion: string) => answeredBy.some((title) => namesPage(suggestion, title));
          const top5 = await settledTop(page, 5, answers);
          if (!top5.some(answers)) misses.push(`[${section}] "${question}" (wants ${answeredBy.join(' or ')}) got: ${top5.join(' ; ')}`);
        }
        const hits = asked.length - misses.length;
        console.log(
          `${name} questions: ${hits}/${asked.length} (${Math.round((100 * hits) / asked.length)} %) with the answer in the first five navbar suggestions\n${misses.join('\n')}`,
        );
        return {name, hits, required, problems};
      }),
    );
    expect(results.map(({name, hits, required}) => `${name}: ${hits >= required ? 'at least' : 'below'} ${required}`)).toEqual(
      sets.map(({name, required}) => `${name}: at least ${required}`),
    );
    expect(results.flatMap(({problems}) => problems)).toEqual([]);
  }, 180_000);

  it(
    "a page's exact title, searched from the home page, opens that page first",
    async () => {
      const pages = await readDocPages();
      // A few routes share a title on purpose (the interop tutorials are listed under two sections):
      // any page with the searched title is the right answer.
      const routesByTitle = new Map<string, string[]>();
      for (const {route, frontMatter} of pages)
        routesByTitle.set(frontMatter.title, [...(routesByTitle.get(frontMatter.title) ?? []), route]);
      const wrong: string[] = [];
      // Three readers at once, a third of the titles each: a search mostly waits on its worker and
      // its list settling, and each opened page on its loading.
      const tabs = 3;
      await Promise.all(
        Array.from({length: tabs}, async (_, tab) => {
          const {page, problems} = await site.openPage();
          await openHydrated(page, site.url('/'));
          // Every section's index loaded first, so each title is searched over the whole site.
          await loadEverySection(page);
          for (const [title, expected] of [...routesByTitle].filter((_entry, index) => index % tabs === tab)) {
            // The previous suggestions gone first, so Enter cannot pick a stale one.
            await clearSearch(page);
            await searchFromNavbar(page, title);
            // Enter on the list the reader sees once every section's results are in; that the first
            // results wait for no other section is tested above.
            await settledSuggestions(page);
            await page.keyboard.press('Enter');
            await page.waitForURL((url) => url.pathname !== '/');
            const opened = new URL(page.url()).pathname;
            if (!expected.includes(opened)) wrong.push(`"${title}" opened ${opened}, expected ${expected.join(' or ')}`);
            await page.goBack();
            await page.waitForURL((url) => url.pathname === '/');
          }
          expect(problems).toEqual([]);
        }),
      );
      expect(wrong).toEqual([]);
      expect(routesByTitle.size).toBeGreaterThan(200);
    },
    300_000 /* about 240 searches and pages opened, a third in each tab */,
  );
});

describe('search with JavaScript off', () => {
  it.each([
    ['a desktop', {width: 1280, height: 800}],
    ['a phone', {width: 390, height: 844}],
  ])('on %s, the navbar search opens the search page with the query, which says searching needs JavaScript', async (_name, viewport) => {
    const {page} = await site.openPage({javaScriptEnabled: false, viewport, ...(viewport.width < 400 ? {isMobile: true} : {})});
    await page.goto(site.url('/interop/explainer'));
    // The theme's box, which answers only from its script, is not on screen; the form's box is.
    const visibleBoxes = page.locator('.navbar input:visible');
    await expect(visibleBoxes.count()).resolves.toBe(1);
    await expect(visibleBoxes.getAttribute('name')).resolves.toBe('q');
    await visibleBoxes.click();
    await visibleBoxes.fill('op-reth');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/search' && url.searchParams.get('q') === 'op-reth');
    const main = page.getByRole('main');
    await expect(main.getByText(/Searching needs JavaScript/).isVisible()).resolves.toBe(true);
    // The page's own box and section menu, which cannot answer without a script, are not shown; the sections are.
    await expect(main.locator('input:visible, select:visible').count()).resolves.toBe(0);
    await expect(main.getByRole('link', {name: 'Operators'}).isVisible()).resolves.toBe(true);
  });

  it('the not-found page offers the same form', async () => {
    const {page} = await site.openPage({javaScriptEnabled: false});
    await page.goto(site.url('/no-such-page'));
    const box = page.locator('main input:visible');
    await expect(box.count()).resolves.toBe(1);
    await box.fill('sequencer');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'sequencer');
    await expect(page.getByText(/Searching needs JavaScript/).isVisible()).resolves.toBe(true);
  });
});
