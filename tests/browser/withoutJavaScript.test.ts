import fs from 'node:fs';
import path from 'node:path';
import {docsDir} from '../support/paths';
import type {Page} from 'playwright-core';
import {useServedSite} from '../support/site';

// A reader with JavaScript turned off: the tutorial's tab groups show every panel, each under its
// label (the Devnets steps included), collapsible blocks are open, the phone menu and "On this page" open,
// nothing a reader needs is hidden and no control that needs a script is left on screen.
const site = useServedSite();
const tutorial = '/interop/tutorials/message-passing';
const phoneWithoutJavaScript = {javaScriptEnabled: false, viewport: {width: 360, height: 800}, isMobile: true};
const sectionLabels = ['Get started', 'Superchain', 'Interoperability', 'App Devs', 'Operators', 'OP Stack', 'Connect', 'Notices'];

/** The visible links of a part of the page, by their text. */
const visibleLinkTexts = (page: Page, selector: string) =>
  page
    .locator(selector)
    .locator('a')
    .evaluateAll((links) =>
      links.filter((link) => link.checkVisibility({visibilityProperty: true})).map((link) => (link.textContent ?? '').trim()),
    );

/**
 * The controls on screen that do nothing without a script: buttons, and anything else made to look
 * like one that is not a real link. Native disclosures (`<summary>`) and links work, and so does a
 * field of a form the browser submits (the navbar search's no-JS form opens /search?q=).
 */
function deadControls(): string[] {
  return Array.from(document.querySelectorAll<HTMLElement>('button, [role=button], input, select, textarea'))
    .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
    .filter((element) => !(element instanceof HTMLAnchorElement && element.getAttribute('href') && element.getAttribute('href') !== '#'))
    .filter((element) => !element.closest('form[action]'))
    .map(
      (element) =>
        `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 50)}"`,
    );
}

describe('with JavaScript off', () => {
  it('shows every tab panel of the tutorial, each right under its label', async () => {
    const {page} = await site.openPage({javaScriptEnabled: false});
    await page.goto(site.url(tutorial));
    const groups = await page.locator('.tabs-container').evaluateAll((containers) =>
      containers.map((container) => {
        const panels = Array.from(container.querySelectorAll<HTMLElement>('[role=tabpanel]'));
        return panels.map((panel) => {
          const label = panel.previousElementSibling as HTMLElement | null;
          const labelBox = label?.getBoundingClientRect();
          const panelBox = panel.getBoundingClientRect();
          return {
            label: label && label.getClientRects().length > 0 ? label.innerText.trim() : null,
            // textContent, not innerText: a code block far below the screen is not drawn until the
            // reader nears it (content-visibility), and innerText leaves out what is not drawn.
            panelShown: panelBox.height > 0 && (panel.textContent ?? '').trim().length > 0,
            labelAbovePanel: !!labelBox && labelBox.bottom <= panelBox.top + 1,
          };
        });
      }),
    );
    const source = fs.readFileSync(path.join(docsDir, 'interop/tutorials/message-passing/index.mdx'), 'utf8');
    expect(groups.length).toBe(source.match(/<Tabs\b/g)!.length);
    for (const group of groups) {
      expect(group.map((tab) => tab.label)).toEqual(['Supersim', 'Devnets']);
      for (const tab of group) expect(tab).toMatchObject({panelShown: true, labelAbovePanel: true});
    }
    // The Devnets steps a reader could not reach before: the devnet chain ids are on screen.
    await expect(page.getByText('420120000').first().isVisible()).resolves.toBe(true);
    // The tab buttons, which need a script to work, are not shown.
    await expect(page.locator('[role=tablist]').first().isVisible()).resolves.toBe(false);
  });

  it('opens every collapsible', async () => {
    const {page} = await site.openPage({javaScriptEnabled: false});
    await page.goto(site.url(tutorial));
    // The page's collapsible blocks, not "On this page", a disclosure the reader opens (below).
    const details = await page.locator('article details:not(.no-script-toc)').evaluateAll((elements) =>
      elements.map((element) => {
        const content = Array.from(element.children).filter((child) => child.tagName !== 'SUMMARY') as HTMLElement[];
        return (
          content.length > 0 && content.every((child) => child.getBoundingClientRect().height > 0 && child.innerText.trim().length > 0)
        );
      }),
    );
    expect(details.length).toBeGreaterThan(0);
    expect(details.every(Boolean)).toBe(true);
    await expect(page.getByText('Intermediate Solidity').first().isVisible()).resolves.toBe(true);
  });

  it('keeps the page readable: title, navigation, content and the Markdown link, no script-only button', async () => {
    const {page} = await site.openPage({javaScriptEnabled: false});
    await page.goto(site.url(tutorial));
    await expect(page.locator('article h1').isVisible()).resolves.toBe(true);
    await expect(page.locator('.navbar__item', {hasText: 'Interoperability'}).first().isVisible()).resolves.toBe(true);
    await expect(page.locator('nav.menu').first().isVisible()).resolves.toBe(true);
    await expect(page.locator('article pre').first().isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', {name: 'View as Markdown'}).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', {name: 'Copy page'}).isVisible()).resolves.toBe(false);
  });

  it("opens the phone menu on a doc page: the sections, then the section's pages in place of the page", async () => {
    const {page, problems} = await site.openPage(phoneWithoutJavaScript);
    await page.goto(site.url(tutorial));
    // The script's menu button does nothing without it; the disclosure in its place works.
    await expect(page.locator('button.navbar__toggle').isVisible()).resolves.toBe(false);
    const menuButton = page.locator('.no-script-menu > summary');
    await expect(menuButton.isVisible()).resolves.toBe(true);
    await expect(page.locator('.theme-doc-sidebar-container').isVisible()).resolves.toBe(false);
    await menuButton.click();
    await expect(visibleLinkTexts(page, '.no-script-sections')).resolves.toEqual([...sectionLabels, 'All versions']);
    const sectionPage = page.locator('.theme-doc-sidebar-container a', {hasText: 'Relay transactions manually'});
    await expect(sectionPage.isVisible()).resolves.toBe(true);
    await expect(page.locator('article h1').isVisible()).resolves.toBe(false);
    // The menu starts right under the navbar and fits the screen's width.
    const navbarBottom = await page.locator('.navbar').evaluate((navbar) => navbar.getBoundingClientRect().bottom);
    const first = await page.locator('.no-script-sections a').first().boundingBox();
    expect(first!.y).toBeGreaterThanOrEqual(navbarBottom);
    expect(first!.y).toBeLessThan(navbarBottom + 60);
    expect(first!.x + first!.width).toBeLessThanOrEqual(360);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
    // Closing it gives the page back; a section's link leads there.
    await menuButton.click();
    await expect(page.locator('article h1').isVisible()).resolves.toBe(true);
    await menuButton.click();
    await page.locator('.no-script-sections a', {hasText: 'Operators'}).click();
    await page.waitForURL(/\/operators$/);
    await expect(page.locator('h1').first().isVisible()).resolves.toBe(true);
    expect(problems).toEqual([]);
  });

  it('opens the phone menu on a page without a docs sidebar: the sections below the navbar', async () => {
    const {page, problems} = await site.openPage(phoneWithoutJavaScript);
    await page.goto(site.url('/'));
    const menuButton = page.locator('.no-script-menu > summary');
    await menuButton.click();
    await expect(visibleLinkTexts(page, '.no-script-menu__panel')).resolves.toEqual([...sectionLabels, 'All versions']);
    const navbarBottom = await page.locator('.navbar').evaluate((navbar) => navbar.getBoundingClientRect().bottom);
    const boxes = await page
      .locator('.no-script-menu__panel a')
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect));
    for (const box of boxes) {
      expect(box.top).toBeGreaterThanOrEqual(navbarBottom);
      expect(box.right).toBeLessThanOrEqual(360);
    }
    await page.locator('.no-script-menu__panel a', {hasText: 'All versions'}).click();
    await page.waitForURL(/\/versions$/);
    expect(problems).toEqual([]);
  });

  it('opens "On this page" on a phone: the page\'s headings, each a link', async () => {
    const {page} = await site.openPage(phoneWithoutJavaScript);
    await page.goto(site.url(tutorial));
    await expect(page.locator('.theme-doc-toc-mobile button').isVisible()).resolves.toBe(false);
    const onThisPage = page.locator('summary', {hasText: 'On this page'});
    await expect(onThisPage.isVisible()).resolves.toBe(true);
    await expect(visibleLinkTexts(page, '.no-script-toc')).resolves.toEqual([]);
    await onThisPage.click();
    const entries = await visibleLinkTexts(page, '.no-script-toc');
    const headings = await page.locator('article h2').allInnerTexts();
    expect(entries.length).toBeGreaterThan(3);
    const headingTexts = headings.map((heading) => heading.replace(/\u200b|#$/g, '').trim()).filter(Boolean);
    expect(headingTexts.length).toBeGreaterThan(3);
    expect(entries).toEqual(expect.arrayContaining(headingTexts));
    await page.locator('.no-script-toc a').first().click();
    await expect(page.evaluate(() => location.hash.length > 1)).resolves.toBe(true);
  });

  it.each([
    ['the home page', '/', 360],
    ['the home page', '/', 1280],
    ['a doc page', '/app-developers/bridging/basics', 360],
    ['a doc page', '/app-developers/bridging/basics', 1280],
    ['the tutorial', tutorial, 360],
    ['the tutorial', tutorial, 1280],
  ])('leaves no control that needs a script on %s (%s) at %i px', async (_name, route, width) => {
    const {page} = await site.openPage({javaScriptEnabled: false, viewport: {width, height: 800}, isMobile: width < 997});
    await page.goto(site.url(route));
    await expect(page.evaluate(deadControls)).resolves.toEqual([]);
  });

  it('changes nothing for a reader with JavaScript on: one tab panel at a time, labels only on the tabs', async () => {
    const {page} = await site.openPage();
    await page.goto(site.url(tutorial));
    await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
    const firstGroup = page.locator('.tabs-container').first();
    await expect(firstGroup.locator('[role=tabpanel]:visible').count()).resolves.toBe(1);
    await expect(firstGroup.locator('.tab-label-no-script:visible').count()).resolves.toBe(0);
    await expect(firstGroup.locator('[role=tablist]').isVisible()).resolves.toBe(true);
    // The stand-ins for the script's menu and "On this page" are not even parsed as elements.
    await expect(page.locator('.no-script-menu, .no-script-sections, .no-script-toc').count()).resolves.toBe(0);
  });

  it("reports the footer links' own colour on the dark footer, as an accessibility check run before the scripts start reads it", async () => {
    // Lighthouse's audit ran before the page's scripts started (src/features/route-loading) and
    // found the browser's default link blue on the footer while the footer was drawn only when near.
    const {page} = await site.openPage({javaScriptEnabled: false, viewport: {width: 390, height: 844}, isMobile: true});
    await page.goto(site.url('/'));
    const contrasts = await page.locator('.footer__link-item').evaluateAll((links) => {
      const luminance = (colour: string) => {
        const [r, g, b] = colour
          .match(/\d+/g)!
          .slice(0, 3)
          .map((part) => {
            const channel = Number(part) / 255;
            return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
          });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const background = luminance(getComputedStyle(document.querySelector('footer')!).backgroundColor);
      return links.map((link) => {
        const [lighter, darker] = [luminance(getComputedStyle(link).color), background].sort((a, b) => b - a);
        return (lighter + 0.05) / (darker + 0.05);
      });
    });
    expect(contrasts.length).toBeGreaterThan(5);
    expect(contrasts.filter((contrast) => contrast < 4.5)).toEqual([]);
  });
});
