/**
 * The data files behind the flag and JSON-RPC references (`src/features/reference-tables/data/flags/*.json`,
 * `src/features/reference-tables/data/rpc/*.json`): their shape, and a validator whose errors name the file and the field.
 */
import {DataProblems, type Check} from '../../utils/dataProblems';

export const flagTypes = [
  'string',
  'bool',
  'int',
  'int64',
  'uint',
  'uint64',
  'float64',
  'duration',
  'string-slice',
  'path',
  'generic',
  'big-int',
  'timestamp',
  'uint64-slice',
] as const;

export type DataSource = {repository: string; ref: string; commit: string; paths: string[]};

export type Flag = {
  name: string;
  aliases: string[];
  env: string[];
  type: (typeof flagTypes)[number];
  default: string | null;
  required: boolean;
  deprecated?: boolean;
  /** Set on a flag the program leaves out of its --help. */
  hidden?: boolean;
  /** The subcommands that take this definition of the flag, when the program's own command does not. */
  commands?: string[];
  description: string;
};

export type FlagGroup = {title: string; description?: string; flags: Flag[]};

/** One component's complete flags (or, with syntax "toml", its configuration file keys) at one release. */
export type FlagReference = {
  component: string;
  release: string;
  syntax?: 'toml';
  /** Where the values were read: one repository, or two (op-reth takes reth's node arguments). */
  sources: DataSource[];
  /** The files that define the flags, a subset of the sources' paths: what a table names beside its values. */
  definedIn?: string[];
  groups: FlagGroup[];
};

export type RpcMethod = {
  name: string;
  description: string;
  params: {name: string; type: string; description: string}[];
  returns: {type: string; description: string};
};

export type RpcReference = {
  component: string;
  release: string;
  /** The repository the methods were read from, and the files that register and define them. */
  source: DataSource;
  /** Every repository a generated reference was read from, with every file read (see rpcSources.ts). */
  sources?: DataSource[];
  namespaces: {name: string; description: string; methods: RpcMethod[]}[];
};

const isText: Check = (value) => typeof value === 'string' && value.trim().length > 0;
const isList =
  (item: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(item);
const isCommit: Check = (value) => typeof value === 'string' && /^[0-9a-f]{40}$/.test(value);
const isFlagName: Check = (value) => typeof value === 'string' && /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(value);
// A configuration file key; `<name>` stands for a table the operator names (backends.<name>.rpc_url).
const isTomlKey: Check = (value) => typeof value === 'string' && /^[A-Za-z0-9_-]+(?:\.(?:[A-Za-z0-9_-]+|<[a-z_]+>))*$/.test(value);

function checkHeader(problems: DataProblems, data: Record<string, unknown>, component: string): void {
  problems.expect('component', data.component, data.component === component, `"${component}", the file's name`);
  problems.expect('release', data.release, isText, 'the release tag the values were read at');
  const source = (data.source ?? {}) as Record<string, unknown>;
  problems.expect('source', data.source, typeof data.source === 'object' && data.source !== null, 'an object');
  problems.expect('source.repository', source.repository, (v) => typeof v === 'string' && /^[\w.-]+\/[\w.-]+$/.test(v), 'owner/name');
  problems.expect('source.ref', source.ref, isText, 'the release tag or commit read');
  problems.expect('source.commit', source.commit, isCommit, 'the 40-character commit of the ref');
  problems.expect('source.paths', source.paths, (v) => isList(isText)(v) && (v as unknown[]).length > 0, 'a non-empty list of files read');
}

/**
 * Throws unless `data` is a complete, well-formed flag reference written by hand (its values, groups
 * and descriptions in one file); `file` names it in the error. The generated references are checked
 * by flagSources.ts.
 */
export function validateFlagReference(file: string, component: string, data: unknown): FlagReference {
  const problems = new DataProblems('reference data');
  const record = (data ?? {}) as Record<string, unknown>;
  checkHeader(problems, record, component);
  problems.expect('syntax', record.syntax, record.syntax === undefined || record.syntax === 'toml', '"toml" or no value');
  const [isName, nameRule] =
    record.syntax === 'toml' ? [isTomlKey, 'a TOML key such as server.rpc_port'] : [isFlagName, 'the name without leading dashes'];
  const groups = record.groups;
  if (problems.expect('groups', groups, (v) => Array.isArray(v) && v.length > 0, 'a non-empty list of groups')) {
    const seen = new Map<string, string>();
    const titles = new Set<string>();
    (groups as Record<string, unknown>[]).forEach((group, g) => {
      const at = `groups[${g}]`;
      problems.expect(`${at}.title`, group.title, isText, 'a non-empty title');
      problems.expect(`${at}.title`, group.title, !titles.has(String(group.title)), 'a title no other group has');
      titles.add(String(group.title));
      problems.expect(`${at}.description`, group.description, (v) => v === undefined || isText(v), 'a sentence or no value');
      if (!problems.expect(`${at}.flags`, group.flags, (v) => Array.isArray(v) && v.length > 0, 'a non-empty list of flags')) {
        return;
      }
      (group.flags as Record<string, unknown>[]).forEach((flag, f) => {
        const here = `${at}.flags[${f}]`;
        problems.expect(`${here}.name`, flag.name, isName, nameRule);
        problems.expect(`${here}.aliases`, flag.aliases, isList(isName), `a list of names, each ${nameRule}`);
        problems.expect(
          `${here}.env`,
          flag.env,
          isList((v) => typeof v === 'string' && /^[A-Z][A-Z0-9_]*$/.test(v)),
          'a list of environment variable names',
        );
        problems.expect(`${here}.type`, flag.type, (v) => (flagTypes as readonly unknown[]).includes(v), `one of ${flagTypes.join(', ')}`);
        problems.expect(
          `${here}.default`,
          flag.default,
          (v) => v === null || typeof v === 'string',
          'the default as --help shows it (a string), or null',
        );
        problems.expect(`${here}.required`, flag.required, (v) => typeof v === 'boolean', 'true or false');
        problems.expect(`${here}.deprecated`, flag.deprecated, (v) => v === undefined || typeof v === 'boolean', 'true, false or no value');
        problems.expect(`${here}.description`, flag.description, isText, 'a description in our words');
        for (const name of [flag.name, ...(Array.isArray(flag.aliases) ? flag.aliases : [])]) {
          const other = seen.get(String(name));
          problems.expect(`${here}.name`, name, other === undefined, `a name used once in the file (also at ${other})`);
          seen.set(String(name), here);
        }
      });
    });
  }
  problems.throwIfAny(file);
  const {source, ...rest} = data as Omit<FlagReference, 'sources'> & {source: DataSource};
  return {...rest, sources: [source]};
}

/** Throws unless `data` is a well-formed JSON-RPC reference; `file` names it in the error. */
export function validateRpcReference(file: string, component: string, data: unknown): RpcReference {
  const problems = new DataProblems('reference data');
  const record = (data ?? {}) as Record<string, unknown>;
  checkHeader(problems, record, component);
  const namespaces = record.namespaces;
  if (problems.expect('namespaces', namespaces, (v) => Array.isArray(v) && v.length > 0, 'a non-empty list of namespaces')) {
    const seen = new Set<string>();
    (namespaces as Record<string, unknown>[]).forEach((namespace, n) => {
      const at = `namespaces[${n}]`;
      problems.expect(`${at}.name`, namespace.name, isFlagName, 'the namespace, such as optimism');
      problems.expect(`${at}.description`, namespace.description, isText, 'a sentence in our words');
      if (!problems.expect(`${at}.methods`, namespace.methods, (v) => Array.isArray(v) && v.length > 0, 'a non-empty list of methods')) {
        return;
      }
      (namespace.methods as Record<string, unknown>[]).forEach((method, m) => {
        const here = `${at}.methods[${m}]`;
        problems.expect(
          `${here}.name`,
          method.name,
          (v) => typeof v === 'string' && v.startsWith(`${String(namespace.name)}_`),
          `a method of the ${String(namespace.name)} namespace`,
        );
        problems.expect(`${here}.name`, method.name, !seen.has(String(method.name)), 'a method listed once');
        seen.add(String(method.name));
        problems.expect(`${here}.description`, method.description, isText, 'a description in our words');
        problems.expect(
          `${here}.params`,
          method.params,
          isList(
            (p) =>
              typeof p === 'object' &&
              p !== null &&
              ['name', 'type', 'description'].every((k) => isText((p as Record<string, unknown>)[k])),
          ),
          'a list of {name, type, description}',
        );
        const returns = (method.returns ?? {}) as Record<string, unknown>;
        problems.expect(`${here}.returns.type`, returns.type, isText, 'the type returned');
        problems.expect(`${here}.returns.description`, returns.description, isText, 'what the result holds');
      });
    });
  }
  problems.throwIfAny(file);
  return data as RpcReference;
}

/** Every name a reader can type for the component's flags (names and aliases). */
export const flagNames = (reference: FlagReference): Set<string> =>
  new Set(reference.groups.flatMap((group) => group.flags.flatMap((flag) => [flag.name, ...flag.aliases])));
