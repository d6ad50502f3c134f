/**
 * Reads the JSON-RPC API a Rust service declares with jsonrpsee, from its source at a tag, with
 * tree-sitter's Rust grammar: every trait under the folders the caller names that carries
 * `#[rpc(server, namespace = "...")]` (directly or as the server variant of a `cfg_attr`), and in it
 * each `#[method(name = "...")]` (with its `aliases`) and `#[subscription(name = "...", item = T)]`.
 * jsonrpsee names a method `<namespace>_<name>`; a parameter is every argument but `&self`; the
 * result is the `T` of `RpcResult<T>` (`()` is no result). A subscription's result is its item and
 * its unsubscribe method is `unsubscribe...` for `subscribe...`. A trait without a namespace, or a
 * method the reader cannot read, is left out with a note naming the file.
 */
import type {Node as SyntaxNode} from 'web-tree-sitter';
import type {GeneratedRpcMethod, GeneratedRpcNamespace} from '../../src/features/reference-tables/rpcSources';
import {rustParser} from '../flags/treeSitter';
import type {SourceTree} from '../flags/types';

export type RustRpcComponent = {
  /** Folders (repository-relative) whose `.rs` files declare the traits: `rust/kona/crates/node/rpc/src`. */
  folders: string[];
  /** Trait names to leave out (declared there but not served by this component), each with the reason. */
  skip?: Record<string, string>;
};

export type RustRpcRead = {namespaces: GeneratedRpcNamespace[]; paths: string[]; notes: string[]};

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

export async function readRustRpc(tree: SourceTree, component: RustRpcComponent): Promise<RustRpcRead> {
  const parser = await rustParser();
  const paths: string[] = [];
  const notes: string[] = [];
  const namespaces = new Map<string, GeneratedRpcNamespace>();
  const files = component.folders.flatMap((folder) => {
    const listed = tree.list(folder).filter((file) => file.endsWith('.rs'));
    if (listed.length === 0) throw new Error(`${tree.repository}@${tree.ref}: no Rust files in ${folder}`);
    return listed;
  });
  for (const file of files) {
    const source = tree.read(file)!;
    paths.push(file);
    if (!/\brpc\s*\(\s*server\b/.test(source)) continue;
    const root = parser.parse(source)!.rootNode;
    for (const traitNode of root.descendantsOfType('trait_item')) {
      if (!traitNode) continue;
      const attributes: SyntaxNode[] = [];
      for (
        let sibling = traitNode.previousNamedSibling;
        sibling && ['attribute_item', 'line_comment', 'block_comment'].includes(sibling.type);
        sibling = sibling.previousNamedSibling
      ) {
        if (sibling.type === 'attribute_item') attributes.push(sibling);
      }
      const rpc = rpcAttribute(attributes);
      if (!rpc) continue;
      const traitName = traitNode.childForFieldName('name')!.text;
      const at = `${file}:${line(traitNode)}`;
      if (component.skip?.[traitName]) {
        notes.push(`${at}: trait ${traitName} left out: ${component.skip[traitName]}`);
        continue;
      }
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
      if (!namespaceName) {
        notes.push(
          `${at}: trait ${traitName} has no namespace; its methods (${methods.map((method) => method.name).join(', ')}) are served under their bare names and not listed`,
        );
        continue;
      }
      const namespace = namespaces.get(namespaceName) ?? {name: namespaceName, registeredIn: [], methods: []};
      namespaces.set(namespaceName, namespace);
      if (!namespace.registeredIn.includes(file)) namespace.registeredIn.push(file);
      for (const method of methods) {
        const other = namespace.methods.find((known) => known.name === method.name);
        if (other)
          notes.push(`${file}:${line(traitNode)}: ${method.name} is declared again by ${traitName} (first in ${other.file}); listed once`);
        else namespace.methods.push(method);
      }
    }
  }
  return {namespaces: [...namespaces.values()].filter((namespace) => namespace.methods.length > 0), paths: paths.sort(), notes};
}
