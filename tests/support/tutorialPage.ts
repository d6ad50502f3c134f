import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {readerPath, solcWrapper} from './foundry';
import {offlineNpmEnv, startNpmRegistry, type NpmRegistry} from './npmRegistry';
import {ReaderShell, type StepResult} from './readerShell';

/**
 * A code block of a tutorial page, in reading order: shown from a file (`file`, absolute) or
 * written in the page (`content`), with the title the reader saves it under and the tab it sits in.
 */
export type PageBlock = {lang: string; title?: string; tab?: string; file?: string; content: string};

/**
 * The code blocks of a page as a reader meets them, partials (`import X from './_x.mdx'` shown as
 * `<X />`) read where the page shows them, each file block resolved against its own file's folder.
 */
export function pageBlocks(pageFile: string): PageBlock[] {
  const blocks: PageBlock[] = [];
  const text = fs.readFileSync(pageFile, 'utf8');
  const partials = new Map(
    [...text.matchAll(/^import (\w+) from '([^']*\/_[^'/]*\.mdx?)';$/gm)].map(([, name, from]) => [
      name,
      from.startsWith('@site/') ? path.join(__dirname, '../..', from.slice('@site/'.length)) : path.resolve(path.dirname(pageFile), from),
    ]),
  );
  let tab: string | undefined;
  let open: {lang: string; meta: string; indent: string; lines: string[]} | undefined;
  for (const line of text.split('\n')) {
    if (open) {
      if (line.trim() === '```') {
        const file = open.meta.match(/\bfile=(\S+)/)?.[1];
        const resolved = file ? path.resolve(path.dirname(pageFile), file) : undefined;
        blocks.push({
          lang: open.lang,
          ...(open.meta.match(/\btitle="([^"]+)"/) ? {title: open.meta.match(/\btitle="([^"]+)"/)![1]} : {}),
          ...(tab ? {tab} : {}),
          ...(resolved ? {file: resolved} : {}),
          content: resolved
            ? fs.readFileSync(resolved, 'utf8')
            : open.lines.map((code) => code.slice(open!.indent.length)).join('\n') + '\n',
        });
        open = undefined;
      } else {
        open.lines.push(line);
      }
      continue;
    }
    const partial = line.trim().match(/^<(\w+)\s*\/>$/);
    if (partial && partials.has(partial[1])) {
      blocks.push(...pageBlocks(partials.get(partial[1])!).map((block) => ({...block, ...(tab && !block.tab ? {tab} : {})})));
      continue;
    }
    const tabItem = line.match(/<TabItem value="([^"]+)"/);
    if (tabItem) tab = tabItem[1];
    if (line.includes('</TabItem>')) tab = undefined;
    const fence = line.match(/^(\s*)```(\w+)(.*)$/);
    if (fence && fence[2] !== 'mermaid') open = {indent: fence[1], lang: fence[2], meta: fence[3], lines: []};
    else if (fence) open = {indent: fence[1], lang: 'mermaid', meta: '', lines: []};
  }
  return blocks.filter((block) => block.lang !== 'mermaid');
}

/** The commands a page gives inline (in backticks) in its prose, e.g. a sanity check. */
export function inlineCommands(pageFile: string, startsWith: string): string[] {
  const text = fs.readFileSync(pageFile, 'utf8');
  return [...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]).filter((code) => code.startsWith(startsWith));
}

/** Every command of a step ran and succeeded. */
export function expectSuccess(step: StepResult): void {
  expect({failures: step.failures, status: step.status, stderr: step.failures.length ? step.stderr : ''}).toEqual({
    failures: [],
    status: 0,
    stderr: '',
  });
}

/** One log as `cast logs` prints it: its fields, and its topics in order (topic 0 is the event signature). */
export type CastLog = {address: string; topics: string[]; data: string; transactionHash: string};

export function parseCastLogs(output: string): CastLog[] {
  return output
    .split(/^- address: /m)
    .slice(1)
    .map((entry) => {
      const field = (name: string) => entry.match(new RegExp(`^\\s*${name}: (\\S+)`, 'm'))?.[1] ?? '';
      const topics = entry.split(/^\s*topics: \[/m)[1]?.split(']')[0] ?? '';
      return {
        address: entry.split('\n')[0].trim(),
        topics: topics.match(/0x[0-9a-fA-F]{64}/g) ?? [],
        data: field('data'),
        transactionHash: field('transactionHash'),
      };
    });
}

/** A reader at a terminal: a new folder to work in, a home of their own, and one bash session. */
export type Reader = {
  shell: ReaderShell;
  workDir: string;
  /** Saves a block the page shows where its title says, in the reader's current folder. */
  save(block: PageBlock): Promise<void>;
  close(): Promise<void>;
};

/**
 * Opens a terminal as a reader of `name` has it: Foundry and Node.js on the PATH and nothing else
 * of the test process. npm installs from a loopback registry of this project's node_modules (the
 * lockfile's versions) and reaches nothing else.
 */
export async function startReader(name: string): Promise<Reader> {
  const readerDir = fs.mkdtempSync(path.join(os.tmpdir(), `tutorial-${name}-`));
  const registry: NpmRegistry = await startNpmRegistry();
  const home = path.join(readerDir, 'home');
  const workDir = path.join(readerDir, 'work');
  fs.mkdirSync(home);
  fs.mkdirSync(workDir);
  const env: Record<string, string> = {
    HOME: home,
    PATH: readerPath(),
    LANG: 'C.UTF-8',
    TERM: 'dumb',
    // forge cannot download a native solc here: it compiles with the solc npm package instead.
    FOUNDRY_SOLC: solcWrapper,
    // npx must not install a package the page did not (a reader gets a prompt; CI has no one to answer).
    npm_config_yes: 'false',
    // Any request other than to the loopback registry meets a proxy that refuses it, so the step
    // fails at once instead of going to the internet.
    ...offlineNpmEnv(registry, path.join(readerDir, 'npm-cache')),
  };
  const shell = ReaderShell.start(workDir, env);
  // The only change to what the reader types: `forge init` cannot clone forge-std from GitHub
  // here, so it runs with --offline. The tutorials never use forge-std, but the example test and
  // script `forge init` writes import it, so `forge build` would fail here where it works for a
  // reader: they are removed from the new project.
  expectSuccess(
    await shell.run(
      [
        'forge() {',
        '  if [ "$1" != init ]; then command forge "$@"; return; fi',
        '  shift; command forge init --offline "$@" || return',
        '  local dir=.; for arg in "$@"; do case "$arg" in -*) ;; *) dir=$arg ;; esac; done',
        '  rm -f "$dir/test/Counter.t.sol" "$dir/script/Counter.s.sol"',
        '}',
      ].join('\n'),
    ),
  );
  return {
    shell,
    workDir,
    async save(block) {
      const target = path.join(await shell.cwd(), block.title!);
      fs.mkdirSync(path.dirname(target), {recursive: true});
      fs.writeFileSync(target, block.content);
    },
    async close() {
      shell.close();
      await registry.stop();
      fs.rmSync(readerDir, {recursive: true, force: true});
    },
  };
}
