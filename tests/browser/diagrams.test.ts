import fs from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {buildDir, builtHtmlFiles} from '../support/paths';
import {useServedSite} from '../support/site';
import {openHydrated} from '../support/browser';
import {readDiagramLabels} from '../support/diagramLabels';

// Diagrams as a reader meets them (src/features/diagrams): drawn in the page's HTML, with no diagram
// code downloaded, readable on a phone and a desktop in both colour modes, and the page holding still
// around them.
const site = useServedSite();
const tutorial = '/interop/tutorials/message-passing';
const batcher = '/operators/chain-operators/configuration/batcher';
const scrolledPages = ['/app-developers/bridging/basics', batcher, '/notices/upgrade-19'];
/** The body's small print (Infima's `small`, 0.875rem): no label is drawn smaller. */
const smallPrintPx = 14;

/** Every built page with diagrams, by route, and how many its source has. */
const pagesWithDiagrams = builtHtmlFiles()
  .filter((file) => !file.startsWith('2026.11/') && fs.existsSync(path.join(buildDir, file.replace(/\.html$/, '.md'))))
  .map((file) => ({
    route: `/${file.replace(/(index)?\.html$/, '').replace(/\/$/, '')}`,
    markdown: fs.readFileSync(path.join(buildDir, file.replace(/\.html$/, '.md')), 'utf8'),
  }))
  .map(({route, markdown}) => ({route, diagrams: markdown.match(/^\s*```mermaid$/gm)?.length ?? 0}))
  .filter(({diagrams}) => diagrams > 0);

/** Scrolls the page from top to bottom half a screen at a time, letting each step paint. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1) {
      window.scrollBy(0, window.innerHeight / 2);
      await frame();
    }
    await frame();
  });
}

describe('diagrams', () => {
  it('are in every page that has one, and its Markdown copy keeps the source', () => {
    expect(pagesWithDiagrams.length).toBeGreaterThan(40);
    const drawn = pagesWithDiagrams.map(({route, diagrams}) => {
      const html = fs.readFileSync(path.join(buildDir, `${route === '/' ? '/index' : route}.html`), 'utf8');
      return {
        route,
        diagrams,
        drawn: html.match(/<div class="diagram /g)?.length ?? 0,
        svgs: html.match(/<svg id="?mermaid-/g)?.length ?? 0,
      };
    });
    expect(drawn.filter((page) => page.drawn !== page.diagrams || page.svgs !== 2 * page.diagrams)).toEqual([]);
  });

  it('ship no diagram code: no script of the build is mermaid, and a page with diagrams requests none', async () => {
    const scripts = fs.readdirSync(path.join(buildDir, 'assets/js')).filter((file) => file.endsWith('.js'));
    const mermaidCode = scripts.filter((file) => fs.readFileSync(path.join(buildDir, 'assets/js', file), 'utf8').includes('mermaidAPI'));
    expect(mermaidCode).toEqual([]);

    const {page, problems} = await site.openPage({viewport: {width: 1280, height: 800}});
    const requested: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') requested.push(`${response.url()}\n${await response.text()}`);
    });
    await openHydrated(page, site.url(tutorial));
    await scrollThrough(page);
    await page.waitForLoadState('networkidle');
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.filter((script) => /mermaid/i.test(script.split('\n')[0]) || script.includes('mermaidAPI'))).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('show without JavaScript, at their size', async () => {
    const {page} = await site.openPage({javaScriptEnabled: false, viewport: {width: 1280, height: 800}});
    for (const route of [tutorial, ...scrolledPages]) {
      await page.goto(site.url(route));
      const sizes = await page.locator('.diagram svg:visible').evaluateAll((svgs) =>
        svgs.map((svg) => ({
          width: svg.getBoundingClientRect().width,
          height: svg.getBoundingClientRect().height,
          text: svg.textContent!.length,
        })),
      );
      expect(sizes.length).toBe(pagesWithDiagrams.find((entry) => entry.route === route)!.diagrams);
      for (const size of sizes) {
        expect(size.height).toBeGreaterThan(40);
        expect(size.text).toBeGreaterThan(10);
      }
    }
    // "The whole flow, including the sender information you add at the end:" is followed by it.
    await page.goto(site.url(tutorial));
    const afterIntro = page
      .locator('p', {hasText: 'The whole flow, including the sender information'})
      .locator('xpath=following-sibling::*[1]');
    await expect(afterIntro.locator('svg:visible').textContent()).resolves.toContain('SentMessage');
  });

  it.each([
    ['a phone', {viewport: {width: 360, height: 740}, isMobile: true}],
    ['a desktop', {viewport: {width: 1280, height: 800}}],
  ])('are readable on %s: text at full size, a wide one scrolling in its focusable box, the page not', async (_, options) => {
    const {page, problems} = await site.openPage(options);
    await openHydrated(page, site.url(batcher));
    const labels = await page.evaluate(readDiagramLabels);
    expect(labels.length).toBeGreaterThan(20);
    expect(labels.filter((label) => label.fontPx < smallPrintPx)).toEqual([]);
    // The batcher pipeline, wider than the column: it scrolls in its box, reachable from the keyboard.
    const pipeline = page.locator('.diagram', {hasText: 'Batch inbox on L1'});
    const box = await pipeline.evaluate((element) => ({
      scrolls: element.scrollWidth > element.clientWidth + 10,
      tabIndex: element.tabIndex,
      label: element.getAttribute('aria-label'),
    }));
    expect(box).toMatchObject({scrolls: true, tabIndex: 0});
    expect(box.label).toMatch(/^Diagram: /);
    await pipeline.focus();
    await page.keyboard.press('ArrowRight');
    await expect(pipeline.evaluate((element) => element.scrollLeft)).resolves.toBeGreaterThan(0);
    await expect(page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).resolves.toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
  });

  it.each(['light', 'dark'] as const)('have every label at WCAG AA contrast against what is behind it, in %s mode', async (colorScheme) => {
    const {page} = await site.openPage({colorScheme, viewport: {width: 1280, height: 800}});
    const failing: string[] = [];
    let checked = 0;
    for (const {route} of pagesWithDiagrams) {
      await page.goto(site.url(route));
      await page.waitForFunction((mode) => document.documentElement.dataset.theme === mode, colorScheme);
      const labels = await page.evaluate(readDiagramLabels);
      checked += labels.length;
      for (const label of labels.filter((reading) => reading.contrast < (reading.large ? 3 : 4.5)))
        failing.push(`${route}: "${label.text}" ${label.colour} on ${label.behind}: ${label.contrast}:1`);
    }
    expect(checked).toBeGreaterThan(1000);
    expect(failing).toEqual([]);
  });
});

describe('a page with diagrams holds still', () => {
  it.each(scrolledPages)('%s shifts nothing while the reader scrolls it', async (route) => {
    for (const options of [{viewport: {width: 1280, height: 800}}, {viewport: {width: 360, height: 740}, isMobile: true}]) {
      const {page, problems} = await site.openPage(options);
      await page.addInitScript(() => {
        (window as unknown as {layoutShift: number}).layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {value: number; hadRecentInput: boolean}[])
            if (!entry.hadRecentInput) (window as unknown as {layoutShift: number}).layoutShift += entry.value;
        }).observe({type: 'layout-shift', buffered: true});
      });
      await openHydrated(page, site.url(route));
      await page.waitForLoadState('networkidle');
      await scrollThrough(page);
      await page.waitForLoadState('networkidle');
      await expect(page.evaluate(() => (window as unknown as {layoutShift: number}).layoutShift)).resolves.toBe(0);
      expect(problems).toEqual([]);
    }
  });

  /** Where the heading is against the navbar's bottom edge, in pixels (0: right under it). */
  const belowNavbar = (page: Page, id: string) =>
    page.evaluate(
      (headingId) =>
        document.getElementById(headingId)!.getBoundingClientRect().top - document.querySelector('.navbar')!.getBoundingClientRect().bottom,
      id,
    );
  const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => setTimeout(() => requestAnimationFrame(resolve), 1500)));

  it('lands a link to a heading below a diagram on that heading, and it stays there', async () => {
    const {page, problems} = await site.openPage({viewport: {width: 1280, height: 800}});
    const heading = 'setting-up-your-development-environment';
    await page.goto(site.url(`${tutorial}#${heading}`));
    await page.waitForLoadState('networkidle');
    await settle(page);
    const offset = await belowNavbar(page, heading);
    expect(offset).toBeGreaterThanOrEqual(0);
    expect(offset).toBeLessThan(16);
    expect(problems).toEqual([]);
  });

  it('lands a table-of-contents click on its heading on the Upgrade 19 notice, and it stays there', async () => {
    // Each entry on a page just opened: the first click is the one a diagram drawn late moved.
    const offsets: Record<string, number> = {};
    for (let index = 0; ; index++) {
      const {page, problems} = await site.openPage({viewport: {width: 1280, height: 800}});
      await openHydrated(page, site.url('/notices/upgrade-19'));
      const entries = page.locator('.table-of-contents a');
      const count = await entries.count();
      expect(count).toBeGreaterThan(3);
      const entry = entries.nth(index);
      const id = decodeURIComponent((await entry.getAttribute('href'))!.split('#')[1]);
      await entry.click();
      await settle(page);
      offsets[id] = Math.round(await belowNavbar(page, id));
      expect(problems).toEqual([]);
      await page.context().close();
      if (index === count - 1) break;
    }
    expect(Object.entries(offsets).filter(([, offset]) => offset < 0 || offset >= 16)).toEqual([]);
  });
});
