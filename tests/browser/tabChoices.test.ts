import {openHydrated} from '../support/browser';
import {useServedSite} from '../support/site';
import type {Page} from 'playwright-core';

// Tabs that offer the same choice share its group and address key (src/features/tabs/choices.ts):
// the reader's pick follows them from page to page, and a link carries it.
const site = useServedSite();
const selected = (page: Page) => page.locator('[role="tab"][aria-selected="true"]').allTextContents();

describe('tab choices', () => {
  it('keeps a pick on the next page that offers the same choice, and puts it in the address', async () => {
    const {page, problems} = await site.openPage();
    await openHydrated(page, site.url('/operators/chain-operators/deploy/spin-batcher'));
    await page.getByRole('tab', {name: 'Source'}).first().click();
    await page.waitForURL((url) => url.searchParams.get('install') === 'source');

    await openHydrated(page, site.url('/operators/chain-operators/deploy/proposer-setup-guide'));
    const picks = await selected(page);
    expect(picks.length).toBeGreaterThan(0);
    expect(new Set(picks)).toEqual(new Set(['Source']));
    expect(problems).toEqual([]);
  });

  it('follows the execution client a node operator picks from one page to another', async () => {
    const {page, problems} = await site.openPage();
    const precompiles = site.url('/operators/chain-operators/tutorials/adding-precompiles');
    const metrics = site.url('/operators/node-operators/management/metrics');
    const pick = async (label: string) => {
      await openHydrated(page, precompiles);
      await page.getByRole('tab', {name: label}).first().click();
      await openHydrated(page, metrics);
      return selected(page);
    };
    // op-reth is each page's default, so the pick is first moved away from it.
    await expect(pick('op-geth (end of support)')).resolves.toEqual(['op-geth (end of support)']);
    await expect(pick('op-reth')).resolves.toEqual(['op-reth']);
    await expect(page.getByRole('tabpanel').first().textContent()).resolves.toContain('--metrics=127.0.0.1:9001');
    expect(problems).toEqual([]);
  });

  it('opens a link with the pick in its address on that pick, in a browser that never chose', async () => {
    const {page, problems} = await site.openPage();
    await openHydrated(page, site.url('/interop/tutorials/verify-messages?network=devnets'));
    const picks = await selected(page);
    expect(picks.length).toBeGreaterThan(0);
    expect(new Set(picks)).toEqual(new Set(['Devnets']));
    expect(problems).toEqual([]);
  });

  it('shows every panel with its label without JavaScript', async () => {
    const {page} = await site.openPage({javaScriptEnabled: false});
    await page.goto(site.url('/operators/chain-operators/deploy/proposer-setup-guide?install=source'));
    const panels = page.locator('[role="tabpanel"]');
    await expect(panels.count()).resolves.toBeGreaterThan(1);
    await expect(panels.evaluateAll((all) => all.filter((panel) => (panel as HTMLElement).offsetParent === null).length)).resolves.toBe(0);
  });
});
