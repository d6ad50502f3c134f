// `npm run lint` must stop an import that package.json does not declare and an import cycle; these
// lint the broken fixtures in tests/fixtures/lint with the project's own ESLint config.
// ESLint runs as `npm run lint` runs it, in its own process: its config is an ES module, which Jest's
// module loader cannot import.
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {siteDir} from '../support/paths';

const fixtures = path.join(siteDir, 'tests/fixtures/lint');

/** The rule messages ESLint gives each file on disk (by its path), or `code` linted as if it were the one file given. */
function ruleMessages(files: string[], code?: string): Map<string, string[]> {
  const args = ['--no-ignore', '--format', 'json', ...(code === undefined ? files : ['--stdin', '--stdin-filename', files[0]])];
  const eslint = spawnSync(path.join(siteDir, 'node_modules/.bin/eslint'), args, {cwd: siteDir, input: code, encoding: 'utf8'});
  if (eslint.status === 2 || !eslint.stdout) throw new Error(`eslint failed: ${eslint.stderr}`);
  const results = JSON.parse(eslint.stdout) as {filePath: string; messages: {ruleId: string; message: string}[]}[];
  return new Map(results.map(({filePath, messages}) => [filePath, messages.map(({ruleId, message}) => `${ruleId}: ${message}`)]));
}

describe('lint rules', () => {
  // One ESLint run for the fixtures on disk, one for code linted as if it sat in src/.
  const undeclared = path.join(fixtures, 'undeclared.ts');
  const cycle = ['first.ts', 'second.ts'].map((file) => path.join(fixtures, 'cycle', file));
  let onDisk: Map<string, string[]>;
  let shipped: string[];
  beforeAll(() => {
    onDisk = ruleMessages([undeclared, ...cycle]);
    const code = [
      "import {chromium} from 'playwright-core';",
      "import Link from '@docusaurus/Link';",
      "import CodeBlock from '@theme/CodeBlock';",
      'export {chromium, Link, CodeBlock};',
      '',
    ].join('\n');
    shipped =
      ruleMessages([path.join(siteDir, 'src/features/example.tsx')], code)
        .values()
        .next().value ?? [];
  });

  it('fails on a package that package.json does not declare', () => {
    expect(onDisk.get(undeclared)).toEqual([expect.stringMatching(/^import-x\/no-extraneous-dependencies: 'picocolors' should be listed/)]);
  });

  it('fails on a development dependency in code the site ships, and passes the Docusaurus aliases, which are no packages', () => {
    expect(shipped).toEqual([
      expect.stringMatching(
        /^import-x\/no-extraneous-dependencies: 'playwright-core' should be listed in the project's dependencies, not devDependencies/,
      ),
    ]);
  });

  it('fails on an import cycle, through a relative import and an @site alias alike', () => {
    for (const file of cycle) expect(onDisk.get(file)).toEqual([expect.stringMatching(/^import-x\/no-cycle: Dependency cycle detected/)]);
  });
});
