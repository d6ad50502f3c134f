/**
 * A generated JSON-RPC reference is two files in `data/rpc/`:
 * - `<component>.json`, written by `npm run data:rpc` from the component's source at a release tag
 *   (scripts/rpc-data.ts): every namespace the component registers and every method of it, with
 *   each parameter's name and type and the result type as the source declares them, and the
 *   repository, tag, commit and files read. Nobody edits it.
 * - `<component>.descriptions.json`, ours: the page order of the namespaces and methods, and a
 *   description of each namespace, method, parameter and result:
 *   `{"namespaces": [{"name", "description", "methods": {"<ns>_<method>": {"description", "params": {"<name>": "..."}, "returns": "..."}}}]}`.
 * A method of the source without a description, or a description of a method (or parameter) the
 * source does not have, stops the build naming the file and the method, so a regenerated release
 * cannot ship undocumented methods or keep describing removed ones. A reference without a
 * descriptions file is still read as one hand-written file (validateRpcReference).
 */
import fs from 'node:fs';
import path from 'node:path';
import {DataProblems} from '../../utils/dataProblems';
import {checkGeneratedHeader, componentsIn, isList, isText, readDataJson} from './generatedData';
import {validateRpcReference, type DataSource, type RpcMethod, type RpcReference} from './referenceData';

export type GeneratedRpcParam = {name: string; type: string};

export type GeneratedRpcMethod = {
  /** The name a caller sends: `optimism_outputAtBlock`. */
  name: string;
  /** The parameters in order, each with its type as the source writes it (`hexutil.Uint64`). */
  params: GeneratedRpcParam[];
  /** The result type as the source writes it, or null when the method returns nothing but an error. */
  returns: string | null;
  /** Where the method is defined, repository-relative; prefixed `owner/name:` when not the first source's. */
  file: string;
};

export type GeneratedRpcNamespace = {
  name: string;
  /** The files that register the namespace on a server. */
  registeredIn: string[];
  methods: GeneratedRpcMethod[];
};

/** What `npm run data:rpc` writes. */
export type GeneratedRpc = {
  component: string;
  release: string;
  sources: DataSource[];
  namespaces: GeneratedRpcNamespace[];
  /** What the reader could not resolve, said instead of guessed. */
  notes: string[];
};

export type RpcDescriptions = {
  namespaces: {
    name: string;
    description: string;
    methods: Record<string, {description: string; params?: Record<string, string>; returns: string}>;
  }[];
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNamespace = (value: unknown) => typeof value === 'string' && /^[A-Za-z][A-Za-z0-9]*$/.test(value);

/** Throws unless `data` is what the RPC readers write; `file` names it in the error. */
export function validateGeneratedRpc(file: string, component: string, data: unknown): GeneratedRpc {
  const problems = new DataProblems('generated RPC data');
  const record = (data ?? {}) as Record<string, unknown>;
  problems.onlyFields('(top level)', record, ['component', 'release', 'sources', 'namespaces', 'notes']);
  checkGeneratedHeader(problems, record, component);
  const seen = new Set<string>();
  if (problems.expect('namespaces', record.namespaces, (v) => Array.isArray(v) && v.length > 0, 'a non-empty list of namespaces')) {
    (record.namespaces as Record<string, unknown>[]).forEach((namespace, n) => {
      const at = `namespaces[${n}]`;
      problems.onlyFields(at, namespace, ['name', 'registeredIn', 'methods']);
      problems.expect(`${at}.name`, namespace.name, isNamespace, 'the namespace, such as optimism');
      problems.expect(
        `${at}.registeredIn`,
        namespace.registeredIn,
        (v) => isList(v, isText) && (v as unknown[]).length > 0,
        'the files that register it',
      );
      if (!problems.expect(`${at}.methods`, namespace.methods, (v) => Array.isArray(v) && v.length > 0, 'a non-empty list of methods'))
        return;
      (namespace.methods as Record<string, unknown>[]).forEach((method, m) => {
        const here = `${at}.methods[${m}]`;
        problems.onlyFields(here, method, ['name', 'params', 'returns', 'file']);
        problems.expect(
          `${here}.name`,
          method.name,
          (v) => typeof v === 'string' && new RegExp(`^${String(namespace.name)}_[A-Za-z0-9_]+$`).test(v),
          `a method of the ${String(namespace.name)} namespace`,
        );
        problems.expect(`${here}.name`, method.name, !seen.has(String(method.name)), 'a method listed once');
        seen.add(String(method.name));
        problems.expect(
          `${here}.params`,
          method.params,
          (v) => isList(v, (p) => isObject(p) && isText(p.name) && isText(p.type) && Object.keys(p).length === 2),
          'a list of {name, type}',
        );
        problems.expect(`${here}.returns`, method.returns, (v) => v === null || isText(v), 'the result type or null');
        problems.expect(`${here}.file`, method.file, isText, 'the file that defines the method');
      });
    });
  }
  problems.throwIfAny(file);
  return data as GeneratedRpc;
}

/**
 * The reference a page renders: our order and descriptions over the generated names and types.
 * Types are shown as code, as the source writes them; a method that returns only an error returns
 * `null`. Throws, naming the descriptions file and each method, when the two disagree.
 */
export function combineRpcReference(generatedFile: string, generated: GeneratedRpc, descriptionsFile: string, data: unknown): RpcReference {
  const problems = new DataProblems('RPC descriptions');
  const record = (data ?? {}) as Record<string, unknown>;
  problems.onlyFields('(top level)', record, ['namespaces']);
  const sourceNamespaces = new Map(generated.namespaces.map((namespace) => [namespace.name, namespace]));
  const sourceMethods = new Map(
    generated.namespaces.flatMap((namespace) => namespace.methods.map((method) => [method.name, method] as const)),
  );
  const describedNamespaces = new Set<string>();
  const describedMethods = new Set<string>();
  const namespaces: RpcReference['namespaces'] = [];
  if (problems.expect('namespaces', record.namespaces, (v) => Array.isArray(v) && v.length > 0, 'a non-empty list of namespaces')) {
    (record.namespaces as Record<string, unknown>[]).forEach((namespace, n) => {
      const at = `namespaces[${n}]`;
      problems.onlyFields(at, namespace, ['name', 'description', 'methods']);
      const name = String(namespace.name);
      const source = sourceNamespaces.get(name);
      problems.expect(
        `${at}.name`,
        namespace.name,
        source !== undefined,
        `a namespace of ${generated.release}; the source (${generatedFile}) has no namespace ${name}`,
      );
      problems.expect(`${at}.name`, namespace.name, !describedNamespaces.has(name), 'a namespace described once');
      describedNamespaces.add(name);
      problems.expect(`${at}.description`, namespace.description, isText, 'a sentence in our words');
      const entries = isObject(namespace.methods) ? Object.entries(namespace.methods) : [];
      if (!problems.expect(`${at}.methods`, namespace.methods, entries.length > 0, 'an object of method name to its descriptions')) return;
      const methods: RpcMethod[] = [];
      for (const [methodName, described] of entries) {
        const here = `${at}.methods["${methodName}"]`;
        const method = sourceMethods.get(methodName);
        if (!method || !source?.methods.includes(method)) {
          problems.lines.push(
            `${here} describes ${methodName}, which the source (${generatedFile}) does not have${source ? ` in namespace ${name}` : ''} at ${generated.release}; remove it`,
          );
          continue;
        }
        problems.expect(here, methodName, !describedMethods.has(methodName), 'a method described once');
        describedMethods.add(methodName);
        const entry = isObject(described) ? described : {};
        problems.onlyFields(here, entry, ['description', 'params', 'returns']);
        problems.expect(`${here}.description`, entry.description, isText, `a description of ${methodName} in our words`);
        problems.expect(`${here}.returns`, entry.returns, isText, `what ${methodName} returns, in our words`);
        const params = isObject(entry.params) ? entry.params : {};
        problems.expect(
          `${here}.params`,
          entry.params,
          entry.params === undefined || isObject(entry.params),
          'an object of parameter name to description',
        );
        for (const param of method.params) {
          problems.expect(
            `${here}.params["${param.name}"]`,
            params[param.name],
            isText,
            `a description of parameter ${param.name} of ${methodName}`,
          );
        }
        for (const extra of Object.keys(params).filter((key) => !method.params.some((param) => param.name === key))) {
          problems.lines.push(
            `${here}.params["${extra}"] describes a parameter ${methodName} does not have at ${generated.release}; its parameters are: ${method.params.map((param) => param.name).join(', ') || 'none'}`,
          );
        }
        methods.push({
          name: methodName,
          description: String(entry.description),
          params: method.params.map((param) => ({name: param.name, type: `\`${param.type}\``, description: String(params[param.name])})),
          returns: {type: `\`${method.returns ?? 'null'}\``, description: String(entry.returns)},
        });
      }
      namespaces.push({name, description: String(namespace.description), methods});
    });
  }
  for (const namespace of generated.namespaces) {
    if (!describedNamespaces.has(namespace.name)) {
      problems.lines.push(
        `no description of namespace ${namespace.name}, registered in ${namespace.registeredIn.join(', ')} at ${generated.release}; add it`,
      );
      continue;
    }
    for (const method of namespace.methods.filter((method) => !describedMethods.has(method.name))) {
      problems.lines.push(
        `no description of ${method.name}, a method of ${generated.release} (defined in ${method.file}); add it to namespace ${namespace.name}`,
      );
    }
  }
  problems.throwIfAny(descriptionsFile);
  // The files a table names: where each namespace is registered and where its methods are defined.
  const first = generated.sources[0];
  const definedIn = [
    ...new Set(generated.namespaces.flatMap((namespace) => [...namespace.registeredIn, ...namespace.methods.map((method) => method.file)])),
  ].filter((file) => !file.includes(':'));
  return {
    component: generated.component,
    release: generated.release,
    source: {...first, paths: definedIn.length > 0 ? definedIn : first.paths},
    sources: generated.sources,
    namespaces,
  };
}

/**
 * Reads `data/rpc/<component>.json` and, when the reference is generated, its descriptions file.
 * File names in errors are relative to the working directory (the site's root in a build).
 */
export function readRpcReference(rpcDir: string, component: string): RpcReference {
  const file = path.join(rpcDir, `${component}.json`);
  const descriptionsFile = path.join(rpcDir, `${component}.descriptions.json`);
  const relative = (name: string) => path.relative(process.cwd(), name);
  if (!fs.existsSync(descriptionsFile)) return validateRpcReference(relative(file), component, readDataJson(file));
  const generated = validateGeneratedRpc(relative(file), component, readDataJson(file));
  return combineRpcReference(relative(file), generated, relative(descriptionsFile), readDataJson(descriptionsFile));
}

/** The components with a JSON-RPC reference: every `data/rpc/<component>.json`. */
export const rpcComponents = componentsIn;
