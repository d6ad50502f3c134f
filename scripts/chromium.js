// @ts-check
// Debian's Chromium and the flags this workplace requires, for the tests (tests/support/browser.ts)
// and the bench (scripts/bench.mjs); each adds its own fresh --user-data-dir or lets Playwright do so.
// Also what the search test and the bench share to measure the search on a phone.
const chromiumPath = '/usr/bin/chromium';
const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A mid-range phone on a slow mobile link, Lighthouse's mobile profile (150 ms round trips,
 * 1.6 Mbit/s down, 750 kbit/s up, a CPU 4x slower), applied to a page through its DevTools session:
 * for the search test on a slow phone and the bench's search measurement.
 * @param {import('playwright-core').CDPSession} cdp
 */
async function throttleLikeSlowPhone(cdp) {
  await cdp.send('Network.emulateNetworkConditions', {offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 94_000});
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
}

/**
 * Whether a request is Docusaurus's prefetch of a route linked on screen (`<link rel="prefetch">`,
 * sent with `Sec-Purpose: prefetch`): the page's own, never the search's, and one the browser can
 * hold back until well after the page has loaded.
 * @param {import('playwright-core').Request} request
 */
const isRoutePrefetch = (request) => request.headers()['sec-purpose'] === 'prefetch';

/**
 * Waits until the page has stopped loading on its own: its main thread idle and no request in
 * flight for half a second. On a slow machine 'networkidle' can come before hydration's
 * intersection observers have fired, and what they load (a diagram's library near the top of a
 * page) would then be counted as what the search downloads. No deadline of its own.
 * @param {import('playwright-core').Page} page
 */
async function waitUntilPageSettled(page) {
  await page.waitForLoadState('networkidle');
  /** @type {Set<import('playwright-core').Request>} */
  const inFlight = new Set();
  let lastActivity = Date.now();
  /** @param {import('playwright-core').Request} request */
  const started = (request) => {
    inFlight.add(request);
    lastActivity = Date.now();
  };
  /** @param {import('playwright-core').Request} request */
  const ended = (request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    for (;;) {
      // As a string: these scripts are type-checked without the DOM's types.
      await page.evaluate('new Promise((resolve) => requestIdleCallback(resolve))');
      if (inFlight.size === 0 && Date.now() - lastActivity >= 500) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

module.exports = {chromiumPath, chromiumFlags, throttleLikeSlowPhone, isRoutePrefetch, waitUntilPageSettled};
