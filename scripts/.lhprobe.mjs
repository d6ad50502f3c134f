import fs from 'node:fs';
import {createRequire} from 'node:module';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
const require = createRequire(import.meta.url);
const {serveStatic} = require('./static-server.js');
const {chromiumPath, chromiumFlags} = require('./chromium.js');
const server = await serveStatic(process.argv[2] ?? 'build');
for (const route of process.argv.slice(3)) {
  const chrome = await chromeLauncher.launch({chromePath: chromiumPath, chromeFlags: [...chromiumFlags, `--user-data-dir=${fs.mkdtempSync('/tmp/lh-')}`]});
  const r = await lighthouse(server.url + route, {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance']});
  const a = r.lhr.audits;
  console.log(route, 'perf', r.lhr.categories.performance.score, 'TBT', Math.round(a['total-blocking-time'].numericValue));
  console.log(' bootup', JSON.stringify(a['bootup-time'].details.items.map((i) => [i.url.replace(server.url, ''), Math.round(i.total), Math.round(i.scripting), Math.round(i.scriptParseCompile)])));
  console.log(' mainthread', JSON.stringify(a['mainthread-work-breakdown'].details.items.map((i) => [i.group, Math.round(i.duration)])));
  console.log(' longtasks', JSON.stringify((a['long-tasks'].details?.items ?? []).map((i) => [String(i.url).replace(server.url, ''), Math.round(i.startTime), Math.round(i.duration)])));
  await chrome.kill();
}
await server.close();
