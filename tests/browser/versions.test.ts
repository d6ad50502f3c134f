import fs from 'node:fs';
import path from 'node:path';
import {useServedSite} from '../support/site';
import {openHydrated, searchFromNavbar} from '../support/browser';
import {buildDir, siteDir} from '../support/paths';
import {sections} from '../../src/features/navigation/sections';

const site = useServedSite();
// The newest cut version (src/features/versions/data/versions.json). It is archived: its own build,
// unpacked under /<name>/ by the site's build, with its own bundle and search.
const {versions} = JSON.parse(fs.readFileSync(path.join(siteDir, 'src/features/versions/data/versions.json'), 'utf8')) as {
  versions: {name: string; cut: string; archived: boolean}[];
};
const cutVersion = versions[0].name;
// A page of the archive that the latest docs no longer have, if there is one: its build has the
// page, the site's build does not.
const pageGoneFromLatest = fs
  .readdirSync(path.join(buildDir, cutVersion), {recursive: true})
  .map(String)
  .filter((file) => file.endsWith('.html') && !/^(assets|search|404|500)/.test(file) && file !== 'index.html')
  .map((file) => `/${file.replace(/\.html$/, '')}`)
  .find((route) => !fs.existsSync(path.join(buildDir, `${route}.html`)) && !fs.existsSync(path.join(buildDir, route, 'index.html')));

describe('docs versions', () => {
  it('is archived, so no page carries its routes; its own pages say so and lead back to the latest docs', async () => {
    expect(versions[0].archived).toBe(true);
    const {page, problems} = await site.openPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await openHydrated(page, site.url('/interop/explainer'));
    // The latest docs' scripts never name the archived version's pages.
    for (const script of scripts) {
      const response = await page.request.get(site.url(script));
      expect(await response.text()).not.toContain(`/${cutVersion}/interop/explainer`);
    }

    await openHydrated(page, site.url(`/${cutVersion}/interop/explainer`));
    await expect(page.locator('article h1').textContent()).resolves.toContain('interop');
    const bar = page.locator('.theme-announcement-bar');
    await expect(bar.textContent()).resolves.toContain(`Archived docs: version ${cutVersion}, cut on ${versions[0].cut}`);
    // Its links leave the archive's base URL for the site it is served beside.
    await bar.getByRole('link', {name: 'see every version'}).click();
    await page.waitForURL((url) => url.pathname === '/versions');
    await page.goBack();
    // Its version menu, where the site has the version dropdown, leads there too.
    await page.locator('.navbar__item.dropdown > .navbar__link').filter({hasText: cutVersion}).click();
    const items = page.locator('.navbar__item.dropdown .dropdown__menu a');
    await expect(items.allTextContents()).resolves.toEqual(['Latest', 'All versions']);
    await items.last().click();
    await page.waitForURL((url) => url.pathname === '/versions');
    expect(problems).toEqual([]);
  });

  it("opens the page being read in the latest docs from an archived page's bar and version menu", async () => {
    const {page, problems} = await site.openPage();
    await openHydrated(page, site.url(`/${cutVersion}/interop/explainer`));
    const latestLink = page.locator('.theme-announcement-bar').getByRole('link', {name: 'Read the latest docs'});
    await expect(latestLink.getAttribute('href')).resolves.toBe('/interop/explainer');
    await page.locator('.navbar__item.dropdown > .navbar__link').filter({hasText: cutVersion}).click();
    await page.locator('.navbar__item.dropdown .dropdown__menu a').filter({hasText: 'Latest'}).click();
    await page.waitForURL((url) => url.pathname === '/interop/explainer');
    await expect(page.locator('article h1').textContent()).resolves.toContain('interop');
    // The latest docs' own page, with their version dropdown.
    await expect(page.locator('.navbar__item.dropdown > .navbar__link').first().textContent()).resolves.toBe('Latest');

    // The archive's home page, and a page the latest docs no longer have, lead to the latest home page.
    for (const route of [`/${cutVersion}/`, ...(pageGoneFromLatest ? [pageGoneFromLatest] : [])]) {
      await openHydrated(page, site.url(route));
      await expect(latestLink.getAttribute('href')).resolves.toBe('/');
    }
    expect(problems).toEqual([]);
  });

  it("has the archived version's menu in the phone menu, leading to the same page in the latest docs", async () => {
    const {page, problems} = await site.openPage({viewport: {width: 390, height: 844}, isMobile: true});
    await openHydrated(page, site.url(`/${cutVersion}/interop/explainer`));
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    // A doc page's phone menu opens on the section's pages; the site's items are one step back.
    await page
      .locator('.navbar-sidebar')
      .getByRole('button', {name: /Back to main menu/})
      .click();
    const version = page.locator('.navbar-sidebar .menu__link--sublist').filter({hasText: `${cutVersion} (archived)`});
    await version.click();
    const latest = page.locator('.navbar-sidebar .menu__list-item a').filter({hasText: /^Latest$/});
    await expect(latest.getAttribute('href')).resolves.toBe('/interop/explainer');
    await expect(page.locator('.navbar-sidebar .menu__list-item a').filter({hasText: 'All versions'}).getAttribute('href')).resolves.toBe(
      '/versions',
    );
    await latest.click();
    await page.waitForURL((url) => url.pathname === '/interop/explainer');
    expect(problems).toEqual([]);
  });

  it('searches the section of the version the reader is on', async () => {
    const {page, problems} = await site.openPage();
    const indexes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('search-index')) indexes.push(new URL(request.url()).pathname);
    });
    await openHydrated(page, site.url(`/${cutVersion}/interop/explainer`));
    await searchFromNavbar(page, 'messenger');
    // This version's interop index comes first; then this version's other sections (never the latest's).
    expect(indexes[0]).toBe(`/${cutVersion}/search-index-interop.json`);
    while (indexes.length < 8) await page.waitForEvent('request');
    expect(indexes.every((index) => index.startsWith(`/${cutVersion}/search-index-`))).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith(`/${cutVersion}/`));
    expect(problems).toEqual([]);
  });

  it("opens all results of the version's section on the search page, and the URL survives a reload", async () => {
    // An archived version is its own frozen build, whose suggestions menu grows past a 720 px window
    // (the current site's scrolls: tests/browser/search.test.ts): a taller window shows all of it.
    const {page, problems} = await site.openPage({viewport: {width: 1280, height: 1600}});
    await openHydrated(page, site.url(`/${cutVersion}/interop/explainer`));
    await searchFromNavbar(page, 'messenger');
    // Every section's suggestions in first (twelve for this word), so the link no longer moves.
    await page.waitForFunction(() => document.querySelectorAll('[role="listbox"] [role="option"]').length >= 10);
    await page.getByRole('link', {name: /See all results within/}).click();
    // The archive's own search page.
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === `/${cutVersion}/search`);
    // The address changes before the search page replaces the explainer, whose article links to the
    // specs' interop pages: only a result's title link counts.
    const results = page.locator('article > h2 > a[href*="/interop/"]');
    await results.first().waitFor();
    const hrefs = await results.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const href of hrefs) expect(href).toMatch(new RegExp(`^/${cutVersion}/interop/`));
    // A reader may bookmark or reload the results page.
    const response = await page.reload();
    expect(response?.status()).toBe(200);
    await results.first().waitFor();
    expect(problems).toEqual([]);
  });

  it('lists every version on /versions, which the version dropdown links to last', async () => {
    const {page, problems} = await site.openPage();
    await openHydrated(page, site.url('/interop/explainer'));
    await page.locator('.navbar__item.dropdown > .navbar__link').filter({hasText: 'Latest'}).click();
    const items = page.locator('.navbar__item.dropdown .dropdown__menu a');
    await expect(items.last().textContent()).resolves.toBe('All versions');
    await items.last().click();
    await page.waitForURL((url) => url.pathname === '/versions');
    // The address changes at once; the previous page stays until the new one's chunks have loaded.
    await page.getByRole('heading', {level: 1, name: 'Docs versions', exact: true}).waitFor();

    // One row for the latest docs, then one per version of the versions data, newest first.
    const rows = page.locator('main table tbody tr');
    await expect(rows.locator('th').allTextContents()).resolves.toEqual(['Latest', ...versions.map(({name}) => name)]);
    for (const [index, {name, cut}] of versions.entries()) {
      const row = rows.nth(index + 1);
      await expect(row.locator('time').getAttribute('datetime')).resolves.toBe(cut);
      // Each link opens that version's docs and the notice of the upgrade it documents.
      for (const link of await row.locator('a').evaluateAll((links) => links.map((anchor) => anchor.getAttribute('href')))) {
        expect(link).toMatch(new RegExp(`^/${name}/`));
        const response = await page.request.get(site.url(link!));
        expect(response.status()).toBe(200);
      }
    }
    // The latest docs' row links to the notice of the newest upgrade.
    const notice = await rows.first().locator('td a').getAttribute('href');
    expect(notice).toMatch(/^\/notices\//);
    await rows.first().locator('td a').click();
    await page.waitForURL((url) => url.pathname === notice);
    await page.locator('article h1').waitFor();
    expect(problems).toEqual([]);
  });

  it("keeps the reader's preferred docs version: a stored version the site lacks is forgotten, a chosen one is kept", async () => {
    const {page, problems} = await site.openPage();
    await openHydrated(page, site.url('/interop/explainer'));
    // Docusaurus's storage key, with the site's storage namespace after it.
    const preferred = () =>
      page.evaluate(() => {
        const key = Object.keys(localStorage).find((name) => name.startsWith('docs-preferred-version-default'));
        return key === undefined ? null : localStorage.getItem(key);
      });
    await page.locator('.navbar__item.dropdown > .navbar__link').filter({hasText: 'Latest'}).click();
    await page.locator('.navbar__item.dropdown .dropdown__menu a').filter({hasText: 'Latest'}).click();
    await expect(preferred()).resolves.toBe('current');

    // Kept across pages while the site has the version (the page reads storage as it hydrates).
    await openHydrated(page, site.url('/operators'));
    await expect(preferred()).resolves.toBe('current');

    // A version the site no longer has (an old cut, since archived) is removed once the page is live.
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('docs-preferred-version-default'))!;
      localStorage.setItem(key, '2020.01');
    });
    await openHydrated(page, site.url('/interop/explainer'));
    await page.waitForFunction(() => !Object.keys(localStorage).some((name) => name.startsWith('docs-preferred-version-default')));
    await expect(page.locator('.navbar__item.dropdown > .navbar__link').textContent()).resolves.toBe('Latest');
    expect(problems).toEqual([]);
  });

  it.each([
    ['/operators/chain-operators/tools/fee-calculator', ''],
    [`/${cutVersion}/operators/chain-operators/tools/fee-calculator`, `/${cutVersion}`],
  ])('on %s, the navbar links to the sections of that version and marks Operators', async (route, versionPath) => {
    const {page, problems} = await site.openPage();
    await openHydrated(page, site.url(route));
    const sectionLinks = page.locator('.theme-layout-navbar-left > a.navbar__link');
    const hrefs = await sectionLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(sections.map(({route: sectionRoute}) => `${versionPath}${sectionRoute}`));
    await expect(page.locator('.theme-layout-navbar-left > a.navbar__link--active').allTextContents()).resolves.toEqual(['Operators']);
    expect(problems).toEqual([]);
  });
});
