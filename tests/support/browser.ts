import {chromium, type Browser, type BrowserContext, type Locator, type Page} from 'playwright-core';
import {chromiumFlags, chromiumPath} from '../../scripts/chromium';

/** Starts Debian's Chromium. Fails (never skips) when it cannot start, so CI cannot pass silently. */
export async function launchChromium(): Promise<Browser> {
  try {
    return await chromium.launch({executablePath: chromiumPath, headless: true, args: chromiumFlags});
  } catch (error) {
    throw new Error(`Could not start Chromium at ${chromiumPath} (install it with "apt-get install chromium"): ${String(error)}`);
  }
}

/** Collects what a reader would see go wrong on a page: console errors, uncaught exceptions, failed requests. */
export function trackPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    // Prefetches still in flight when the reader moves on are cancelled, not broken.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

/**
 * Makes every Content-Security-Policy violation in the context's pages a console error, which
 * trackPageProblems records: a test that opens pages under the site's headers checks the policy too.
 */
export async function reportPolicyViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content-Security-Policy violation on ${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'an inline script or style'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

/** True once React has hydrated the server-rendered page (Docusaurus sets this attribute). */
export const isHydrated = () => document.documentElement.getAttribute('data-has-hydrated') === 'true';

/** Opens a page and waits until React has hydrated it, so clicks and storage reads are live. */
export async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(isHydrated);
}

/**
 * Types a query into the navbar search box and waits for its suggestions; returns them.
 * The box becomes a combobox once its script has set it up on first focus, hence the click.
 */
export async function searchFromNavbar(page: Page, query: string): Promise<Locator> {
  const input = page.locator('input.navbar__search-input');
  await input.click();
  await input.fill(query);
  const suggestions = page.locator('[role="listbox"] [role="option"]');
  await suggestions.first().waitFor();
  return suggestions;
}
