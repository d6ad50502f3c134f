/**
 * Reads the JSON-RPC API a Rust service declares with jsonrpsee, from its source at a tag, with
 * tree-sitter's Rust grammar: every trait under the folders the caller names that carries
 * `#[rpc(server, namespace = "...")]` (directly or as the server variant of a `cfg_attr`), and in it
 * each `#[method(name = "...")]` (with its `aliases`) and `#[subscription(name = "...", item = T)]`.
 * jsonrpsee names a method `<namespace>_<name>`; a parameter is every argument but `&self`; the
 * result is the `T` of `RpcResult<T>` (`()` is no result). A subscription's result is its item and
 * its unsubscribe method is `unsubscribe...` for `subscribe...`. A trait without a namespace, or a
 * method the reader cannot read, is left out with a note naming the file.
 *
 * A component may also serve traits declared elsewhere (op-reth implements op-alloy's `MinerApiExt`
 * and reth's `L2EthApiExt`): the folders it names as `implementations` are searched for
 * `impl <Trait>Server for <Type>` blocks, and each trait so implemented that its own folders do not
 * declare is read from the first of its `traitSources` that declares it (folders of its own
 * repository or of another source tree, such as reth at the version its workspace pins). Only
 * implemented traits of those folders are read; with `registeredBy`, only those whose implementing
 * type one of those files names outside a `use` (the code that installs it on the servers). Each
 * such trait gets a note saying where it is declared, implemented and installed; when it is served
 * (a flag, a module list) is for our descriptions to say.
 */
import type {Node as SyntaxNode} from 'web-tree-sitter';
import type {GeneratedRpcMethod, GeneratedRpcNamespace} from '../../src/features/reference-tables/rpcSources';
import type {DataSource} from '../../src/features/reference-tables/referenceData';
import {rustParser} from '../flags/treeSitter';
import type {SourceTree} from '../flags/types';

export type RustRpcComponent = {
  /** Folders (repository-relative) whose `.rs` files declare the traits: `rust/kona/crates/node/rpc/src`. */
  folders: string[];
  /** Trait names to leave out (declared there but not served by this component), each with the reason. */
  skip?: Record<string, string>;
  /** Folders whose `impl <Trait>Server for <Type>` blocks name traits the component serves that are declared elsewhere. */
  implementations?: string[];
  /**
   * Where those traits are declared, searched in order: folders of the component's repository, or
   * of the source tree `tree` names (a key of the trees passed to readRustRpc). `crate` is the
   * workspace dependency whose pin gives that tree's version (for the caller that opens it). Only
   * the traits an implementation names are read from these folders.
   */
  traitSources?: {tree?: string; crate?: string; folders: string[]}[];
  /** Files that install the implementing types on the servers; a trait whose type none of them names is left out with a note. */
  registeredBy?: string[];
};

export type RustRpcRead = {
  namespaces: GeneratedRpcNamespace[];
  /** The files read in the component's own repository. */
  paths: string[];
  /** The files read in other source trees (traitSources with a `tree`), one entry per tree. */
  otherSources: DataSource[];
  notes: string[];
};

/** A trait with `#[rpc(server, ...)]`, as read from one file. */
type DeclaredTrait = {name: string; at: string; line: number; namespace?: string; methods: GeneratedRpcMethod[]};

const text = (node: SyntaxNode) => node.text.replace(/\s+/g, ' ').replace(/< /g, '<').replace(/ >/g, '>');
const line = (node: SyntaxNode) => node.startPosition.row + 1;
const named = (node: SyntaxNode | null | undefined): SyntaxNode[] => (node?.namedChildren ?? []).filter((n): n is SyntaxNode => n !== null);
const quoted = (attribute: string, key: string): string | undefined => new RegExp(`\\b${key}\\s*=\\s*"([^"]*)"`).exec(attribute)?.[1];

/** The server variant of the trait's `rpc(...)` attribute: `rpc(server, namespace = "x")`, possibly inside `cfg_attr(not(...), ...)`. */
function rpcAttribute(attributes: SyntaxNode[]): string | undefined {
  const candidates = attributes.map((attribute) => attribute.text).filter((value) => /\brpc\s*\(\s*server\b/.test(value));
  // Of a cfg_attr pair, the one without `client` is what the server builds (both name the same namespace).
  return candidates.find((value) => !/\bclient\b/.test(value.slice(value.search(/\brpc\s*\(/)))) ?? candidates[0];
}

/** `RpcResult<T>` → T; `()` (and `RpcResult<()>`) → null. */
function resultType(node: SyntaxNode | null): string | null | undefined {
  if (!node) return null;
  if (node.type === 'unit_type') return null;
  if (node.type === 'generic_type') {
    const name = node.childForFieldName('type')!.text.split('::').pop();
    if (name === 'RpcResult' || name === 'Result') {
      const inner = named(node.childForFieldName('type_arguments'))[0];
      return inner ? (inner.type === 'unit_type' ? null : text(inner)) : undefined;
    }
  }
  return undefined;
}

/** The attributes before an item (its doc comments between them are skipped). */
function attributesOf(node: SyntaxNode): SyntaxNode[] {
  const attributes: SyntaxNode[] = [];
  for (
    let sibling = node.previousNamedSibling;
    sibling && ['attribute_item', 'line_comment', 'block_comment'].includes(sibling.type);
    sibling = sibling.previousNamedSibling
  ) {
    if (sibling.type === 'attribute_item') attributes.push(sibling);
  }
  return attributes;
}

/**
 * The namespace and methods of a trait with a server `rpc` attribute (undefined for any other
 * trait); `file` is how the methods and notes name the file it is in.
 */
function readTrait(traitNode: SyntaxNode, file: string, notes: string[]): DeclaredTrait | undefined {
  const rpc = rpcAttribute(attributesOf(traitNode));
  if (!rpc) return undefined;
  const traitName = traitNode.childForFieldName('name')!.text;
  const namespaceName = quoted(rpc, 'namespace');
  const separator = quoted(rpc, 'namespace_separator') ?? '_';
  const methods: GeneratedRpcMethod[] = [];
  let pending: SyntaxNode[] = [];
  for (const item of named(traitNode.childForFieldName('body'))) {
    if (item.type === 'attribute_item') {
      pending.push(item);
      continue;
    }
    if (item.type !== 'function_signature_item' && item.type !== 'function_item') {
      if (!item.type.endsWith('comment')) pending = [];
      continue;
    }
    const attribute = pending.map((node) => node.text).find((value) => /^#\[\s*(method|subscription)\s*\(/.test(value));
    pending = [];
    if (!attribute) continue;
    const fnName = item.childForFieldName('name')!.text;
    const name = quoted(attribute, 'name');
    if (name === undefined) {
      notes.push(`${file}:${line(item)}: ${traitName}::${fnName} has no name in its attribute; left out`);
      continue;
    }
    const full = (value: string) => (namespaceName ? `${namespaceName}${separator}${value}` : value);
    const params = named(item.childForFieldName('parameters'))
      .filter((parameter) => parameter.type === 'parameter')
      .map((parameter) => ({name: text(parameter.childForFieldName('pattern')!), type: text(parameter.childForFieldName('type')!)}));
    const subscription = attribute.startsWith('#[subscription');
    let returns: string | null | undefined;
    if (subscription) {
      const item = /\bitem\s*=\s*([^,)\]]+(?:<[^>]*>)?)/.exec(attribute)?.[1]?.trim();
      returns = item ?? undefined;
    } else returns = resultType(item.childForFieldName('return_type'));
    if (returns === undefined) {
      notes.push(
        `${file}:${line(item)}: ${traitName}::${fnName} returns ${text(item.childForFieldName('return_type') ?? item)}, not RpcResult<T>; left out`,
      );
      continue;
    }
    const method: GeneratedRpcMethod = {name: full(name), params, returns, file};
    if (subscription) {
      const unsubscribe =
        quoted(attribute, 'unsubscribe') ?? (name.startsWith('subscribe') ? `unsubscribe${name.slice('subscribe'.length)}` : undefined);
      notes.push(
        `${file}:${line(item)}: ${method.name} is a subscription (items of ${returns})${unsubscribe ? `; ${full(unsubscribe)} ends it` : ''}`,
      );
    }
    methods.push(method);
    for (const alias of /\baliases\s*=\s*\[([^\]]*)\]/.exec(attribute)?.[1].match(/"[^"]*"/g) ?? []) {
      methods.push({...method, name: alias.slice(1, -1)});
    }
  }
  return {name: traitName, at: `${file}:${line(traitNode)}`, line: line(traitNode), namespace: namespaceName, methods};
}

/** The last path segment of a type (`a::b::FooServer<T>` → `FooServer`). */
function typeName(node: SyntaxNode | null): string | undefined {
  if (!node) return undefined;
  if (node.type === 'generic_type') return typeName(node.childForFieldName('type'));
  if (node.type === 'scoped_type_identifier') return node.childForFieldName('name')?.text;
  if (node.type === 'type_identifier') return node.text;
  return undefined;
}

/** Whether `name` appears in `root` as an identifier or type outside a `use` declaration. */
function names(root: SyntaxNode, name: string): boolean {
  const visit = (node: SyntaxNode): boolean => {
    if (node.type === 'use_declaration') return false;
    if ((node.type === 'identifier' || node.type === 'type_identifier') && node.text === name) return true;
    return named(node).some(visit);
  };
  return visit(root);
}

export async function readRustRpc(
  tree: SourceTree,
  component: RustRpcComponent,
  others: Map<string, SourceTree> = new Map(),
): Promise<RustRpcRead> {
  const parser = await rustParser();
  const paths: string[] = [];
  const notes: string[] = [];
  const namespaces = new Map<string, GeneratedRpcNamespace>();
  const rustFiles = (source: SourceTree, folder: string) => {
    const listed = source.list(folder).filter((file) => file.endsWith('.rs'));
    if (listed.length === 0) throw new Error(`${source.repository}@${source.ref}: no Rust files in ${folder}`);
    return listed;
  };
  const add = (declared: DeclaredTrait, registeredIn: string[]) => {
    const namespace = namespaces.get(declared.namespace!) ?? {name: declared.namespace!, registeredIn: [], methods: []};
    namespaces.set(declared.namespace!, namespace);
    for (const file of registeredIn) if (!namespace.registeredIn.includes(file)) namespace.registeredIn.push(file);
    for (const method of declared.methods) {
      const other = namespace.methods.find((known) => known.name === method.name);
      if (other) notes.push(`${declared.at}: ${method.name} is declared again by ${declared.name} (first in ${other.file}); listed once`);
      else namespace.methods.push(method);
    }
  };
  const unnamed = (declared: DeclaredTrait) =>
    `${declared.at}: trait ${declared.name} has no namespace; its methods (${declared.methods.map((method) => method.name).join(', ')}) are served under their bare names and not listed`;

  // The traits the component's own folders declare: all of them are read.
  const declaredHere = new Set<string>();
  for (const file of component.folders.flatMap((folder) => rustFiles(tree, folder))) {
    const source = tree.read(file)!;
    paths.push(file);
    if (!/\brpc\s*\(\s*server\b/.test(source)) continue;
    const root = parser.parse(source)!.rootNode;
    for (const traitNode of root.descendantsOfType('trait_item')) {
      if (!traitNode) continue;
      const traitName = traitNode.childForFieldName('name')!.text;
      if (component.skip?.[traitName] && rpcAttribute(attributesOf(traitNode))) {
        declaredHere.add(traitName);
        notes.push(`${file}:${line(traitNode)}: trait ${traitName} left out: ${component.skip[traitName]}`);
        continue;
      }
      const declared = readTrait(traitNode, file, notes);
      if (!declared) continue;
      declaredHere.add(traitName);
      if (!declared.namespace) notes.push(unnamed(declared));
      else add(declared, [file]);
    }
  }

  // The traits declared elsewhere that the component implements.
  const otherPaths = new Map<string, Set<string>>();
  const readIn = (key: string | undefined, file: string): string | undefined => {
    const source = key === undefined ? tree : others.get(key)!;
    const content = source.read(file);
    if (content === undefined) return undefined;
    if (key === undefined) {
      if (!paths.includes(file)) paths.push(file);
    } else {
      if (!otherPaths.has(key)) otherPaths.set(key, new Set());
      otherPaths.get(key)!.add(file);
    }
    return content;
  };
  const implemented: {trait: string; type: string; at: string}[] = [];
  for (const file of (component.implementations ?? []).flatMap((folder) => rustFiles(tree, folder))) {
    const source = readIn(undefined, file)!;
    if (!/\bimpl\b[^{;]*Server\b/.test(source)) continue;
    for (const impl of parser.parse(source)!.rootNode.descendantsOfType('impl_item')) {
      const server = typeName(impl?.childForFieldName('trait') ?? null);
      const type = typeName(impl?.childForFieldName('type') ?? null);
      if (!impl || !server?.endsWith('Server') || !type) continue;
      const trait = server.slice(0, -'Server'.length);
      if (!declaredHere.has(trait) && !implemented.some((known) => known.trait === trait))
        implemented.push({trait, type, at: `${file}:${line(impl)}`});
    }
  }
  const installers = (component.registeredBy ?? []).map((file) => {
    const content = readIn(undefined, file);
    if (content === undefined) throw new Error(`${tree.repository}@${tree.ref}: no ${file} (registeredBy)`);
    return {file, root: parser.parse(content)!.rootNode};
  });
  for (const {trait, type, at} of implemented) {
    let found: DeclaredTrait | undefined;
    for (const origin of component.traitSources ?? []) {
      const source = origin.tree === undefined ? tree : others.get(origin.tree);
      if (!source) throw new Error(`readRustRpc: no source tree "${origin.tree}" (a trait source of ${tree.repository}@${tree.ref})`);
      const label = (file: string) => (origin.tree === undefined ? file : `${source.repository}:${file}`);
      for (const file of origin.folders.flatMap((folder) => rustFiles(source, folder))) {
        const content = readIn(origin.tree, file)!;
        if (!new RegExp(`\\btrait\\s+${trait}\\b`).test(content) || !/\brpc\s*\(\s*server\b/.test(content)) continue;
        const traitNode = parser
          .parse(content)!
          .rootNode.descendantsOfType('trait_item')
          .find((node) => node?.childForFieldName('name')?.text === trait);
        found = traitNode ? readTrait(traitNode, label(file), notes) : undefined;
        if (found) break;
      }
      if (found) break;
    }
    if (!found) {
      notes.push(`${at}: ${type} implements ${trait}Server, but no trait source declares ${trait} with a server rpc attribute; not listed`);
      continue;
    }
    const installedBy = installers.filter((installer) => names(installer.root, type)).map((installer) => installer.file);
    const listed = found.methods.map((method) => method.name).join(', ');
    if (component.registeredBy && installedBy.length === 0) {
      notes.push(`${at}: ${type} implements ${trait} (${listed}), but ${component.registeredBy.join(', ')} never installs it; not listed`);
      continue;
    }
    if (!found.namespace) {
      notes.push(unnamed(found));
      continue;
    }
    const installed = installedBy.length > 0 ? `, installed in ${installedBy.join(', ')}` : '';
    notes.push(`${at}: ${type} implements ${trait} (declared in ${found.at}: ${listed})${installed}`);
    add(found, installedBy.length > 0 ? installedBy : [at.replace(/:\d+$/, '')]);
  }

  const otherSources = [...otherPaths].map(([key, files]) => {
    const source = others.get(key)!;
    return {repository: source.repository, ref: source.ref, commit: source.commit, paths: [...files].sort()};
  });
  return {
    namespaces: [...namespaces.values()].filter((namespace) => namespace.methods.length > 0),
    paths: paths.sort(),
    otherSources,
    notes,
  };
}
