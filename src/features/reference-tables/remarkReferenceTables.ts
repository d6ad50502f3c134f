import fs from 'node:fs';
import path from 'node:path';
import {readFlagReference} from './flagSources';
import {readRpcReference} from './rpcSources';
import {type DataSource, type Flag, type FlagReference, type RpcReference} from './referenceData';
import type {RegistryData} from './registryData';
import {chainAddressesNodes, installedTokenList, loadRegistry, networksNodes, tokenListNodes, type TokenListInput} from './registryTables';
import {code, heading, lineBreak, link, paragraph, replaceJsxElements, strong, table, text, type Node} from './markdownNodes';

type File = {path: string};
/** A component's releases, newest first (the upgrades feature's releases data supplies them). */
export type ComponentReleaseList = {tag: string; date: string; prerelease: boolean}[];
// releasesOf: whether a newer release than a reference's exists; without it the tables say nothing of newer releases.
type Options = {dataDir?: string; releasesOf?: (component: string) => ComponentReleaseList | undefined; tokenList?: TokenListInput};

/** A description may mark names with backticks; they become inline code. */
function prose(value: string): Node[] {
  return value
    .split(/`([^`]+)`/)
    .map((part, index) => (index % 2 === 1 ? code(part) : text(part)))
    .filter((node) => node.value !== '');
}

function joined(nodes: Node[], separator: string): Node[] {
  return nodes.flatMap((node, index) => (index === 0 ? [node] : [text(separator), node]));
}

/**
 * Where a reader checks every value of the tables: each repository at its tag and commit, linked,
 * and for a whole reference the files the values are defined in. A page showing one group per
 * section names the files once, in its Sources list, instead of after every table.
 */
function sourceLine(sources: DataSource[], files: string[], withFiles: boolean): Node {
  const atTag = sources.map((source) => [
    text(`${source.repository} at `),
    link(`https://github.com/${source.repository}/tree/${source.commit}`, [code(source.ref)]),
    text(' (commit '),
    code(source.commit.slice(0, 12)),
    text(')'),
  ]);
  // A file of a source other than the first is written `owner/name:path` (reth's files in op-reth's reference).
  const fileLinks = files.map((file) => {
    const [repository, inRepository] = file.includes(':') ? file.split(':') : [sources[0].repository, file];
    const source = sources.find((candidate) => candidate.repository === repository) ?? sources[0];
    return link(`https://github.com/${source.repository}/blob/${source.commit}/${inRepository}`, [code(file)]);
  });
  return paragraph([
    text('Read from '),
    ...atTag.flatMap((nodes, index) => (index === 0 ? nodes : [text(' and '), ...nodes])),
    ...(withFiles ? [text(': '), ...joined(fileLinks, ', '), text('.')] : [text('.')]),
  ]);
}

/**
 * What release a reference documents against the component's releases data (newest first): when a
 * newer final release or release candidate is recorded, the reader learns which, and that its flags
 * are not in these tables.
 */
function releaseLine(reference: FlagReference, releases: ComponentReleaseList | undefined): Node[] {
  const documentedAt = releases?.findIndex((release) => release.tag === reference.release) ?? -1;
  if (!releases || documentedAt < 0) return [];
  const newer = releases.slice(0, documentedAt);
  const final = newer.find((release) => !release.prerelease);
  // A release candidate is news only when no final release has overtaken it.
  const candidate = newer[0]?.prerelease ? newer[0] : undefined;
  if (!final && !candidate) return [];
  const named = (release: {tag: string; date: string}) => [code(release.tag), text(` (${release.date})`)];
  return [
    paragraph([
      text('These tables document '),
      code(reference.release),
      text(` (${releases[documentedAt].date}), the newest release whose source the site reads. `),
      ...(final ? [text('The newest release is '), ...named(final)] : []),
      ...(candidate ? [text(final ? '; the newest release candidate is ' : 'The newest release candidate is '), ...named(candidate)] : []),
      text(final && candidate ? '. Their flags are not in these tables.' : '; its flags are not in these tables.'),
    ]),
  ];
}

function flagRow(flag: Flag, syntax: FlagReference['syntax']): Node[][] {
  // clap's one-letter short names take one dash (-d); every long name takes two.
  const spelled = (name: string) => code(syntax === 'toml' ? name : name.length === 1 ? `-${name}` : `--${name}`);
  const defaultCell = flag.required
    ? [strong('Required')]
    : flag.default === null
      ? [text('none')]
      : [code(flag.default === '' ? '""' : flag.default)];
  const description = [
    ...(flag.deprecated ? [strong('Deprecated.'), text(' ')] : []),
    ...(flag.hidden ? [strong('Hidden'), text(' from '), code('--help'), text('. ')] : []),
    ...prose(flag.description),
    ...(flag.commands
      ? [
          lineBreak,
          text('Subcommands: '),
          ...joined(
            flag.commands.map((command) => code(command)),
            ', ',
          ),
        ]
      : []),
  ];
  return [
    // The environment variables go under the name: a column of their own left the description too narrow to read.
    [...joined([flag.name, ...flag.aliases].map(spelled), ', '), ...flag.env.flatMap((name) => [lineBreak, code(name)])],
    [text(flag.type)],
    defaultCell,
    description,
  ];
}

function flagTableNodes(reference: FlagReference, groupTitle: string | undefined, where: string, releases?: ComponentReleaseList): Node[] {
  const groups = groupTitle === undefined ? reference.groups : reference.groups.filter((group) => group.title === groupTitle);
  if (groups.length === 0) {
    throw new Error(
      `${where}: group="${groupTitle}" is not a group of ${reference.component}; its groups are: ${reference.groups.map((group) => `"${group.title}"`).join(', ')}`,
    );
  }
  const header = [reference.syntax === 'toml' ? 'Key' : 'Flag and environment variable', 'Type', 'Default', 'Description'];
  const nodes = groups.flatMap((group) => [
    // One group is placed under the writer's own heading; the whole reference gets one per group.
    ...(groupTitle === undefined ? [heading(3, [text(group.title)])] : []),
    ...(group.description ? [paragraph(prose(group.description))] : []),
    table(
      header,
      group.flags.map((flag) => flagRow(flag, reference.syntax)),
      'reference-table',
    ),
  ]);
  const files = reference.definedIn ?? reference.sources.flatMap((source) => source.paths);
  return [...releaseLine(reference, releases), ...nodes, sourceLine(reference.sources, files, groupTitle === undefined)];
}

function rpcNodes(reference: RpcReference, namespaceName: string | undefined, where: string): Node[] {
  const namespaces =
    namespaceName === undefined ? reference.namespaces : reference.namespaces.filter((namespace) => namespace.name === namespaceName);
  if (namespaces.length === 0) {
    throw new Error(
      `${where}: namespace="${namespaceName}" is not a namespace of ${reference.component}; its namespaces are: ${reference.namespaces.map((namespace) => `"${namespace.name}"`).join(', ')}`,
    );
  }
  const nodes = namespaces.flatMap((namespace) => [
    // One namespace is placed under the writer's own heading; the whole reference gets one per namespace.
    ...(namespaceName === undefined ? [heading(2, [code(namespace.name), text(' namespace')])] : []),
    paragraph(prose(namespace.description)),
    ...namespace.methods.flatMap((method) => [
      heading(3, [code(method.name)]),
      paragraph(prose(method.description)),
      method.params.length > 0
        ? table(
            ['Parameter', 'Type', 'Description'],
            method.params.map((param) => [[code(param.name)], prose(param.type), prose(param.description)]),
          )
        : paragraph([text('Takes no parameters.')]),
      paragraph([strong('Returns'), text(' '), ...prose(method.returns.type), text(': '), ...prose(method.returns.description)]),
    ]),
  ]);
  return [...nodes, sourceLine([reference.source], reference.source.paths, namespaceName === undefined)];
}

const cache = new Map<string, {stamp: string; data: unknown}>();

/** Reads a component's data once per change of its files; a missing file names the page and the component. */
function loadReference<T>(folder: string, component: string, where: string, read: (folder: string, component: string) => T): T {
  const file = path.join(folder, `${component}.json`);
  if (!fs.existsSync(file)) {
    throw new Error(`${where}: component="${component}" has no data file (looked for ${path.relative(process.cwd(), file)})`);
  }
  // A flag reference may be two files (the generated values and our descriptions): either changing rereads it.
  const stamp = fs
    .readdirSync(folder)
    .filter((name) => name.startsWith(`${component}.`))
    .map((name) => `${name}:${fs.statSync(path.join(folder, name)).mtimeMs}`)
    .join('|');
  const cached = cache.get(file);
  if (cached?.stamp === stamp) return cached.data as T;
  const data = read(folder, component);
  cache.set(file, {stamp, data});
  return data;
}

const elements = {
  FlagTable: {folder: 'flags', filter: 'group', read: readFlagReference, render: flagTableNodes},
  RpcMethods: {folder: 'rpc', filter: 'namespace', read: readRpcReference, render: rpcNodes},
} as const;

// The Superchain Registry snapshot (src/features/reference-tables/data/registry/chains.json) and the token list package.
const registryElements = {
  NetworksTable: (data: RegistryData) => networksNodes(data),
  ChainAddresses: (data: RegistryData) => chainAddressesNodes(data),
  TokenListTable: (data: RegistryData, tokenList: () => TokenListInput) => tokenListNodes(data, tokenList()),
} as const;

/**
 * Renders `<NetworksTable />`, `<ChainAddresses />` and `<TokenListTable />` from the registry data
 * and the token list (see registryTables.ts), and `<FlagTable component="op-batcher" [group="..."] />` and `<RpcMethods component="op-node"
 * [namespace="..."] />` into the page's Markdown as headings and tables, from the data files in
 * `src/features/reference-tables/data/flags/` and `src/features/reference-tables/data/rpc/`. Rendering at build time (instead of in a React component)
 * puts every flag in the HTML, the table of contents, the search index and the page's Markdown,
 * and ships no data to the browser. Runs before Docusaurus' own plugins so the headings get ids.
 */
export default function remarkReferenceTables(options: Options = {}) {
  const dataDir = options.dataDir ?? path.join(__dirname, 'data');
  let tokenList: TokenListInput | undefined;
  const names = [...Object.keys(elements), ...Object.keys(registryElements)];
  return (tree: Node, file: File): void =>
    replaceJsxElements(tree, file.path, names, (node, where) => {
      if (node.type === 'mdxJsxTextElement') {
        throw new Error(`${where} must stand on a line of its own, with blank lines around it`);
      }
      const registryElement = registryElements[node.name as keyof typeof registryElements];
      if (registryElement) {
        if ((node.attributes ?? []).length > 0) throw new Error(`${where} takes no attributes; it renders the whole registry snapshot`);
        return registryElement(loadRegistry(dataDir, where), () => (tokenList ??= options.tokenList ?? installedTokenList()));
      }
      const element = elements[node.name as keyof typeof elements];
      const attributes = new Map((node.attributes ?? []).map((attribute) => [attribute.name, attribute.value]));
      for (const [name, value] of attributes) {
        if (![`component`, element.filter].includes(name ?? '') || typeof value !== 'string') {
          throw new Error(
            `${where} has the attribute ${name}=${JSON.stringify(value)}; it takes component="..." and ${element.filter}="..." as text`,
          );
        }
      }
      const component = attributes.get('component') as string | undefined;
      if (!component) {
        throw new Error(`${where} needs component="..." naming a file of src/features/reference-tables/data/${element.folder}/`);
      }
      const filter = attributes.get(element.filter) as string | undefined;
      const reference = loadReference<unknown>(path.join(dataDir, element.folder), component, where, element.read);
      return (element.render as (data: unknown, filter: string | undefined, where: string, releases?: ComponentReleaseList) => Node[])(
        reference,
        filter,
        where,
        options.releasesOf?.(component),
      );
    });
}
