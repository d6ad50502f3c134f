import fs from 'node:fs';
import path from 'node:path';
import {docsDir} from '../support/paths';
import {useServedSite} from '../support/site';

// A reader with JavaScript turned off: the tutorial's tab groups show every panel, each under its
// label (the Devnets steps included), collapsibles are open, and nothing a reader needs is hidden.
const site = useServedSite();
const tutorial = '/interop/tutorials/message-passing';

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
    const details = await page.locator('article details').evaluateAll((elements) =>
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

  it('changes nothing for a reader with JavaScript on: one tab panel at a time, labels only on the tabs', async () => {
    const {page} = await site.openPage();
    await page.goto(site.url(tutorial));
    await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
    const firstGroup = page.locator('.tabs-container').first();
    await expect(firstGroup.locator('[role=tabpanel]:visible').count()).resolves.toBe(1);
    await expect(firstGroup.locator('.tab-label-no-script:visible').count()).resolves.toBe(0);
    await expect(firstGroup.locator('[role=tablist]').isVisible()).resolves.toBe(true);
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
