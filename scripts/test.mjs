// @ts-check
// `npm test`: everything CI runs, in one command, as three streams at once. One builds the site
// (tests/support/globalSetup.ts), then runs the Jest project site (one worker; its tests share that
// production build). One runs the Jest projects unit, maintenance and content (none needs the
// build), then, once the build is done too, the tutorial project in its own process, one file at a
// time (its chains sit on the ports the pages name). The third runs the type check and lint at a
// lower CPU priority (nice 10): they have no time limit, so they take the CPU the timed tests leave
// and slow a tutorial step or a page load far less than at the same priority (issue 23).
// Prints the time of each step and each Jest project at the end; any failure fails the run.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'superchain-docs-test-'));

/** @typedef {{name: string, seconds: number, ok: boolean}} StepResult */

/** The niceness of the steps that have no time limit: they get a core only when no timed step wants it. */
const background = 10;

/**
 * Runs a command from the site's folder with its output passed through, and times it. Its
 * processes, and every process they start, run at `niceness`.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {number} [niceness]
 * @returns {Promise<StepResult>}
 */
function run(name, command, args, niceness = 0) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {cwd: siteDir, stdio: 'inherit'});
    // Set before the child has started anything (npm takes far longer to load), so its children inherit it.
    if (niceness && child.pid !== undefined) os.setPriority(child.pid, niceness);
    child.on('close', (code) => resolve({name, seconds: (Date.now() - started) / 1000, ok: code === 0}));
  });
}

/**
 * A Jest run that writes its JSON report, so each project's time can be read back.
 * @param {string} name
 * @param {string[]} args
 */
const jest = (name, args) =>
  run(name, process.execPath, [
    path.join(siteDir, 'node_modules/jest/bin/jest.js'),
    ...args,
    '--json',
    '--outputFile',
    path.join(reportDir, `${name}.json`),
  ]);

/** @param {StepResult[]} steps */
const allPassed = (steps) => steps.every(({ok}) => ok);

/**
 * Runs steps one after another, stopping at the first that fails.
 * @param {(() => Promise<StepResult>)[]} queue
 */
async function inTurn(queue) {
  /** @type {StepResult[]} */
  const done = [];
  for (const next of queue) {
    done.push(await next());
    if (!allPassed(done)) break;
  }
  return done;
}

// The tutorials start once the build is done, never beside it: beside the build (webpack on every
// core), a tutorial's `npm install` step once ran past its 120 s limit on the 2-core CI machine (it
// takes about 16 s on its own). Started beside the site tests and the type check and lint at the
// same priority, the same step ran past its limit again (a fresh-clone run at 2b435a6); hence the
// lower priority of the type check and lint. The site tests keep Jest's default workers (one on two
// cores): with a second worker, a search took seconds to answer.
const build = run('build', process.execPath, [
  path.join(siteDir, 'node_modules/tsx/dist/cli.mjs'),
  path.join(siteDir, 'tests/support/globalSetup.ts'),
]);
const streams = await Promise.all([
  inTurn([() => build, () => jest('site', ['--selectProjects', 'site'])]),
  inTurn([
    () => jest('unit-to-content', ['--selectProjects', 'unit', 'maintenance', 'content']),
    () => build.then(() => jest('tutorial', ['--selectProjects', 'tutorial', '--runInBand'])),
  ]),
  inTurn([() => run('typecheck', 'npm', ['run', 'typecheck'], background), () => run('lint', 'npm', ['run', 'lint'], background)]),
]);
const steps = streams.flat();

/** The Jest project a test file belongs to, by its folder (jest.config.js). */
const projectOf = (/** @type {string} */ file) =>
  ({unit: 'unit', maintenance: 'maintenance', content: 'content', tutorial: 'tutorial', build: 'site', browser: 'site'})[
    path.relative(path.join(siteDir, 'tests'), file).split(path.sep)[0]
  ] ?? 'other';

/** @type {Map<string, number>} */
const projectSeconds = new Map();
for (const report of fs.readdirSync(reportDir)) {
  /** @type {{testResults: {name: string, startTime: number, endTime: number}[]}} */
  const {testResults} = JSON.parse(fs.readFileSync(path.join(reportDir, report), 'utf8'));
  for (const {name, startTime, endTime} of testResults) {
    projectSeconds.set(projectOf(name), (projectSeconds.get(projectOf(name)) ?? 0) + (endTime - startTime) / 1000);
  }
}
fs.rmSync(reportDir, {recursive: true, force: true});

const seconds = (/** @type {number} */ value) => `${value.toFixed(0)} s`;
console.log('\nTimes (three streams at once: build and site; unit to content and tutorials; type check and lint, niced):');
for (const {name, seconds: taken, ok} of steps)
  console.log(`  ${name.padEnd(14)} ${seconds(taken).padStart(7)}  ${ok ? 'passed' : 'FAILED'}`);
console.log('Jest projects, test files only (the shared build is in site):');
for (const [project, taken] of [...projectSeconds].sort()) console.log(`  ${project.padEnd(14)} ${seconds(taken).padStart(7)}`);
process.exitCode = allPassed(steps) ? 0 : 1;
