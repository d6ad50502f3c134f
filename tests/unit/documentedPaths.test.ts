// The documents a newcomer reads first name files and folders; a name that no longer exists sends
// them nowhere. Every path in backticks in README.md, CONTRIBUTING.md and every README under src/
// that starts at a top folder of the repository (`src/…`, `tests/…`) or at the README's own folder
// (`./…`) must exist. Addresses of the built site (`/llms.txt`) and files inside packages are not paths here.
import fs from 'node:fs';
import path from 'node:path';
import {siteDir} from '../support/paths';

const documents = [
  'README.md',
  'CONTRIBUTING.md',
  ...fs
    .readdirSync(path.join(siteDir, 'src'), {recursive: true, encoding: 'utf8'})
    .filter((file) => path.basename(file) === 'README.md')
    .map((file) => path.join('src', file)),
];

const fromRoot = /^(\.ci|docs|versioned_docs|versioned_sidebars|src|tests|scripts|static|fact-check)\//;
const fromFolder = /^\.\//;

/** The paths a document names in inline code: what looks like a file or folder, without placeholders. */
function namedPaths(document: string): string[] {
  const text = fs.readFileSync(path.join(siteDir, document), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map(([, code]) => code.replace(/[.,:;)]+$/, '').replace(/:\d+$/, ''))
    .filter((code) => !/[<>*{}…$]|\.\.\.|^https?:/.test(code))
    .filter((code) => fromRoot.test(code) || fromFolder.test(code));
}

describe('documented paths', () => {
  it('finds the paths the documents name', () => {
    expect(namedPaths('README.md')).toEqual(expect.arrayContaining(['docs/', 'src/features/upgrades/', 'scripts/security-headers.js']));
  });

  it.each(documents)('%s names only paths that exist', (document) => {
    const folder = path.dirname(path.join(siteDir, document));
    const missing = namedPaths(document).filter(
      (named) => !fs.existsSync(path.join(siteDir, named)) && !fs.existsSync(path.join(folder, named)),
    );
    expect(missing).toEqual([]);
  });
});
