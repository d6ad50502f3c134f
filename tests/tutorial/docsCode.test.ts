import fs from 'node:fs';
import path from 'node:path';
import {compile, type ImportResolver} from '../support/solidity';
import {docsDir} from '../support/paths';

/** Every tutorial's Solidity project: each `src/` folder inside a `_code/` folder under docs/. */
function solidityProjects(): string[] {
  return fs
    .readdirSync(docsDir, {recursive: true})
    .map(String)
    .filter((entry) => {
      const parts = entry.split(path.sep);
      const codeFolder = parts.indexOf('_code');
      return codeFolder >= 0 && parts.at(-1) === 'src' && parts.indexOf('src') === parts.length - 1;
    })
    .map((entry) => path.join(docsDir, entry))
    .filter((dir) => fs.statSync(dir).isDirectory());
}

/**
 * Contracts that several tutorials show (an ERC-20 base, an interface) are written once, in a
 * shared library: a `_code/shared/src/` folder beside a page or in any folder above it. A project
 * imports them as if they were its own `src/` files, as the reader's project holds them; the
 * nearest library wins.
 */
function sharedLibraryResolver(projectSrc: string): ImportResolver {
  const libraries: string[] = [];
  for (let dir = path.dirname(projectSrc); dir.startsWith(docsDir); dir = path.dirname(dir)) {
    const library = path.join(dir, '_code', 'shared', 'src');
    if (fs.existsSync(library)) libraries.push(library);
  }
  return (name) => {
    const file = libraries.map((library) => path.join(library, name.replace(/^src\//, ''))).find(fs.existsSync);
    return file && fs.readFileSync(file, 'utf8');
  };
}

describe('Solidity that tutorials show', () => {
  const projects = solidityProjects();

  it('exists', () => {
    expect(projects.length).toBeGreaterThan(0);
  });

  it.each(projects.map((dir) => [path.relative(docsDir, dir), dir]))(
    '%s compiles with the pinned solc, without a warning',
    (_name, dir) => {
      const files = fs
        .readdirSync(dir, {recursive: true})
        .map(String)
        .filter((file) => file.endsWith('.sol'));
      const sources = Object.fromEntries(
        files.map((file) => [`src/${file.split(path.sep).join('/')}`, fs.readFileSync(path.join(dir, file), 'utf8')]),
      );
      for (const [file, source] of Object.entries(sources)) {
        expect(`${file}: ${source.match(/pragma solidity [^;]+;/)?.[0]}`).toBe(`${file}: pragma solidity ^0.8.0;`);
      }
      expect(compile(sources, sharedLibraryResolver(dir)).diagnostics).toEqual([]);
    },
  );
});
