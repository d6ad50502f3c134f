import fs from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {useServedSite} from '../support/site';
import {openHydrated} from '../support/browser';
import {siteDir} from '../support/paths';

const site = useServedSite();
const [cutVersion] = JSON.parse(fs.readFileSync(path.join(siteDir, 'versions.json'), 'utf8')) as string[];


describe('docs versions', () => {
  it('switches between versions of the same page from the navbar dropdown', async () => {
    const {page, problems} = await site.openPage();
    await openHydrated(page, site.url('/interop/explainer'));
    await expect(page.locator('.theme-doc-version-banner').count()).resolves.toBe(0);

    await page.locator('.navbar__item.dropdown').filter({hasText: 'Latest'}).hover();
    await page.getByRole('link', {name: cutVersion, exact: true}).click();
    await page.waitForURL(`**/${cutVersion}/interop/explainer`);
    await expect(page.locator('.theme-doc-version-banner').isVisible()).resolves.toBe(true);
    await expect(page.locator('article h1').textContent()).resolves.toContain('interop');

    await page.locator('.navbar__item.dropdown').filter({hasText: cutVersion}).hover();
    await page.getByRole('link', {name: 'Latest', exact: true}).click();
    await page.waitForURL((url) => url.pathname === '/interop/explainer');
    expect(problems).toEqual([]);
  });
});
