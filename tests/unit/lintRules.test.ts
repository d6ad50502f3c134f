// `npm run lint` must stop an import that package.json does not declare and an import cycle; these
// lint the broken fixtures in tests/fixtures/lint with the project's own ESLint config.
// ESLint runs as `npm run lint` runs it, in its own process: its config is an ES module, which Jest's
// module loader cannot import.
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {siteDir} from '../support/paths';

const fixtures = path.join(siteDir, 'tests/fixtures/lint');

/** The rule messages ESLint gives a file on disk, or `code` linted as if it were that file. */
async function ruleMessages(file: string, code?: string): Promise<string[]> {
  const args = ['--no-ignore', '--format', 'json', ...(code === undefined ? [file] : ['--stdin', '--stdin-filename', file])];
  const eslint = spawnSync(path.join(siteDir, 'node_modules/.bin/eslint'), args, {cwd: siteDir, input: code, encoding: 'utf8'});
  if (eslint.status === 2 || !eslint.stdout) throw new Error(`eslint failed: ${eslint.stderr}`);
  const [result] = JSON.parse(eslint.stdout) as {messages: {ruleId: string; message: string}[]}[];
  return result.messages.map(({ruleId, message}) => `${ruleId}: ${message}`);
}

describe('lint rules', () => {
  it('fails on a package that package.json does not declare', async () => {
    expect(await ruleMessages(path.join(fixtures, 'undeclared.ts'))).toEqual([
      expect.stringMatching(/^import-x\/no-extraneous-dependencies: 'picocolors' should be listed/),
    ]);
  });

  it('fails on a development dependency in code the site ships', async () => {
    const shipped = path.join(siteDir, 'src/features/example.ts');
    expect(await ruleMessages(shipped, "import {chromium} from 'playwright-core';\nexport default chromium;\n")).toEqual([
      expect.stringMatching(
        /^import-x\/no-extraneous-dependencies: 'playwright-core' should be listed in the project's dependencies, not devDependencies/,
      ),
    ]);
  });

  it('fails on an import cycle, through a relative import and an @site alias alike', async () => {
    for (const file of ['first.ts', 'second.ts']) {
      expect(await ruleMessages(path.join(fixtures, 'cycle', file))).toEqual([
        expect.stringMatching(/^import-x\/no-cycle: Dependency cycle detected/),
      ]);
    }
  });

  it('passes the docusaurus aliases, which are no packages', async () => {
    const shipped = path.join(siteDir, 'src/features/example.tsx');
    const code = "import Link from '@docusaurus/Link';\nimport CodeBlock from '@theme/CodeBlock';\nexport {Link, CodeBlock};\n";
    expect(await ruleMessages(shipped, code)).toEqual([]);
  });
});
