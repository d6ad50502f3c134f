import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {buildDir, siteDir} from './paths';
import securityHeaders from '../../scripts/security-headers';

// Everything the production build is made from; a change to any of it means a new build.
const buildInputs = [
  'docs',
  'versioned_docs',
  'versioned_sidebars',
  'versions.json',
  'archived_versions',
  'src',
  'static',
  'docusaurus.config.ts',
  'sidebars.ts',
  'package-lock.json',
];
const stampFile = path.join(buildDir, '.build-inputs-hash');

function listFiles(entry: string): string[] {
  const full = path.join(siteDir, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [entry];
  return fs
    .readdirSync(full, {recursive: true, withFileTypes: true})
    .filter((dirent) => dirent.isFile())
    .map((dirent) => path.relative(siteDir, path.join(dirent.parentPath, dirent.name)))
    .sort();
}

function hashBuildInputs(): string {
  const hash = createHash('sha256');
  for (const file of buildInputs.flatMap(listFiles)) {
    hash.update(file).update(fs.readFileSync(path.join(siteDir, file)));
  }
  return hash.digest('hex');
}

/** Builds the site once for the whole test run, or reuses a build made from the same sources (Jest's globalSetup for the site project). */
export default function globalSetup(): void {
  const inputsHash = hashBuildInputs();
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === inputsHash) {
    console.log('\nReusing the production build in build/ (sources unchanged).');
  } else {
    console.log('\nBuilding the site once for this test run...');
    const started = Date.now();
    execFileSync('npx', ['docusaurus', 'build'], {cwd: siteDir, stdio: 'inherit'});
    fs.writeFileSync(stampFile, inputsHash);
    console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
  // The last step of `npm run build`, rewritten every run (it takes a moment) so a change to it is tested.
  securityHeaders.writeHeadersFile(buildDir);
}

// `npm test` (scripts/test.mjs) runs this file on its own first, so the build is a step of its own.
if (require.main === module) globalSetup();
