/**
 * The command line both reader scripts share (npm run data:flags, npm run data:rpc):
 *   <checkout> <component> <tag> [--reth <reth checkout>] [--out <file>]
 * It reads, writes the JSON to --out (or standard output) and prints a summary and the reader's
 * notes on standard error; an error is one line and exit status 1.
 */
import fs from 'node:fs';

export type ReaderRequest = {checkout: string; component: string; tag: string; reth?: string};

export function runReaderCommand<T extends {notes: string[]}>(
  script: string,
  read: (request: ReaderRequest) => Promise<T>,
  summary: (data: T, request: ReaderRequest) => string[],
): void {
  const run = async (args: string[]) => {
    const options = new Map<string, string>();
    const positional: string[] = [];
    for (let index = 0; index < args.length; index += 1) {
      if (!args[index].startsWith('--')) positional.push(args[index]);
      else if (args[index + 1] === undefined) throw new Error(`${args[index]} needs a value`);
      else options.set(args[index].slice(2), args[(index += 1)]);
    }
    const unknown = [...options.keys()].filter((name) => !['reth', 'out'].includes(name));
    if (positional.length !== 3 || unknown.length > 0) {
      throw new Error(`usage: npm run ${script} -- <checkout> <component> <tag> [--reth <reth checkout>] [--out <file>]`);
    }
    const [checkout, component, tag] = positional;
    const request = {checkout, component, tag, reth: options.get('reth')};
    const data = await read(request);
    const text = `${JSON.stringify(data, null, 2)}\n`;
    if (options.has('out')) fs.writeFileSync(options.get('out')!, text);
    else process.stdout.write(text);
    for (const line of [...summary(data, request), ...data.notes.map((note) => `  note: ${note}`)]) process.stderr.write(`${line}\n`);
  };
  run(process.argv.slice(2)).catch((error: Error) => {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  });
}
