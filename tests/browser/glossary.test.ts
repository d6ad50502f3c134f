import {openHydrated} from '../support/browser';
import {useServedSite} from '../support/site';
import {siteDir} from '../support/paths';
import {readGlossary} from '../../src/features/glossary/glossaryData';

// Glossary cards (issue 26): a term marked :term[...] shows its definition on hover and on focus.
const site = useServedSite();
const route = '/app-developers/bridging/basics';
const sequencer = readGlossary(siteDir).find(({id}) => id === 'sequencer')!;

describe('glossary cards', () => {
  it('shows the definition on hover and on keyboard focus, as the link description, loaded on first use; Escape closes it', async () => {
    const {page, problems} = await site.openPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await openHydrated(page, site.url(route));
    await page.waitForLoadState('networkidle');
    const loadedBefore = scripts.length;
    const term = page.locator('article a.glossary-term', {hasText: 'sequencer'}).first();
    const card = page.locator('#glossary-card');
    await expect(card.count()).resolves.toBe(0);

    await term.hover();
    await card.waitFor();
    // The card's code and the definitions came with the first hover, not with the page.
    expect(scripts.length).toBeGreaterThan(loadedBefore);
    await expect(card.textContent()).resolves.toBe(`${sequencer.term} ${sequencer.definition}`);
    await expect(card.getAttribute('role')).resolves.toBe('tooltip');
    await expect(term.getAttribute('aria-describedby')).resolves.toBe('glossary-card');
    await page.keyboard.press('Escape');
    await card.waitFor({state: 'detached'});
    await expect(term.getAttribute('aria-describedby')).resolves.toBeNull();

    await page.mouse.move(0, 0);
    await term.focus();
    await card.waitFor();
    await expect(
      page.getByRole('link', {name: 'sequencer', description: `${sequencer.term} ${sequencer.definition}`}).count(),
    ).resolves.toBe(1);
    await page.keyboard.press('Escape');
    await card.waitFor({state: 'detached'});
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('sequencer');
    expect(problems).toEqual([]);
  });

  it('is a plain link to the glossary entry without JavaScript', async () => {
    const {page} = await site.openPage({javaScriptEnabled: false});
    await page.goto(site.url(route));
    const term = page.locator('article a.glossary-term', {hasText: 'sequencer'}).first();
    await expect(term.getAttribute('href')).resolves.toBe('/connect/resources/glossary#sequencer');
    await term.click();
    await page.waitForURL((url) => url.pathname === '/connect/resources/glossary' && url.hash === '#sequencer');
    await expect(page.locator('#sequencer').textContent()).resolves.toContain('Sequencer');
  });
});
