import type {Page} from 'playwright-core';
import {openHydrated} from '../support/browser';
import {useServedSite} from '../support/site';

// The smaller things a reader's eye caught (issue 48): each as the reader sees it in Chromium.
const site = useServedSite();
const phone = {width: 360, height: 780};
const desktop = {width: 1280, height: 800};

describe('glossary terms', () => {
  it('are underlined with dots, unlike the links around them, also under the pointer', async () => {
    const {page} = await site.openPage();
    await openHydrated(page, site.url('/app-developers/bridging/basics'));
    const term = page.locator('article a.glossary-term').first();
    const underline = (locator: typeof term) =>
      locator.evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.textDecorationLine} ${style.textDecorationStyle}`;
      });
    await expect(underline(term)).resolves.toBe('underline dotted');
    await expect(underline(page.locator('article p a:not(.glossary-term)').first())).resolves.toBe('underline solid');
    await term.hover();
    await expect(underline(term)).resolves.toBe('underline dotted');
  });
});

describe('section cards', () => {
  it.each([phone, desktop])('show every notice title whole at %o', async (viewport) => {
    const {page} = await site.openPage({viewport});
    await openHydrated(page, site.url('/notices'));
    const titles = await page
      .locator('.section-cards .theme-doc-card-title')
      .evaluateAll((elements) => elements.map((element) => ({text: element.textContent, cut: element.scrollWidth > element.clientWidth})));
    expect(titles.some(({text}) => text?.startsWith('Upgrade 19'))).toBe(true);
    expect(titles.filter(({cut}) => cut)).toEqual([]);
  });
});

describe('the networks table', () => {
  it.each([phone, desktop])('keeps each hex chain id on one line at %o', async (viewport) => {
    const {page} = await site.openPage({viewport});
    await openHydrated(page, site.url('/superchain/networks'));
    const table = page.locator('[data-filter-table="networks"] table').first();
    await table.scrollIntoViewIfNeeded();
    const broken = await table
      .locator('tbody td:nth-child(3) code')
      .evaluateAll((codes) => codes.filter((code) => code.getClientRects().length > 1).map((code) => code.textContent));
    expect(broken).toEqual([]);
  });
});

describe('the fee calculator', () => {
  it('says a wrong percentage in percent and marks its field invalid, described by the error', async () => {
    const {page} = await site.openPage();
    await openHydrated(page, site.url('/operators/chain-operators/tools/fee-calculator'));
    const fill = page.getByLabel('Average fill (%)');
    await expect(fill.getAttribute('aria-invalid')).resolves.toBeNull();
    await fill.fill('150');
    const error = page.getByRole('alert').getByText('Average fill must be above 0 and at most 100 percent.');
    await error.waitFor();
    await expect(fill.getAttribute('aria-invalid')).resolves.toBe('true');
    const description = await fill.evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' '),
    );
    expect(description).toContain('Average fill must be above 0 and at most 100 percent.');
    await expect(page.getByLabel('Transactions per day').getAttribute('aria-invalid')).resolves.toBeNull();
    await fill.fill('50');
    await expect(fill.getAttribute('aria-invalid')).resolves.toBeNull();
  });
});

/** How far the lowest "Open in …" link's box ends above the page title. */
const spaceAboveTitle = (page: Page) =>
  page.evaluate(() => {
    const links = Array.from(document.querySelectorAll('article a')).filter((link) => link.textContent?.startsWith('Open in '));
    const title = document.querySelector('article h1')!.getBoundingClientRect();
    return title.top - Math.max(...links.map((link) => link.getBoundingClientRect().bottom));
  });

describe('the page actions above the title', () => {
  it.each([{width: 320, height: 700}, phone, desktop])('stand clear of the title at %o', async (viewport) => {
    const {page} = await site.openPage({viewport});
    await openHydrated(page, site.url('/interop/explainer'));
    // At least half a line of space (the badges beside them keep 16 px).
    expect(await spaceAboveTitle(page)).toBeGreaterThanOrEqual(8);
  });
});

describe('the home page', () => {
  it('has one banner landmark, and its title in the main content', async () => {
    const {page} = await site.openPage();
    await openHydrated(page, site.url('/'));
    await expect(page.getByRole('banner').count()).resolves.toBe(1);
    await expect(page.getByRole('main').getByRole('heading', {level: 1}).count()).resolves.toBe(1);
  });
});
