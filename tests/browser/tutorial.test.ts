import type {Page} from 'playwright-core';
import {useServedSite} from '../support/site';
import {openHydrated} from '../support/browser';

const site = useServedSite();
const tutorial = '/interop/tutorials/message-passing';

/** Which tab each tab group on the page shows. */
const selectedTabs = (page: Page) =>
  page
    .locator('[role="tablist"]')
    .evaluateAll((groups) => groups.map((group) => group.querySelector('[role="tab"][aria-selected="true"]')?.textContent));

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

  it('names, for each tab, the panel it shows, and the panel names its tab (what a screen reader announces)', async () => {
    const {page} = await site.openPage();
    await openHydrated(page, site.url(tutorial));
    await page.getByRole('tab', {name: 'Devnets'}).first().click();
    const tabs = await page.locator('[role="tab"]').evaluateAll((elements) =>
      elements.map((tab) => {
        const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
        return {
          tab: tab.textContent,
          panelRole: panel?.getAttribute('role'),
          panelNamesTab: panel?.getAttribute('aria-labelledby') === tab.id,
          // The selected tab's panel is the one shown; the others are hidden.
          shownWhenSelected: tab.getAttribute('aria-selected') === String(panel !== null && !panel.hidden),
        };
      }),
    );
    expect(tabs.length).toBeGreaterThan(3);
    expect(
      tabs.filter(({panelRole, panelNamesTab, shownWhenSelected}) => panelRole !== 'tabpanel' || !panelNamesTab || !shownWhenSelected),
    ).toEqual([]);
    // The accessible name of the shown panel is its tab's label.
    await expect(page.getByRole('tabpanel', {name: 'Devnets'}).first().isVisible()).resolves.toBe(true);
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
