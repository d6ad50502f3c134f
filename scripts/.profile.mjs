import fs from 'node:fs';
import {createRequire} from 'node:module';
import {chromium} from 'playwright-core';
const require = createRequire(import.meta.url);
const {serveStatic} = require('./static-server.js');
const {chromiumPath, chromiumFlags} = require('./chromium.js');
const server = await serveStatic('build');
const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
for (const route of process.argv.slice(2)) {
  const page = await browser.newPage({viewport: {width: 390, height: 844}});
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', {interval: 200});
  await cdp.send('Profiler.start');
  await page.goto(server.url + route, {waitUntil: 'load'});
  await page.waitForTimeout(3000);
  const {profile} = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  profile.samples.forEach((id, i) => {
    const n = byId.get(id);
    const f = n.callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.replace(server.url, '')}:${f.lineNumber}:${f.columnNumber}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  });
  // inclusive by url
  const byUrl = new Map();
  profile.samples.forEach((id, i) => { const u = byId.get(id).callFrame.url.replace(server.url,'') || byId.get(id).callFrame.functionName; byUrl.set(u, (byUrl.get(u) ?? 0) + (dt[i] ?? 0)/1000); });
  console.log(route, 'self by url', [...byUrl].sort((a,b)=>b[1]-a[1]).slice(0,8).map(([k,v])=>`${k} ${v.toFixed(0)}`).join(' | '));
  console.log([...self].filter(([k])=>!k.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v.toFixed(1)} ${k}`).join('\n'));
  fs.writeFileSync('/tmp/lhprobe/profile' + route.replace(/\//g, '_') + '.cpuprofile', JSON.stringify(profile));
  await page.close();
}
await browser.close();
await server.close();
