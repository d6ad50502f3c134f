/**
 * Reads the clap arguments of a Rust binary from its source at a tag: the `#[derive(Parser)]` /
 * `#[derive(Args)]` structs of its command, the structs they flatten (in the same crate, in other
 * crates of the workspace, or in another repository such as reth), and the subcommand the caller
 * names. Everything comes from tree-sitter's Rust syntax tree; attribute arguments (`#[arg(...)]`
 * are token trees to the grammar) are parsed again as the arguments of a call, so each one is an
 * expression node too.
 *
 * What it cannot evaluate it never guesses: the default becomes null and a note names the file and
 * the flag.
 */
import {parse as parseToml} from 'smol-toml';
import type {Node as SyntaxNode} from 'web-tree-sitter';
import {integerOperators} from './integerOperators';
import {rustParser} from './treeSitter';
import type {ReadFlags, SourceFlag, SourceTree} from './types';

/** Where a crate's folder (the one holding its Cargo.toml and src/) is, and in which tree. */
export type CrateLocation = {tree: string; folder: string};

/** The command whose flags are read. */
export type RustCommand = {
  /** Key in `trees` of the repository that holds the binary; its files are the primary `paths`. */
  tree: string;
  /** Cargo package name of the crate that defines the root struct (`reth-optimism-cli`). */
  crate: string;
  /** The root clap struct (`Cli`), and optionally the file that defines it when the name is not unique. */
  struct: string;
  file?: string;
  /**
   * Bindings of the root struct's type parameters, as Rust paths resolved from the root struct's
   * file (`{Ext: 'reth_optimism_node::args::RollupArgs'}`). An unbound parameter takes the default
   * its declaration gives.
   */
  typeArguments?: Record<string, string>;
  /** The subcommands to descend into, by name (`['node']`); other subcommands only give a note. */
  subcommands?: string[];
  /** Crates by Cargo package name. */
  crates?: Record<string, CrateLocation>;
  /** Cargo workspaces whose members are added to `crates` (their manifests count as files read). */
  workspaces?: {tree: string; manifest: string}[];
};

/** The files read in one repository. */
export type RepositoryPaths = {repository: string; ref: string; commit: string; paths: string[]};

export type RustFlags = ReadFlags & {
  notes: string[];
  /** Per repository (the command's first), the files read. `paths` is the command repository's. */
  sources: RepositoryPaths[];
  /** clap's help text (the `///` comments) by flag name, for review only: never written out. */
  help: Map<string, string>;
  /** The subcommand path each flag belongs to ([] for the root command), by flag name. */
  commandOf: Map<string, string[]>;
};

/** One parsed source file of a crate. */
type RustFile = {treeKey: string; path: string; crate: string; root: SyntaxNode};

/** A struct or enum definition with the file it is in. */
type Definition = {node: SyntaxNode; file: RustFile};

/** A type as written, with the file it is written in and the bindings of the type parameters in scope. */
type TypeRef = {node: SyntaxNode; file: RustFile; bindings: Map<string, TypeRef>};

/** A value the evaluator could compute, in the form `--help` shows it. */
type Value = {kind: 'int'; value: bigint} | {kind: 'float'; value: number} | {kind: 'bool'; value: boolean} | {kind: 'str'; value: string};

class Unsupported extends Error {}

const standardAddresses: Record<string, string> = {
  'Ipv4Addr::LOCALHOST': '127.0.0.1',
  'Ipv4Addr::UNSPECIFIED': '0.0.0.0',
  'Ipv6Addr::LOCALHOST': '::1',
  'Ipv6Addr::UNSPECIFIED': '::',
};

const kebab = (name: string) => name.replace(/_/g, '-').toLowerCase();
const screamingSnake = (name: string) => name.toUpperCase();
const crateIdent = (name: string) => name.replace(/-/g, '_');

/** The text of a Rust string or char literal node, unescaped for the simple escapes. */
function literalText(node: SyntaxNode): string {
  if (node.type === 'raw_string_literal') return node.text.replace(/^r#*"/, '').replace(/"#*$/, '');
  const body = node.text.slice(1, -1);
  return body.replace(/\\(["'\\nt0])/g, (_, c: string) => ({n: '\n', t: '\t', '0': '\0'})[c] ?? c);
}

const children = (node: SyntaxNode | null | undefined): SyntaxNode[] =>
  node ? node.namedChildren.filter((c): c is SyntaxNode => c !== null) : [];

/** The attribute items and doc comment lines just before an item in its parent's list. */
function precedingAttributes(node: SyntaxNode): {attributes: SyntaxNode[]; doc: string[]} {
  const attributes: SyntaxNode[] = [];
  const doc: string[] = [];
  let sibling = node.previousNamedSibling;
  while (sibling && (sibling.type === 'attribute_item' || sibling.type === 'line_comment' || sibling.type === 'block_comment')) {
    if (sibling.type === 'attribute_item') attributes.unshift(sibling);
    const docNode = sibling.childForFieldName('doc');
    if (sibling.type === 'line_comment' && sibling.childForFieldName('outer') && docNode) doc.unshift(docNode.text.trim());
    sibling = sibling.previousNamedSibling;
  }
  return {attributes, doc};
}

/** `#[arg(a = x, b)]` → [{key: 'a', value: <x>}, {key: 'b', value: null}] for attributes named in `names`. */
type AttributeArgument = {key: string; value: SyntaxNode | null; node: SyntaxNode};

export async function readRustFlags(trees: Map<string, SourceTree>, command: RustCommand): Promise<RustFlags> {
  const parser = await rustParser();
  const primary = trees.get(command.tree);
  if (!primary) throw new Error(`readRustFlags: no source tree "${command.tree}" for crate ${command.crate}`);
  const read = new Map<string, Set<string>>();
  const readFile = (treeKey: string, path: string): string | undefined => {
    const tree = trees.get(treeKey);
    if (!tree) throw new Error(`readRustFlags: no source tree "${treeKey}" (needed for ${path})`);
    const text = tree.read(path);
    if (text !== undefined) {
      if (!read.has(treeKey)) read.set(treeKey, new Set());
      read.get(treeKey)!.add(path);
    }
    return text;
  };
  const label = (file: {treeKey: string; path: string}) =>
    file.treeKey === command.tree ? file.path : `${trees.get(file.treeKey)!.repository}:${file.path}`;

  const crates = new Map<string, CrateLocation>(Object.entries(command.crates ?? {}));
  for (const workspace of command.workspaces ?? []) {
    for (const [name, location] of workspaceMembers(trees.get(workspace.tree), workspace, readFile)) {
      if (!crates.has(name)) crates.set(name, location);
    }
  }

  const notes: string[] = [];
  const note = (text: string) => {
    if (!notes.includes(text)) notes.push(text);
  };

  // --- files and crates --------------------------------------------------------------------
  const parsedFiles = new Map<string, RustFile[]>();
  const crateFiles = (crate: string): RustFile[] => {
    const cached = parsedFiles.get(crate);
    if (cached) return cached;
    const location = crates.get(crate);
    if (!location) throw new Error(`readRustFlags: crate ${crate} is not in the crate map (workspace members or RustCommand.crates)`);
    const tree = trees.get(location.tree);
    if (!tree) throw new Error(`readRustFlags: crate ${crate}: no source tree "${location.tree}"`);
    const files = tree
      .list(`${location.folder.replace(/\/$/, '')}/src`)
      .filter((path) => path.endsWith('.rs'))
      .map((path) => {
        const syntax = parser.parse(readFile(location.tree, path) ?? '');
        if (!syntax) throw new Error(`${path}: tree-sitter could not parse the file`);
        return {treeKey: location.tree, path, crate, root: syntax.rootNode};
      });
    parsedFiles.set(crate, files);
    return files;
  };
  const crateOfIdent = (ident: string): string | undefined => [...crates.keys()].find((name) => crateIdent(name) === ident);

  // Definitions (struct, enum, const, static, impl) found anywhere in a crate's files, by name.
  const topItems = (file: RustFile): SyntaxNode[] => {
    const items: SyntaxNode[] = [];
    const visit = (node: SyntaxNode) => {
      for (const child of children(node)) {
        if (child.type === 'mod_item') {
          // A test module's items are not part of the binary.
          const {attributes} = precedingAttributes(child);
          if (attributes.some((a) => a.text.replace(/\s/g, '') === '#[cfg(test)]')) continue;
          visit(child.childForFieldName('body') ?? child);
        } else items.push(child);
      }
    };
    visit(file.root);
    return items;
  };
  const itemName = (item: SyntaxNode) => item.childForFieldName('name')?.text;
  const findInCrate = (crate: string, name: string, kinds: string[], moduleHint: string[], seen = new Set<string>()): Definition[] => {
    if (seen.has(`${crate}:${name}`)) return [];
    seen.add(`${crate}:${name}`);
    const files = crateFiles(crate);
    let found: Definition[] = [];
    for (const file of files) {
      for (const item of topItems(file)) {
        if (kinds.includes(item.type) && itemName(item) === name) found.push({node: item, file});
      }
    }
    if (found.length > 1 && moduleHint.length) {
      const hinted = found.filter((d) => moduleHint.every((segment) => d.file.path.includes(`/${segment}`)));
      if (hinted.length) found = hinted;
    }
    if (found.length) return found;
    // Not defined here: follow the crate's re-exports (`pub use other_crate::...::Name`).
    for (const file of files) {
      for (const item of topItems(file)) {
        if (item.type !== 'use_declaration') continue;
        for (const imported of useEntries(item)) {
          if (imported.alias !== name && !(imported.glob && imported.path.length)) continue;
          const path = imported.glob ? [...imported.path, name] : imported.path;
          const target = crateOfPath(path, file);
          if (!target || (target.crate === crate && imported.glob)) continue;
          const result = findInCrate(target.crate, path[path.length - 1], kinds, target.modules, seen);
          if (result.length) return result;
        }
      }
    }
    return [];
  };
  /** The crate a path's first segment names, and the module segments between it and the item. */
  const crateOfPath = (path: string[], file: RustFile): {crate: string; modules: string[]} | undefined => {
    const [first, ...rest] = path;
    if (first === 'crate' || first === 'self' || first === 'super')
      return {crate: file.crate, modules: rest.slice(0, -1).filter((s) => s !== 'super')};
    const crate = crateOfIdent(first);
    if (crate) return {crate, modules: rest.slice(0, -1)};
    return undefined;
  };
  /** Resolves a path as written in `file` to definitions of one of `kinds`. */
  const resolvePath = (path: string[], file: RustFile, kinds: string[]): Definition[] => {
    const name = path[path.length - 1];
    if (path.length === 1) {
      const local = topItems(file).filter((item) => kinds.includes(item.type) && itemName(item) === name);
      if (local.length) return local.map((node) => ({node, file}));
    }
    // A `use` in the file that brings the first segment into scope.
    for (const item of topItems(file)) {
      if (item.type !== 'use_declaration') continue;
      for (const imported of useEntries(item)) {
        if (!imported.glob && imported.alias === path[0]) {
          const full = [...imported.path, ...path.slice(1)];
          const target = crateOfPath(full, file);
          if (target) return findInCrate(target.crate, name, kinds, target.modules);
        }
      }
    }
    const target = crateOfPath(path, file);
    if (target) return findInCrate(target.crate, name, kinds, target.modules);
    if (path.length === 1) {
      for (const item of topItems(file)) {
        if (item.type !== 'use_declaration') continue;
        for (const imported of useEntries(item)) {
          if (!imported.glob) continue;
          const globTarget = crateOfPath([...imported.path, name], file);
          if (globTarget && globTarget.crate !== file.crate) {
            const found = findInCrate(globTarget.crate, name, kinds, globTarget.modules);
            if (found.length) return found;
          }
        }
      }
      return findInCrate(file.crate, name, kinds, []);
    }
    // `module::Item` with a module of this crate declared in scope.
    return findInCrate(file.crate, name, kinds, path.slice(0, -1));
  };

  // --- types -------------------------------------------------------------------------------
  const typePath = (node: SyntaxNode): string[] => {
    if (node.type === 'type_identifier' || node.type === 'identifier') return [node.text];
    if (node.type === 'scoped_type_identifier' || node.type === 'scoped_identifier') {
      const head = node.childForFieldName('path');
      return [...(head ? typePath(head) : []), node.childForFieldName('name')!.text];
    }
    if (node.type === 'crate' || node.type === 'self' || node.type === 'super') return [node.type];
    if (node.type === 'generic_type') return typePath(node.childForFieldName('type')!);
    return [node.text];
  };
  const typeArguments = (node: SyntaxNode): SyntaxNode[] =>
    node.type === 'generic_type'
      ? children(node.childForFieldName('type_arguments')).filter((c) => c.type !== 'lifetime' && c.type !== 'type_binding')
      : [];
  /** Follows a type parameter to what it is bound to, through any number of bindings. */
  const substitute = (ref: TypeRef): TypeRef => {
    let current = ref;
    for (let depth = 0; depth < 20; depth += 1) {
      if (current.node.type !== 'type_identifier') return current;
      const bound = current.bindings.get(current.node.text);
      if (!bound) return current;
      current = bound;
    }
    return current;
  };
  const wrappers = new Set(['Box', 'Arc', 'Rc']);
  const unwrap = (ref: TypeRef): TypeRef => {
    let current = substitute(ref);
    while (current.node.type === 'generic_type' && wrappers.has(typePath(current.node).at(-1)!)) {
      current = substitute({...current, node: typeArguments(current.node)[0]});
    }
    return current;
  };
  /** The struct or enum a type names, with its type parameters bound. */
  const definitionOf = (ref: TypeRef, owner: string): {definition: Definition; bindings: Map<string, TypeRef>} => {
    const type = unwrap(ref);
    const path = typePath(type.node);
    const found = resolvePath(path, type.file, ['struct_item', 'enum_item']);
    if (found.length === 0) {
      throw new Error(`${label(type.file)}: ${owner}: type ${type.node.text} is not defined in any crate the reader knows`);
    }
    if (found.length > 1) {
      throw new Error(
        `${label(type.file)}: ${owner}: type ${type.node.text} has ${found.length} definitions (${found.map((d) => label(d.file)).join(', ')})`,
      );
    }
    const definition = found[0];
    const parameters = children(definition.node.childForFieldName('type_parameters')).filter((p) => p.type === 'type_parameter');
    const args = typeArguments(type.node);
    const bindings = new Map<string, TypeRef>();
    parameters.forEach((parameter, index) => {
      const name = parameter.childForFieldName('name')!.text;
      if (args[index]) bindings.set(name, {node: args[index], file: type.file, bindings: type.bindings});
      else {
        const fallback = parameter.childForFieldName('default_type');
        if (fallback) bindings.set(name, {node: fallback, file: definition.file, bindings});
      }
    });
    return {definition, bindings};
  };

  /** The flag type of a field's type: Option, Box and Arc are transparent; Vec gives a slice. */
  const flagType = (ref: TypeRef, valueParser: SyntaxNode | null, where: string): SourceFlag['type'] => {
    let type = unwrap(ref);
    let slice = false;
    for (;;) {
      const last = typePath(type.node).at(-1)!;
      if (type.node.type === 'generic_type' && last === 'Option') type = unwrap({...type, node: typeArguments(type.node)[0]});
      else if (type.node.type === 'generic_type' && last === 'Vec' && !slice) {
        slice = true;
        type = unwrap({...type, node: typeArguments(type.node)[0]});
      } else break;
    }
    const name = typePath(type.node).at(-1)!;
    const element = ((): SourceFlag['type'] => {
      if (name === 'bool') return 'bool';
      if (['u8', 'u16', 'u32', 'usize'].includes(name)) return 'uint';
      if (name === 'u64') return 'uint64';
      if (['i8', 'i16', 'i32', 'isize'].includes(name)) return 'int';
      if (name === 'i64') return 'int64';
      if (['f32', 'f64'].includes(name)) return 'float64';
      if (['U256', 'u128', 'U128', 'BigInt'].includes(name)) return 'big-int';
      if (name === 'PathBuf' || name === 'Path') return 'path';
      if (name === 'Duration') {
        const parser = valueParser
          ? typePath(valueParser.type === 'call_expression' ? valueParser.childForFieldName('function')! : valueParser)
          : [];
        if (parser.at(-1) === 'parse_duration') return 'duration';
        note(
          `${where}: a Duration read by ${valueParser ? `value_parser ${valueParser.text.replace(/\s+/g, ' ')}` : 'no value_parser'}, not a humantime duration; type recorded as generic`,
        );
        return 'generic';
      }
      return 'string';
    })();
    if (!slice) return element;
    if (element === 'uint64') return 'uint64-slice';
    return 'string-slice';
  };

  // --- values ------------------------------------------------------------------------------
  const render = (value: Value): string => (value.kind === 'int' ? value.value.toString() : String(value.value));
  const evaluate = (node: SyntaxNode, file: RustFile, depth = 0): Value => {
    if (depth > 30) throw new Unsupported(`${node.text} refers to itself`);
    switch (node.type) {
      case 'integer_literal': {
        const digits = node.text.replace(/_/g, '').replace(/(u|i)(8|16|32|64|128|size)$/, '');
        return {kind: 'int', value: BigInt(digits)};
      }
      case 'float_literal':
        return {kind: 'float', value: Number(node.text.replace(/_/g, '').replace(/f(32|64)$/, ''))};
      case 'boolean_literal':
        return {kind: 'bool', value: node.text === 'true'};
      case 'string_literal':
      case 'raw_string_literal':
      case 'char_literal':
        return {kind: 'str', value: literalText(node)};
      case 'parenthesized_expression':
        return evaluate(children(node)[0], file, depth + 1);
      case 'type_cast_expression': {
        const value = evaluate(node.childForFieldName('value')!, file, depth + 1);
        const target = node.childForFieldName('type')!.text;
        if (value.kind === 'int' && /^[ui](8|16|32|64|128|size)$/.test(target)) return value;
        if (value.kind === 'int' && /^f(32|64)$/.test(target)) return {kind: 'float', value: Number(value.value)};
        throw new Unsupported(`the cast ${node.text}`);
      }
      case 'unary_expression': {
        const value = evaluate(children(node)[0], file, depth + 1);
        if (node.text.startsWith('-') && value.kind === 'int') return {kind: 'int', value: -value.value};
        if (node.text.startsWith('-') && value.kind === 'float') return {kind: 'float', value: -value.value};
        if (node.text.startsWith('!') && value.kind === 'bool') return {kind: 'bool', value: !value.value};
        throw new Unsupported(`the expression ${node.text}`);
      }
      case 'binary_expression': {
        const left = evaluate(node.childForFieldName('left')!, file, depth + 1);
        const right = evaluate(node.childForFieldName('right')!, file, depth + 1);
        const operator = node.childForFieldName('operator')!.text;
        if (left.kind === 'int' && right.kind === 'int') {
          const a = left.value;
          const b = right.value;
          const operation = integerOperators[operator];
          if (operation) return {kind: 'int', value: operation(a, b)};
        }
        throw new Unsupported(`the expression ${node.text}`);
      }
      case 'identifier':
      case 'scoped_identifier': {
        const path = typePath(node);
        // The standard library's addresses, as their Display shows them.
        const address = standardAddresses[path.slice(-2).join('::')];
        if (address !== undefined && path.length >= 2) return {kind: 'str', value: address};
        const found = resolvePath(path, file, ['const_item', 'static_item']);
        if (found.length === 1) return evaluate(found[0].node.childForFieldName('value')!, found[0].file, depth + 1);
        if (found.length > 1) throw new Unsupported(`${node.text}, which has ${found.length} definitions (one per platform or feature)`);
        throw new Unsupported(`${node.text}, which is not a constant the reader can find`);
      }
      case 'call_expression': {
        const callee = node.childForFieldName('function')!;
        const args = children(node.childForFieldName('arguments'));
        // `x.to_string()`, `x.to_owned()`, `x.into()` on a value whose text they keep.
        if (callee.type === 'field_expression' && args.length === 0) {
          const method = callee.childForFieldName('field')!.text;
          const receiver = evaluate(callee.childForFieldName('value')!, file, depth + 1);
          if (['to_string', 'to_owned', 'clone', 'as_str', 'as_ref'].includes(method) && receiver.kind === 'str') return receiver;
          if (method === 'clone' && receiver.kind !== 'str') return receiver;
          throw new Unsupported(`the call ${node.text}`);
        }
        const calleePath = typePath(callee).join('::');
        if (calleePath === 'String::new' && args.length === 0) return {kind: 'str', value: ''};
        // `IpAddr::V4(Ipv4Addr::LOCALHOST)` shows as the address inside.
        if (['IpAddr::V4', 'IpAddr::V6', 'V4', 'V6'].includes(calleePath) && args.length === 1) return evaluate(args[0], file, depth + 1);
        if (calleePath === 'String::from' && args.length === 1) {
          const value = evaluate(args[0], file, depth + 1);
          if (value.kind === 'str') return value;
        }
        throw new Unsupported(`the call ${node.text}`);
      }
      case 'field_expression': {
        // `Defaults::get_global().field` / `Defaults::default().field`: the field of the `Default` impl.
        const receiver = node.childForFieldName('value')!;
        const field = node.childForFieldName('field')!.text;
        if (receiver.type === 'call_expression' && children(receiver.childForFieldName('arguments')).length === 0) {
          const callee = receiver.childForFieldName('function')!;
          if (callee.type === 'scoped_identifier') {
            const path = typePath(callee);
            const method = path.at(-1)!;
            const typeName = path.slice(0, -1);
            if (method === 'default' || (method === 'get_global' && globalIsDefault(typeName, file))) {
              return defaultField(typeName, field, file, depth);
            }
          }
        }
        throw new Unsupported(`the expression ${node.text.replace(/\s+/g, ' ')}`);
      }
      default:
        throw new Unsupported(`the expression ${node.text.replace(/\s+/g, ' ')}`);
    }
  };
  /** The `impl <trait> for <type>` blocks and inherent impls of a type, found where the type is defined. */
  const implsOf = (typeName: string[], file: RustFile, traitName: string | null): Definition[] => {
    const found = resolvePath(typeName, file, ['struct_item']);
    if (found.length !== 1) throw new Unsupported(`${typeName.join('::')}, a type the reader cannot find once`);
    const name = itemName(found[0].node)!;
    return crateFiles(found[0].file.crate).flatMap((crateFile) =>
      topItems(crateFile)
        .filter((item) => item.type === 'impl_item')
        .filter((item) => typePath(item.childForFieldName('type')!).at(-1) === name)
        .filter((item) => {
          const trait = item.childForFieldName('trait');
          return traitName === null ? !trait : trait !== null && typePath(trait).at(-1) === traitName;
        })
        .map((node) => ({node, file: crateFile})),
    );
  };
  const methodOf = (impls: Definition[], name: string): Definition | undefined => {
    for (const impl of impls) {
      const method = children(impl.node.childForFieldName('body')).find((item) => item.type === 'function_item' && itemName(item) === name);
      if (method) return {node: method, file: impl.file};
    }
    return undefined;
  };
  // `get_global()` counts as the Default values only when its body is `...get_or_init(Self::default)`.
  const globalIsDefault = (typeName: string[], file: RustFile): boolean => {
    const method = methodOf(implsOf(typeName, file, null), 'get_global');
    if (!method) return false;
    const calls = method.node.descendantsOfType('call_expression').filter((c): c is SyntaxNode => c !== null);
    const initialises = calls.some((call) => {
      const callee = call.childForFieldName('function');
      const args = children(call.childForFieldName('arguments'));
      return (
        callee?.type === 'field_expression' &&
        callee.childForFieldName('field')?.text === 'get_or_init' &&
        args.length === 1 &&
        args[0].text === 'Self::default'
      );
    });
    if (initialises) {
      note(
        `${typeName.join('::')}::get_global(): defaults read from its Default impl; a binary that calls ${typeName.join('::')}::try_init with other values changes them`,
      );
    }
    return initialises;
  };
  const defaultField = (typeName: string[], field: string, file: RustFile, depth: number): Value => {
    const method = methodOf(implsOf(typeName, file, 'Default'), 'default');
    if (!method) throw new Unsupported(`${typeName.join('::')}::default(), which has no Default impl the reader can find`);
    const body = method.node.childForFieldName('body')!;
    const literal = children(body).at(-1);
    if (!literal || literal.type !== 'struct_expression')
      throw new Unsupported(`${typeName.join('::')}::default(), whose body is not a struct literal`);
    for (const initialiser of children(literal.childForFieldName('body'))) {
      if (initialiser.type === 'field_initializer' && initialiser.childForFieldName('field')?.text === field) {
        const value = initialiser.childForFieldName('value')!;
        return evaluateInto(value, method.file, depth + 1, () => defaultsFieldType(typeName, field, file));
      }
    }
    throw new Unsupported(`${typeName.join('::')}::default().${field}, which the Default impl does not set by name`);
  };
  /** The declared type of a field of a struct (for `.into()` in a Default impl). */
  const defaultsFieldType = (typeName: string[], field: string, file: RustFile): string => {
    const [definition] = resolvePath(typeName, file, ['struct_item']);
    const declaration = children(definition.node.childForFieldName('body')).find(
      (item) => item.type === 'field_declaration' && item.childForFieldName('name')?.text === field,
    );
    return declaration?.childForFieldName('type')?.text ?? '';
  };
  // `x.into()` keeps the text of a number, bool or string when the target is a primitive or String.
  const evaluateInto = (node: SyntaxNode, file: RustFile, depth: number, target: () => string): Value => {
    const callee = node.type === 'call_expression' ? node.childForFieldName('function') : null;
    if (
      callee?.type === 'field_expression' &&
      callee.childForFieldName('field')!.text === 'into' &&
      children(node.childForFieldName('arguments')).length === 0
    ) {
      const targetType = target();
      if (/^([ui](8|16|32|64|128|size)|f32|f64|bool|String|IpAddr)$/.test(targetType)) {
        const value = evaluate(callee.childForFieldName('value')!, file, depth + 1);
        // Only an address converts into IpAddr; a number into a primitive keeps its digits.
        if ((targetType === 'IpAddr') === (value.kind === 'str')) return value;
      }
      throw new Unsupported(`${node.text}, a conversion into ${targetType || 'a type the reader does not know'}`);
    }
    return evaluate(node, file, depth);
  };

  // --- attributes --------------------------------------------------------------------------
  const attributeArguments = (attributes: SyntaxNode[], names: string[]): AttributeArgument[] => {
    const result: AttributeArgument[] = [];
    for (const item of attributes) {
      const attribute = children(item).find((c) => c.type === 'attribute');
      const name = attribute ? children(attribute)[0]?.text : undefined;
      const tokens = attribute?.childForFieldName('arguments');
      if (!attribute || !name || !names.includes(name) || !tokens) continue;
      // The grammar leaves attribute arguments as tokens; as the arguments of a call they are expressions.
      const syntax = parser.parse(`fn attribute() { attribute${tokens.text}; }`);
      const call = syntax?.rootNode.descendantsOfType('call_expression')[0];
      for (const argument of children(call?.childForFieldName('arguments'))) {
        if (argument.type === 'assignment_expression') {
          result.push({key: argument.childForFieldName('left')!.text, value: argument.childForFieldName('right'), node: argument});
        } else if (argument.type === 'call_expression') {
          // `default_value_if(...)`, `long("x")`: the call's single argument is the value.
          const args = children(argument.childForFieldName('arguments'));
          result.push({key: argument.childForFieldName('function')!.text, value: args.length === 1 ? args[0] : argument, node: argument});
        } else result.push({key: argument.text, value: null, node: argument});
      }
    }
    return result;
  };
  const derives = (attributes: SyntaxNode[]): string[] =>
    attributes.flatMap((item) => {
      const attribute = children(item).find((c) => c.type === 'attribute');
      if (!attribute || children(attribute)[0]?.text !== 'derive') return [];
      const tokens = attribute.childForFieldName('arguments');
      return children(tokens)
        .filter((t) => t.type === 'identifier')
        .map((t) => t.text);
    });
  const stringOf = (argument: AttributeArgument, where: string): string => {
    if (!argument.value) throw new Error(`${where}: ${argument.key} has no value`);
    try {
      const value = evaluate(argument.value, currentFile!);
      return render(value);
    } catch (error) {
      if (error instanceof Unsupported)
        throw new Error(`${where}: ${argument.key} = ${argument.value.text} cannot be read: ${error.message}`);
      throw error;
    }
  };
  const stringsOf = (argument: AttributeArgument, where: string): string[] =>
    argument.value?.type === 'array_expression'
      ? children(argument.value).map((element) => stringOf({...argument, value: element}, where))
      : [stringOf(argument, where)];
  let currentFile: RustFile | undefined;

  // --- the walk ----------------------------------------------------------------------------
  const flags: SourceFlag[] = [];
  const help = new Map<string, string>();
  const commandOf = new Map<string, string[]>();
  const state = {heading: null as string | null};

  const structAttributes = (definition: Definition) => precedingAttributes(definition.node).attributes;
  const headingOf = (args: AttributeArgument[], where: string): string | undefined => {
    const heading = args.find((a) => a.key === 'next_help_heading' || a.key === 'help_heading');
    return heading ? stringOf(heading, where) : undefined;
  };

  const walkStruct = (definition: Definition, bindings: Map<string, TypeRef>, commandPath: string[], remaining: string[]) => {
    const structName = itemName(definition.node)!;
    const where = `${label(definition.file)}: ${structName}`;
    // A struct variant of a Subcommand enum holds its arguments itself.
    if (definition.node.type !== 'enum_variant') {
      if (definition.node.type !== 'struct_item') throw new Error(`${where}: used as arguments, but it is an enum`);
      const isClap = derives(structAttributes(definition)).some((d) => ['Parser', 'Args'].includes(d));
      if (!isClap) throw new Error(`${where}: used as arguments, but it derives neither clap::Parser nor clap::Args`);
    }
    const savedHeading = state.heading;
    currentFile = definition.file;
    const own = headingOf(attributeArguments(structAttributes(definition), ['command', 'clap']), where);
    if (own !== undefined) state.heading = own;
    const body = definition.node.childForFieldName('body');
    if (!body || body.type !== 'field_declaration_list') {
      state.heading = savedHeading;
      return;
    }
    for (const field of children(body).filter((c) => c.type === 'field_declaration')) {
      currentFile = definition.file;
      const fieldName = field.childForFieldName('name')!.text;
      const fieldWhere = `${label(definition.file)}: ${structName}.${fieldName}`;
      const {attributes, doc} = precedingAttributes(field);
      const args = attributeArguments(attributes, ['arg', 'clap', 'command']);
      const has = (key: string) => args.some((a) => a.key === key);
      const type: TypeRef = {node: field.childForFieldName('type')!, file: definition.file, bindings};
      if (has('skip')) continue;
      if (has('flatten')) {
        const next = headingOf(args, fieldWhere);
        if (next !== undefined) state.heading = next;
        let target;
        try {
          target = definitionOf(type, `${structName}.${fieldName} (flatten)`);
        } catch (error) {
          throw new Error(`${(error as Error).message}; flattened by struct ${structName}, field ${fieldName}`);
        }
        walkStruct(target.definition, target.bindings, commandPath, remaining);
        currentFile = definition.file;
        continue;
      }
      if (has('subcommand')) {
        walkSubcommand(type, `${structName}.${fieldName}`, commandPath, remaining);
        currentFile = definition.file;
        continue;
      }
      // A field behind a cargo feature or platform exists only in builds that enable it.
      const condition = attributes.find((item) => children(children(item)[0])[0]?.text === 'cfg');
      if (condition) note(`${fieldWhere}: ${condition.text} — the flag exists only in builds where that holds; included`);
      readArgument(fieldName, fieldWhere, args, type, doc, definition.file, commandPath);
    }
    state.heading = savedHeading;
  };

  const readArgument = (
    fieldName: string,
    fieldWhere: string,
    args: AttributeArgument[],
    type: TypeRef,
    doc: string[],
    file: RustFile,
    commandPath: string[],
  ) => {
    const get = (key: string) => args.find((a) => a.key === key);
    const all = (...keys: string[]) => args.filter((a) => keys.includes(a.key));
    const long = get('long');
    const short = get('short');
    if (!long && !short) {
      note(`${fieldWhere}: a positional argument, not a flag; left out`);
      return;
    }
    const name = long
      ? long.value
        ? stringOf(long, fieldWhere)
        : kebab(fieldName)
      : short!.value
        ? stringOf(short!, fieldWhere)
        : fieldName[0];
    const flagWhere = `${label(file)}: flag ${name}`;
    const aliases = [...all('alias', 'aliases', 'visible_alias', 'visible_aliases').flatMap((a) => stringsOf(a, flagWhere))];
    if (long && short) aliases.push(short.value ? stringOf(short, flagWhere) : fieldName[0]);
    aliases.push(
      ...all('short_alias', 'short_aliases', 'visible_short_alias', 'visible_short_aliases').flatMap((a) => stringsOf(a, flagWhere)),
    );
    const envArgument = get('env');
    const env = envArgument ? [envArgument.value ? stringOf(envArgument, flagWhere) : screamingSnake(fieldName)] : [];

    const valueParser = get('value_parser')?.value ?? null;
    const kind = flagType(type, valueParser, flagWhere);
    const action = get('action')?.value?.text.split('::').at(-1);
    const outer = typePath(unwrap(type).node).at(-1);
    const optional = outer === 'Option' || outer === 'Vec';

    let defaultValue: string | null = null;
    const defaults = all('default_value', 'default_value_t', 'default_values_t', 'default_values', 'default_missing_value');
    const given = defaults.find((d) => d.key !== 'default_missing_value');
    if (given && given.value) {
      try {
        const nodes = given.value.type === 'array_expression' ? children(given.value) : [given.value];
        defaultValue = nodes.map((node) => render(evaluate(node, file))).join(',');
      } catch (error) {
        if (!(error instanceof Unsupported)) throw error;
        note(`${flagWhere}: ${given.key} = ${given.value.text.replace(/\s+/g, ' ')} is ${error.message}; default recorded as null`);
      }
    } else if (kind === 'bool' && !optional && (action === undefined || action === 'SetTrue')) {
      // clap's SetTrue action, the derive's choice for a plain bool, defaults to false.
      defaultValue = 'false';
    } else if (kind === 'bool' && action === 'SetFalse') defaultValue = 'true';

    const requiredArgument = get('required');
    let required: boolean;
    if (requiredArgument) required = requiredArgument.value ? requiredArgument.value.text === 'true' : true;
    else {
      // The derive makes a plain (not Option, Vec or bool) field without a default required.
      required = !optional && kind !== 'bool' && given === undefined && !['Count', 'SetTrue', 'SetFalse', 'Append'].includes(action ?? '');
    }
    const hide = get('hide');
    const hidden = hide ? (hide.value ? hide.value.text === 'true' : true) : false;
    const heading = get('help_heading');
    const category = heading ? stringOf(heading, flagWhere) : state.heading;

    if (flags.some((f) => f.name === name))
      throw new Error(`${flagWhere}: defined twice (also in ${flags.find((f) => f.name === name)!.file})`);
    flags.push({name, aliases, env, type: kind, default: defaultValue, required, hidden, category, deprecated: false, file: label(file)});
    if (doc.length) help.set(name, doc.join('\n'));
    commandOf.set(name, commandPath);
  };

  const walkSubcommand = (type: TypeRef, owner: string, commandPath: string[], remaining: string[]) => {
    const inner = unwrap(type);
    const outer = typePath(inner.node).at(-1);
    const enumType = outer === 'Option' ? {...inner, node: typeArguments(inner.node)[0]} : inner;
    const {definition, bindings} = definitionOf(enumType, `${owner} (subcommand)`);
    const where = `${label(definition.file)}: ${itemName(definition.node)}`;
    if (remaining.length === 0) {
      note(`${where}: subcommands of ${commandPath.join(' ') || 'the root command'} not read (none asked for)`);
      return;
    }
    const [wanted, ...rest] = remaining;
    for (const variant of children(definition.node.childForFieldName('body')).filter((c) => c.type === 'enum_variant')) {
      currentFile = definition.file;
      const variantName = variant.childForFieldName('name')!.text;
      const {attributes} = precedingAttributes(variant);
      const args = attributeArguments(attributes, ['command', 'clap']);
      const nameArgument = args.find((a) => a.key === 'name');
      const subcommandName = nameArgument
        ? stringOf(nameArgument, `${where}::${variantName}`)
        : kebab(variantName.replace(/([a-z0-9])([A-Z])/g, '$1_$2'));
      const aliases = args
        .filter((a) => ['alias', 'aliases', 'visible_alias', 'visible_aliases'].includes(a.key))
        .flatMap((a) => stringsOf(a, `${where}::${variantName}`));
      if (subcommandName !== wanted && !aliases.includes(wanted)) continue;
      const variantBody = variant.childForFieldName('body');
      const path = [...commandPath, subcommandName];
      const saved = state.heading;
      state.heading = null; // A subcommand is a command of its own: headings start again.
      if (variantBody?.type === 'ordered_field_declaration_list') {
        const [fieldType] = children(variantBody).filter((c) => c.type !== 'attribute_item');
        const target = definitionOf({node: fieldType, file: definition.file, bindings}, `${itemName(definition.node)}::${variantName}`);
        walkStruct(target.definition, target.bindings, path, rest);
      } else if (variantBody?.type === 'field_declaration_list') {
        walkStruct({node: variant, file: definition.file}, bindings, path, rest);
      }
      state.heading = saved;
      return;
    }
    throw new Error(`${where}: no subcommand named ${wanted}`);
  };

  // --- the root ----------------------------------------------------------------------------
  const rootCandidates = findInCrate(command.crate, command.struct, ['struct_item'], []).filter(
    (d) => !command.file || d.file.path === command.file,
  );
  if (rootCandidates.length !== 1) {
    throw new Error(
      `crate ${command.crate}: struct ${command.struct} has ${rootCandidates.length} definitions${command.file ? ` in ${command.file}` : ''}`,
    );
  }
  const root = rootCandidates[0];
  const rootBindings = new Map<string, TypeRef>();
  for (const parameter of children(root.node.childForFieldName('type_parameters')).filter((p) => p.type === 'type_parameter')) {
    const name = parameter.childForFieldName('name')!.text;
    const bound = command.typeArguments?.[name];
    if (bound !== undefined) {
      const syntax = parser.parse(`type Bound = ${bound};`);
      const node = syntax?.rootNode.descendantsOfType('type_item')[0]?.childForFieldName('type');
      if (!node) throw new Error(`crate ${command.crate}: struct ${command.struct}: type argument ${name} = ${bound} is not a Rust type`);
      rootBindings.set(name, {node, file: root.file, bindings: new Map()});
    } else {
      const fallback = parameter.childForFieldName('default_type');
      if (fallback) rootBindings.set(name, {node: fallback, file: root.file, bindings: rootBindings});
    }
  }
  walkStruct(root, rootBindings, [], command.subcommands ?? []);

  const sources: RepositoryPaths[] = [command.tree, ...[...read.keys()].filter((k) => k !== command.tree).sort()].map((key) => {
    const tree = trees.get(key)!;
    return {repository: tree.repository, ref: tree.ref, commit: tree.commit, paths: [...(read.get(key) ?? [])].sort()};
  });
  return {flags, paths: sources[0].paths, sources, notes, help, commandOf};
}

/** The members of a Cargo workspace by package name: `[workspace] members` (with `dir/*` globs) and each member's `[package] name`. */
function workspaceMembers(
  tree: SourceTree | undefined,
  workspace: {tree: string; manifest: string},
  readFile: (treeKey: string, path: string) => string | undefined,
): Map<string, CrateLocation> {
  if (!tree) throw new Error(`readRustFlags: no source tree "${workspace.tree}" for ${workspace.manifest}`);
  const text = readFile(workspace.tree, workspace.manifest);
  if (text === undefined) throw new Error(`${tree.repository}: no ${workspace.manifest} at ${tree.ref}`);
  const manifest = parseToml(text) as {workspace?: {members?: string[]}};
  const base = workspace.manifest.includes('/') ? workspace.manifest.slice(0, workspace.manifest.lastIndexOf('/') + 1) : '';
  const members = new Map<string, CrateLocation>();
  for (const member of manifest.workspace?.members ?? []) {
    const folder = `${base}${member.replace(/\/$/, '')}`;
    const folders = folder.endsWith('/*')
      ? [
          ...new Set(
            tree
              .list(folder.slice(0, -2))
              .filter((path) => path.split('/').length === folder.split('/').length + 1 && path.endsWith('/Cargo.toml'))
              .map((path) => path.slice(0, -'/Cargo.toml'.length)),
          ),
        ]
      : [folder];
    for (const crateFolder of folders) {
      const crateManifest = readFile(workspace.tree, `${crateFolder}/Cargo.toml`);
      if (crateManifest === undefined) continue;
      const name = (parseToml(crateManifest) as {package?: {name?: string}}).package?.name;
      if (name) members.set(name, {tree: workspace.tree, folder: crateFolder});
    }
  }
  return members;
}

/** A name a `use` declaration brings into scope: `use a::b::{self, C as D, e::*}`. */
type UseEntry = {path: string[]; alias: string; glob: boolean};

function pathSegments(node: SyntaxNode): string[] {
  if (node.type === 'scoped_identifier') {
    const head = node.childForFieldName('path');
    return [...(head ? pathSegments(head) : []), node.childForFieldName('name')!.text];
  }
  return [node.text];
}

function useEntries(declaration: SyntaxNode): UseEntry[] {
  const entries: UseEntry[] = [];
  const visit = (node: SyntaxNode, prefix: string[]) => {
    switch (node.type) {
      case 'use_as_clause': {
        const path = [...prefix, ...pathSegments(node.childForFieldName('path')!)];
        entries.push({path, alias: node.childForFieldName('alias')!.text, glob: false});
        break;
      }
      case 'scoped_use_list': {
        const head = node.childForFieldName('path');
        const list = node.childForFieldName('list')!;
        const next = head ? [...prefix, ...pathSegments(head)] : prefix;
        for (const child of list.namedChildren) if (child) visit(child, next);
        break;
      }
      case 'use_list':
        for (const child of node.namedChildren) if (child) visit(child, prefix);
        break;
      case 'use_wildcard': {
        const head = node.namedChildren[0];
        entries.push({path: head ? [...prefix, ...pathSegments(head)] : prefix, alias: '*', glob: true});
        break;
      }
      case 'self':
        entries.push({path: prefix, alias: prefix[prefix.length - 1], glob: false});
        break;
      default: {
        const path = [...prefix, ...pathSegments(node)];
        entries.push({path, alias: path[path.length - 1], glob: false});
      }
    }
  };
  const argument = declaration.childForFieldName('argument');
  if (argument) visit(argument, []);
  return entries;
}
