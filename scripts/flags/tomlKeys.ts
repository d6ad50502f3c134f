/**
 * Reads the TOML configuration keys of a Go service (proxyd) from its source at a tag: the struct the
 * configuration file is decoded into, and the fields it reaches through their `toml:"..."` tags.
 * A nested struct (or pointer to one) is a table, `parent.child`; a `map[string]Struct` is a table of
 * named tables, `parent.<name>.child`; any other field is a key. Defaults and required keys are read
 * only where the code says them in a recognisable form, following the values from the configuration
 * into the functions they are passed to:
 * - `if X == 0 { X = D }` (also `<= 0`, `== ""`, `== nil`, `len(X) == 0`, and `switch X { case "": X = D }`):
 *   the default is D, evaluated with the Go reader's evaluator (goFlags.ts);
 * - `v := D; if X != 0 { v = X }` (or `T = X` for a package variable T): the default is D (or T's value);
 * - `if X == "" { return ..., err }` (or `log.Crit`): the key is required.
 * A key compared with its zero value whose default is not read that way gets `null` and a note (its
 * zero value would mislead: the code uses something else then); a key never compared gets its type's
 * zero value (`false`, `0`, `0s`), which is what the service has when the file leaves it out.
 */
import type {Node as SyntaxNode} from 'web-tree-sitter';
import {formatDuration, goEvaluator, type GoValue} from './goFlags';
import {goString} from './treeSitter';
import type {ReadFlags, SourceFlag, SourceTree} from './types';

/** Where a service's configuration is decoded, and where its defaults and checks are written. */
export type TomlComponent = {
  /** The Go package folder, repository-relative: `proxyd`. */
  package: string;
  /** The struct type the whole file is decoded into: `Config`. */
  root: string;
  /** Files (of the package) whose functions are read for defaults and checks; calls into the package are followed from them. */
  defaults: string[];
  /** The package's named types that are durations written as strings (`TOMLDuration`). */
  durations: string[];
  /** Functions whose result stands for their first argument (`ReadFromEnvOrConfig`, which substitutes `$VAR` values). */
  passThrough?: string[];
};

export type TomlKey = Omit<SourceFlag, 'command'> & {command: null};
export type TomlKeysRead = ReadFlags & {flags: TomlKey[]; notes: string[]};

/** The placeholder for a table's name in a key of a table of tables: `backends.<name>.rpc_url`. */
export const NAME_PLACEHOLDER = '<name>';

const BUILTIN_TYPES: Record<string, SourceFlag['type']> = {
  string: 'string',
  bool: 'bool',
  int: 'int',
  int64: 'int64',
  uint: 'uint',
  uint64: 'uint64',
  float64: 'float64',
};
const ZERO_VALUES: Partial<Record<SourceFlag['type'], string>> = {
  bool: 'false',
  int: '0',
  int64: '0',
  uint: '0',
  uint64: '0',
  float64: '0',
  duration: '0s',
};

type Leaf = {kind: 'leaf'; flag: TomlKey; pointer: boolean};
type Table = {kind: 'table'; key: string; type: string; fields: Map<string, KeyNode>};
type Tables = {kind: 'tables'; key: string; type: string | null; element: Table};
type KeyNode = Leaf | Table | Tables;
/** What a Go expression in a function stands for: a part of the configuration, possibly converted (`secondsToDuration(x)`). */
type Ref = {node: KeyNode; via?: string};
type Context = {file: string; aliases: Map<string, Ref>; conditions: string[]; depth: number};

const named = (node: SyntaxNode | null | undefined): SyntaxNode[] =>
  (node?.namedChildren ?? []).filter((n): n is SyntaxNode => n !== null && n.type !== 'comment');
const short = (node: SyntaxNode) => {
  const text = node.text.replace(/\s+/g, ' ');
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};
const at = (file: string, node: SyntaxNode) => `${file}:${node.startPosition.row + 1}`;
/** The statements directly in a block or case. */
const statements = (node: SyntaxNode | null): SyntaxNode[] => {
  if (!node) return [];
  const list = node.type === 'statement_list' ? node : named(node).find((n) => n.type === 'statement_list');
  return list ? named(list) : named(node).filter((n) => n.type.endsWith('_statement') || n.type.endsWith('_declaration'));
};
const isZeroLiteral = (node: SyntaxNode) =>
  ['nil'].includes(node.type) ||
  (node.type === 'int_literal' && /^0+$/.test(node.text)) ||
  (node.type === 'float_literal' && Number(node.text) === 0) ||
  (node.type === 'interpreted_string_literal' && node.text === '""') ||
  (node.type === 'raw_string_literal' && node.text === '``');

/** The module path of the repository's root folder, from the go.mod that holds the package (its own or the root's). */
function rootModule(tree: SourceTree, folder: string): {module: string; goMod: string; text: string} {
  const parts = folder.split('/');
  for (let length = parts.length; length >= 0; length -= 1) {
    const dir = parts.slice(0, length).join('/');
    const goMod = dir ? `${dir}/go.mod` : 'go.mod';
    const text = tree.read(goMod);
    if (text === undefined) continue;
    const declared = text
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line.startsWith('module '))
      ?.slice('module '.length)
      .trim();
    if (!declared) throw new Error(`${tree.repository}@${tree.ref}: ${goMod} declares no module`);
    if (!dir) return {module: declared, goMod, text};
    if (!declared.endsWith(`/${dir}`))
      throw new Error(`${tree.repository}@${tree.ref}: ${goMod} declares ${declared}, which does not end in its folder ${dir}`);
    return {module: declared.slice(0, -(dir.length + 1)), goMod, text};
  }
  throw new Error(`${tree.repository}@${tree.ref}: no go.mod holds ${folder}`);
}

/** Reads a service's TOML keys at the tree's ref. Throws when go.mod, the package or the root struct is missing. */
export async function readTomlKeys(tree: SourceTree, component: TomlComponent): Promise<TomlKeysRead> {
  const {module, goMod, text: goModText} = rootModule(tree, component.package);
  const evaluator = await goEvaluator(tree, module);
  const pkg = evaluator.package(component.package);
  const notes: string[] = [];
  // BurntSushi/toml matches a key to an untagged field by its name, ignoring case.
  const burntSushi = /^\s*github\.com\/BurntSushi\/toml\s/m.test(goModText) || /require\s+github\.com\/BurntSushi\/toml\s/.test(goModText);

  const types = new Map<string, {spec: SyntaxNode; file: string}>();
  const functions = new Map<string, {node: SyntaxNode; file: string}>();
  for (const file of pkg.files) {
    for (const spec of file.root.descendantsOfType('type_spec'))
      if (spec) types.set(spec.childForFieldName('name')!.text, {spec, file: file.path});
    for (const node of named(file.root)) {
      if (node.type === 'function_declaration') functions.set(node.childForFieldName('name')!.text, {node, file: file.path});
      if (node.type === 'method_declaration') {
        const receiver = node.childForFieldName('receiver')?.descendantsOfType('type_identifier')[0]?.text;
        if (receiver) functions.set(`${receiver}.${node.childForFieldName('name')!.text}`, {node, file: file.path});
      }
    }
  }
  const root = types.get(component.root);
  if (!root || root.spec.childForFieldName('type')?.type !== 'struct_type')
    throw new Error(`${tree.repository}@${tree.ref}: ${component.package} has no struct type ${component.root}`);

  // -------------------------------------------------------------------------------------------
  // The keys, from the struct tags

  const flags: TomlKey[] = [];
  const tablesOfType = new Map<string, (Table | Tables)[]>();
  type Shape =
    | {kind: 'struct'; name: string; body: SyntaxNode; file: string}
    | {kind: 'map'; name: string | null; element: Shape}
    | {kind: 'scalar'; type: SourceFlag['type']; pointer: boolean};

  const shapeOf = (typeNode: SyntaxNode, file: string, pointer = false, seen = new Set<string>()): Shape => {
    switch (typeNode.type) {
      case 'pointer_type':
        return shapeOf(named(typeNode)[0], file, true, seen);
      case 'parenthesized_type':
        return shapeOf(named(typeNode)[0], file, pointer, seen);
      case 'type_identifier': {
        const name = typeNode.text;
        if (component.durations.includes(name)) return {kind: 'scalar', type: 'duration', pointer};
        if (BUILTIN_TYPES[name]) return {kind: 'scalar', type: BUILTIN_TYPES[name], pointer};
        const declared = types.get(name);
        const underlying = declared?.spec.childForFieldName('type');
        if (!declared || !underlying || seen.has(name)) return {kind: 'scalar', type: 'generic', pointer};
        if (underlying.type === 'struct_type') return {kind: 'struct', name, body: underlying, file: declared.file};
        const shape = shapeOf(underlying, declared.file, pointer, new Set([...seen, name]));
        return shape.kind === 'map' ? {...shape, name} : shape;
      }
      case 'qualified_type':
        return {kind: 'scalar', type: typeNode.text === 'time.Duration' ? 'duration' : 'generic', pointer};
      case 'slice_type':
      case 'array_type': {
        const element = typeNode.childForFieldName('element');
        return {kind: 'scalar', type: element?.text === 'string' ? 'string-slice' : 'generic', pointer};
      }
      case 'map_type': {
        const value = shapeOf(typeNode.childForFieldName('value')!, file, false, seen);
        if (typeNode.childForFieldName('key')?.text === 'string' && value.kind === 'struct')
          return {kind: 'map', name: null, element: value};
        return {kind: 'scalar', type: 'generic', pointer};
      }
      default:
        return {kind: 'scalar', type: 'generic', pointer};
    }
  };

  const deprecatedByComment = (field: SyntaxNode): boolean => {
    // Go's convention: a paragraph of the doc comment that begins with `Deprecated:`.
    for (let node = field.previousSibling; node?.type === 'comment'; node = node.previousSibling) {
      const lines = node.text.replace(/^\/\*|\*\/$/g, '').split('\n');
      if (lines.some((line) => /^\s*(\/\/)?\s*Deprecated:/.test(line))) return true;
    }
    return false;
  };

  const table = (type: string, key: string, body: SyntaxNode, file: string, path: string[]): Table => {
    const node: Table = {kind: 'table', key, type, fields: new Map()};
    tablesOfType.set(type, [...(tablesOfType.get(type) ?? []), node]);
    addFields(node, body, file, [...path, type]);
    return node;
  };

  const addFields = (node: Table, body: SyntaxNode, file: string, path: string[]) => {
    const list = named(body).find((n) => n.type === 'field_declaration_list');
    for (const field of list ? list.namedChildren : []) {
      if (field?.type !== 'field_declaration') continue;
      const typeNode = field.childForFieldName('type')!;
      const names = field.childrenForFieldName('name').filter((n): n is SyntaxNode => n !== null);
      const tagNode = field.childForFieldName('tag');
      const tag = tagNode ? /(?:^|\s)toml:"([^"]*)"/.exec(goString(tagNode))?.[1] : undefined;
      const tagName = tag?.split(',')[0];
      const shape = shapeOf(typeNode, file);
      if (names.length === 0) {
        // An embedded struct without a name of its own: its fields are this table's.
        if (!tagName && shape.kind === 'struct') addFields(node, shape.body, shape.file, path);
        else notes.push(`${file}: ${path[path.length - 1]} embeds ${short(typeNode)}, which the reader does not follow`);
        continue;
      }
      if (tagName === '-') continue;
      for (const name of names) {
        const goName = name.text;
        if (!/^[A-Z]/.test(goName)) continue; // The decoder does not set unexported fields.
        let keyName = tagName;
        if (!keyName) {
          if (!burntSushi) {
            notes.push(`${file}: ${path[path.length - 1]}.${goName} has no toml tag; left out`);
            continue;
          }
          keyName = goName.toLowerCase();
          notes.push(
            `${file}: ${path[path.length - 1]}.${goName} has no toml tag; BurntSushi/toml matches its name ignoring case, recorded as ${keyName}`,
          );
        }
        const key = node.key ? `${node.key}.${keyName}` : keyName;
        if (shape.kind === 'struct' && path.includes(shape.name)) {
          notes.push(`${file}: ${key} is a ${shape.name} inside itself; left out`);
          continue;
        }
        if (shape.kind === 'struct') node.fields.set(goName, table(shape.name, key, shape.body, shape.file, path));
        else if (shape.kind === 'map' && shape.element.kind === 'struct') {
          const element = shape.element;
          if (path.includes(element.name)) {
            notes.push(`${file}: ${key} holds ${element.name} inside itself; left out`);
            continue;
          }
          const tables: Tables = {
            kind: 'tables',
            key,
            type: shape.name,
            element: table(element.name, `${key}.${NAME_PLACEHOLDER}`, element.body, element.file, path),
          };
          if (shape.name) tablesOfType.set(shape.name, [...(tablesOfType.get(shape.name) ?? []), tables]);
          node.fields.set(goName, tables);
        } else {
          const scalar = shape as Extract<Shape, {kind: 'scalar'}>;
          const flag: TomlKey = {
            name: key,
            aliases: [],
            env: [],
            type: scalar.type,
            default: null,
            required: false,
            hidden: false,
            category: key.includes('.') ? key.split('.')[0] : null,
            deprecated: deprecatedByComment(field),
            file,
            command: null,
          };
          flags.push(flag);
          node.fields.set(goName, {kind: 'leaf', flag, pointer: scalar.pointer});
        }
      }
    }
  };

  const rootTable = table(component.root, '', root.spec.childForFieldName('type')!, root.file, []);

  // -------------------------------------------------------------------------------------------
  // Defaults and required keys, from the code that reads the configuration

  const defaults = new Map<TomlKey, {value: string | null; where: string}>();
  /** Keys whose default the code sets in a way the reader did not evaluate: null, never their zero value. */
  const unread = new Set<TomlKey>();
  /** Keys the code compares with their zero value (so the zero value is not necessarily what it uses). */
  const compared = new Map<TomlKey, string>();
  /** Numeric keys stored in a struct field, where the code that reads them is not followed. */
  const stored = new Map<TomlKey, string>();

  const render = (flag: TomlKey, value: GoValue): string | null | undefined => {
    const list = (items: GoValue[]) =>
      items.every((item) => item.kind === 'string' || item.kind === 'int')
        ? `[${items.map((item) => (item.kind === 'string' ? JSON.stringify(item.value) : String((item as {value: bigint}).value))).join(', ')}]`
        : undefined;
    switch (flag.type) {
      case 'string':
        return value.kind === 'string' ? value.value || null : undefined;
      case 'bool':
        return value.kind === 'bool' ? String(value.value) : undefined;
      case 'int':
      case 'int64':
      case 'uint':
      case 'uint64':
        return value.kind === 'int' ? value.value.toString() : undefined;
      case 'float64':
        return value.kind === 'float' ? String(value.value) : value.kind === 'int' ? String(Number(value.value)) : undefined;
      case 'duration':
        return value.kind === 'duration' ? formatDuration(value.ns) : undefined;
      case 'string-slice':
        return value.kind === 'list' ? (value.items.length ? list(value.items) : null) : undefined;
      default:
        if (value.kind === 'string' || value.kind === 'int') return String(value.value);
        return value.kind === 'list' ? list(value.items) : undefined;
    }
  };

  const setDefault = (ref: Ref, expression: SyntaxNode, ctx: Context, how: string) => {
    if (ref.node.kind !== 'leaf') return;
    const flag = ref.node.flag;
    const where = at(ctx.file, expression);
    const value = evaluator.evaluate(component.package, expression.text);
    const rendered = value.kind === 'unknown' ? undefined : render(flag, value);
    const shown = rendered === undefined ? `\`${short(expression)}\`` : `\`${short(expression)}\` (${rendered})`;
    if (ref.via) {
      unread.add(flag);
      notes.push(`${where}: ${flag.name}: ${how} ${shown} after \`${ref.via}\`; not recorded as the key's default`);
      return;
    }
    if (rendered === undefined) {
      unread.add(flag);
      const why = value.kind === 'unknown' ? value.reason : `a ${value.kind} the reader does not render as a ${flag.type}`;
      notes.push(`${where}: ${flag.name}: ${how} \`${short(expression)}\`, which the reader cannot evaluate (${why})`);
      return;
    }
    const known = defaults.get(flag);
    if (known && known.value !== rendered) {
      notes.push(`${where}: ${flag.name}: ${how} ${shown}, unlike ${known.where} (${known.value}); the first is kept`);
      return;
    }
    if (!known) defaults.set(flag, {value: rendered, where});
  };

  const resolve = (expression: SyntaxNode | null | undefined, ctx: Context): Ref | undefined => {
    if (!expression) return undefined;
    switch (expression.type) {
      case 'identifier':
        return ctx.aliases.get(expression.text);
      case 'parenthesized_expression':
        return resolve(named(expression)[0], ctx);
      case 'unary_expression':
        return ['*', '&'].includes(expression.childForFieldName('operator')!.text)
          ? resolve(expression.childForFieldName('operand'), ctx)
          : undefined;
      case 'selector_expression': {
        const operand = resolve(expression.childForFieldName('operand'), ctx);
        if (!operand || operand.via || operand.node.kind !== 'table') return undefined;
        const child = operand.node.fields.get(expression.childForFieldName('field')!.text);
        return child ? {node: child} : undefined;
      }
      case 'index_expression': {
        const operand = resolve(expression.childForFieldName('operand'), ctx);
        return operand && !operand.via && operand.node.kind === 'tables' ? {node: operand.node.element} : undefined;
      }
      case 'call_expression': {
        const fn = expression.childForFieldName('function')!;
        const args = named(expression.childForFieldName('arguments'));
        // A conversion keeps the value (`time.Duration(x)`, `TOMLDuration(x)`); so do the pass-through functions.
        const isConversion =
          (fn.type === 'identifier' && (types.has(fn.text) || BUILTIN_TYPES[fn.text] !== undefined)) ||
          (fn.type === 'selector_expression' && fn.text === 'time.Duration') ||
          fn.type === 'parenthesized_expression';
        if (args.length >= 1 && (isConversion || (fn.type === 'identifier' && component.passThrough?.includes(fn.text))))
          return resolve(args[0], ctx);
        return undefined;
      }
      default:
        return undefined;
    }
  };

  /** The leaf a comparison tests against its zero value, and whether the test is for "unset" or "set". */
  const zeroCheck = (condition: SyntaxNode, ctx: Context): {ref: Ref; unset: boolean} | undefined => {
    if (condition.type === 'parenthesized_expression') return zeroCheck(named(condition)[0], ctx);
    if (condition.type !== 'binary_expression') return undefined;
    const operator = condition.childForFieldName('operator')!.text;
    const left = condition.childForFieldName('left')!;
    const right = condition.childForFieldName('right')!;
    const [subject, zero] = isZeroLiteral(right) ? [left, right] : isZeroLiteral(left) ? [right, left] : [undefined, undefined];
    if (!subject || !zero) return undefined;
    const isLen = subject.type === 'call_expression' && subject.childForFieldName('function')?.text === 'len';
    const ref = resolve(isLen ? named(subject.childForFieldName('arguments'))[0] : subject, ctx);
    if (!ref || ref.node.kind !== 'leaf') return undefined;
    const numeric = zero.type === 'int_literal' || zero.type === 'float_literal';
    const subjectLeft = subject === left;
    if (operator === '==') return {ref, unset: true};
    if (operator === '!=') return {ref, unset: false};
    if (numeric && ((subjectLeft && operator === '<=') || (!subjectLeft && operator === '>='))) return {ref, unset: true};
    if (numeric && ((subjectLeft && operator === '>') || (!subjectLeft && operator === '<'))) return {ref, unset: false};
    return undefined;
  };

  const conjuncts = (condition: SyntaxNode): SyntaxNode[] =>
    condition.type === 'binary_expression' && condition.childForFieldName('operator')!.text === '&&'
      ? [...conjuncts(condition.childForFieldName('left')!), ...conjuncts(condition.childForFieldName('right')!)]
      : condition.type === 'parenthesized_expression' && named(condition)[0]?.type === 'binary_expression'
        ? conjuncts(named(condition)[0])
        : [condition];

  const sameLeaf = (a: Ref | undefined, b: Ref) => a !== undefined && a.node === b.node && a.via === b.via;
  const assignments = (block: SyntaxNode | null) =>
    statements(block).filter(
      (s) =>
        s.type === 'assignment_statement' &&
        s.childForFieldName('operator')!.text === '=' &&
        named(s.childForFieldName('left')).length === 1 &&
        named(s.childForFieldName('right')).length === 1,
    );
  const exits = (block: SyntaxNode | null) =>
    statements(block).some((s) => {
      if (s.type === 'return_statement') {
        const values = named(named(s)[0]);
        return values.length > 0 && values[values.length - 1].text !== 'nil';
      }
      const call = s.type === 'expression_statement' ? named(s)[0] : undefined;
      return call?.type === 'call_expression' && ['log.Crit', 'os.Exit', 'panic'].includes(call.childForFieldName('function')!.text);
    });

  /** `v := D` (or `var v = D`) before `statement` in its block: D, for `v := D; if x != 0 { v = x }`. */
  const initializer = (name: string, statement: SyntaxNode): SyntaxNode | undefined => {
    for (let node = statement.previousNamedSibling; node; node = node.previousNamedSibling) {
      if (node.type === 'short_var_declaration' || node.type === 'var_declaration') {
        const spec = node.type === 'var_declaration' ? node.descendantsOfType('var_spec')[0] : node;
        const left = node.type === 'var_declaration' ? spec?.childrenForFieldName('name') : named(spec?.childForFieldName('left'));
        const right = named(spec?.childForFieldName(node.type === 'var_declaration' ? 'value' : 'right'));
        const index = (left ?? []).findIndex((n) => n?.text === name);
        if (index >= 0) return right.length === (left ?? []).length ? right[index] : undefined;
      }
      if (node.text.includes(name) && node.type === 'assignment_statement') return undefined;
    }
    return undefined;
  };

  const analyzeIf = (statement: SyntaxNode, ctx: Context) => {
    if (statement.childForFieldName('initializer')) return;
    const condition = statement.childForFieldName('condition')!;
    const consequence = statement.childForFieldName('consequence');
    const parts = conjuncts(condition);
    const checks = parts.map((part) => zeroCheck(part, ctx));
    checks.forEach((check) => {
      if (check?.ref.node.kind === 'leaf' && !compared.has(check.ref.node.flag))
        compared.set(check.ref.node.flag, `${at(ctx.file, condition)} (\`${short(condition)}\`)`);
    });
    const single = parts.length === 1 ? checks[0] : undefined;
    const where = at(ctx.file, statement);
    if (single?.unset) {
      const assignment = assignments(consequence).find((s) => sameLeaf(resolve(named(s.childForFieldName('left'))[0], ctx), single.ref));
      if (assignment) setDefault(single.ref, named(assignment.childForFieldName('right'))[0], ctx, `sets`);
      if (exits(consequence) && single.ref.node.kind === 'leaf') {
        const flag = single.ref.node.flag;
        if (ctx.conditions.length === 0 && !single.ref.via) flag.required = true;
        else
          notes.push(
            `${where}: ${flag.name}: rejected when \`${short(condition)}\`, only when ${ctx.conditions.map((c) => `\`${c}\``).join(' and ')}; not marked required`,
          );
      }
      return;
    }
    if (single && !single.unset) {
      // `v := D; if x != 0 { v = x }`: D is what the code uses when the key is left out.
      for (const assignment of assignments(consequence)) {
        const target = named(assignment.childForFieldName('left'))[0];
        if (!sameLeaf(resolve(named(assignment.childForFieldName('right'))[0], ctx), single.ref) || resolve(target, ctx)) continue;
        if (target.type === 'selector_expression' && target.childForFieldName('operand')!.type === 'identifier') {
          // `s := Spec{Field: D}; if x > 0 { s.Field = x }`: D, from the local's literal.
          const local = target.childForFieldName('operand')!.text;
          const literal = initializer(local, statement);
          if (literal || !pkgVariable(local)) {
            const body = literal?.type === 'composite_literal' ? literal.childForFieldName('body') : undefined;
            const element = named(body)
              .filter((e) => e.type === 'keyed_element')
              .find((e) => named(e)[0]?.text === target.childForFieldName('field')!.text);
            if (element) setDefault(single.ref, named(element)[1], ctx, 'uses');
            continue;
          }
        }
        const isLocal = target.type === 'identifier' && initializer(target.text, statement) !== undefined;
        if (target.type === 'identifier' && !isLocal && !pkgVariable(target.text)) continue;
        setDefault(single.ref, isLocal ? initializer(target.text, statement)! : target, ctx, `uses`);
      }
      return;
    }
    // A conjunction: a default or a check that holds only with the other conditions.
    checks.forEach((check, index) => {
      if (!check?.unset || check.ref.node.kind !== 'leaf') return;
      const flag = check.ref.node.flag;
      const others = parts
        .filter((_, i) => i !== index)
        .map((p) => `\`${short(p)}\``)
        .join(' and ');
      const assignment = assignments(consequence).find((s) => sameLeaf(resolve(named(s.childForFieldName('left'))[0], ctx), check.ref));
      if (assignment) {
        const value = evaluator.evaluate(component.package, named(assignment.childForFieldName('right'))[0].text);
        const rendered = value.kind === 'unknown' ? undefined : render(flag, value);
        unread.add(flag);
        notes.push(
          `${where}: ${flag.name}: set to \`${short(named(assignment.childForFieldName('right'))[0])}\`${rendered ? ` (${rendered})` : ''} when unset only if ${others}; not recorded as the key's default`,
        );
      }
      if (exits(consequence)) notes.push(`${where}: ${flag.name}: rejected when unset if ${others}; not marked required`);
    });
  };

  const pkgVariable = (name: string) =>
    pkg.files.some((file) => file.root.descendantsOfType('var_spec').some((spec) => spec?.childForFieldName('name')?.text === name));

  const analyzeSwitch = (statement: SyntaxNode, ctx: Context) => {
    const ref = resolve(statement.childForFieldName('value'), ctx);
    if (!ref || ref.node.kind !== 'leaf') return;
    for (const clause of named(statement)) {
      if (clause.type !== 'expression_case' || !named(clause.childForFieldName('value')).some(isZeroLiteral)) continue;
      const assignment = assignments(clause).find((s) => sameLeaf(resolve(named(s.childForFieldName('left'))[0], ctx), ref));
      if (assignment) setDefault(ref, named(assignment.childForFieldName('right'))[0], ctx, 'sets');
    }
  };

  const visited = new Set<string>();
  const visitFunction = (
    fn: {node: SyntaxNode; file: string},
    name: string,
    aliases: Map<string, Ref>,
    conditions: string[],
    depth: number,
  ) => {
    const signature = `${name}(${[...aliases].map(([param, ref]) => `${param}=${ref.node.kind === 'leaf' ? ref.node.flag.name : ref.node.key}${ref.via ? `~${ref.via}` : ''}`).join(',')})`;
    if (visited.has(signature) || depth > 6) return;
    visited.add(signature);
    walk(fn.node.childForFieldName('body'), {file: fn.file, aliases, conditions, depth});
  };

  const parameters = (fn: SyntaxNode, field: 'parameters' | 'receiver') =>
    named(fn.childForFieldName(field))
      .filter((p) => p.type === 'parameter_declaration' || p.type === 'variadic_parameter_declaration')
      .flatMap((p) => {
        const names = p.childrenForFieldName('name').filter((n): n is SyntaxNode => n !== null);
        return (names.length ? names : [null]).map((n) => ({
          name: n?.text,
          type: p.childForFieldName('type')!,
          variadic: p.type !== 'parameter_declaration',
        }));
      });

  /** The table a parameter of this type is, when the type is the root or appears at one place only. */
  const tableOfType = (typeNode: SyntaxNode): KeyNode | undefined => {
    const name = typeNode.text.replace(/^\*/, '');
    if (name === component.root) return rootTable;
    const tables = tablesOfType.get(name);
    return tables?.length === 1 ? tables[0] : undefined;
  };

  const followCall = (call: SyntaxNode, ctx: Context) => {
    const fn = call.childForFieldName('function')!;
    let target: {node: SyntaxNode; file: string} | undefined;
    let name = fn.text;
    const aliases = new Map<string, Ref>();
    if (fn.type === 'identifier' && !component.passThrough?.includes(fn.text)) target = functions.get(fn.text);
    else if (fn.type === 'selector_expression') {
      const receiver = resolve(fn.childForFieldName('operand'), ctx);
      if (receiver && !receiver.via && receiver.node.kind !== 'leaf' && receiver.node.type) {
        name = `${receiver.node.type}.${fn.childForFieldName('field')!.text}`;
        target = functions.get(name);
        const receiverName = target && parameters(target.node, 'receiver')[0]?.name;
        if (receiverName) aliases.set(receiverName, receiver);
      }
    }
    if (!target) return;
    const args = named(call.childForFieldName('arguments'));
    parameters(target.node, 'parameters').forEach((parameter, index) => {
      const arg = args[index];
      if (!arg || !parameter.name || parameter.variadic) return;
      const ref = resolve(arg, ctx);
      if (ref) aliases.set(parameter.name, ref);
      else {
        // A value computed from one key (`secondsToDuration(x)`): checks on it are worth a note, not a default.
        const inner = [arg, ...arg.descendantsOfType(['selector_expression', 'identifier'])]
          .map((n) => (n ? resolve(n, ctx) : undefined))
          .find((r) => r?.node.kind === 'leaf' && !r.via);
        if (inner) aliases.set(parameter.name, {node: inner.node, via: short(arg)});
      }
    });
    if (aliases.size > 0) visitFunction(target, name, aliases, ctx.conditions, ctx.depth + 1);
  };

  const walk = (node: SyntaxNode | null | undefined, ctx: Context): void => {
    if (!node) return;
    switch (node.type) {
      case 'short_var_declaration':
      case 'assignment_statement': {
        const left = named(node.childForFieldName('left'));
        const right = named(node.childForFieldName('right'));
        for (const r of right) walk(r, ctx);
        left.forEach((target, index) => {
          if (target.type !== 'identifier') return;
          const ref = right.length === left.length ? resolve(right[index], ctx) : index === 0 ? resolve(right[0], ctx) : undefined;
          if (ref) ctx.aliases.set(target.text, ref);
          else ctx.aliases.delete(target.text);
        });
        return;
      }
      case 'for_statement': {
        const range = named(node).find((n) => n.type === 'range_clause');
        if (range) {
          walk(range.childForFieldName('right'), ctx);
          const over = resolve(range.childForFieldName('right'), ctx);
          const targets = named(range.childForFieldName('left'));
          for (const t of targets) ctx.aliases.delete(t.text);
          if (over && !over.via && over.node.kind === 'tables' && targets[1]) ctx.aliases.set(targets[1].text, {node: over.node.element});
        }
        walk(node.childForFieldName('body'), ctx);
        return;
      }
      case 'if_statement': {
        analyzeIf(node, ctx);
        walk(node.childForFieldName('initializer'), ctx);
        walk(node.childForFieldName('condition'), ctx);
        const condition = short(node.childForFieldName('condition')!);
        walk(node.childForFieldName('consequence'), {...ctx, conditions: [...ctx.conditions, condition]});
        walk(node.childForFieldName('alternative'), {...ctx, conditions: [...ctx.conditions, `!(${condition})`]});
        return;
      }
      case 'expression_switch_statement': {
        analyzeSwitch(node, ctx);
        const value = node.childForFieldName('value');
        walk(value, ctx);
        for (const clause of named(node)) {
          if (clause === value || (clause.type !== 'expression_case' && clause.type !== 'default_case')) continue;
          walk(clause, {...ctx, conditions: [...ctx.conditions, `case ${short(clause.childForFieldName('value') ?? clause)}`]});
        }
        return;
      }
      case 'keyed_element': {
        // A number stored in a struct (`Server{timeout: x}`) is read by code the reader does not follow.
        const ref = resolve(named(named(node)[1])[0] ?? named(node)[1], ctx);
        if (
          ref?.node.kind === 'leaf' &&
          !ref.via &&
          ZERO_VALUES[ref.node.flag.type] !== undefined &&
          ref.node.flag.type !== 'bool' &&
          !stored.has(ref.node.flag)
        )
          stored.set(ref.node.flag, `${at(ctx.file, node)} (\`${short(node)}\`)`);
        for (const child of named(node)) walk(child, ctx);
        return;
      }
      case 'call_expression':
        followCall(node, ctx);
        for (const arg of named(node.childForFieldName('arguments'))) walk(arg, ctx);
        return;
      default:
        for (const child of named(node)) walk(child, ctx);
    }
  };

  for (const [name, fn] of functions) {
    if (!component.defaults.includes(fn.file)) continue;
    const aliases = new Map<string, Ref>();
    for (const parameter of [...parameters(fn.node, 'receiver'), ...parameters(fn.node, 'parameters')]) {
      const node = parameter.name ? tableOfType(parameter.type) : undefined;
      if (node) aliases.set(parameter.name!, {node});
    }
    if (aliases.size > 0) visitFunction(fn, name, aliases, [], 0);
  }
  for (const file of component.defaults)
    if (!pkg.files.some((f) => f.path === file))
      throw new Error(`${tree.repository}@${tree.ref}: no Go file ${file} in ${component.package}`);

  for (const flag of flags) {
    const known = defaults.get(flag);
    if (unread.has(flag)) flag.default = null;
    else if (known) flag.default = known.value;
    else {
      const zero = ZERO_VALUES[flag.type];
      const leafPointer = findLeaf(rootTable, flag)?.pointer ?? false;
      if (zero === undefined || leafPointer) continue;
      const comparedAt = compared.get(flag);
      const storedAt = stored.get(flag);
      const split = (where: string) => [where.slice(0, where.indexOf(' ')), where.slice(where.indexOf(' ') + 1)];
      if (comparedAt) {
        const [where, what] = split(comparedAt);
        notes.push(`${where}: ${flag.name}: compared with its zero value ${what}; the value used when it is left out is not read`);
      } else if (storedAt) {
        const [where, what] = split(storedAt);
        notes.push(`${where}: ${flag.name}: stored in a struct ${what}, where the code using it is not followed; its default is not read`);
      } else flag.default = zero;
    }
  }
  return {flags, paths: [...new Set([goMod, ...evaluator.paths()])].sort(), notes: [...new Set(notes)]};
}

function findLeaf(node: KeyNode, flag: TomlKey): Leaf | undefined {
  if (node.kind === 'leaf') return node.flag === flag ? node : undefined;
  if (node.kind === 'tables') return findLeaf(node.element, flag);
  for (const child of node.fields.values()) {
    const found = findLeaf(child, flag);
    if (found) return found;
  }
  return undefined;
}

/** proxyd (ethereum-optimism/infra): its configuration file's keys. */
export const proxyd: TomlComponent = {
  package: 'proxyd',
  root: 'Config',
  defaults: ['proxyd/proxyd.go', 'proxyd/config.go'],
  durations: ['TOMLDuration'],
  passThrough: ['ReadFromEnvOrConfig'],
};
