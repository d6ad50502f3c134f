import {compile} from '@mdx-js/mdx';
import fs from 'node:fs';
for (const f of process.argv.slice(2)) {
  const t = fs.readFileSync(f, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
  try { await compile(t, {}); } catch (e) { console.log('ERR', f, e.message); }
}
console.log('done');
