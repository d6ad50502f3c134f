import fs from 'node:fs';
import type {Page} from 'playwright-core';
import {useServedSite} from '../support/site';
import {isHydrated, openHydrated} from '../support/browser';

const site = useServedSite();

const banner = (page: Page) => page.locator('.theme-announcement-bar');
const bannerClose = (page: Page) => banner(page).getByRole('button', {name: 'Close'});
const interopNotice = (page: Page) => page.getByRole('complementary', {name: 'Interop status'});
const interopClose = (page: Page) => page.getByRole('button', {name: 'Dismiss the interop status notice'});
const betaNotice = (page: Page) => page.locator('.beta-notice');

/** Presses Tab until `target` has focus, as a keyboard user would; fails if it is never reached. */
async function tabTo(page: Page, isTarget: () => boolean) {
  for (let presses = 0; presses < 150; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(isTarget)) return;
  }
  throw new Error('The control was never reached with the Tab key');
}

/**
 * Loads a page with its scripts held back, to see what a reader sees before React runs:
 * the server-rendered HTML with the site's styles applied.
 */
async function beforeHydration(page: Page, url: string, selector: string, check: () => Promise<void>) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(url, {waitUntil: 'commit'});
  await page.waitForSelector(selector, {state: 'attached'});
  await page.waitForFunction(() => Array.from(document.styleSheets).some((sheet) => sheet.href?.includes('/assets/css/')));
  expect(await page.evaluate(isHydrated)).toBe(false);
  await check();
  release();
  await page.waitForFunction(isHydrated);
  await page.unroute('**/assets/js/**');
}

const bannerPages = ['/', '/interop/explainer', '/operators/chain-operators/architecture', '/notices'];
const interopPages = [
  '/interop',
  '/interop/explainer',
  '/interop/tutorials/message-passing',
  '/interop/tutorials/message-passing/manual-relay',
  '/app-developers/interop',
  '/app-developers/tutorials/interop/contract-calls',
];
const nonInteropPages = ['/operators/chain-operators/architecture', '/stack/rollup/overview', '/app-developers/bridging/basics'];
const altDaPages = ['/operators/chain-operators/features/alt-da-mode', '/stack/beta-features/alt-da-mode'];

describe('site banner', () => {
  it.each(bannerPages)('shows on a first visit to %s', async (route) => {
    const {page, problems} = await site.openPage();
    await openHydrated(page, site.url(route));
    await expect(banner(page).isVisible()).resolves.toBe(true);
    await expect(banner(page).getByRole('link', {name: 'notices'}).getAttribute('href')).resolves.toBe('/notices');
    expect(problems).toEqual([]);
  });

  it('stays closed after a reload and on other pages once closed', async () => {
    const {page, problems} = await site.openPage();
    await openHydrated(page, site.url('/'));
    await bannerClose(page).click();
    await expect(banner(page).isVisible()).resolves.toBe(false);

    await openHydrated(page, site.url('/'));
    await expect(banner(page).isVisible()).resolves.toBe(false);

    // Client-side navigation, then a fresh load of another page.
    await page.getByRole('link', {name: 'Interoperability', exact: true}).first().click();
    await page.waitForURL('**/interop');
    await expect(banner(page).isVisible()).resolves.toBe(false);
    await openHydrated(page, site.url('/stack/fact-sheet'));
    await expect(banner(page).isVisible()).resolves.toBe(false);
    expect(problems).toEqual([]);
  });

  it('never flashes for a reader who closed it', async () => {
    const {page} = await site.openPage();
    await openHydrated(page, site.url('/'));
    await bannerClose(page).click();
    await beforeHydration(page, site.url('/stack/fact-sheet'), '.theme-announcement-bar', async () => {
      await expect(banner(page).isVisible()).resolves.toBe(false);
    });
    await expect(banner(page).isVisible()).resolves.toBe(false);
  });

  it('shows again when the banner id changes', async () => {
    const {page} = await site.openPage();
    await openHydrated(page, site.url('/'));
    await bannerClose(page).click();
    // What a reader's storage holds after dismissing an earlier banner: the old id, dismissed.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) {
        if (key.startsWith('docusaurus.announcement.id')) localStorage.setItem(key, 'an-earlier-banner');
      }
    });
    await openHydrated(page, site.url('/'));
    await expect(banner(page).isVisible()).resolves.toBe(true);
  });

  it('closes from the keyboard', async () => {
    const {page} = await site.openPage();
    await openHydrated(page, site.url('/'));
    await tabTo(page, () => document.activeElement?.getAttribute('aria-label') === 'Close');
    await page.keyboard.press('Enter');
    await expect(banner(page).isVisible()).resolves.toBe(false);
  });
});

describe('interop notice', () => {
  it.each(interopPages)('stands at the top of %s', async (route) => {
    const {page, problems} = await site.openPage();
    await openHydrated(page, site.url(route));
    await expect(interopNotice(page).isVisible()).resolves.toBe(true);
    await expect(interopNotice(page).textContent()).resolves.toContain('not ready for production');
    // Above the page's title.
    const noticeTop = (await interopNotice(page).boundingBox())!.y;
    const titleTop = (await page.locator('article h1').first().boundingBox())!.y;
    expect(noticeTop).toBeLessThan(titleTop);
    expect(problems).toEqual([]);
  });

  it.each(nonInteropPages)('is absent from %s', async (route) => {
    const {page} = await site.openPage();
    await openHydrated(page, site.url(route));
    await expect(interopNotice(page).count()).resolves.toBe(0);
  });

  it('stays dismissed on every interop page and on later visits', async () => {
    const {page, problems} = await site.openPage();
    await openHydrated(page, site.url('/interop/explainer'));
    await interopClose(page).click();
    await expect(interopNotice(page).count()).resolves.toBe(0);
    for (const route of interopPages) {
      await openHydrated(page, site.url(route));
      await expect(interopNotice(page).count()).resolves.toBe(0);
    }
    expect(problems).toEqual([]);
  });

  it('never flashes for a reader who dismissed it', async () => {
    const {page} = await site.openPage();
    await openHydrated(page, site.url('/interop/explainer'));
    await interopClose(page).click();
    await beforeHydration(page, site.url('/interop/predeploy'), '.interop-notice', async () => {
      await expect(page.locator('.interop-notice').count()).resolves.toBe(1); // server-rendered...
      await expect(page.locator('.interop-notice').isVisible()).resolves.toBe(false); // ...but hidden
    });
    await expect(interopNotice(page).count()).resolves.toBe(0);
  });

  it('shows again when the notice id changes', async () => {
    const {page} = await site.openPage({
      initScript: () => localStorage.setItem('superchain-docs.interop-notice.dismissed', 'an-earlier-notice'),
    });
    await openHydrated(page, site.url('/interop/explainer'));
    await expect(interopNotice(page).isVisible()).resolves.toBe(true);
  });

  it('is dismissed from the keyboard', async () => {
    const {page} = await site.openPage();
    await openHydrated(page, site.url('/interop/explainer'));
    await tabTo(page, () => document.activeElement?.getAttribute('aria-label') === 'Dismiss the interop status notice');
    await page.keyboard.press('Enter');
    await expect(interopNotice(page).count()).resolves.toBe(0);
    await openHydrated(page, site.url('/interop/reorg'));
    await expect(interopNotice(page).count()).resolves.toBe(0);
  });
});

describe('Alt-DA beta notice', () => {
  it.each(altDaPages)('is always shown on %s, with no close control', async (route) => {
    const {page, problems} = await site.openPage();
    await openHydrated(page, site.url(route));
    await expect(betaNotice(page).isVisible()).resolves.toBe(true);
    await expect(betaNotice(page).textContent()).resolves.toContain('Alt-DA Mode is in beta');
    await expect(betaNotice(page).locator('button').count()).resolves.toBe(0);
    expect(problems).toEqual([]);
  });

  it('is absent from other pages', async () => {
    const {page} = await site.openPage();
    await openHydrated(page, site.url('/operators/chain-operators/features/span-batches'));
    await expect(betaNotice(page).count()).resolves.toBe(0);
  });
});

describe('storage that cannot be trusted', () => {
  it('junk in storage leaves the notices shown and the page working', async () => {
    const {page, problems} = await site.openPage({
      initScript: () => {
        localStorage.setItem('superchain-docs.interop-notice.dismissed', '{"not": valid json');
        for (const key of ['docusaurus.announcement.dismiss', 'docusaurus.announcement.id']) {
          localStorage.setItem(key, '\u0000junk');
        }
      },
    });
    await openHydrated(page, site.url('/interop/explainer'));
    await expect(banner(page).isVisible()).resolves.toBe(true);
    await expect(interopNotice(page).isVisible()).resolves.toBe(true);
    await interopClose(page).click();
    await expect(interopNotice(page).count()).resolves.toBe(0);
    expect(problems).toEqual([]);
  });

  it('storage the browser refuses leaves the notices shown and closable', async () => {
    const {page, problems} = await site.openPage({
      initScript: () => {
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      },
    });
    await openHydrated(page, site.url('/interop/explainer'));
    await expect(banner(page).isVisible()).resolves.toBe(true);
    await expect(interopNotice(page).isVisible()).resolves.toBe(true);
    await interopClose(page).click();
    await expect(interopNotice(page).count()).resolves.toBe(0);
    await bannerClose(page).click();
    await expect(banner(page).isVisible()).resolves.toBe(false);
    expect(problems).toEqual([]);
  });
});

describe('contrast', () => {
  // Evaluated by the test, not added as a <script>: the site's security policy blocks inline scripts.
  const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

  it.each(['light', 'dark'] as const)('the notices meet WCAG AA contrast in %s mode', async (colorScheme) => {
    const {page} = await site.openPage({colorScheme});
    for (const route of ['/interop/explainer', '/stack/beta-features/alt-da-mode']) {
      await openHydrated(page, site.url(route));
      await page.evaluate(axeSource);
      const violations = await page.evaluate(async () => {
        const result = await (window as any).axe.run(
          ['.theme-announcement-bar', '.interop-notice', '.beta-notice'].filter((s) => document.querySelector(s)),
          {
            runOnly: ['wcag2a', 'wcag2aa'],
          },
        );
        return result.violations.map((v: any) => `${v.id}: ${v.nodes.map((n: any) => n.target).join(', ')}`);
      });
      expect(violations).toEqual([]);
    }
  });
});
