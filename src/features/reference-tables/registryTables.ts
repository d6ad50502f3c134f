import fs from 'node:fs';
import path from 'node:path';
import {code, element, heading, link, paragraph, tableWithRowData, text, type Node} from './markdownNodes';
import {validateRegistryData, validateTokenList, type RegistryChain, type RegistryData, type Token} from './registryData';

/** The token list as read from its npm package: the package's name and version are its pin. */
export type TokenListInput = {package: string; version: string; file: string; list: unknown};

const explorerUrl = (explorer: string) => (/^https?:\/\//.test(explorer) ? explorer.replace(/\/+$/, '') : undefined);

/** An address in code, linked to its page on the explorer when the registry gives an explorer address. */
function addressCell(address: string, explorer: string | undefined): Node[] {
  const base = explorer && explorerUrl(explorer);
  return base ? [link(`${base}/address/${address}`, [code(address)])] : [code(address)];
}

const chainKey = (chain: RegistryChain) => `${chain.superchain}/${chain.file}`;
const faultProofLabels: Record<string, string> = {none: 'None', permissioned: 'Permissioned', permissionless: 'Permissionless'};

function registrySourceLine(data: RegistryData): Node {
  const {repository, commit, date, paths} = data.source;
  return paragraph([
    text(`Read from ${repository} at commit `),
    link(`https://github.com/${repository}/tree/${commit}`, [code(commit.slice(0, 12))]),
    text(` (${date.slice(0, 10)}): `),
    ...paths.flatMap((file, index) => [
      ...(index === 0 ? [] : [text(', ')]),
      link(`https://github.com/${repository}/tree/${commit}/${file}`, [code(file)]),
    ]),
    text('.'),
  ]);
}

/** `<NetworksTable />`: one table per superchain target, one row per chain, filterable by the page's TableFilter. */
export function networksNodes(data: RegistryData): Node[] {
  const header = ['Chain', 'Chain ID', 'Chain ID (hex)', 'Public RPC', 'Explorer', 'Governed by Optimism', 'Fault proofs'];
  const sections = data.superchains.flatMap((superchain) => {
    const chains = data.chains.filter((chain) => chain.superchain === superchain.id);
    return [
      heading(3, [text(`${superchain.name}: ${chains.length} chains settling on L1 chain ${superchain.l1.chainId}`)]),
      tableWithRowData(
        header,
        chains.map((chain) => ({
          cells: [
            [text(chain.name)],
            [text(String(chain.chainId))],
            [code(`0x${chain.chainId.toString(16)}`)],
            [code(chain.publicRpc)],
            explorerUrl(chain.explorer)
              ? [link(chain.explorer, [text(chain.explorer.replace(/^https?:\/\//, ''))])]
              : [text(chain.explorer)],
            [text(chain.governedByOptimism ? 'Yes' : 'No')],
            [text(faultProofLabels[chain.faultProofs])],
          ],
          properties: {
            'data-choice': superchain.id,
            'data-search': `${chain.name} ${chain.chainId} 0x${chain.chainId.toString(16)}`.toLowerCase(),
          },
        })),
        'reference-table registry-table networks-table',
      ),
    ];
  });
  return [element('div', {'data-filter-table': 'networks'}, sections), registrySourceLine(data)];
}

/**
 * `<ChainAddresses />`: every chain's L1 addresses, one section per chain (all in the HTML); the
 * page's ChainPicker shows one at a time. L1 contracts and roles live on the superchain target's L1,
 * so they link to that L1's explorer as the registry names it.
 */
export function chainAddressesNodes(data: RegistryData): Node[] {
  const sections = data.chains.map((chain) => {
    const superchain = data.superchains.find((target) => target.id === chain.superchain)!;
    const l1 = superchain.l1.explorer;
    const rows = [
      ...Object.entries(chain.addresses).map(([name, address]) => ({
        cells: [[code(name)], [text('L1 contract')], addressCell(address, l1)],
      })),
      {
        cells: [
          [code('SuperchainConfig')],
          [text(`L1 contract shared by the ${superchain.name} target`)],
          addressCell(superchain.superchainConfig, l1),
        ],
      },
      ...Object.entries(chain.roles).map(([name, address]) => ({
        cells: [[code(name)], [text('Role (L1 account)')], addressCell(address, l1)],
      })),
    ];
    return element(
      'section',
      {
        'data-chain-section': chainKey(chain),
        'data-chain-name': `${chain.name} (${chain.chainId})`,
        ...(explorerUrl(chain.explorer) ? {'data-explorer': explorerUrl(chain.explorer)!} : {}),
      },
      [
        heading(3, [text(`${chain.name} (chain ${chain.chainId})`)]),
        tableWithRowData(['Name', 'Kind', 'Address'], rows, 'reference-table registry-table'),
      ],
    );
  });
  return [element('div', {'data-chain-sections': 'true'}, sections), registrySourceLine(data)];
}

/** Names the chains of the token list: the registry's chains, each target's L1, and by number the others. */
function chainNames(data: RegistryData): (chainId: number) => {label: string; explorer?: string} {
  const known = new Map<number, {label: string; explorer?: string}>();
  for (const superchain of data.superchains)
    known.set(superchain.l1.chainId, {label: `${superchain.name} L1 (${superchain.l1.chainId})`, explorer: superchain.l1.explorer});
  for (const chain of data.chains) known.set(chain.chainId, {label: `${chain.name} (${chain.chainId})`, explorer: chain.explorer});
  return (chainId) => known.get(chainId) ?? {label: `Chain ${chainId}, not in the registry`};
}

/** `<TokenListTable />`: one row per token and chain, filterable by symbol or name and by chain. */
export function tokenListNodes(data: RegistryData, tokenList: TokenListInput): Node[] {
  const tokens = validateTokenList(tokenList.file, tokenList.list);
  const chainOf = chainNames(data);
  const sorted = [...tokens].sort(
    (a: Token, b: Token) =>
      a.symbol.localeCompare(b.symbol, 'en', {sensitivity: 'base'}) || a.chainId - b.chainId || a.address.localeCompare(b.address),
  );
  const rows = sorted.map((token) => {
    const chain = chainOf(token.chainId);
    return {
      cells: [
        [text(token.symbol)],
        [text(token.name)],
        [text(chain.label)],
        addressCell(token.address, chain.explorer),
        [text(String(token.decimals))],
      ],
      properties: {
        'data-choice': String(token.chainId),
        'data-choice-label': chain.label,
        'data-search': `${token.symbol} ${token.name}`.toLowerCase(),
      },
    };
  });
  return [
    element('div', {'data-filter-table': 'tokens'}, [
      tableWithRowData(['Symbol', 'Name', 'Chain', 'Address', 'Decimals'], rows, 'reference-table registry-table'),
    ]),
    paragraph([
      text(`${tokens.length} entries read from the npm package `),
      link(`https://www.npmjs.com/package/${tokenList.package}/v/${tokenList.version}`, [
        code(`${tokenList.package}@${tokenList.version}`),
      ]),
      text('; chain names and explorers from the Superchain Registry at commit '),
      code(data.source.commit.slice(0, 12)),
      text('.'),
    ]),
  ];
}

let registryCache: {file: string; mtimeMs: number; data: RegistryData} | undefined;

/** Reads and validates `src/features/reference-tables/data/registry/chains.json` once per change. */
export function loadRegistry(dataDir: string, where: string): RegistryData {
  const file = path.join(dataDir, 'registry', 'chains.json');
  const relative = path.relative(process.cwd(), file);
  if (!fs.existsSync(file)) throw new Error(`${where} needs ${relative}; write it with npm run data:registry -- <registry checkout>`);
  const {mtimeMs} = fs.statSync(file);
  if (registryCache?.file === file && registryCache.mtimeMs === mtimeMs) return registryCache.data;
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Invalid reference data in ${relative}: ${(error as Error).message}`);
  }
  const data = validateRegistryData(relative, parsed);
  registryCache = {file, mtimeMs, data};
  return data;
}

/** The installed `@eth-optimism/tokenlist`: an exact dependency, so its version pins the list. */
export function installedTokenList(): TokenListInput {
  const entry = require.resolve('@eth-optimism/tokenlist');
  const manifest = JSON.parse(fs.readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = require(entry) as {default?: unknown};
  return {package: manifest.name, version: manifest.version, file: path.relative(process.cwd(), entry), list: loaded.default ?? loaded};
}
