import type {Page} from 'playwright-core';
import {openHydrated} from '../support/browser';
import {useServedSite} from '../support/site';

// A reader with the keyboard only: the phone menu holds focus while open and Escape closes it, as
// Escape closes the navbar's dropdowns; Space selects a tab as Enter does, and the page stays put.
const site = useServedSite();
const tutorial = '/interop/tutorials/message-passing';
const phone = {viewport: {width: 390, height: 844}, isMobile: true};
const laptop = {viewport: {width: 1280, height: 800}};

/** Where keyboard focus is: inside the open phone menu, on the menu button, or elsewhere (its text). */
const focusPlace = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (active?.closest('.navbar-sidebar')) return 'in the menu';
    if (active?.matches('.navbar__toggle')) return 'on the menu button';
    return `elsewhere: ${active?.tagName} ${active?.textContent?.trim().slice(0, 40)}`;
  });

describe('with the keyboard only', () => {
  it.each([
    ['a doc page', tutorial],
    ['the home page', '/'],
  ])('keeps focus inside the open phone menu on %s, and Escape closes it, focus back on the menu button', async (_name, route) => {
    const {page, problems} = await site.openPage(phone);
    await openHydrated(page, site.url(route));
    const menuButton = page.locator('button.navbar__toggle');
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await page.locator('.navbar-sidebar').waitFor({state: 'visible'});
    await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.waitForFunction(() => document.activeElement?.closest('.navbar-sidebar'));
    // Round the menu and past its ends, forwards and back: focus never leaves it.
    const reachable = await page
      .locator('.navbar-sidebar')
      .evaluate(
        (drawer) =>
          Array.from(drawer.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')).filter(
            (element) => !element.closest('[inert]') && element.getClientRects().length > 0,
          ).length,
      );
    expect(reachable).toBeGreaterThan(2);
    const places = new Set<string>();
    for (let step = 0; step < reachable + 3; step += 1) {
      await page.keyboard.press('Tab');
      places.add(await focusPlace(page));
    }
    for (let step = 0; step < reachable + 3; step += 1) {
      await page.keyboard.press('Shift+Tab');
      places.add(await focusPlace(page));
    }
    expect([...places]).toEqual(['in the menu']);
    await page.keyboard.press('Escape');
    await page.locator('.navbar-sidebar').waitFor({state: 'hidden'});
    await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(focusPlace(page)).resolves.toBe('on the menu button');
    expect(problems).toEqual([]);
  });

  it('closes the version dropdown on Escape, opened from the keyboard or under the pointer, focus back on its button', async () => {
    const {page, problems} = await site.openPage(laptop);
    await openHydrated(page, site.url(tutorial));
    const dropdown = page.locator('.navbar .dropdown').first();
    const button = dropdown.locator('> .navbar__link');
    const menu = dropdown.locator('.dropdown__menu');
    await button.focus();
    await page.keyboard.press('Enter');
    await menu.waitFor({state: 'visible'});
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => !!document.activeElement?.closest('.dropdown__menu'))).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({state: 'hidden'});
    await expect(button.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    // Shown on hover: Escape hides it while the pointer stays; it shows again once the pointer comes back.
    await button.hover();
    await menu.waitFor({state: 'visible'});
    await page.keyboard.press('Escape');
    await menu.waitFor({state: 'hidden'});
    await page.mouse.move(10, 400);
    await button.hover();
    await menu.waitFor({state: 'visible'});
    expect(problems).toEqual([]);
  });

  it('selects a tab with Space, as with Enter, without scrolling the page', async () => {
    const {page, problems} = await site.openPage(laptop);
    await openHydrated(page, site.url(tutorial));
    const tabs = page.locator('.tabs-container').first().locator('[role=tab]');
    await expect(tabs.allInnerTexts()).resolves.toEqual(['Supersim', 'Devnets']);
    await tabs.first().scrollIntoViewIfNeeded();
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1).evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    const before = await tabs.nth(1).evaluate((element) => element.getBoundingClientRect().top);
    await page.keyboard.press(' ');
    await page.waitForFunction(
      () => document.querySelectorAll('.tabs-container')[0].querySelectorAll('[role=tab]')[1].getAttribute('aria-selected') === 'true',
    );
    const panelId = await tabs.nth(1).getAttribute('aria-controls');
    await expect(page.locator(`[id="${panelId}"]`).isVisible()).resolves.toBe(true);
    const after = await tabs.nth(1).evaluate((element) => element.getBoundingClientRect().top);
    // Where the reader's eyes are: the tab has not moved (Space used to scroll the page a screen down).
    expect(Math.abs(after - before)).toBeLessThanOrEqual(1);
    expect(problems).toEqual([]);
  });
});
