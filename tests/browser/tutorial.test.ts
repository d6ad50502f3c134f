import type {Page} from 'playwright-core';
import {useServedSite} from '../support/site';
import {openHydrated} from '../support/browser';

const site = useServedSite();
const tutorial = '/interop/tutorials/message-passing';

/** Which tab each tab group on the page shows. */
const selectedTabs = (page: Page) =>
  page.locator('[role="tablist"]').evaluateAll((groups) =>
    groups.map((group) => group.querySelector('[role="tab"][aria-selected="true"]')?.textContent),
  );

describe('the message passing tutorial in a browser', () => {
  it('switches every tab group together', async () => {
    const {page, problems} = await site.openPage();
    await openHydrated(page, site.url(tutorial));
    await expect(selectedTabs(page)).resolves.toEqual(['Supersim', 'Supersim']);
    await page.getByRole('tab', {name: 'Devnets'}).first().click();
    await expect(selectedTabs(page)).resolves.toEqual(['Devnets', 'Devnets']);
    await expect(page.getByText('https://interop-alpha-1.optimism.io').isVisible()).resolves.toBe(true);
    expect(problems).toEqual([]);
  });

  it('lets a link choose the tab', async () => {
    const {page} = await site.openPage();
    await openHydrated(page, site.url(`${tutorial}?network=devnets`));
    await expect(selectedTabs(page)).resolves.toEqual(['Devnets', 'Devnets']);
  });

  it('opens the collapsible blocks', async () => {
    const {page} = await site.openPage();
    await openHydrated(page, site.url(tutorial));
    const about = page.locator('details', {has: page.locator('summary', {hasText: 'About this tutorial'})});
    await expect(about.getByText('Node.js 18 or higher').isVisible()).resolves.toBe(false);
    await about.locator('summary').click();
    await expect(about.getByText('Node.js 18 or higher').isVisible()).resolves.toBe(true);
  });
});
