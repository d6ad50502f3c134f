import type {BrowserContext, Page} from 'playwright-core';
import {isHydrated, launchChromium, reportPolicyViolations, trackPageProblems} from '../support/browser';
import {buildDir} from '../support/paths';
import {serveStatic, type RunningServer} from '../support/staticServer';
import {missingPage, pagesCheckedForQuality} from '../support/siteData';
import type {Browser} from 'playwright-core';

// Every page of the site, as a reader opens it, in both colour modes, served with the headers of
// build/_headers: no WCAG 2 A/AA violation (axe-core), no console error, no failed request and no
// Content-Security-Policy violation. The not-found page (a 404 for a URL that is not a page) must be
// as accessible.
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

describe.each(['light', 'dark'] as const)('in %s mode', (colorScheme) => {
  let context: BrowserContext;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    context = await browser.newContext({colorScheme});
    await context.addInitScript({path: axeSource});
    await reportPolicyViolations(context);
    page = await context.newPage();
    problems = trackPageProblems(page);
  });

  afterAll(() => context?.close());

  it.each(pagesCheckedForQuality)('%s has no accessibility violation and no error', async (route) => {
    problems.length = 0;
    const response = await page.goto(`${server.url}${route}`, {waitUntil: 'load'});
    await page.waitForFunction(isHydrated);
    await expect(page.evaluate(() => document.documentElement.getAttribute('data-theme'))).resolves.toBe(colorScheme);
    const violations = await page.evaluate(async () => {
      const {violations} = await (window as any).axe.run(document, {runOnly: ['wcag2a', 'wcag2aa']});
      return violations.map(
        (violation: any) =>
          `${violation.id} (${violation.impact}): ${violation.nodes
            .slice(0, 3)
            .map((node: any) => node.target.join(' '))
            .join('; ')}`,
      );
    });
    expect(violations).toEqual([]);
    // The missing page answers 404 on purpose; every listed page (/404 included) loads cleanly.
    const expectedForMissingPage = [
      `HTTP 404: ${server.url}${missingPage}`,
      'console error: Failed to load resource: the server responded with a status of 404 (Not Found)',
    ];
    expect(problems.filter((problem) => !(route === missingPage && expectedForMissingPage.includes(problem)))).toEqual([]);
    expect(response?.status()).toBe(route === missingPage ? 404 : 200);
  });
});
