import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {siteDir} from './paths';

// Inside node_modules so that the compiled file resolves packages from the project's node_modules.
const cacheDir = path.join(siteDir, 'node_modules/.cache/test-scripts');

/**
 * Compiles a TypeScript program to an ES module that `node` runs as it is, the way `tsx` runs it
 * for a reader: types are stripped, nothing else changes. Returns the module's path.
 */
export function compileForNode(sourceFile: string): string {
  const {outputText} = ts.transpileModule(fs.readFileSync(sourceFile, 'utf8'), {
    compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022},
    fileName: sourceFile,
  });
  fs.mkdirSync(cacheDir, {recursive: true});
  const output = path.join(cacheDir, `${path.basename(sourceFile, '.ts')}.mjs`);
  fs.writeFileSync(output, outputText);
  return output;
}
