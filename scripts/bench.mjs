#!/usr/bin/env node
// npm run bench: measures the production site against its performance budgets and exits non-zero
// when one is missed. Not a test: timings depend on the machine. Writes bench-results.json.
//   --pages-only                 measure the build already in build/ (while tuning pages)
//   --lcp                        the tutorial's largest paint with and without its scripts
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import lighthouse, {desktopConfig} from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {chromium} from 'playwright-core';

const require = createRequire(import.meta.url);
const {serveStatic, resolveFile} = require('./static-server.js');
const {writeHeadersFile} = require('./security-headers.js');

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(siteDir, 'build');
const {chromiumPath, chromiumFlags: chromeFlags} = require('./chromium.js');
const chromePath = process.env.CHROME_PATH ?? chromiumPath;

// First-load JavaScript (gzip KB, as assetsOf measures it) when these budgets were set (Nov 2026);
// a page may grow by 5 % at most.
const firstLoadJsBaselineKB = {home: 182.5, tutorial: 230.8, operators: 228.5};
const budgets = {
  coldBuildSeconds: 60, // on the 2-core CI machine
  firstLoadJsGzipKB: Object.fromEntries(Object.entries(firstLoadJsBaselineKB).map(([page, kb]) => [page, Math.round(kb * 1.05 * 10) / 10])),
  lighthouseMobilePerformance: 90,
  lighthouseDesktopPerformance: 98,
  lighthouseOtherCategories: 100, // accessibility, best practices, SEO
};

const kb = (bytes) => Math.round(bytes / 102.4) / 10;
const gzipSize = (buffer) => zlib.gzipSync(buffer, {level: 9}).length;

/** A cold production build (caches removed), timed, with the peak memory GNU time reports. */
function coldBuild() {
  for (const dir of [buildDir, '.docusaurus', 'node_modules/.cache']) fs.rmSync(path.resolve(siteDir, dir), {recursive: true, force: true});
  const started = Date.now();
  const args = ['-f', '%M', process.execPath, 'node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build'];
  const result = spawnSync('/usr/bin/time', args, {cwd: siteDir, encoding: 'utf8'});
  if (result.status !== 0) throw new Error(`The build failed:\n${result.stderr.slice(-3000)}`);
  const peakKB = Number(result.stderr.trim().split('\n').at(-1));
  // The rest of `npm run build`: the headers file the pages are served with.
  writeHeadersFile(buildDir);
  return {seconds: (Date.now() - started) / 1000, peakMemoryMB: Math.round(peakKB / 1024)};
}

/** The JS and CSS a page loads in a real browser until it is idle (raw and gzip bytes). */
async function assetsOf(browser, url) {
  const page = await browser.newPage();
  const loaded = new Set();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') loaded.add(`${type} ${new URL(response.url()).pathname}`);
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  await page.close();
  const totals = {jsRaw: 0, jsGzip: 0, cssRaw: 0, cssGzip: 0, files: loaded.size};
  for (const entry of loaded) {
    const [type, pathname] = entry.split(' ');
    const content = fs.readFileSync(resolveFile(buildDir, pathname));
    const key = type === 'script' ? 'js' : 'css';
    totals[`${key}Raw`] += content.length;
    totals[`${key}Gzip`] += gzipSize(content);
  }
  return totals;
}

function searchIndexes() {
  return fs
    .readdirSync(buildDir, {recursive: true})
    .map(String)
    .filter((file) => /search-index.*\.json$/.test(file))
    .map((file) => {
      const content = fs.readFileSync(path.join(buildDir, file));
      return {file, raw: content.length, gzip: gzipSize(content)};
    });
}

// One Lighthouse run varies by several points on a shared 2-core machine; its authors advise the
// median of several runs (https://github.com/GoogleChrome/lighthouse/blob/main/docs/variability.md).
const lighthouseRuns = 3;
const lighthouseCategories = ['performance', 'accessibility', 'best-practices', 'seo'];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse run: the category scores and the largest contentful paint (ms). */
async function lighthouseOnce(url, formFactor, throttlingMethod = 'simulate') {
  const chrome = await chromeLauncher.launch({chromePath, chromeFlags: [...chromeFlags, `--user-data-dir=${fs.mkdtempSync('/tmp/lh-')}`]});
  try {
    const result = await lighthouse(
      url,
      {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: lighthouseCategories, throttlingMethod},
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    return {
      ...Object.fromEntries(lighthouseCategories.map((category) => [category, Math.round(result.lhr.categories[category].score * 100)])),
      lcp: Math.round(result.lhr.audits['largest-contentful-paint'].numericValue),
      lcpTrace: scriptsBeforeObservedPaint(result.lhr),
    };
  } finally {
    await chrome.kill();
  }
}

async function runLighthouse(url, formFactor, runs = lighthouseRuns) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await lighthouseOnce(url, formFactor));
  return {
    ...Object.fromEntries(lighthouseCategories.map((category) => [category, median(results.map((scores) => scores[category]))])),
    'performance runs': results.map((scores) => scores.performance).join(' '),
  };
}

/**
 * From the trace Lighthouse recorded (unthrottled): when the largest paint really happened, and the
 * scripts requested before it. Lantern, which simulates the throttled load, counts every request
 * other than a low-priority image that started before that paint as needed for it
 * (@paulirish/trace_engine, lantern/metrics/LargestContentfulPaint.js, getOptimisticGraph).
 */
function scriptsBeforeObservedPaint(lhr) {
  const observed = lhr.audits.metrics.details.items[0].observedLargestContentfulPaint;
  const scripts = lhr.audits['network-requests'].details.items.filter(
    (request) => request.resourceType === 'Script' && request.networkRequestTime < observed,
  );
  return {
    'observed LCP (ms)': Math.round(observed),
    'scripts requested before it': scripts.length,
    'their KB': kb(scripts.reduce((sum, request) => sum + request.transferSize, 0)),
  };
}

/**
 * #18 item 10: the tutorial's largest contentful paint with its scripts and with every script
 * removed from the same HTML (a copy of the build), under Lighthouse's simulated throttling and
 * under devtools throttling (which really slows the CPU and the network); median of 3 each.
 */
async function compareLcpWithoutScripts(route) {
  const scriptlessDir = fs.mkdtempSync('/tmp/bench-scriptless-');
  fs.cpSync(buildDir, scriptlessDir, {recursive: true});
  const file = resolveFile(scriptlessDir, route);
  const html = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(
    file,
    html
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<link\b[^>]*rel=["']?(?:preload|prefetch|modulepreload)["']?[^>]*as=["']?script["']?[^>]*>/g, ''),
  );
  const servers = {'with scripts': await serveStatic(buildDir), 'scripts removed': await serveStatic(scriptlessDir)};
  const rows = {};
  for (const throttlingMethod of ['simulate', 'devtools']) {
    for (const [variant, server] of Object.entries(servers)) {
      const runs = [];
      for (let run = 0; run < lighthouseRuns; run += 1) runs.push(await lighthouseOnce(server.url + route, 'mobile', throttlingMethod));
      const lcps = runs.map(({lcp}) => lcp);
      const medianRun = runs.find(({lcp}) => lcp === median(lcps));
      rows[`${variant}, ${throttlingMethod}`] = {'LCP median (ms)': median(lcps), 'runs (ms)': lcps.join(' '), ...medianRun.lcpTrace};
    }
  }
  await Promise.all(Object.values(servers).map((server) => server.close()));
  fs.rmSync(scriptlessDir, {recursive: true, force: true});
  return rows;
}

const results = {date: new Date().toISOString(), budgets, pages: {}, searchIndexes: [], lighthouse: {}};
const misses = [];
// The pages the first-load budgets were set on; the operators page was then that section's longest.
const pages = () => ({
  home: '/',
  tutorial: '/interop/tutorials/message-passing',
  operators: '/operators/node-operators/tutorials/node-from-docker',
});

if (process.argv.includes('--lcp')) {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) throw new Error('--lcp measures an existing build: run `npm run build` first.');
  const rows = await compareLcpWithoutScripts(pages().tutorial);
  console.log('\nTutorial page, Lighthouse mobile: largest contentful paint');
  console.table(rows);
  fs.writeFileSync(path.join(siteDir, 'bench-lcp.json'), `${JSON.stringify({date: results.date, rows}, null, 2)}\n`);
  process.exit(0);
}

// `--pages-only` measures the build already in build/ (while tuning pages).
const pagesOnly = process.argv.includes('--pages-only');
if (!pagesOnly) {
  console.log('Cold build...');
  results.build = coldBuild();
  if (results.build.seconds > budgets.coldBuildSeconds)
    misses.push(`cold build ${results.build.seconds} s > ${budgets.coldBuildSeconds} s`);
} else if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  throw new Error('--pages-only measures an existing build: run `npm run build` first.');
}

const measuredPages = pages();
const server = await serveStatic(buildDir);
const browser = await chromium.launch({executablePath: chromePath, args: chromeFlags});
for (const [name, route] of Object.entries(measuredPages)) {
  results.pages[name] = {route, ...(await assetsOf(browser, server.url + route))};
  if (kb(results.pages[name].jsGzip) > budgets.firstLoadJsGzipKB[name]) {
    misses.push(`${route}: ${kb(results.pages[name].jsGzip)} KB of gzipped JS > ${budgets.firstLoadJsGzipKB[name]} KB`);
  }
}
await browser.close();
results.searchIndexes = searchIndexes();

for (const [name, route] of Object.entries(measuredPages)) {
  for (const formFactor of ['mobile', 'desktop']) {
    const scores = await runLighthouse(server.url + route, formFactor);
    results.lighthouse[`${name} ${formFactor}`] = scores;
    const performanceBudget = formFactor === 'mobile' ? budgets.lighthouseMobilePerformance : budgets.lighthouseDesktopPerformance;
    if (scores.performance < performanceBudget)
      misses.push(`${route} ${formFactor}: performance ${scores.performance} < ${performanceBudget}`);
    for (const category of ['accessibility', 'best-practices', 'seo']) {
      if (scores[category] < budgets.lighthouseOtherCategories)
        misses.push(`${route} ${formFactor}: ${category} ${scores[category]} < 100`);
    }
  }
}
await server.close();

if (!pagesOnly) {
  console.log('\nCold build');
  console.table([results.build]);
}
console.log('\nJS and CSS each page loads (KB)');
console.table(
  Object.fromEntries(
    Object.entries(results.pages).map(([name, p]) => [
      name,
      {
        route: p.route,
        files: p.files,
        'JS raw': kb(p.jsRaw),
        'JS gzip': kb(p.jsGzip),
        'JS budget': budgets.firstLoadJsGzipKB[name],
        'CSS raw': kb(p.cssRaw),
        'CSS gzip': kb(p.cssGzip),
      },
    ]),
  ),
);
console.log('\nSearch indexes (KB)');
console.table(results.searchIndexes.map(({file, raw, gzip}) => ({file, raw: kb(raw), gzip: kb(gzip)})));
console.log('\nLighthouse');
console.table(results.lighthouse);
results.budgetsMissed = misses;
fs.writeFileSync(path.join(siteDir, 'bench-results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(misses.length ? `\nBudgets missed:\n- ${misses.join('\n- ')}` : '\nAll budgets met.');
process.exit(misses.length ? 1 : 0);
