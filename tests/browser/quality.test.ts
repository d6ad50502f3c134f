import type {BrowserContext, Page} from 'playwright-core';
import {isHydrated, launchChromium, reportPolicyViolations, trackPageProblems} from '../support/browser';
import {buildDir} from '../support/paths';
import {serveStatic, type RunningServer} from '../support/staticServer';
import {missingPage, pagesCheckedForQuality} from '../support/siteData';
import type {Browser} from 'playwright-core';

// Every page of the site, as a reader opens it, in both colour modes, served with the headers of
// build/_headers: no WCAG 2 A/AA violation (axe-core), no console error, no failed request, no
// Content-Security-Policy violation, and no sideways scrolling at a desktop's or a phone's width.
// The not-found page (a 404 for a URL that is not a page) must be as accessible.
const axeSource = require.resolve('axe-core/axe.min.js');

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await serveStatic(buildDir);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** axe's WCAG 2 A/AA violations on the page as it is now. */
const axeViolations = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const {violations} = await (window as any).axe.run(document, {runOnly: ['wcag2a', 'wcag2aa']});
    return violations.map(
      (violation: any) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node: any) => node.target.join(' '))
          .join('; ')}`,
    );
  });

const phoneViewport = {width: 390, height: 844};

/** In the page: null if it is no wider than the window, else its width and the outermost element past the window's right edge. */
function pageWidenedBy(): string | null {
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth <= width) return null;
  const isPast = (element: Element | null) => element !== null && element.getBoundingClientRect().right > width + 1;
  const culprit = Array.from(document.body.querySelectorAll('*')).find(
    (element) => isPast(element) && !isPast(element.parentElement) && getComputedStyle(element).position !== 'fixed',
  );
  const name = culprit
    ? `${culprit.tagName.toLowerCase()}${Array.from(culprit.classList, (name) => `.${name}`).join('')}`
    : 'no element found';
  return `the page is ${document.documentElement.scrollWidth} px wide (${name})`;
}

/**
 * Every problem one page has, in light mode and then in dark mode: axe's WCAG 2 A/AA violations,
 * console errors, failed requests, a wrong status. The page loads once, in light mode; the reader's
 * system then turns dark and the site follows it (respectPrefersColorScheme), as it does for a
 * reader whose system switches at dusk. Loading it again in dark mode would check the same HTML.
 */
async function problemsOf(page: Page, problems: string[], route: string): Promise<string[]> {
  problems.length = 0;
  await page.emulateMedia({colorScheme: 'light'});
  const response = await page.goto(`${server.url}${route}`, {waitUntil: 'load'});
  await page.waitForFunction(isHydrated);
  // Infima fades link and button colours when the mode changes (200 ms): without the fades, axe judges
  // the colours the reader ends with. The parts far below the screen are drawn at once: axe scrolls to
  // each element it measures, and a part drawn only then (content-visibility: auto, src/css/custom.css)
  // takes its real height and moves what follows from where axe measures it. A constructed style
  // sheet, which the page's CSP does not govern.
  await page.evaluate(() => {
    const forAxe = new CSSStyleSheet();
    forAxe.replaceSync('*, *::before, *::after { transition: none !important; } * { content-visibility: visible !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, forAxe];
  });
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({colorScheme});
    const followed = await page
      .waitForFunction((scheme) => document.documentElement.getAttribute('data-theme') === scheme, colorScheme, {timeout: 5000})
      .then(
        () => true,
        () => false,
      );
    if (!followed)
      found.push(`${colorScheme}: data-theme is ${await page.evaluate(() => document.documentElement.getAttribute('data-theme'))}`);
    found.push(...(await axeViolations(page)).map((violation) => `${colorScheme}: ${violation}`));
  }
  // At a desktop's width and at a phone's, nothing widens the page (WCAG 1.4.10, Reflow): a wide
  // table or code block scrolls inside itself. A phone shows a wider page zoomed out.
  const desktop = page.viewportSize()!;
  for (const viewport of [desktop, phoneViewport]) {
    await page.setViewportSize(viewport);
    const widened = await page.evaluate(pageWidenedBy);
    if (widened) found.push(`${viewport.width} px wide: ${widened}`);
  }
  await page.setViewportSize(desktop);
  // The missing page answers 404 on purpose; every listed page (/404 included) loads cleanly.
  const expectedForMissingPage = [
    `HTTP 404: ${server.url}${missingPage}`,
    'console error: Failed to load resource: the server responded with a status of 404 (Not Found)',
  ];
  const status = response?.status();
  return [
    ...found,
    ...problems.filter((problem) => !(route === missingPage && expectedForMissingPage.includes(problem))),
    ...(status === (route === missingPage ? 404 : 200) ? [] : [`status ${status}`]),
  ];
}

it(
  `every page (${pagesCheckedForQuality.length}) has no accessibility violation, policy violation or error, in light and in dark mode, and does not scroll sideways on a desktop or on a phone`,
  async () => {
    const context: BrowserContext = await browser.newContext({colorScheme: 'light'});
    await context.addInitScript({path: axeSource});
    await reportPolicyViolations(context);
    // Three tabs at once: a page mostly waits on its scripts, so they share the machine well.
    const tabs = 3;
    const failures: string[] = [];
    await Promise.all(
      Array.from({length: tabs}, async (_, tab) => {
        const page = await context.newPage();
        const problems = trackPageProblems(page);
        for (const route of pagesCheckedForQuality.filter((_route, index) => index % tabs === tab)) {
          const found = await problemsOf(page, problems, route);
          if (found.length) failures.push(`${route}:\n  ${found.join('\n  ')}`);
        }
      }),
    );
    await context.close();
    expect(failures).toEqual([]);
  },
  20 * 60 * 1000,
);
