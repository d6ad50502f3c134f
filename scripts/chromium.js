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

module.exports = {chromiumPath, chromiumFlags};
