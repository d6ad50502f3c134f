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
});
