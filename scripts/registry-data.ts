// Regenerates src/features/reference-tables/data/registry/chains.json from a local Superchain Registry checkout:
//   npm run data:registry -- <checkout> [--commit <40-hex commit> --date <ISO date>] [--out <file>]
// The commit and its date come from the checkout's git HEAD; --commit and --date name them for a
// copy without git (an unpacked archive). Nothing is fetched: the checkout is the only input.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {readRegistry} from './registry/readRegistry';

function gitPin(checkout: string): {commit: string; date: string} | undefined {
  try {
    const [commit, date] = execFileSync('git', ['-C', checkout, 'log', '-1', '--format=%H%n%cI'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .trim()
      .split('\n');
    // A folder inside another repository (a fixture, an unpacked archive) would report that repository's HEAD.
    const top = execFileSync('git', ['-C', checkout, 'rev-parse', '--show-toplevel'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return fs.realpathSync(top) === fs.realpathSync(checkout) ? {commit, date} : undefined;
  } catch {
    return undefined;
  }
}

export function main(args: string[]): string {
  const options = new Map<string, string>();
  const positional: string[] = [];
  for (let index = 0; index < args.length; index += 1) {
    if (args[index].startsWith('--')) {
      if (args[index + 1] === undefined) throw new Error(`${args[index]} needs a value`);
      options.set(args[index].slice(2), args[(index += 1)]);
    } else {
      positional.push(args[index]);
    }
  }
  const unknown = [...options.keys()].filter((name) => !['commit', 'date', 'out'].includes(name));
  if (positional.length !== 1 || unknown.length > 0) {
    throw new Error('Usage: npm run data:registry -- <registry checkout> [--commit <commit> --date <ISO date>] [--out <file>]');
  }
  const checkout = path.resolve(positional[0]);
  const given =
    options.has('commit') || options.has('date') ? {commit: options.get('commit') ?? '', date: options.get('date') ?? ''} : undefined;
  const pin = given ?? gitPin(checkout);
  if (!pin) throw new Error(`${checkout} is not the top of a git checkout; pass --commit and --date to name the registry commit it holds`);
  if (!/^[0-9a-f]{40}$/.test(pin.commit)) throw new Error(`--commit ${JSON.stringify(pin.commit)} is not a 40-character commit`);
  if (Number.isNaN(Date.parse(pin.date))) throw new Error(`--date ${JSON.stringify(pin.date)} is not an ISO date`);
  const data = readRegistry(checkout, pin);
  const out = path.resolve(options.get('out') ?? path.join(__dirname, '../src/features/reference-tables/data/registry/chains.json'));
  fs.mkdirSync(path.dirname(out), {recursive: true});
  fs.writeFileSync(out, `${JSON.stringify(data, null, 2)}\n`);
  return `Wrote ${data.chains.length} chains (${data.superchains.map((s) => `${s.id} ${data.chains.filter((c) => c.superchain === s.id).length}`).join(', ')}) from ${data.source.repository} at ${pin.commit} to ${path.relative(process.cwd(), out)}`;
}

if (require.main === module) {
  try {
    console.log(main(process.argv.slice(2)));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
