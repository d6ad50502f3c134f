// @ts-check
// `npm test`: everything CI runs, in one command. Type check and lint come first, then the Jest
// projects unit, maintenance, content and site (one worker; the site tests share one production
// build). The tutorial project runs beside them from the start, in its own process and one file at
// a time (its chains sit on the ports the pages name): it spends most of its time waiting on chains
// and timers, so the two together take little longer than the longer one alone. Prints the time of
// each step and each Jest project at the end; any failure fails the run.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'superchain-docs-test-'));

/** @typedef {{name: string, seconds: number, ok: boolean}} StepResult */

/**
 * Runs a command from the site's folder with its output passed through, and times it.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<StepResult>}
 */
function run(name, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {cwd: siteDir, stdio: 'inherit'});
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

const tutorials = jest('tutorial', ['--selectProjects', 'tutorial', '--runInBand']);
const checksAndSite = (async () => {
  /** @type {StepResult[]} */
  const steps = [];
  for (const [name, script] of [
    ['typecheck', 'typecheck'],
    ['lint', 'lint'],
  ]) {
    steps.push(await run(name, 'npm', ['run', script]));
    if (!allPassed(steps)) return steps;
  }
  steps.push(await jest('unit-to-site', ['--selectProjects', 'unit', 'maintenance', 'content', 'site']));
  return steps;
})();
const steps = [...(await checksAndSite), await tutorials];

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
console.log('\nTimes (the tutorial project ran beside the others):');
for (const {name, seconds: taken, ok} of steps)
  console.log(`  ${name.padEnd(14)} ${seconds(taken).padStart(7)}  ${ok ? 'passed' : 'FAILED'}`);
console.log('Jest projects, test files only (the shared build is in site):');
for (const [project, taken] of [...projectSeconds].sort()) console.log(`  ${project.padEnd(14)} ${seconds(taken).padStart(7)}`);
process.exitCode = allPassed(steps) ? 0 : 1;
