/**
 * The tree-sitter parsers the source readers share (the flag readers in goFlags.ts and rustFlags.ts,
 * the JSON-RPC readers in scripts/rpc/): each grammar is loaded once per process.
 */
import {readFileSync} from 'node:fs';
import type {Node as SyntaxNode, Parser as TreeSitterParser} from 'web-tree-sitter';

const parsers = new Map<string, Promise<TreeSitterParser>>();

function load(grammar: 'tree-sitter-go' | 'tree-sitter-rust'): Promise<TreeSitterParser> {
  let parser = parsers.get(grammar);
  if (!parser) {
    parser = (async () => {
      // web-tree-sitter is CommonJS-compatible; require keeps ts-jest's commonjs transform happy.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const {Parser, Language} = require('web-tree-sitter') as typeof import('web-tree-sitter');
      await Parser.init();
      // The grammar's bytes, not its path: loading by path takes a dynamic import of node:fs that
      // Jest's CommonJS runtime refuses.
      const language = await Language.load(readFileSync(require.resolve(`${grammar}/${grammar}.wasm`)));
      const created = new Parser();
      created.setLanguage(language);
      return created;
    })();
    parsers.set(grammar, parser);
  }
  return parser;
}

/** The parser of tree-sitter-go. */
export const goParser = (): Promise<TreeSitterParser> => load('tree-sitter-go');

/** The parser of tree-sitter-rust. */
export const rustParser = (): Promise<TreeSitterParser> => load('tree-sitter-rust');

/** The value of a Go string literal (interpreted or raw). */
export const goString = (node: SyntaxNode): string => {
  if (node.type === 'raw_string_literal') return node.text.slice(1, -1);
  // An interpreted string literal is a JSON string but for Go's few extra escapes.
  return JSON.parse(node.text.replace(/\\'/g, "'").replace(/\\x([0-9a-fA-F]{2})/g, '\\u00$1')) as string;
};

/** Whether a Go file opts out of every build (`//go:build ignore` before the package clause). */
export function isExcludedByBuildTag(root: SyntaxNode): boolean {
  for (const node of root.namedChildren) {
    if (node?.type !== 'comment') break;
    if (/^\/\/go:build\s+ignore\b/.test(node.text)) return true;
  }
  return false;
}

/**
 * Records a Go `import (...)` declaration in a file's import table: aliased imports by their alias,
 * the others by path (their package clause names them); blank and dot imports add no name.
 */
export function recordGoImports(declaration: SyntaxNode, file: {imports: Map<string, string>; unaliased: string[]}): void {
  for (const spec of declaration.descendantsOfType('import_spec')) {
    if (!spec) continue;
    const importPath = goString(spec.childForFieldName('path')!);
    const alias = spec.childForFieldName('name')?.text;
    if (alias === undefined) file.unaliased.push(importPath);
    else if (alias !== '_' && alias !== '.') file.imports.set(alias, importPath);
  }
}
