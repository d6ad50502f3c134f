// @ts-check
// Debian's Chromium and the flags this workplace requires, for the tests (tests/support/browser.ts)
// and the bench (scripts/bench.mjs); each adds its own fresh --user-data-dir or lets Playwright do so.
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

module.exports = {chromiumPath, chromiumFlags, throttleLikeSlowPhone};
