/**
 * Reads the urfave/cli (v2) flags of a Go service from its source at a tag. The Go files are parsed
 * with tree-sitter's Go grammar and the expressions that build the flag list are evaluated from the
 * syntax tree: package-level constants and variables, `init()` functions, composite literals, calls
 * into functions of the same module (their bodies run with the parameters bound), `append`,
 * `fmt.Sprintf`, durations and simple arithmetic. What cannot be evaluated becomes `null` (or the
 * flag is left out when even its name is unknown) plus a note naming the file and the flag.
 */
import {goPackageFiles} from './sourceTree';
import type {Node as SyntaxNode, Parser as TreeSitterParser} from 'web-tree-sitter';
import {integerOperators} from './integerOperators';
import {goParser, goString, isExcludedByBuildTag, recordGoImports} from './treeSitter';
import type {ReadFlags, SourceFlag, SourceTree} from './types';

/** Where a Go service's flag list is, in a repository whose go.mod names `module`. */
export type GoCommand = {
  /** The module path go.mod declares: `github.com/ethereum-optimism/optimism`. */
  module: string;
  /** The package folder, repository-relative: `op-node/flags`. */
  package: string;
  /** A Go expression in that package's scope whose value is the command's `[]cli.Flag`: `Flags`, `Flags()`. Without it, the app's Flags. */
  flags?: string;
  /** Flags the service's main adds elsewhere (`app.Flags = append(flags.Flags, X...)`), each a Go expression in a package. */
  extra?: {package: string; expression: string}[];
  /**
   * The function that builds the `cli.App` (`main`, `NewApp`) and its local variable holding it: the
   * reader runs the body's statements it can (skipping the rest, such as `app.Run(...)`) and takes the
   * variable's `Commands` (the subcommands, with their own `Flags` and `Subcommands`) and, when
   * `flags` is not given, its `Flags`.
   */
  app?: {package: string; function: string; variable: string};
  /** Packages the service imports for their init() side effects (flags registered from elsewhere), run before the flags are read. */
  imports?: string[];
  /**
   * Functions that return a copy of the flag list they are given (`op-service/cliapp.ProtectFlags`,
   * whose cloning goes through type switches the reader does not run), as `<package folder>.<name>`.
   */
  copies?: string[];
};

/** A flag, and the subcommand it belongs to: `null` for the command itself, `bootstrap implementations` for a nested one. */
export type GoFlag = SourceFlag & {command: string | null};

export type GoFlagsRead = ReadFlags & {
  flags: GoFlag[];
  /** What the reader could not evaluate, each naming the file and the flag or construct. */
  notes: string[];
  /** The upstream Usage text by `flagKey`, for the lead's tooling only: never written to the data files. */
  usage: Record<string, string>;
  /** Why each deprecated flag (by `flagKey`) was taken as deprecated. */
  deprecation: Record<string, string>;
};

/** The key of a flag in the side maps: its name, after its subcommand when it has one. */
export const flagKey = (flag: {name: string; command: string | null}): string =>
  flag.command ? `${flag.command} --${flag.name}` : flag.name;

const URFAVE_CLI = 'github.com/urfave/cli/v2';

/** urfave/cli v2 flag types, mapped to the site's `flagTypes`. */
const FLAG_TYPES: Record<string, SourceFlag['type']> = {
  StringFlag: 'string',
  BoolFlag: 'bool',
  IntFlag: 'int',
  Int64Flag: 'int64',
  UintFlag: 'uint',
  Uint64Flag: 'uint64',
  Float64Flag: 'float64',
  DurationFlag: 'duration',
  StringSliceFlag: 'string-slice',
  PathFlag: 'path',
  GenericFlag: 'generic',
  TimestampFlag: 'timestamp',
  Uint64SliceFlag: 'uint64-slice',
};

const DURATION_UNITS: Record<string, bigint> = {
  Nanosecond: 1n,
  Microsecond: 1000n,
  Millisecond: 1000_000n,
  Second: 1000_000_000n,
  Minute: 60_000_000_000n,
  Hour: 3600_000_000_000n,
};

/** The standard library's `math` integer limits, which flags use as defaults. */
const MATH_LIMITS: Record<string, bigint> = {
  MaxInt8: 127n,
  MaxInt16: 32767n,
  MaxInt32: 2147483647n,
  MaxInt64: 9223372036854775807n,
  MaxUint8: 255n,
  MaxUint16: 65535n,
  MaxUint32: 4294967295n,
  MaxUint64: 18446744073709551615n,
};

// ---------------------------------------------------------------------------------------------
// Values

type NamedType = {pkg: GoPackage; name: string};
type Value =
  | {kind: 'string'; value: string; type?: NamedType}
  | {kind: 'int'; value: bigint; type?: NamedType}
  | {kind: 'float'; value: number; type?: NamedType}
  | {kind: 'bool'; value: boolean}
  | {kind: 'duration'; ns: bigint}
  | {kind: 'list'; items: Value[]}
  | StructValue
  | {kind: 'func'; pkg: GoPackage; file: GoFile; node: SyntaxNode; name: string; receiver?: Value; closure?: Scope}
  | {kind: 'package'; importPath: string}
  | {kind: 'nil'}
  | {kind: 'unknown'; reason: string};

type StructValue = {
  kind: 'struct';
  /** `github.com/urfave/cli/v2.StringFlag`, or a type of the module. */
  typeName: string;
  type?: NamedType;
  fields: Map<string, Value>;
  file: string;
  /** The package variable or function the literal was written in. */
  origin: string;
  /** Set when the flag is reached through a list whose variable says the flags are deprecated. */
  deprecatedList?: string;
  /** Set when the flag is reached through a list whose variable says the flags are required. */
  requiredList?: string;
};

/** The standard library's pure string functions, run on evaluated arguments (undefined when an argument does not fit). */
const STRING_FUNCTIONS: Record<string, (args: Value[]) => Value | undefined> = {
  ToUpper: ([a]) => (a?.kind === 'string' ? str(a.value.toUpperCase()) : undefined),
  ToLower: ([a]) => (a?.kind === 'string' ? str(a.value.toLowerCase()) : undefined),
  TrimPrefix: ([a, b]) =>
    a?.kind === 'string' && b?.kind === 'string' ? str(a.value.startsWith(b.value) ? a.value.slice(b.value.length) : a.value) : undefined,
  TrimSuffix: ([a, b]) =>
    a?.kind === 'string' && b?.kind === 'string'
      ? str(b.value && a.value.endsWith(b.value) ? a.value.slice(0, -b.value.length) : a.value)
      : undefined,
  Trim: ([a, b]) => {
    if (a?.kind !== 'string' || b?.kind !== 'string') return undefined;
    const cut = new Set(b.value);
    let [start, end] = [0, a.value.length];
    while (start < end && cut.has(a.value[start])) start++;
    while (end > start && cut.has(a.value[end - 1])) end--;
    return str(a.value.slice(start, end));
  },
  ReplaceAll: ([a, b, c]) =>
    a?.kind === 'string' && b?.kind === 'string' && c?.kind === 'string' ? str(a.value.split(b.value).join(c.value)) : undefined,
  Join: ([list, sep]) =>
    list?.kind === 'list' && sep?.kind === 'string' && list.items.every((i) => i.kind === 'string')
      ? str(list.items.map((i) => (i as {value: string}).value).join(sep.value))
      : undefined,
};

const unknown = (reason: string): Value => ({kind: 'unknown', reason});
const str = (value: string): Value => ({kind: 'string', value});
const short = (node: SyntaxNode) => {
  const text = node.text.replace(/\s+/g, ' ');
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};

/** Go's time.Duration String(): `12s`, `1m0s`, `2m30s`, `500ms`, `1h0m0s`. */
export function formatDuration(ns: bigint): string {
  if (ns === 0n) return '0s';
  const negative = ns < 0n;
  let rest = negative ? -ns : ns;
  const fraction = (value: bigint, digits: number) => {
    const whole = value / 10n ** BigInt(digits);
    const part = (value % 10n ** BigInt(digits)).toString().padStart(digits, '0').replace(/0+$/, '');
    return part ? `${whole}.${part}` : `${whole}`;
  };
  let text: string;
  if (rest < 1000_000_000n) {
    if (rest < 1000n) text = `${rest}ns`;
    else if (rest < 1000_000n) text = `${fraction(rest, 3)}µs`;
    else text = `${fraction(rest, 6)}ms`;
  } else {
    const hours = rest / 3600_000_000_000n;
    rest %= 3600_000_000_000n;
    const minutes = rest / 60_000_000_000n;
    rest %= 60_000_000_000n;
    const seconds = `${fraction(rest, 9)}s`;
    text = hours > 0n ? `${hours}h${minutes}m${seconds}` : minutes > 0n ? `${minutes}m${seconds}` : seconds;
  }
  return negative ? `-${text}` : text;
}

// ---------------------------------------------------------------------------------------------
// Packages

/** `imports` holds the aliased imports and those whose name is known; `unaliased` the others, resolved when a name needs them. */
type GoFile = {path: string; root: SyntaxNode; imports: Map<string, string>; unaliased: string[]};
type Declaration = {
  file: GoFile;
  node: SyntaxNode;
  kind: 'const' | 'var';
  index: number;
  iota: number;
  typeNode: SyntaxNode | null;
  valueNode: SyntaxNode | null;
};

class GoPackage {
  readonly declarations = new Map<string, Declaration>();
  readonly functions = new Map<string, {file: GoFile; node: SyntaxNode}>();
  /** Methods by receiver type name, then method name. */
  readonly methods = new Map<string, Map<string, {file: GoFile; node: SyntaxNode}>>();
  readonly types = new Set<string>();
  readonly inits: {file: GoFile; node: SyntaxNode}[] = [];
  readonly files: GoFile[] = [];
  readonly values = new Map<string, Value>();
  readonly evaluating = new Set<string>();
  initialized = false;
  name = '';
  constructor(
    readonly folder: string,
    readonly importPath: string,
  ) {}
}

type Scope = {pkg: GoPackage; file: GoFile; locals: Map<string, Value> | null; parent?: Scope; origin: string; depth: number};

class ReturnSignal {
  constructor(readonly value: Value) {}
}
class GiveUp {
  constructor(readonly reason: string) {}
}

const unquote = goString;

class Reader {
  readonly packages = new Map<string, GoPackage>();
  readonly read = new Set<string>();
  readonly notes: string[] = [];
  readonly copies: Set<string>;
  callDepth = 0;
  constructor(
    readonly tree: SourceTree,
    readonly module: string,
    readonly parser: TreeSitterParser,
    copies: string[],
  ) {
    this.copies = new Set(copies);
  }

  readFile(file: string): string | undefined {
    const text = this.tree.read(file);
    if (text !== undefined) this.read.add(file);
    return text;
  }

  /** The package in `folder`, parsed; throws when the folder has no Go files. */
  loadPackage(folder: string): GoPackage {
    const known = this.packages.get(folder);
    if (known) return known;
    const files = goPackageFiles(this.tree, folder);
    const pkg = new GoPackage(folder, `${this.module}/${folder}`);
    this.packages.set(folder, pkg);
    for (const file of files) {
      const root = this.parser.parse(this.readFile(file) ?? '')!.rootNode;
      if (isExcludedByBuildTag(root)) continue;
      const goFile: GoFile = {path: file, root, imports: new Map(), unaliased: []};
      this.indexFile(pkg, goFile);
    }
    return pkg;
  }

  private indexFile(pkg: GoPackage, file: GoFile): void {
    pkg.files.push(file);
    for (const node of file.root.namedChildren) {
      if (!node) continue;
      if (node.type === 'package_clause') pkg.name = node.namedChildren[0]?.text ?? '';
      else if (node.type === 'import_declaration') recordGoImports(node, file);
      else if (node.type === 'const_declaration') {
        let previous: {typeNode: SyntaxNode | null; values: SyntaxNode[]} = {typeNode: null, values: []};
        node.namedChildren
          .filter((n) => n?.type === 'const_spec')
          .forEach((spec, iota) => {
            const names = spec!.childrenForFieldName('name').filter((n): n is SyntaxNode => n !== null);
            const valueList = spec!.childForFieldName('value');
            // A spec without values repeats the previous expression list (with the next iota).
            if (valueList)
              previous = {
                typeNode: spec!.childForFieldName('type'),
                values: valueList.namedChildren.filter((n): n is SyntaxNode => n !== null),
              };
            names.forEach((name, index) =>
              pkg.declarations.set(name.text, {
                file,
                node: spec!,
                kind: 'const',
                index,
                iota,
                typeNode: previous.typeNode,
                valueNode: previous.values[index] ?? null,
              }),
            );
          });
      } else if (node.type === 'var_declaration') {
        for (const spec of node.descendantsOfType('var_spec')) {
          if (!spec || spec.parent?.parent?.type === 'block') continue;
          const names = spec.childrenForFieldName('name').filter((n): n is SyntaxNode => n !== null);
          const values = spec.childForFieldName('value')?.namedChildren ?? [];
          names.forEach((name, index) =>
            pkg.declarations.set(name.text, {
              file,
              node: spec,
              kind: 'var',
              index,
              iota: 0,
              typeNode: spec.childForFieldName('type'),
              valueNode: values[index] ?? null,
            }),
          );
        }
      } else if (node.type === 'function_declaration') {
        const name = node.childForFieldName('name')!.text;
        if (name === 'init') pkg.inits.push({file, node});
        else pkg.functions.set(name, {file, node});
      } else if (node.type === 'method_declaration') {
        const receiver = node.childForFieldName('receiver')?.descendantsOfType('type_identifier')[0]?.text;
        if (!receiver) continue;
        if (!pkg.methods.has(receiver)) pkg.methods.set(receiver, new Map());
        pkg.methods.get(receiver)!.set(node.childForFieldName('name')!.text, {file, node});
      } else if (node.type === 'type_declaration') {
        for (const spec of node.namedChildren) if (spec?.childForFieldName('name')) pkg.types.add(spec.childForFieldName('name')!.text);
      }
    }
  }

  /** The import path a file knows `name` by; unaliased imports of the module are read only when a name may be theirs. */
  importOf(file: GoFile, name: string): string | undefined {
    if (file.imports.has(name)) return file.imports.get(name);
    const lastElement = (importPath: string) => {
      const parts = importPath.split('/');
      const last = parts[parts.length - 1];
      return /^v\d+$/.test(last) && parts.length > 1 ? parts[parts.length - 2] : last;
    };
    const inModule = (importPath: string) => importPath.startsWith(`${this.module}/`);
    const ordered = [
      ...file.unaliased.filter((p) => inModule(p) && lastElement(p) === name),
      ...file.unaliased.filter((p) => !inModule(p)),
      ...file.unaliased.filter((p) => inModule(p) && lastElement(p) !== name),
    ];
    for (const importPath of ordered) {
      const known = this.packageName(importPath);
      file.imports.set(known, importPath);
      file.unaliased = file.unaliased.filter((p) => p !== importPath);
      if (known === name) return importPath;
    }
    return undefined;
  }

  /** The name an import is known by without an alias: the package clause for the module's own packages. */
  private packageName(importPath: string): string {
    if (importPath.startsWith(`${this.module}/`)) {
      try {
        return this.loadPackage(importPath.slice(this.module.length + 1)).name;
      } catch {
        // Fall through to the last path element, as for packages outside the module.
      }
    }
    const parts = importPath.split('/');
    const last = parts[parts.length - 1];
    return /^v\d+$/.test(last) && parts.length > 1 ? parts[parts.length - 2] : last.replace(/^go-/, '');
  }

  /** The module's package behind an import path, with its init() functions run, or undefined for outside packages. */
  importedPackage(importPath: string): GoPackage | undefined {
    if (importPath === this.module || !importPath.startsWith(`${this.module}/`)) return undefined;
    const pkg = this.loadPackage(importPath.slice(this.module.length + 1));
    this.initialize(pkg);
    return pkg;
  }

  /** Runs the package's init() functions, the way Go has run them before another package reads its variables. */
  initialize(pkg: GoPackage): void {
    if (pkg.initialized) return;
    pkg.initialized = true;
    for (const {file, node} of pkg.inits) {
      const scope: Scope = {pkg, file, locals: new Map(), origin: 'init', depth: 0};
      // Variables init() reads get their initial values first, as Go initializes them before init runs.
      for (const id of node.descendantsOfType('identifier')) {
        if (id && pkg.declarations.get(id.text)?.kind === 'var') this.packageValue(pkg, id.text);
      }
      for (const statement of node.childForFieldName('body')?.namedChildren[0]?.namedChildren ?? []) {
        if (!statement) continue;
        try {
          this.execute(statement, scope);
        } catch (error) {
          if (!(error instanceof GiveUp)) throw error;
          this.notes.push(`${file.path}: init(): statement \`${short(statement)}\` was not evaluated (${error.reason})`);
        }
      }
    }
  }

  packageValue(pkg: GoPackage, name: string): Value | undefined {
    if (pkg.values.has(name)) return pkg.values.get(name);
    const declaration = pkg.declarations.get(name);
    if (!declaration) return undefined;
    if (pkg.evaluating.has(name)) return unknown(`refers to itself while ${name} is initialized`);
    pkg.evaluating.add(name);
    const scope: Scope = {
      pkg,
      file: declaration.file,
      locals: new Map([['iota', {kind: 'int', value: BigInt(declaration.iota)}]]),
      origin: name,
      depth: 0,
    };
    let value: Value;
    if (declaration.valueNode) {
      value = this.evaluate(declaration.valueNode, scope);
      if (declaration.typeNode) value = this.convert(declaration.typeNode, value, scope);
    } else value = this.zeroValue(declaration.typeNode);
    // Flags kept in a variable named as deprecated are deprecated; those in one named as required are
    // checked by the service (op-node's CheckRequired walks requiredFlags) though Required is unset.
    if (/deprecat/i.test(name) && value.kind === 'list') {
      for (const item of value.items) if (item.kind === 'struct') item.deprecatedList ??= `${declaration.file.path}: listed in ${name}`;
    }
    if (/^required/i.test(name) && value.kind === 'list') {
      for (const item of value.items) if (item.kind === 'struct') item.requiredList ??= `${declaration.file.path}: listed in ${name}`;
    }
    pkg.evaluating.delete(name);
    pkg.values.set(name, value);
    return value;
  }

  private zeroValue(typeNode: SyntaxNode | null): Value {
    if (!typeNode) return unknown('has no value');
    if (typeNode.type === 'slice_type') return {kind: 'list', items: []};
    const name = typeNode.text;
    if (name === 'string') return str('');
    if (name === 'bool') return {kind: 'bool', value: false};
    if (/^u?int(8|16|32|64)?$/.test(name)) return {kind: 'int', value: 0n};
    if (name === 'time.Duration') return {kind: 'duration', ns: 0n};
    return unknown(`is the zero value of ${name}`);
  }

  // -------------------------------------------------------------------------------------------
  // Expressions

  lookup(name: string, scope: Scope): Value {
    for (let s: Scope | undefined = scope; s; s = s.parent) if (s.locals?.has(name)) return s.locals.get(name)!;
    const fromPackage = this.packageValue(scope.pkg, name);
    if (fromPackage) return fromPackage;
    const fn = scope.pkg.functions.get(name);
    if (fn) return {kind: 'func', pkg: scope.pkg, file: fn.file, node: fn.node, name};
    const imported = this.importOf(scope.file, name);
    if (imported) return {kind: 'package', importPath: imported};
    if (name === 'true' || name === 'false') return {kind: 'bool', value: name === 'true'};
    if (name === 'nil') return {kind: 'nil'};
    return unknown(`names ${name}, which the reader cannot find in ${scope.pkg.folder}`);
  }

  evaluate(node: SyntaxNode, scope: Scope): Value {
    switch (node.type) {
      case 'interpreted_string_literal':
      case 'raw_string_literal':
        return str(unquote(node));
      case 'int_literal':
        return {kind: 'int', value: BigInt(node.text.replace(/_/g, '').replace(/^0([0-7]+)$/, '0o$1'))};
      case 'float_literal':
        return {kind: 'float', value: Number(node.text.replace(/_/g, ''))};
      case 'true':
      case 'false':
        return {kind: 'bool', value: node.type === 'true'};
      case 'nil':
        return {kind: 'nil'};
      case 'iota':
        return this.lookup('iota', scope);
      case 'identifier':
        return this.lookup(node.text, scope);
      case 'parenthesized_expression':
        return this.evaluate(node.namedChildren[0]!, scope);
      case 'literal_element':
        return this.evaluate(node.namedChildren[0]!, scope);
      case 'unary_expression': {
        const operand = this.evaluate(node.childForFieldName('operand')!, scope);
        const operator = node.childForFieldName('operator')!.text;
        if (operator === '&' || operator === '*') return operand; // Pointers do not change what a flag holds.
        if (operator === '-' && operand.kind === 'int') return {...operand, value: -operand.value};
        if (operator === '-' && operand.kind === 'float') return {...operand, value: -operand.value};
        if (operator === '-' && operand.kind === 'duration') return {kind: 'duration', ns: -operand.ns};
        if (operator === '!' && operand.kind === 'bool') return {kind: 'bool', value: !operand.value};
        return operand.kind === 'unknown' ? operand : unknown(`\`${short(node)}\` is an operation the reader cannot evaluate`);
      }
      case 'binary_expression':
        return this.binary(node, scope);
      case 'selector_expression':
        return this.selector(node, scope);
      case 'composite_literal':
        return this.composite(node.childForFieldName('type'), node.childForFieldName('body')!, scope);
      case 'call_expression':
        return this.call(node, scope);
      case 'func_literal':
        return {kind: 'func', pkg: scope.pkg, file: scope.file, node, name: 'func literal', closure: scope};
      case 'slice_expression': {
        const operand = this.evaluate(node.childForFieldName('operand')!, scope);
        const bound = (field: string, otherwise: number) => {
          const child = node.childForFieldName(field);
          if (!child) return otherwise;
          const v = this.evaluate(child, scope);
          return v.kind === 'int' ? Number(v.value) : undefined;
        };
        if (operand.kind !== 'list' && operand.kind !== 'string')
          return operand.kind === 'unknown' ? operand : unknown(`\`${short(node)}\` slices something the reader cannot slice`);
        const length = operand.kind === 'list' ? operand.items.length : operand.value.length;
        const start = bound('start', 0);
        const end = bound('end', length);
        if (start === undefined || end === undefined) return unknown(`\`${short(node)}\` has bounds the reader cannot evaluate`);
        return operand.kind === 'list'
          ? {kind: 'list', items: operand.items.slice(start, end)}
          : {...operand, value: operand.value.slice(start, end)};
      }
      case 'index_expression': {
        const operand = this.evaluate(node.childForFieldName('operand')!, scope);
        const index = this.evaluate(node.childForFieldName('index')!, scope);
        if (operand.kind === 'list' && index.kind === 'int' && operand.items[Number(index.value)])
          return operand.items[Number(index.value)];
        return unknown(`\`${short(node)}\` is an index the reader cannot evaluate`);
      }
      default:
        return unknown(`\`${short(node)}\` is a ${node.type.replace(/_/g, ' ')}, which the reader does not evaluate`);
    }
  }

  private binary(node: SyntaxNode, scope: Scope): Value {
    const left = this.evaluate(node.childForFieldName('left')!, scope);
    const right = this.evaluate(node.childForFieldName('right')!, scope);
    const operator = node.childForFieldName('operator')!.text;
    const fail = () =>
      left.kind === 'unknown'
        ? left
        : right.kind === 'unknown'
          ? right
          : unknown(`\`${short(node)}\` is an operation the reader cannot evaluate`);
    if (left.kind === 'string' && right.kind === 'string') {
      if (operator === '+') return {kind: 'string', value: left.value + right.value, type: left.type ?? right.type};
      if (operator === '==' || operator === '!=') return {kind: 'bool', value: (left.value === right.value) === (operator === '==')};
      return fail();
    }
    if (left.kind === 'bool' && right.kind === 'bool') {
      if (operator === '&&') return {kind: 'bool', value: left.value && right.value};
      if (operator === '||') return {kind: 'bool', value: left.value || right.value};
      if (operator === '==' || operator === '!=') return {kind: 'bool', value: (left.value === right.value) === (operator === '==')};
      return fail();
    }
    const asInt = (v: Value) => (v.kind === 'int' ? v.value : v.kind === 'duration' ? v.ns : undefined);
    const l = asInt(left);
    const r = asInt(right);
    if (l !== undefined && r !== undefined) {
      const comparisons: Record<string, () => boolean> = {
        '==': () => l === r,
        '!=': () => l !== r,
        '<': () => l < r,
        '>': () => l > r,
        '<=': () => l <= r,
        '>=': () => l >= r,
      };
      const arithmetic = integerOperators[operator];
      if ((!arithmetic && !comparisons[operator]) || (operator === '/' && r === 0n)) return fail();
      const result = arithmetic ? arithmetic(l, r) : comparisons[operator]();
      if (typeof result === 'boolean') return {kind: 'bool', value: result};
      const isDuration = left.kind === 'duration' || right.kind === 'duration';
      // duration / duration is a plain count; duration * n and n * duration stay durations.
      if (isDuration && !(operator === '/' && left.kind === 'duration' && right.kind === 'duration')) return {kind: 'duration', ns: result};
      return {kind: 'int', value: result, type: left.kind === 'int' ? left.type : undefined};
    }
    const asFloat = (v: Value) => (v.kind === 'float' ? v.value : v.kind === 'int' ? Number(v.value) : undefined);
    const lf = asFloat(left);
    const rf = asFloat(right);
    if (lf !== undefined && rf !== undefined) {
      const results: Record<string, () => number> = {'+': () => lf + rf, '-': () => lf - rf, '*': () => lf * rf, '/': () => lf / rf};
      if (results[operator]) return {kind: 'float', value: results[operator]()};
    }
    return fail();
  }

  private selector(node: SyntaxNode, scope: Scope): Value {
    const operandNode = node.childForFieldName('operand')!;
    const field = node.childForFieldName('field')!.text;
    const operand = this.evaluate(operandNode, scope);
    if (operand.kind === 'package') {
      if (operand.importPath === 'time' && DURATION_UNITS[field] !== undefined) return {kind: 'duration', ns: DURATION_UNITS[field]};
      if (operand.importPath === 'math' && MATH_LIMITS[field] !== undefined) return {kind: 'int', value: MATH_LIMITS[field]};
      const pkg = this.importedPackage(operand.importPath);
      if (!pkg) return unknown(`\`${short(node)}\` is from ${operand.importPath}, outside the module`);
      const value = this.packageValue(pkg, field);
      if (value) return value;
      const fn = pkg.functions.get(field);
      if (fn) return {kind: 'func', pkg, file: fn.file, node: fn.node, name: `${pkg.name}.${field}`};
      return unknown(`\`${short(node)}\` names nothing the reader finds in ${pkg.folder}`);
    }
    if (operand.kind === 'struct') {
      if (operand.fields.has(field)) return operand.fields.get(field)!;
      const method = this.method(operand, field);
      if (method) return method;
      // A field the literal leaves out holds its type's zero value.
      const declared = operand.type && this.fieldType(operand.type, field);
      if (declared) return this.zeroValue(declared);
      return unknown(`\`${short(node)}\` is a field not set in the literal`);
    }
    const method = this.method(operand, field);
    if (method) return method;
    return operand.kind === 'unknown' ? operand : unknown(`\`${short(node)}\` is a selector the reader cannot evaluate`);
  }

  private method(receiver: Value, name: string): Value | undefined {
    const type = 'type' in receiver ? receiver.type : undefined;
    const method = type?.pkg.methods.get(type.name)?.get(name);
    if (!type || !method) return undefined;
    return {kind: 'func', pkg: type.pkg, file: method.file, node: method.node, name: `${type.name}.${name}`, receiver};
  }

  /** The declared type of a struct type's field, from its type declaration. */
  private fieldType(type: NamedType, field: string): SyntaxNode | undefined {
    for (const file of this.filesOf(type.pkg)) {
      for (const spec of file.root.descendantsOfType('type_spec')) {
        if (spec?.childForFieldName('name')?.text !== type.name) continue;
        for (const declaration of spec.descendantsOfType('field_declaration')) {
          if (declaration?.childrenForFieldName('name').some((n) => n?.text === field))
            return declaration.childForFieldName('type') ?? undefined;
        }
      }
    }
    return undefined;
  }

  /** The named type a type expression stands for, when it is one of the module's. */
  private namedType(typeNode: SyntaxNode, scope: Scope): {qualified: string; type?: NamedType} | undefined {
    let node = typeNode;
    while (
      node.type === 'pointer_type' ||
      node.type === 'parenthesized_type' ||
      node.type === 'parenthesized_expression' ||
      (node.type === 'unary_expression' && node.childForFieldName('operator')?.text === '*')
    ) {
      node = node.namedChildren[node.namedChildren.length - 1]!;
    }
    if (node.type === 'generic_type') node = node.childForFieldName('type')!;
    if (node.type === 'type_identifier' || node.type === 'identifier') {
      if (!scope.pkg.types.has(node.text)) return undefined;
      return {qualified: `${scope.pkg.importPath}.${node.text}`, type: {pkg: scope.pkg, name: node.text}};
    }
    if (node.type === 'qualified_type' || node.type === 'selector_expression') {
      const alias = (node.childForFieldName('package') ?? node.childForFieldName('operand'))!.text;
      const name = (node.childForFieldName('name') ?? node.childForFieldName('field'))!.text;
      const importPath = this.importOf(scope.file, alias);
      if (!importPath) return undefined;
      const pkg = this.importedPackage(importPath);
      if (pkg && !pkg.types.has(name)) return undefined;
      return {qualified: `${importPath}.${name}`, type: pkg ? {pkg, name} : undefined};
    }
    return undefined;
  }

  private composite(typeNode: SyntaxNode | null, body: SyntaxNode, scope: Scope): Value {
    const elements = body.namedChildren.filter((n): n is SyntaxNode => n !== null && n.type !== 'comment');
    // A named slice type (`cli.Commands{...}`) has elements without keys, as a slice literal does.
    const unkeyed = elements.length > 0 && elements.every((element) => element.type === 'literal_element');
    const isNamedSlice = typeNode !== null && (typeNode.type === 'qualified_type' || typeNode.type === 'type_identifier') && unkeyed;
    if (
      !typeNode ||
      isNamedSlice ||
      typeNode.type === 'slice_type' ||
      typeNode.type === 'array_type' ||
      typeNode.type === 'implicit_length_array_type'
    ) {
      const elementType = typeNode?.childForFieldName('element') ?? null;
      return {
        kind: 'list',
        items: elements.map((element) => {
          const inner = element.type === 'literal_element' ? element.namedChildren[0]! : element;
          // `[]*cli.Command{{Name: ...}}`: the element's type is the slice's.
          if (inner.type === 'literal_value') return this.composite(elementType, inner, scope);
          return this.evaluate(inner, scope);
        }),
      };
    }
    if (typeNode.type === 'map_type') return unknown(`\`${short(typeNode)}\` literals are not evaluated`);
    const named = this.namedType(typeNode, scope);
    const fields = new Map<string, Value>();
    for (const element of elements) {
      if (element.type !== 'keyed_element') continue;
      const [key, value] = element.namedChildren as SyntaxNode[];
      const inner = value.namedChildren[0]!;
      fields.set(key.text, inner.type === 'literal_value' ? this.composite(null, inner, scope) : this.evaluate(value, scope));
    }
    return {
      kind: 'struct',
      typeName: named?.qualified ?? typeNode.text,
      type: named?.type,
      fields,
      file: scope.file.path,
      origin: scope.origin,
    };
  }

  private arguments(node: SyntaxNode, scope: Scope): {values: Value[]; spread: boolean} {
    const values: Value[] = [];
    let spread = false;
    for (const argument of node.childForFieldName('arguments')?.namedChildren ?? []) {
      if (!argument || argument.type === 'comment') continue;
      if (argument.type === 'variadic_argument') {
        spread = true;
        values.push(this.evaluate(argument.namedChildren[0]!, scope));
      } else values.push(this.evaluate(argument, scope));
    }
    return {values, spread};
  }

  private call(node: SyntaxNode, scope: Scope): Value {
    const functionNode = node.childForFieldName('function')!;
    const name = functionNode.text;
    const typeArguments = node.childForFieldName('type_arguments');
    if (functionNode.type === 'identifier' && !this.isLocal(name, scope)) {
      const builtin = this.builtin(name, node, scope);
      if (builtin) return builtin;
    }
    // A conversion: `(*T)(x)`, `T(x)`, `pkg.T(x)`, `string(x)`, `time.Duration(x)`.
    const conversion = this.conversion(functionNode, node, scope);
    if (conversion) return conversion;
    if (functionNode.type === 'selector_expression') {
      const alias = functionNode.childForFieldName('operand')!;
      const field = functionNode.childForFieldName('field')!.text;
      const importPath =
        alias.type === 'identifier' && !this.isLocal(alias.text, scope) ? this.importOf(scope.file, alias.text) : undefined;
      if (importPath === 'fmt' && field === 'Sprintf') return this.sprintf(node, scope);
      if (importPath === 'strings' && STRING_FUNCTIONS[field]) {
        const values = this.arguments(node, scope).values;
        const failed = values.find((v) => v.kind === 'unknown');
        if (failed) return failed;
        const result = STRING_FUNCTIONS[field](values);
        return result ?? unknown(`\`${short(node)}\` has arguments the reader cannot use`);
      }
      if (importPath === URFAVE_CLI && /^New(String|Int|Int64|Uint|Uint64|Float64)Slice$/.test(field))
        return {kind: 'list', items: this.arguments(node, scope).values};
      if (importPath === URFAVE_CLI && field === 'NewApp')
        return {kind: 'struct', typeName: `${URFAVE_CLI}.App`, fields: new Map(), file: scope.file.path, origin: scope.origin};
      if (importPath === URFAVE_CLI && field === 'NewTimestamp') return this.arguments(node, scope).values[0] ?? unknown('has no argument');
      if (importPath?.startsWith(`${this.module}/`) && this.copies.has(`${importPath.slice(this.module.length + 1)}.${field}`)) {
        return this.arguments(node, scope).values[0] ?? unknown(`\`${short(node)}\` has no argument`);
      }
    }
    void typeArguments;
    const callee = this.evaluate(functionNode, scope);
    if (callee.kind !== 'func') {
      return callee.kind === 'unknown' && !callee.reason.includes('outside the module') && !callee.reason.includes('cannot find')
        ? callee
        : unknown(`\`${short(node)}\` is a call the reader cannot evaluate${callee.kind === 'unknown' ? ` (${callee.reason})` : ''}`);
    }
    const {values, spread} = this.arguments(node, scope);
    return this.invoke(callee, values, spread, node);
  }

  private isLocal(name: string, scope: Scope): boolean {
    for (let s: Scope | undefined = scope; s; s = s.parent) if (s.locals?.has(name) && name !== 'iota') return true;
    return false;
  }

  private builtin(name: string, node: SyntaxNode, scope: Scope): Value | undefined {
    if (name === 'append') {
      const {values, spread} = this.arguments(node, scope);
      const [base, ...rest] = values;
      if (!base || (base.kind !== 'list' && base.kind !== 'nil'))
        return base?.kind === 'unknown' ? base : unknown(`\`${short(node)}\` appends to something that is not a list`);
      const items = base.kind === 'list' ? [...base.items] : [];
      rest.forEach((value, index) => {
        if (spread && index === rest.length - 1) {
          if (value.kind === 'list') items.push(...value.items);
          else if (value.kind !== 'nil')
            items.push(value.kind === 'unknown' ? value : unknown(`\`${short(node)}\` spreads something that is not a list`));
        } else items.push(value);
      });
      return {kind: 'list', items};
    }
    if (name === 'make') return {kind: 'list', items: []};
    if (name === 'len') {
      const value = this.arguments(node, scope).values[0];
      if (value?.kind === 'list') return {kind: 'int', value: BigInt(value.items.length)};
      if (value?.kind === 'string') return {kind: 'int', value: BigInt(value.value.length)};
      return unknown(`\`${short(node)}\` is a length the reader cannot evaluate`);
    }
    if (name === 'new') {
      const typeNode = node.childForFieldName('arguments')?.namedChildren[0];
      const named = typeNode ? this.namedType(typeNode, scope) : undefined;
      if (named?.type)
        return {
          kind: 'struct',
          typeName: named.qualified,
          type: named.type,
          fields: new Map(),
          file: scope.file.path,
          origin: scope.origin,
        };
      return unknown(`\`${short(node)}\` is a new value the reader cannot follow`);
    }
    return undefined;
  }

  private conversion(functionNode: SyntaxNode, node: SyntaxNode, scope: Scope): Value | undefined {
    const argument = () => this.arguments(node, scope).values[0] ?? unknown(`\`${short(node)}\` converts nothing`);
    const text = functionNode.text;
    if (functionNode.type === 'identifier' && !this.isLocal(text, scope)) {
      if (text === 'string') {
        const value = argument();
        return value.kind === 'string'
          ? str(value.value)
          : value.kind === 'unknown'
            ? value
            : unknown(`\`${short(node)}\` is a conversion the reader cannot evaluate`);
      }
      if (/^(u?int(8|16|32|64)?|float(32|64))$/.test(text)) {
        const value = argument();
        if (value.kind === 'int') return {kind: 'int', value: value.value};
        if (value.kind === 'duration') return {kind: 'int', value: value.ns};
        if (value.kind === 'float')
          return text.startsWith('float') ? {kind: 'float', value: value.value} : {kind: 'int', value: BigInt(Math.trunc(value.value))};
        return value.kind === 'unknown' ? value : unknown(`\`${short(node)}\` is a conversion the reader cannot evaluate`);
      }
    }
    if (text === 'time.Duration' && this.importOf(scope.file, 'time') === 'time') {
      const value = argument();
      if (value.kind === 'int') return {kind: 'duration', ns: value.value};
      return value.kind === 'duration' || value.kind === 'unknown'
        ? value
        : unknown(`\`${short(node)}\` is a duration the reader cannot evaluate`);
    }
    const isTypeShape =
      functionNode.type === 'parenthesized_expression' || functionNode.type === 'identifier' || functionNode.type === 'selector_expression';
    if (!isTypeShape) return undefined;
    if (functionNode.type === 'identifier' && this.isLocal(text, scope)) return undefined;
    const named = this.namedType(functionNode, scope);
    if (!named?.type) return undefined;
    if (functionNode.type === 'selector_expression' && named.type.pkg.functions.has(named.type.name)) return undefined;
    const value = argument();
    return this.withType(value, named.type);
  }

  private convert(typeNode: SyntaxNode, value: Value, scope: Scope): Value {
    if (typeNode.text === 'time.Duration' && value.kind === 'int') return {kind: 'duration', ns: value.value};
    const named = this.namedType(typeNode, scope);
    return named?.type ? this.withType(value, named.type) : value;
  }

  private withType(value: Value, type: NamedType): Value {
    if (value.kind === 'string' || value.kind === 'int' || value.kind === 'float') return {...value, type};
    if (value.kind === 'struct') return {...value, type};
    return value;
  }

  private sprintf(node: SyntaxNode, scope: Scope): Value {
    const [format, ...args] = this.arguments(node, scope).values;
    if (format?.kind !== 'string')
      return format?.kind === 'unknown' ? format : unknown(`\`${short(node)}\` has a format the reader cannot evaluate`);
    let next = 0;
    let failure: Value | undefined;
    const text = format.value.replace(/%([%sdvq])/g, (whole, verb: string) => {
      if (verb === '%') return '%';
      const arg = args[next++];
      const rendered = arg ? this.render(arg, verb) : undefined;
      if (rendered === undefined)
        failure ??= arg?.kind === 'unknown' ? arg : unknown(`\`${short(node)}\` formats a value the reader cannot render`);
      return rendered ?? whole;
    });
    return failure ?? str(text);
  }

  private render(value: Value, verb: string): string | undefined {
    if (value.kind === 'string') return verb === 'q' ? JSON.stringify(value.value) : (this.stringer(value) ?? value.value);
    if (value.kind === 'int') return this.stringer(value) ?? value.value.toString();
    if (value.kind === 'float') return String(value.value);
    if (value.kind === 'bool') return String(value.value);
    if (value.kind === 'duration') return formatDuration(value.ns);
    return undefined;
  }

  /** The value's String() method's result when its type has one the reader can run, else undefined. */
  stringer(value: Value): string | undefined {
    const method = this.method(value, 'String');
    if (!method || method.kind !== 'func') return undefined;
    const result = this.invoke(method, [], false, method.node);
    return result.kind === 'string' ? result.value : undefined;
  }

  // -------------------------------------------------------------------------------------------
  // Function bodies

  invoke(callee: Extract<Value, {kind: 'func'}>, args: Value[], spread: boolean, site: SyntaxNode): Value {
    if (this.callDepth > 40) return unknown(`\`${short(site)}\` nests calls deeper than the reader follows`);
    const locals = new Map<string, Value>();
    const scope: Scope = {pkg: callee.pkg, file: callee.file, locals, parent: callee.closure, origin: callee.name, depth: this.callDepth};
    const receiver = callee.node.childForFieldName('receiver')?.descendantsOfType('parameter_declaration')[0]?.childForFieldName('name');
    if (receiver && callee.receiver) locals.set(receiver.text, callee.receiver);
    const parameters = (callee.node.childForFieldName('parameters')?.namedChildren ?? []).filter(
      (n): n is SyntaxNode => n !== null && n.type !== 'comment',
    );
    let position = 0;
    for (const parameter of parameters) {
      const names = parameter.childrenForFieldName('name').filter((n): n is SyntaxNode => n !== null);
      if (parameter.type === 'variadic_parameter_declaration') {
        const rest = args.slice(position);
        const value: Value = spread && rest.length === 1 ? rest[0] : {kind: 'list', items: rest};
        if (names[0]) locals.set(names[0].text, value);
        position = args.length;
        continue;
      }
      for (const name of names.length ? names : [null]) {
        const value = args[position++] ?? unknown(`is a parameter the call does not pass`);
        if (name) locals.set(name.text, value);
      }
    }
    const body = callee.node.childForFieldName('body');
    if (!body) return unknown(`\`${short(site)}\` calls a function without a body`);
    this.callDepth++;
    try {
      this.block(body, scope);
      // A function that ends without a return (a registration) returns nothing.
      return {kind: 'nil'};
    } catch (signal) {
      if (signal instanceof ReturnSignal) return signal.value;
      if (signal instanceof GiveUp) return unknown(`\`${short(site)}\` runs ${callee.file.path} ${callee.name}, where ${signal.reason}`);
      throw signal;
    } finally {
      this.callDepth--;
    }
  }

  private block(node: SyntaxNode, scope: Scope): void {
    const list = node.type === 'block' ? node.namedChildren.find((n) => n?.type === 'statement_list') : node;
    for (const statement of list?.namedChildren ?? []) if (statement) this.execute(statement, scope);
  }

  private assign(target: SyntaxNode, value: Value, scope: Scope, declare: boolean): void {
    if (target.text === '_') return;
    if (target.type === 'identifier') {
      if (declare) {
        scope.locals!.set(target.text, value);
        return;
      }
      for (let s: Scope | undefined = scope; s; s = s.parent) {
        if (s.locals?.has(target.text)) {
          s.locals.set(target.text, value);
          return;
        }
      }
      if (scope.pkg.declarations.get(target.text)?.kind === 'var') {
        scope.pkg.values.set(target.text, value);
        return;
      }
    }
    if (target.type === 'selector_expression') {
      const operand = this.evaluate(target.childForFieldName('operand')!, scope);
      if (operand.kind === 'struct') {
        operand.fields.set(target.childForFieldName('field')!.text, value);
        return;
      }
    }
    throw new GiveUp(`\`${short(target)}\` is an assignment target the reader cannot follow`);
  }

  execute(statement: SyntaxNode, scope: Scope): void {
    switch (statement.type) {
      case 'comment':
      case 'empty_statement':
        return;
      case 'return_statement': {
        const values = statement.namedChildren[0]?.namedChildren ?? [];
        throw new ReturnSignal(values[0] ? this.evaluate(values[0], scope) : {kind: 'nil'});
      }
      case 'short_var_declaration':
      case 'assignment_statement': {
        const left = statement.childForFieldName('left')!.namedChildren.filter((n): n is SyntaxNode => n !== null);
        const right = statement.childForFieldName('right')!.namedChildren.filter((n): n is SyntaxNode => n !== null);
        const operator = statement.childForFieldName('operator')?.text ?? ':=';
        if (operator !== '=' && operator !== ':=' && operator !== '+=')
          throw new GiveUp(`\`${short(statement)}\` is an assignment the reader does not run`);
        const values =
          right.length === left.length
            ? right.map((r) => this.evaluate(r, scope))
            : [this.evaluate(right[0], scope), ...left.slice(1).map(() => unknown('is a second result'))];
        left.forEach((target, index) => {
          let value = values[index];
          if (operator === '+=') {
            const current = this.evaluate(target, scope);
            value =
              current.kind === 'string' && value.kind === 'string'
                ? str(current.value + value.value)
                : unknown(`\`${short(statement)}\` adds what the reader cannot add`);
          }
          this.assign(target, value, scope, statement.type === 'short_var_declaration');
        });
        return;
      }
      case 'var_declaration':
        for (const spec of statement.descendantsOfType('var_spec')) {
          if (!spec) continue;
          const names = spec.childrenForFieldName('name').filter((n): n is SyntaxNode => n !== null);
          const values = spec.childForFieldName('value')?.namedChildren ?? [];
          names.forEach((name, index) =>
            scope.locals!.set(
              name.text,
              values[index] ? this.evaluate(values[index]!, scope) : this.zeroValue(spec.childForFieldName('type')),
            ),
          );
        }
        return;
      case 'block':
        this.block(statement, {...scope, locals: new Map(), parent: scope});
        return;
      case 'for_statement': {
        const range = statement.namedChildren.find((n) => n?.type === 'range_clause');
        if (!range) throw new GiveUp(`\`${short(statement)}\` is a loop the reader does not run`);
        const over = this.evaluate(range.childForFieldName('right')!, scope);
        if (over.kind !== 'list') throw new GiveUp(`\`${short(statement)}\` loops over something that is not a list`);
        const targets = range.childForFieldName('left')?.namedChildren.filter((n): n is SyntaxNode => n !== null) ?? [];
        over.items.forEach((item, index) => {
          const inner: Scope = {...scope, locals: new Map(), parent: scope};
          if (targets[0]) this.assign(targets[0], {kind: 'int', value: BigInt(index)}, inner, true);
          if (targets[1]) this.assign(targets[1], item, inner, true);
          this.block(statement.childForFieldName('body')!, inner);
        });
        return;
      }
      case 'if_statement': {
        if (statement.childForFieldName('initializer'))
          throw new GiveUp(`\`${short(statement)}\` has an initializer the reader does not run`);
        const condition = this.evaluate(statement.childForFieldName('condition')!, scope);
        if (condition.kind !== 'bool') throw new GiveUp(`the condition of \`${short(statement)}\` cannot be evaluated`);
        const branch = condition.value ? statement.childForFieldName('consequence') : statement.childForFieldName('alternative');
        if (branch) this.execute(branch, scope);
        return;
      }
      case 'expression_switch_statement': {
        const valueNode = statement.childForFieldName('value');
        const value = valueNode ? this.evaluate(valueNode, scope) : {kind: 'bool' as const, value: true};
        let chosen: SyntaxNode | undefined;
        for (const clause of statement.namedChildren) {
          if (clause?.type === 'default_case') chosen ??= clause;
          if (clause?.type !== 'expression_case') continue;
          for (const candidate of clause.childForFieldName('value')?.namedChildren ?? []) {
            const match = this.equal(value, this.evaluate(candidate!, scope));
            if (match === undefined) throw new GiveUp(`the cases of \`${short(statement)}\` cannot be compared`);
            if (match) {
              chosen = clause;
              break;
            }
          }
          if (chosen === clause) break;
        }
        if (chosen) {
          const list = chosen.namedChildren.find((n) => n?.type === 'statement_list');
          if (list) this.block(list, {...scope, locals: new Map(), parent: scope});
        }
        return;
      }
      case 'expression_statement': {
        // In init() a call may register flags with another package (RegisterActivityFlags(...)); elsewhere calls are for logging and the like.
        const call = statement.namedChildren[0];
        if (scope.origin === 'init' && call?.type === 'call_expression') {
          const result = this.call(call, scope);
          if (result.kind === 'unknown' && !result.reason.includes('outside the module')) throw new GiveUp(result.reason);
        }
        return;
      }
      default:
        throw new GiveUp(`\`${short(statement)}\` is a ${statement.type.replace(/_/g, ' ')}, which the reader does not run`);
    }
  }

  private equal(a: Value, b: Value): boolean | undefined {
    if (a.kind === 'string' && b.kind === 'string') return a.value === b.value;
    if (a.kind === 'int' && b.kind === 'int') return a.value === b.value;
    if (a.kind === 'bool' && b.kind === 'bool') return a.value === b.value;
    return undefined;
  }

  /** Runs the statements of the function that builds the app, skipping those it cannot run, and returns the app variable. */
  app(folder: string, name: string, variable: string): Value {
    const pkg = this.loadPackage(folder);
    this.initialize(pkg);
    const fn = pkg.functions.get(name);
    if (!fn) throw new Error(`${this.tree.repository}@${this.tree.ref}: ${folder} has no function ${name}`);
    const locals = new Map<string, Value>();
    for (const parameter of fn.node.childForFieldName('parameters')?.namedChildren ?? []) {
      for (const id of parameter?.childrenForFieldName('name') ?? [])
        if (id) locals.set(id.text, unknown(`is the parameter ${id.text} of ${name}`));
    }
    const scope: Scope = {pkg, file: fn.file, locals, origin: name, depth: 0};
    const list = fn.node.childForFieldName('body')?.namedChildren.find((n) => n?.type === 'statement_list');
    for (const statement of list?.namedChildren ?? []) {
      if (!statement) continue;
      try {
        this.execute(statement, scope);
      } catch (signal) {
        if (signal instanceof ReturnSignal) break;
        if (!(signal instanceof GiveUp)) throw signal;
        // Only statements that set up the app matter; the rest (running it, logging) are skipped unseen.
        if (statement.text.startsWith(`${variable}.Flags`) || statement.text.startsWith(`${variable}.Commands`)) {
          this.notes.push(`${fn.file.path}: ${name}: statement \`${short(statement)}\` was not evaluated (${signal.reason})`);
        }
      }
    }
    const app = locals.get(variable);
    if (!app || app.kind !== 'struct') throw new Error(`${fn.file.path}: ${name} has no cli.App in a variable ${variable}`);
    return app;
  }

  /** Evaluates a Go expression given as text in a package's scope. */
  expression(folder: string, text: string, what: string): Value {
    const pkg = this.loadPackage(folder);
    this.initialize(pkg);
    const root = this.parser.parse(`package ${pkg.name}\nvar _ = ${text}\n`)!.rootNode;
    const node = root.descendantsOfType('expression_list')[0]?.namedChildren[0];
    if (!node || root.hasError) throw new Error(`${what}: \`${text}\` is not a Go expression`);
    const file = pkg.files[0];
    // Identifiers the expression names must exist: a missing variable or function is an error, not a note.
    for (const id of node.descendantsOfType('identifier')) {
      if (!id) continue;
      const isKey =
        id.parent?.type === 'literal_element' &&
        id.parent.parent?.type === 'keyed_element' &&
        id.parent.parent.namedChildren[0]?.equals(id.parent);
      if (isKey) continue;
      const known =
        pkg.declarations.has(id.text) ||
        pkg.functions.has(id.text) ||
        pkg.types.has(id.text) ||
        ['true', 'false', 'nil', 'append', 'string'].includes(id.text);
      const imported = pkg.files.some((f) => this.importOf(f, id.text) !== undefined);
      if (!known && !imported)
        throw new Error(`${this.tree.repository}@${this.tree.ref}: ${folder} has no variable or function ${id.text} (${what})`);
    }
    // Resolve imports through the file that declares the first named identifier.
    const first = node.descendantsOfType('identifier')[0]?.text;
    const home =
      (first && (pkg.declarations.get(first)?.file ?? pkg.functions.get(first)?.file)) ||
      pkg.files.find((f) => first && this.importOf(f, first)) ||
      file;
    return this.evaluate(node, {pkg, file: home, locals: null, origin: first ?? text, depth: 0});
  }

  private filesOf(pkg: GoPackage): GoFile[] {
    return pkg.files;
  }
}

/** `//go:build ignore` files are not part of the package. */
// ---------------------------------------------------------------------------------------------
// Flags out of values

type Collected = {flag: GoFlag; usage?: string; deprecation?: string};

function toFlag(reader: Reader, value: StructValue, command: string | null, notes: string[]): Collected | undefined {
  const typeName = value.typeName.startsWith(`${URFAVE_CLI}.`) ? value.typeName.slice(URFAVE_CLI.length + 1) : undefined;
  const nameValue = value.fields.get('Name');
  const label = nameValue?.kind === 'string' ? nameValue.value : value.origin;
  const at = `${value.file}: flag ${label}`;
  if (nameValue?.kind !== 'string') {
    notes.push(`${at}: Name ${nameValue?.kind === 'unknown' ? nameValue.reason : 'is missing'}; the flag is left out`);
    return undefined;
  }
  let type = typeName ? FLAG_TYPES[typeName] : undefined;
  if (!type) {
    notes.push(`${at}: ${value.typeName} is not a urfave/cli flag type the site knows; recorded as generic`);
    type = 'generic';
  }
  const strings = (field: string): string[] => {
    const v = value.fields.get(field);
    if (!v || v.kind === 'nil') return [];
    if (v.kind === 'list' && v.items.every((item) => item.kind === 'string')) return v.items.map((item) => (item as {value: string}).value);
    notes.push(`${at}: ${field} ${v.kind === 'unknown' ? v.reason : 'is not a list of strings'}`);
    return [];
  };
  const bool = (field: string): boolean => {
    const v = value.fields.get(field);
    if (!v) return false;
    if (v.kind === 'bool') return v.value;
    notes.push(`${at}: ${field} ${v.kind === 'unknown' ? v.reason : 'is not true or false'}; taken as false`);
    return false;
  };
  const text = (field: string): string | null => {
    const v = value.fields.get(field);
    if (!v) return null;
    if (v.kind === 'string') return v.value || null;
    notes.push(`${at}: ${field} ${v.kind === 'unknown' ? v.reason : 'is not a string'}`);
    return null;
  };
  const usageValue = value.fields.get('Usage');
  const usage = usageValue?.kind === 'string' ? usageValue.value : undefined;
  const category = text('Category');
  const hidden = bool('Hidden');
  const flag: GoFlag = {
    name: nameValue.value,
    aliases: strings('Aliases'),
    env: strings('EnvVars'),
    type,
    default: defaultOf(reader, value, type, at, notes),
    required: bool('Required') || value.requiredList !== undefined,
    hidden,
    category,
    deprecated: false,
    file: value.file,
    command,
  };
  const deprecation =
    usage && /^\W*deprecated\b/i.test(usage)
      ? 'its Usage begins with deprecated'
      : hidden && usage && /deprecat/i.test(usage)
        ? 'hidden, and its Usage says deprecated'
        : category && /deprecat/i.test(category)
          ? `its Category is ${category}`
          : /deprecat/i.test(value.origin)
            ? `defined in ${value.origin}`
            : value.deprecatedList;
  flag.deprecated = deprecation !== undefined;
  return {flag, usage, deprecation};
}

/** The default as `--help` shows it: DefaultText when set, else the Value in the flag type's form. */
function defaultOf(reader: Reader, flag: StructValue, type: SourceFlag['type'], at: string, notes: string[]): string | null {
  const defaultText = flag.fields.get('DefaultText');
  if (defaultText?.kind === 'string' && defaultText.value) return defaultText.value;
  const value = flag.fields.get('Value');
  // An unset Value is the type's zero value, which urfave/cli shows for numbers and booleans.
  if (!value || value.kind === 'nil') {
    if (type === 'bool') return 'false';
    if (['int', 'int64', 'uint', 'uint64'].includes(type)) return '0';
    if (type === 'float64') return '0';
    if (type === 'duration') return '0s';
    return null;
  }
  const fail = (why: string) => {
    notes.push(`${at}: Value ${why}`);
    return null;
  };
  if (value.kind === 'unknown') return fail(value.reason);
  switch (type) {
    case 'string':
    case 'path':
      return value.kind === 'string' ? value.value || null : fail(`is not a string`);
    case 'bool':
      return value.kind === 'bool' ? String(value.value) : fail('is not true or false');
    case 'int':
    case 'int64':
    case 'uint':
    case 'uint64':
      return value.kind === 'int' ? value.value.toString() : fail('is not an integer');
    case 'float64':
      return value.kind === 'float' || value.kind === 'int'
        ? String(Number(value.kind === 'int' ? value.value : value.value))
        : fail('is not a number');
    case 'duration':
      return value.kind === 'duration'
        ? formatDuration(value.ns)
        : value.kind === 'int'
          ? formatDuration(value.value)
          : fail('is not a duration');
    case 'string-slice':
    case 'uint64-slice':
      if (value.kind !== 'list') return fail('is not a list');
      if (value.items.length === 0) return null;
      if (value.items.every((item) => item.kind === 'string' || item.kind === 'int'))
        return value.items.map((item) => String((item as {value: unknown}).value)).join(', ');
      return fail('is a list the reader cannot render');
    case 'generic': {
      const shown = reader.stringer(value);
      if (shown !== undefined) return shown || null;
      const typeName = 'type' in value && value.type ? value.type.name : value.kind;
      return fail(`is a ${typeName} whose String() method the reader cannot run`);
    }
    default:
      return fail(`of a ${type} flag is not rendered by the reader`);
  }
}

function collect(reader: Reader, list: Value, command: string | null, where: string, out: Collected[], notes: string[]): void {
  const items = list.kind === 'list' ? list.items : [list];
  if (list.kind === 'unknown') {
    notes.push(`${where}: the flag list ${list.reason}`);
    return;
  }
  for (const item of items) {
    if (item.kind === 'struct') {
      const collected = toFlag(reader, item, command, notes);
      if (collected) out.push(collected);
    } else if (item.kind === 'unknown') notes.push(`${where}: a flag ${item.reason}`);
    else if (item.kind !== 'nil') notes.push(`${where}: an element of the flag list is a ${item.kind}, not a flag`);
  }
}

function collectCommands(reader: Reader, commands: Value, parent: string | null, where: string, out: Collected[], notes: string[]): void {
  const items = commands.kind === 'list' ? commands.items : [commands];
  for (const command of items) {
    if (command.kind === 'unknown') {
      notes.push(`${where}: a subcommand ${command.reason}`);
      continue;
    }
    if (command.kind !== 'struct') continue;
    const name = command.fields.get('Name');
    if (name?.kind !== 'string') {
      notes.push(`${command.file}: a subcommand's Name ${name?.kind === 'unknown' ? name.reason : 'is missing'}`);
      continue;
    }
    const path = parent ? `${parent} ${name.value}` : name.value;
    const flags = command.fields.get('Flags');
    if (flags) collect(reader, flags, path, `${command.file}: subcommand ${path}`, out, notes);
    const sub = command.fields.get('Subcommands');
    if (sub) collectCommands(reader, sub, path, `${command.file}: subcommand ${path}`, out, notes);
  }
}

/** Reads a Go service's flags at the tree's ref. Throws when go.mod, the package or the variable is missing. */
export async function readGoFlags(tree: SourceTree, command: GoCommand): Promise<GoFlagsRead> {
  const parser = await goParser();
  const reader = new Reader(tree, command.module, parser, command.copies ?? []);
  const goMod = reader.readFile('go.mod');
  if (goMod === undefined) throw new Error(`${tree.repository}@${tree.ref}: no go.mod at the repository root`);
  // go.mod's module directive (a line of its own) names the module the imports are relative to.
  const declared = goMod
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.startsWith('module '))
    ?.slice('module '.length)
    .trim();
  if (declared !== command.module)
    throw new Error(`${tree.repository}@${tree.ref}: go.mod declares module ${declared}, not ${command.module}`);

  const collected: Collected[] = [];
  const notes: string[] = [];
  for (const folder of command.imports ?? []) reader.initialize(reader.loadPackage(folder));
  const app = command.app ? (reader.app(command.app.package, command.app.function, command.app.variable) as StructValue) : undefined;
  if (command.flags !== undefined) {
    const root = reader.expression(command.package, command.flags, `${command.package} ${command.flags}`);
    collect(reader, root, null, `${command.package}: ${command.flags}`, collected, notes);
  } else if (app) {
    collect(
      reader,
      app.fields.get('Flags') ?? {kind: 'list', items: []},
      null,
      `${command.app!.package}: ${command.app!.function}`,
      collected,
      notes,
    );
  } else throw new Error(`${command.package}: the GoCommand names neither flags nor app`);
  for (const extra of command.extra ?? []) {
    collect(
      reader,
      reader.expression(extra.package, extra.expression, `${extra.package} ${extra.expression}`),
      null,
      `${extra.package}: ${extra.expression}`,
      collected,
      notes,
    );
  }
  const commands = app?.fields.get('Commands');
  if (commands) collectCommands(reader, commands, null, `${command.app!.package}: ${command.app!.function}`, collected, notes);

  const flags: GoFlag[] = [];
  const usage: Record<string, string> = {};
  const deprecation: Record<string, string> = {};
  const seen = new Map<string, GoFlag>();
  for (const {flag, usage: text, deprecation: why} of collected) {
    const key = flagKey(flag);
    const earlier = seen.get(key);
    if (earlier) {
      // The same flag reached twice (a list included in another) is one flag; two different definitions are worth a note.
      if (JSON.stringify(earlier) !== JSON.stringify(flag))
        notes.push(`${flag.file}: flag ${key} is defined twice (also in ${earlier.file}); the first is kept`);
      continue;
    }
    seen.set(key, flag);
    flags.push(flag);
    if (text !== undefined) usage[key] = text;
    if (why) deprecation[key] = why;
  }
  const allNotes = [...new Set([...reader.notes, ...notes])];
  return {flags, paths: [...reader.read].sort(), notes: allNotes, usage, deprecation};
}

/** A value the evaluator computed from Go source, or why it could not (`kind: 'unknown'`). */
export type GoValue = Value;

/**
 * The evaluator on its own, for readers of other shapes than urfave/cli flag lists (tomlKeys.ts reads
 * TOML keys from struct tags): a package's files parsed with the same parser, package-level Go
 * expressions evaluated the same way, and the files read. `module` is the import path of the
 * repository's root folder (a module in a subfolder `proxyd/` declaring `<root>/proxyd` works too).
 */
export async function goEvaluator(tree: SourceTree, module: string) {
  const reader = new Reader(tree, module, await goParser(), []);
  return {
    /** The Go files of the package in `folder` (without tests and `//go:build ignore` files); throws when it has none. */
    package(folder: string): {name: string; files: {path: string; root: SyntaxNode}[]} {
      const pkg = reader.loadPackage(folder);
      return {name: pkg.name, files: pkg.files.map((file) => ({path: file.path, root: file.root}))};
    },
    /** A Go expression in the package's scope; a name the package lacks gives an unknown value, not an error. */
    evaluate(folder: string, text: string): GoValue {
      try {
        return reader.expression(folder, text, `${folder}: ${text}`);
      } catch (error) {
        return unknown((error as Error).message.replace(/^\S+@\S+: /, ''));
      }
    },
    read: (file: string) => reader.readFile(file),
    paths: () => [...reader.read].sort(),
  };
}
