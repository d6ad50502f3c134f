/**
 * Reads the JSON-RPC API of a Go service (go-ethereum's `rpc` package) from its source at a tag,
 * with tree-sitter's Go grammar: where the service registers an API (`rpc.API{Namespace: "...",
 * Service: ...}` literals and `RegisterName("...", service)` calls) in the packages the caller
 * names, the Go type of each service, and that type's exported methods as go-ethereum serves them:
 * `OutputAtBlock` in namespace `optimism` is `optimism_outputAtBlock` (first letter lower-cased),
 * a leading `context.Context` is not a parameter, and the trailing `error` is not the result.
 * Methods promoted from embedded fields count, as they do for go-ethereum's reflection; a method
 * go-ethereum would refuse (more than two results, an `error` not last) or serve as a subscription
 * is left out with a note. What the reader cannot resolve is a note naming the file, never a guess.
 */
import path from 'node:path';
import type {Node as SyntaxNode, Parser as TreeSitterParser} from 'web-tree-sitter';
import type {GeneratedRpcMethod, GeneratedRpcNamespace} from '../../src/features/reference-tables/rpcSources';
import {goParser, goString, isExcludedByBuildTag, recordGoImports} from '../flags/treeSitter';
import {goPackageFiles} from '../flags/sourceTree';
import type {SourceTree} from '../flags/types';

/** Where a Go service registers its JSON-RPC APIs, in a repository whose go.mod names `module`. */
export type GoRpcComponent = {
  /** The module path go.mod declares: `github.com/ethereum-optimism/optimism`. */
  module: string;
  /** The package folders whose code registers the APIs, repository-relative: `op-node/node`, `op-service/rpc`. */
  packages: string[];
};

export type GoRpcRead = {
  namespaces: GeneratedRpcNamespace[];
  /** Every file parsed, repository-relative. */
  paths: string[];
  notes: string[];
};

const GETH_RPC = 'github.com/ethereum/go-ethereum/rpc';

type GoFile = {path: string; root: SyntaxNode; imports: Map<string, string>; unaliased: string[]};
type Located = {file: GoFile; node: SyntaxNode};
type Method = Located & {name: string; pointer: boolean};

class GoPackage {
  name = '';
  readonly files: GoFile[] = [];
  readonly types = new Map<string, Located>();
  readonly functions = new Map<string, Located>();
  /** Package-level constants and variables: the spec and the value expression of the name. */
  readonly values = new Map<string, Located & {value: SyntaxNode | null}>();
  /** Methods by receiver type name, in source order. */
  readonly methods = new Map<string, Method[]>();
  constructor(readonly folder: string) {}
}

/** A named type of the module, and whether the value registered is a pointer to it. */
type TypeRef = {pkg: GoPackage; name: string; pointer: boolean};

const text = (node: SyntaxNode) => node.text.replace(/\s+/g, ' ');
const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
const isExported = (name: string) => /^\p{Lu}/u.test(name);
const line = (node: SyntaxNode) => node.startPosition.row + 1;
const named = (node: SyntaxNode | null | undefined): SyntaxNode[] => (node?.namedChildren ?? []).filter((n): n is SyntaxNode => n !== null);

class Reader {
  readonly packages = new Map<string, GoPackage>();
  readonly read = new Set<string>();
  readonly notes: string[] = [];
  constructor(
    readonly tree: SourceTree,
    readonly module: string,
    readonly parser: TreeSitterParser,
  ) {}

  loadPackage(folder: string): GoPackage {
    const known = this.packages.get(folder);
    if (known) return known;
    const files = goPackageFiles(this.tree, folder);
    const pkg = new GoPackage(folder);
    this.packages.set(folder, pkg);
    for (const file of files) {
      const source = this.tree.read(file) ?? '';
      this.read.add(file);
      const root = this.parser.parse(source)!.rootNode;
      if (isExcludedByBuildTag(root)) continue;
      const goFile: GoFile = {path: file, root, imports: new Map(), unaliased: []};
      pkg.files.push(goFile);
      for (const node of named(root)) this.index(pkg, goFile, node);
    }
    return pkg;
  }

  private index(pkg: GoPackage, file: GoFile, node: SyntaxNode): void {
    if (node.type === 'package_clause') pkg.name = named(node)[0]?.text ?? '';
    else if (node.type === 'import_declaration') recordGoImports(node, file);
    else if (node.type === 'type_declaration') {
      for (const spec of named(node)) {
        const name = spec.childForFieldName('name');
        if (name) pkg.types.set(name.text, {file, node: spec});
      }
    } else if (node.type === 'function_declaration') {
      pkg.functions.set(node.childForFieldName('name')!.text, {file, node});
    } else if (node.type === 'method_declaration') {
      const receiver = named(node.childForFieldName('receiver'))[0]?.childForFieldName('type');
      if (!receiver) return;
      const pointer = receiver.type === 'pointer_type';
      let base: SyntaxNode | null = pointer ? named(receiver)[0] : receiver;
      if (base?.type === 'generic_type') base = base.childForFieldName('type');
      if (!base) return;
      const list = pkg.methods.get(base.text) ?? [];
      list.push({file, node, name: node.childForFieldName('name')!.text, pointer});
      pkg.methods.set(base.text, list);
    } else if (node.type === 'const_declaration' || node.type === 'var_declaration') {
      for (const spec of node.descendantsOfType(['const_spec', 'var_spec'])) {
        if (!spec) continue;
        const names = spec.childrenForFieldName('name').filter((n): n is SyntaxNode => n !== null);
        const values = named(spec.childForFieldName('value'));
        names.forEach((name, index) => pkg.values.set(name.text, {file, node: spec, value: values[index] ?? null}));
      }
    }
  }

  /** The module's package a file knows by `name`, or undefined (outside the module, or not imported). */
  importedPackage(file: GoFile, name: string): GoPackage | undefined {
    const inModule = (importPath: string) => importPath.startsWith(`${this.module}/`);
    const aliased = file.imports.get(name);
    if (aliased !== undefined) return inModule(aliased) ? this.loadPackage(aliased.slice(this.module.length + 1)) : undefined;
    for (const importPath of file.unaliased.filter(inModule)) {
      const folder = importPath.slice(this.module.length + 1);
      // The last path element is the package name but for a few packages; try it first.
      if (path.posix.basename(folder) !== name && !this.packages.has(folder)) continue;
      const pkg = this.loadPackage(folder);
      if (pkg.name === name) return pkg;
    }
    for (const importPath of file.unaliased.filter(inModule)) {
      const pkg = this.loadPackage(importPath.slice(this.module.length + 1));
      if (pkg.name === name) return pkg;
    }
    return undefined;
  }

  /** The import path a file knows `name` by (aliased or by its last element), for packages outside the module. */
  importPath(file: GoFile, name: string): string | undefined {
    return file.imports.get(name) ?? file.unaliased.find((importPath) => path.posix.basename(importPath) === name);
  }

  /** The string a constant expression stands for (literals, `+`, constants and variables of the module). */
  stringValue(pkg: GoPackage, file: GoFile, node: SyntaxNode, depth = 0): string | undefined {
    if (depth > 20) return undefined;
    if (node.type === 'interpreted_string_literal' || node.type === 'raw_string_literal') return goString(node);
    if (node.type === 'parenthesized_expression') return this.stringValue(pkg, file, named(node)[0], depth + 1);
    if (node.type === 'binary_expression' && node.childForFieldName('operator')?.text === '+') {
      const left = this.stringValue(pkg, file, node.childForFieldName('left')!, depth + 1);
      const right = this.stringValue(pkg, file, node.childForFieldName('right')!, depth + 1);
      return left !== undefined && right !== undefined ? left + right : undefined;
    }
    const declared = this.valueOf(pkg, file, node);
    return declared?.value ? this.stringValue(declared.pkg, declared.file, declared.value, depth + 1) : undefined;
  }

  /** The package-level declaration an identifier or `pkg.Name` selector refers to. */
  private valueOf(pkg: GoPackage, file: GoFile, node: SyntaxNode): {pkg: GoPackage; file: GoFile; value: SyntaxNode | null} | undefined {
    if (node.type === 'identifier') {
      const value = pkg.values.get(node.text);
      return value && {pkg, file: value.file, value: value.value};
    }
    if (node.type === 'selector_expression' && node.childForFieldName('operand')?.type === 'identifier') {
      const other = this.importedPackage(file, node.childForFieldName('operand')!.text);
      const value = other?.values.get(node.childForFieldName('field')!.text);
      return other && value && {pkg: other, file: value.file, value: value.value};
    }
    return undefined;
  }

  /** The module's named type a type expression stands for. */
  typeOf(pkg: GoPackage, file: GoFile, node: SyntaxNode): TypeRef | string {
    if (node.type === 'pointer_type') {
      const inner = this.typeOf(pkg, file, named(node)[0]);
      return typeof inner === 'string' ? inner : {...inner, pointer: true};
    }
    if (node.type === 'generic_type') return this.typeOf(pkg, file, node.childForFieldName('type')!);
    if (node.type === 'type_identifier') {
      return pkg.types.has(node.text) ? {pkg, name: node.text, pointer: false} : `type ${node.text} is not declared in ${pkg.folder}`;
    }
    if (node.type === 'qualified_type') {
      const packageName = node.childForFieldName('package')!.text;
      const name = node.childForFieldName('name')!.text;
      const other = this.importedPackage(file, packageName);
      if (!other) return `type ${text(node)} is from ${this.importPath(file, packageName) ?? packageName}, outside the module`;
      return other.types.has(name) ? {pkg: other, name, pointer: false} : `type ${text(node)} is not declared in ${other.folder}`;
    }
    return `type ${text(node)} is not a named type`;
  }

  /** The type of the value an expression builds, inside `scope` (the function it is written in). */
  serviceType(pkg: GoPackage, file: GoFile, node: SyntaxNode, scope: SyntaxNode | null, depth = 0): TypeRef | string {
    if (depth > 20) return `${text(node)} is too deeply nested`;
    if (node.type === 'parenthesized_expression') return this.serviceType(pkg, file, named(node)[0], scope, depth + 1);
    if (node.type === 'unary_expression' && node.childForFieldName('operator')?.text === '&') {
      const inner = this.serviceType(pkg, file, node.childForFieldName('operand')!, scope, depth + 1);
      return typeof inner === 'string' ? inner : {...inner, pointer: true};
    }
    if (node.type === 'composite_literal') return this.typeOf(pkg, file, node.childForFieldName('type')!);
    if (node.type === 'call_expression') {
      const callee = node.childForFieldName('function')!;
      if (callee.type === 'identifier' && callee.text === 'new') {
        const argument = named(node.childForFieldName('arguments'))[0];
        const inner = argument ? this.typeOf(pkg, file, argument) : 'new() without a type';
        return typeof inner === 'string' ? inner : {...inner, pointer: true};
      }
      let target: {pkg: GoPackage; fn: Located} | undefined;
      if (callee.type === 'identifier') {
        const fn = pkg.functions.get(callee.text);
        target = fn && {pkg, fn};
      } else if (callee.type === 'selector_expression' && callee.childForFieldName('operand')?.type === 'identifier') {
        const other = this.importedPackage(file, callee.childForFieldName('operand')!.text);
        const fn = other?.functions.get(callee.childForFieldName('field')!.text);
        target = other && fn && {pkg: other, fn};
      }
      if (!target) return `${text(callee)} is not a function of the module`;
      const result = target.fn.node.childForFieldName('result');
      const first = result?.type === 'parameter_list' ? named(result)[0]?.childForFieldName('type') : result;
      if (!first) return `${text(callee)} returns nothing`;
      const type = this.typeOf(target.pkg, target.fn.file, first);
      // A constructor declared to return an interface: the value registered is what it returns.
      if (typeof type !== 'string' && this.isInterface(type)) {
        const returned = target.fn.node
          .descendantsOfType('return_statement')
          .find((statement) => statement && named(named(statement)[0])[0]);
        if (returned) return this.serviceType(target.pkg, target.fn.file, named(named(returned)[0])[0], target.fn.node, depth + 1);
      }
      return type;
    }
    if (node.type === 'identifier' && scope) {
      const assigned = this.assignment(node, scope);
      if (assigned) return this.serviceType(pkg, file, assigned, scope, depth + 1);
      for (const parameter of named(scope.childForFieldName('parameters'))) {
        if (parameter.childrenForFieldName('name').some((name) => name?.text === node.text)) {
          return this.typeOf(pkg, file, parameter.childForFieldName('type')!);
        }
      }
    }
    if (node.type === 'identifier') {
      const value = pkg.values.get(node.text);
      if (value?.value) return this.serviceType(pkg, value.file, value.value, null, depth + 1);
      const typeNode = value?.node.childForFieldName('type');
      if (typeNode) return this.typeOf(pkg, value!.file, typeNode);
    }
    return `cannot tell the type of ${text(node)}`;
  }

  /** The expression last assigned to a local variable before `use`, in the function `scope`. */
  private assignment(use: SyntaxNode, scope: SyntaxNode): SyntaxNode | undefined {
    let found: SyntaxNode | undefined;
    const statements = scope.descendantsOfType(['short_var_declaration', 'assignment_statement', 'var_spec']);
    for (const statement of statements) {
      if (!statement || statement.startIndex >= use.startIndex) continue;
      const left = statement.type === 'var_spec' ? statement.childrenForFieldName('name') : named(statement.childForFieldName('left'));
      const right = named(statement.childForFieldName(statement.type === 'var_spec' ? 'value' : 'right'));
      const index = left.findIndex((name) => name?.text === use.text);
      if (index >= 0 && right[index] && (left.length === right.length || index === 0)) found = right[index];
    }
    return found;
  }

  private declaredType(type: TypeRef): SyntaxNode | null {
    return type.pkg.types.get(type.name)!.node.childForFieldName('type');
  }

  isInterface(type: TypeRef): boolean {
    return this.declaredType(type)?.type === 'interface_type';
  }

  /**
   * The method set of the type (or of the pointer to it) as go-ethereum's reflection sees it: its
   * own methods, then those promoted from embedded fields (a shallower one hides a deeper one).
   */
  methodSet(type: TypeRef, where: string, depth = 0, seen = new Set<string>()): Method[] {
    const key = `${type.pkg.folder}.${type.name}`;
    if (depth > 10 || seen.has(key)) return [];
    const spec = type.pkg.types.get(type.name)!;
    const declared = spec.node.childForFieldName('type');
    if (spec.node.type === 'type_alias' && declared) {
      const target = this.typeOf(type.pkg, spec.file, declared);
      if (typeof target === 'string') {
        this.notes.push(`${where}: ${target}; its methods are not read`);
        return [];
      }
      return this.methodSet({...target, pointer: target.pointer || type.pointer}, where, depth + 1, seen);
    }
    const nextSeen = new Set([...seen, key]);
    if (declared?.type === 'interface_type') {
      const methods: Method[] = [];
      for (const element of named(declared)) {
        if (element.type === 'method_elem')
          methods.push({file: spec.file, node: element, name: element.childForFieldName('name')!.text, pointer: false});
        else if (element.type === 'type_elem') {
          for (const embedded of named(element)) {
            const inner = this.typeOf(type.pkg, spec.file, embedded);
            if (typeof inner === 'string')
              this.notes.push(`${where}: interface ${type.name} embeds ${text(embedded)}: ${inner}; its methods are not read`);
            else
              methods.push(...this.methodSet(inner, where, depth + 1, nextSeen).filter((m) => !methods.some((own) => own.name === m.name)));
          }
        }
      }
      return methods;
    }
    const own = (type.pkg.methods.get(type.name) ?? []).filter((method) => type.pointer || !method.pointer);
    const promoted: Method[] = [];
    if (declared?.type === 'struct_type') {
      for (const field of named(named(declared)[0])) {
        if (field.type !== 'field_declaration' || field.childForFieldName('name')) continue;
        const embeddedNode = field.childForFieldName('type')!;
        const embedded = this.typeOf(type.pkg, spec.file, embeddedNode);
        if (typeof embedded === 'string') {
          this.notes.push(`${where}: ${type.name} embeds ${text(embeddedNode)}: ${embedded}; methods it promotes are not read`);
          continue;
        }
        // A value embedded in a pointer's struct is addressable: its pointer methods are promoted too.
        const methods = this.methodSet({...embedded, pointer: embedded.pointer || type.pointer}, where, depth + 1, nextSeen);
        for (const method of methods) if (!promoted.some((other) => other.name === method.name)) promoted.push(method);
      }
    }
    return [...own, ...promoted.filter((method) => !own.some((other) => other.name === method.name))];
  }

  /** The method as go-ethereum serves it, or undefined with a note when it would not. */
  toRpcMethod(namespace: string, method: Method, file: GoFile, where: string): GeneratedRpcMethod | undefined {
    const node = method.node;
    const parameters = named(node.childForFieldName('parameters'));
    const params: {name: string; type: string; typeNode: SyntaxNode}[] = [];
    for (const parameter of parameters) {
      const typeNode = parameter.childForFieldName('type')!;
      const type = parameter.type === 'variadic_parameter_declaration' ? `...${text(typeNode)}` : text(typeNode);
      const names = parameter.childrenForFieldName('name').filter((n): n is SyntaxNode => n !== null);
      if (names.length === 0) params.push({name: '', type, typeNode});
      for (const name of names) params.push({name: name.text, type, typeNode});
    }
    const isContext = (p: {typeNode: SyntaxNode}) =>
      p.typeNode.type === 'qualified_type' && p.typeNode.text === 'context.Context' && this.importPath(file, 'context') === 'context';
    const hasContext = params.length > 0 && isContext(params[0]);
    const args = hasContext ? params.slice(1) : params;
    const result = node.childForFieldName('result');
    const results =
      result === null
        ? []
        : result.type === 'parameter_list'
          ? named(result).flatMap(
              (r) => Array(Math.max(1, r.childrenForFieldName('name').length)).fill(r.childForFieldName('type')!) as SyntaxNode[],
            )
          : [result];
    const isError = (type: SyntaxNode) => type.type === 'type_identifier' && type.text === 'error';
    const name = `${namespace}_${lowerFirst(method.name)}`;
    const at = `${file.path}:${line(node)}`;
    if (
      hasContext &&
      results.length === 2 &&
      results[0].type === 'pointer_type' &&
      named(results[0])[0]?.type === 'qualified_type' &&
      named(results[0])[0].childForFieldName('name')!.text === 'Subscription' &&
      this.importPath(file, named(results[0])[0].childForFieldName('package')!.text) === GETH_RPC
    ) {
      this.notes.push(
        `${at}: ${method.name} of ${where} is a subscription (${namespace}_subscribe with "${lowerFirst(method.name)}"); not listed as a method`,
      );
      return undefined;
    }
    if (results.length > 2 || (results.length === 2 && (isError(results[0]) || !isError(results[1])))) {
      this.notes.push(`${at}: ${method.name} of ${where} returns ${text(result!)}, which go-ethereum does not serve; left out`);
      return undefined;
    }
    const value = results.find((type) => !isError(type));
    args.forEach((arg, index) => {
      if (arg.name === '' || arg.name === '_') {
        arg.name = `arg${index}`;
        this.notes.push(`${at}: parameter ${index} of ${name} has no name in the source; called ${arg.name}`);
      }
    });
    return {
      name,
      params: args.map(({name: argName, type}) => ({name: argName, type})),
      returns: value ? text(value) : null,
      file: file.path,
    };
  }
}

/** Registrations in a package: each namespace with the expression of its service and where it is. */
function registrations(
  reader: Reader,
  pkg: GoPackage,
): {namespace: string; service: SyntaxNode; scope: SyntaxNode | null; file: GoFile; node: SyntaxNode}[] {
  const found: {namespace: string; service: SyntaxNode; scope: SyntaxNode | null; file: GoFile; node: SyntaxNode}[] = [];
  for (const file of pkg.files) {
    const scopeOf = (node: SyntaxNode): SyntaxNode | null => {
      for (let parent = node.parent; parent; parent = parent.parent) {
        if (['function_declaration', 'method_declaration', 'func_literal'].includes(parent.type)) return parent;
      }
      return null;
    };
    const add = (namespaceNode: SyntaxNode | undefined, service: SyntaxNode | undefined, node: SyntaxNode) => {
      if (!namespaceNode || !service) return;
      const scope = scopeOf(node);
      const namespace = reader.stringValue(pkg, file, namespaceNode);
      if (namespace !== undefined) {
        found.push({namespace, service, scope, file, node});
        return;
      }
      // A helper that registers the API its caller hands it (`server.RegisterName(api.Namespace, api.Service)`) registers nothing itself.
      const root = namespaceNode.type === 'selector_expression' ? namespaceNode.childForFieldName('operand')! : namespaceNode;
      const isParameter = named(scope?.childForFieldName('parameters')).some((p) =>
        p.childrenForFieldName('name').some((n) => n?.text === root.text),
      );
      if (!isParameter)
        reader.notes.push(`${file.path}:${line(node)}: the namespace ${text(namespaceNode)} is not a constant; its API is not read`);
    };
    for (const literal of file.root.descendantsOfType('composite_literal')) {
      const type = literal?.childForFieldName('type');
      if (!literal || type?.type !== 'qualified_type' || type.childForFieldName('name')!.text !== 'API') continue;
      if (reader.importPath(file, type.childForFieldName('package')!.text) !== GETH_RPC) continue;
      const fields = new Map<string, SyntaxNode>();
      for (const element of named(literal.childForFieldName('body'))) {
        if (element.type !== 'keyed_element') continue;
        const key = named(element.childForFieldName('key'))[0];
        const value = named(element.childForFieldName('value'))[0];
        if (key && value) fields.set(key.text, value);
      }
      add(fields.get('Namespace'), fields.get('Service'), literal);
    }
    for (const call of file.root.descendantsOfType('call_expression')) {
      const callee = call?.childForFieldName('function');
      if (!call || callee?.type !== 'selector_expression' || callee.childForFieldName('field')!.text !== 'RegisterName') continue;
      const [namespaceNode, service] = named(call.childForFieldName('arguments'));
      add(namespaceNode, service, call);
    }
  }
  return found;
}

/** Reads the component's namespaces and methods at the tree's ref. */
export async function readGoRpc(tree: SourceTree, component: GoRpcComponent): Promise<GoRpcRead> {
  const parser = await goParser();
  const reader = new Reader(tree, component.module, parser);
  const declared = (tree.read('go.mod') ?? '')
    .split('\n')
    .find((text) => text.startsWith('module '))
    ?.slice('module '.length)
    .trim();
  reader.read.add('go.mod');
  if (declared !== component.module)
    throw new Error(`${tree.repository}@${tree.ref}: go.mod declares module ${declared}, not ${component.module}`);
  const namespaces = new Map<string, GeneratedRpcNamespace>();
  for (const folder of component.packages) {
    const pkg = reader.loadPackage(folder);
    for (const registration of registrations(reader, pkg)) {
      const at = `${registration.file.path}:${line(registration.node)}`;
      const type = reader.serviceType(pkg, registration.file, registration.service, registration.scope);
      if (typeof type === 'string') {
        reader.notes.push(`${at}: namespace ${registration.namespace}: ${type}; its methods are not read`);
        continue;
      }
      const namespace = namespaces.get(registration.namespace) ?? {name: registration.namespace, registeredIn: [], methods: []};
      namespaces.set(registration.namespace, namespace);
      if (!namespace.registeredIn.includes(registration.file.path)) namespace.registeredIn.push(registration.file.path);
      const where = `${type.pointer ? '*' : ''}${type.pkg.name}.${type.name}`;
      for (const method of reader.methodSet(type, where)) {
        if (!isExported(method.name)) continue;
        const rpcMethod = reader.toRpcMethod(registration.namespace, method, method.file, where);
        // The same service registered twice (op-node registers optimism in two places) lists its methods once.
        if (rpcMethod && !namespace.methods.some((other) => other.name === rpcMethod.name)) namespace.methods.push(rpcMethod);
      }
    }
  }
  const empty = [...namespaces.values()].filter((namespace) => namespace.methods.length === 0);
  for (const namespace of empty)
    reader.notes.push(`namespace ${namespace.name} (${namespace.registeredIn.join(', ')}) has no method go-ethereum would serve`);
  return {
    namespaces: [...namespaces.values()].filter((namespace) => namespace.methods.length > 0),
    paths: [...reader.read].sort(),
    notes: [...new Set(reader.notes)],
  };
}
