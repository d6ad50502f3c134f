#!/usr/bin/env node
// A `solc` command for forge, backed by the solc npm package (solcjs, an Emscripten build of the
// real compiler; its version is pinned in package.json). forge cannot download a native solc in
// the tests, so they point it here with FOUNDRY_SOLC. forge calls a solc binary in two ways only:
//   solc --version                                 -> it reads the version from the last line
//   solc [--base-path|--include-path|--allow-paths DIR]... --standard-json   (input on stdin)
// Anything else is refused loudly, so a change in what forge asks for shows up as a test failure.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const solc = require('solc');

const args = process.argv.slice(2);

if (args.length === 1 && (args[0] === '--version' || args[0] === '-v')) {
  // The same two lines as a native solc prints.
  process.stdout.write(`solc, the solidity compiler commandline interface\nVersion: ${solc.version()}\n`);
  process.exit(0);
}

const searchDirs = [];
let standardJson = false;
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  if (arg === '--standard-json') standardJson = true;
  else if (arg === '--base-path' || arg === '--include-path' || arg === '--allow-paths') {
    const value = args[++i];
    if (value === undefined) fail(`${arg} needs a value`);
    if (arg !== '--allow-paths') searchDirs.push(value);
    else searchDirs.push(...value.split(',').filter(Boolean));
  } else if (arg.startsWith('--base-path=') || arg.startsWith('--include-path=')) {
    searchDirs.push(arg.slice(arg.indexOf('=') + 1));
  } else if (arg.startsWith('--allow-paths=')) {
    searchDirs.push(...arg.slice('--allow-paths='.length).split(',').filter(Boolean));
  } else {
    fail(`unsupported argument ${JSON.stringify(arg)} (this wrapper only does --version and --standard-json)`);
  }
}
if (!standardJson) fail(`unsupported invocation: solc ${args.join(' ')}`);

// forge puts every source's content into the input; the callback only covers an import it left out.
function findImports(importPath) {
  for (const dir of ['', ...searchDirs]) {
    const file = path.resolve(dir || process.cwd(), importPath);
    if (fs.existsSync(file)) return {contents: fs.readFileSync(file, 'utf8')};
  }
  return {error: `File not found: ${importPath}`};
}

const input = fs.readFileSync(0, 'utf8');
process.stdout.write(solc.compile(input, {import: findImports}));

function fail(message) {
  process.stderr.write(`solc (solcjs wrapper for the tests): ${message}\n`);
  process.exit(1);
}
