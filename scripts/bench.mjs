#!/usr/bin/env node
// npm run bench: measures the production site against its performance budgets and exits non-zero
// when one is missed. Not a test: timings depend on the machine. Writes bench-results.json.
import {execFileSync, spawnSync} from 'node:child_process';
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
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const budgets = {
  buildSpeedup: 4, // cold build with @docusaurus/faster at least 4x faster than the default bundler
  docPageJsGzipKB: 140,
  lighthouseMobilePerformance: 90,
  lighthouseDesktopPerformance: 98,
  lighthouseOtherCategories: 100, // accessibility, best practices, SEO
};

const kb = (bytes) => Math.round(bytes / 102.4) / 10;
const gzipSize = (buffer) => zlib.gzipSync(buffer, {level: 9}).length;

/** A cold production build (caches removed), timed, with the peak memory GNU time reports. */
function coldBuild(label, env) {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) fs.rmSync(path.join(siteDir, dir), {recursive: true, force: true});
  const started = Date.now();
  const result = spawnSync('/usr/bin/time', ['-f', '%M', process.execPath, 'node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build'], {
    cwd: siteDir, env: {...process.env, ...env}, encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${label} build failed:\n${result.stderr.slice(-3000)}`);
  const peakKB = Number(result.stderr.trim().split('\n').at(-1));
  // The rest of `npm run build`: the headers file the pages are served with.
  writeHeadersFile(buildDir);
  return {label, seconds: (Date.now() - started) / 1000, peakMemoryMB: Math.round(peakKB / 1024)};
}

/** The longest operators page: the most prose a reader scrolls through in that section. */
function longestOperatorsPage() {
  const dir = path.join(buildDir, 'operators');
  const files = fs.readdirSync(dir, {recursive: true}).map(String).filter((file) => file.endsWith('.html'));
  const longest = files.sort((a, b) => fs.statSync(path.join(dir, b)).size - fs.statSync(path.join(dir, a)).size)[0];
  return `/operators/${longest.replace(/\.html$/, '').replace(/\/index$/, '')}`;
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
  return fs.readdirSync(buildDir, {recursive: true}).map(String).filter((file) => /search-index.*\.json$/.test(file)).map((file) => {
    const content = fs.readFileSync(path.join(buildDir, file));
    return {file, raw: content.length, gzip: gzipSize(content)};
  });
}

// One Lighthouse run varies by several points on a shared 2-core machine; its authors advise the
// median of several runs (https://github.com/GoogleChrome/lighthouse/blob/main/docs/variability.md).
const lighthouseRuns = 3;
const lighthouseCategories = ['performance', 'accessibility', 'best-practices', 'seo'];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function lighthouseOnce(url, formFactor) {
  const chrome = await chromeLauncher.launch({chromePath, chromeFlags: [...chromeFlags, `--user-data-dir=${fs.mkdtempSync('/tmp/lh-')}`]});
  try {
    const result = await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: lighthouseCategories},
      formFactor === 'desktop' ? desktopConfig : undefined);
    return Object.fromEntries(lighthouseCategories.map((category) => [category, Math.round(result.lhr.categories[category].score * 100)]));
  } finally {
    await chrome.kill();
  }
}

async function runLighthouse(url, formFactor) {
  const runs = [];
  for (let run = 0; run < lighthouseRuns; run += 1) runs.push(await lighthouseOnce(url, formFactor));
  return {
    ...Object.fromEntries(lighthouseCategories.map((category) => [category, median(runs.map((scores) => scores[category]))])),
    'performance runs': runs.map((scores) => scores.performance).join(' '),
  };
}

const results = {date: new Date().toISOString(), budgets, builds: [], pages: {}, searchIndexes: [], lighthouse: {}};
const misses = [];

// `npm run bench -- --pages-only` measures the build already in build/ (while tuning pages).
const pagesOnly = process.argv.includes('--pages-only');
if (!pagesOnly) {
  console.log('Cold build with the default bundler (webpack)...');
  results.builds.push(coldBuild('default bundler', {BENCH_DEFAULT_BUNDLER: '1'}));
  console.log('Cold build with @docusaurus/faster (Rspack, SWC, Lightning CSS)...');
  results.builds.push(coldBuild('@docusaurus/faster', {}));
  const [slow, fast] = results.builds;
  results.buildSpeedup = Math.round((slow.seconds / fast.seconds) * 10) / 10;
  if (results.buildSpeedup < budgets.buildSpeedup) misses.push(`build speed-up ${results.buildSpeedup}x < ${budgets.buildSpeedup}x`);
} else if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  throw new Error('--pages-only measures an existing build: run `npm run build` first.');
}

const pages = {home: '/', tutorial: '/interop/tutorials/message-passing', operators: longestOperatorsPage()};
const server = await serveStatic(buildDir);
const browser = await chromium.launch({executablePath: chromePath, args: chromeFlags});
for (const [name, route] of Object.entries(pages)) {
  results.pages[name] = {route, ...(await assetsOf(browser, server.url + route))};
  if (name !== 'home' && kb(results.pages[name].jsGzip) > budgets.docPageJsGzipKB) {
    misses.push(`${route}: ${kb(results.pages[name].jsGzip)} KB of gzipped JS > ${budgets.docPageJsGzipKB} KB`);
  }
}
await browser.close();
results.searchIndexes = searchIndexes();

for (const [name, route] of Object.entries(pages)) {
  for (const formFactor of ['mobile', 'desktop']) {
    const scores = await runLighthouse(server.url + route, formFactor);
    results.lighthouse[`${name} ${formFactor}`] = scores;
    const performanceBudget = formFactor === 'mobile' ? budgets.lighthouseMobilePerformance : budgets.lighthouseDesktopPerformance;
    if (scores.performance < performanceBudget) misses.push(`${route} ${formFactor}: performance ${scores.performance} < ${performanceBudget}`);
    for (const category of ['accessibility', 'best-practices', 'seo']) {
      if (scores[category] < budgets.lighthouseOtherCategories) misses.push(`${route} ${formFactor}: ${category} ${scores[category]} < 100`);
    }
  }
}
await server.close();

if (!pagesOnly) {
  console.log('\nBuilds');
  console.table(results.builds);
  console.log(`Speed-up of @docusaurus/faster: ${results.buildSpeedup}x (budget ${budgets.buildSpeedup}x)`);
}
console.log('\nJS and CSS each page loads (KB)');
console.table(Object.fromEntries(Object.entries(results.pages).map(([name, p]) => [name, {route: p.route, files: p.files, 'JS raw': kb(p.jsRaw), 'JS gzip': kb(p.jsGzip), 'CSS raw': kb(p.cssRaw), 'CSS gzip': kb(p.cssGzip)}])));
console.log('\nSearch indexes (KB)');
console.table(results.searchIndexes.map(({file, raw, gzip}) => ({file, raw: kb(raw), gzip: kb(gzip)})));
console.log('\nLighthouse');
console.table(results.lighthouse);
results.budgetsMissed = misses;
fs.writeFileSync(path.join(siteDir, 'bench-results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(misses.length ? `\nBudgets missed:\n- ${misses.join('\n- ')}` : '\nAll budgets met.');
process.exit(misses.length ? 1 : 0);
