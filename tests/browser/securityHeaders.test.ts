import fs from 'node:fs';
import path from 'node:path';
import type {Browser, BrowserContext, Page} from 'playwright-core';
import headersFile from '../../scripts/headers-file';
import {isHydrated, launchChromium, reportPolicyViolations, searchFromNavbar, trackPageProblems} from '../support/browser';
import {buildDir, builtHtmlFiles} from '../support/paths';
import {pagesCheckedForQuality} from '../support/siteData';
import {serveStatic, type RunningServer} from '../support/staticServer';

// Every page of the build, served with the headers of build/_headers as a host serves them, runs
// under its Content-Security-Policy without a single violation or console error, and so do the
// features whose scripts run late (search worker, diagrams, tabs, the banner, "Copy page"). The pages
// tests/browser/quality.test.ts opens (every route, in both colour modes) are checked there; this
// opens the rest: the cut versions' pages and the redirect pages.

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  server = await serveStatic(buildDir);
  browser = await launchChromium();
  context = await browser.newContext({permissions: ['clipboard-read', 'clipboard-write']});
  // A violation becomes a console error, which each tracked page records with its other problems.
  await reportPolicyViolations(context);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

/** A page of the shared context that records console errors, failed requests and worker errors. */
async function newTrackedPage(): Promise<{page: Page; problems: string[]}> {
  const page = await context.newPage();
  const problems = trackPageProblems(page);
  page.on('worker', (worker) =>
    worker.on('console', (message) => {
      if (message.type() === 'error') problems.push(`worker console error: ${message.text()}`);
    }),
  );
  return {page, problems};
}

/** The route a static host serves each HTML file of the build at (trailingSlash: false). */
function htmlRoutes(): string[] {
  return builtHtmlFiles()
    .map((file) => `/${file.split(path.sep).join('/')}`.replace(/(\/index)?\.html$/, '') || '/')
    .sort();
}

describe('security headers', () => {
  it('serve a page with every header build/_headers sets, and a strict script policy', async () => {
    const rules = headersFile.parseHeadersFile(fs.readFileSync(path.join(buildDir, '_headers'), 'utf8'), '_headers');
    const response = await fetch(`${server.url}/interop/explainer`);
    expect(response.status).toBe(200);
    const expected = headersFile.headersForPath(rules, '/interop/explainer');
    expect(expected.map(({name}) => name).sort()).toEqual(
      ['Content-Security-Policy', 'Permissions-Policy', 'Referrer-Policy', 'Strict-Transport-Security', 'X-Content-Type-Options'].sort(),
    );
    for (const {name, value} of expected) expect(`${name}: ${response.headers.get(name)}`).toBe(`${name}: ${value}`);

    const policy = new Map(
      String(response.headers.get('content-security-policy'))
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources]),
    );
    expect(policy.get('script-src')).toContain("'self'");
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
    expect(policy.get('script-src')?.filter((source) => source.startsWith("'sha256-")).length).toBeGreaterThan(0);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serve Markdown and text files as UTF-8 text, hashed assets for a year, and pages revalidated', async () => {
    const get = (urlPath: string) => fetch(`${server.url}${urlPath}`);
    expect((await get('/interop/explainer.md')).headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect((await get('/llms.txt')).headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect((await get('/llms-full.txt')).headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const script = fs.readdirSync(path.join(buildDir, 'assets/js')).find((file) => file.endsWith('.js'));
    expect((await get(`/assets/js/${script}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/interop/explainer')).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it(
    'let every page of the build load and hydrate without a policy violation or console error',
    async () => {
      const checkedForQuality = new Set(pagesCheckedForQuality);
      const routes = htmlRoutes().filter((route) => !checkedForQuality.has(route));
      // The cut version, the redirect pages; every route of the current docs is a page the quality test opens.
      expect(routes).toEqual(expect.arrayContaining(['/2026.11/interop/explainer', '/superchain/superchain-registry']));
      expect(htmlRoutes().filter((route) => !checkedForQuality.has(route) && !routes.includes(route))).toEqual([]);
      const started = Date.now();
      const failures: string[] = [];
      // Three tabs at once: a page mostly waits on its scripts, so they share the machine well.
      const tabs = 3;
      await Promise.all(
        Array.from({length: tabs}, async (_, tab) => {
          const {page, problems} = await newTrackedPage();
          for (const route of routes.filter((_route, index) => index % tabs === tab)) {
            problems.length = 0;
            await page.goto(`${server.url}${route}`, {waitUntil: 'load'});
            // Redirect pages move on to their target; every page ends hydrated, so its scripts all ran.
            await page.waitForFunction(isHydrated, undefined, {timeout: 15000});
            await page.waitForLoadState('load');
            // A moment for the work React defers until after hydration (idle callbacks, effects).
            await page.waitForTimeout(100);
            if (problems.length) failures.push(`${route}:\n  ${problems.join('\n  ')}`);
          }
          await page.close();
        }),
      );
      console.log(`Checked ${routes.length} pages under the policy in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
      // Each failure names the page; a policy violation names the page it happened on too.
      expect(failures).toEqual([]);
    },
    20 * 60 * 1000,
  );

  it('let the features that run late work under the policy', async () => {
    const {page, problems} = await newTrackedPage();

    // The navbar search, whose index loads in a Worker.
    await page.goto(`${server.url}/`);
    await page.waitForFunction(isHydrated);
    const suggestions = await searchFromNavbar(page, 'op-batcher');
    await expect(suggestions.count()).resolves.toBeGreaterThan(0);

    // The site banner: closed, then still closed on the next page (its inline script reads storage).
    await page.locator('.theme-announcement-bar').getByRole('button', {name: 'Close'}).click();
    await page.goto(`${server.url}/interop/tutorials/message-passing`);
    await page.waitForFunction(isHydrated);
    await expect(page.locator('.theme-announcement-bar').isVisible()).resolves.toBe(false);

    // A mermaid diagram, drawn ahead of time: its SVG and styles show under the policy, in both colour modes.
    const diagram = page.locator('.diagram svg:visible');
    await diagram.scrollIntoViewIfNeeded();
    await expect(diagram.textContent()).resolves.toContain('SentMessage');
    // The tutorial's diagram is a sequence diagram: its participants' boxes.
    const nodeFill = () =>
      diagram
        .locator('rect.actor')
        .first()
        .evaluate((shape) => getComputedStyle(shape).fill);
    const lightFill = await nodeFill();
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await expect(nodeFill()).resolves.not.toBe(lightFill);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));

    // "Copy page": fetches the page's Markdown and puts it on the clipboard.
    await page.getByRole('button', {name: 'Copy page'}).click();
    await page.getByRole('button', {name: 'Copied'}).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toContain('# Interop message passing tutorial');

    // Tabs: another tab's panel shows on click.
    await page.goto(`${server.url}/interop/tutorials/verify-messages`);
    await page.waitForFunction(isHydrated);
    const tabs = page.locator('[role="tablist"]').first().locator('[role="tab"]');
    const unselected = (await tabs.evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-selected')))).indexOf(
      'false',
    );
    expect(unselected).toBeGreaterThan(-1);
    const tab = tabs.nth(unselected);
    await tab.click();
    await expect(tab.getAttribute('aria-selected')).resolves.toBe('true');

    await page.waitForTimeout(100);
    expect(problems).toEqual([]);
    await page.close();
  });
});
