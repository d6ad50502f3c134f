import fs from 'node:fs';
import path from 'node:path';
import type {RegistryChain, RegistryData} from '../../src/features/reference-tables/registryData';
import {parse, TomlError, type TomlTableWithoutBigInt as TomlTable} from 'smol-toml';

/** The superchain targets the site lists; the registry's devnet targets are left out. */
export const superchainIds = ['mainnet', 'sepolia'] as const;

/**
 * Parses a registry TOML file with smol-toml; `file` names the file, with the line and column, in
 * the error of a file that is not valid TOML (a key or table defined twice, an integer too large
 * to read exactly as a JavaScript number, ...).
 */
export function parseRegistryToml(source: string, file: string): TomlTable {
  try {
    // Integers as numbers: one too large to read exactly (not a safe integer) is an error, not a bigint.
    return parse(source, {integersAsBigInt: false});
  } catch (error) {
    if (!(error instanceof TomlError)) throw error;
    throw new Error(`${file}:${error.line}:${error.column}: ${error.message.replace(/^Invalid TOML document: /, '')}`, {cause: error});
  }
}

/** A TOML table: not a string, number, boolean, array or date (smol-toml's TomlDate is a Date). */
const isTable = (value: unknown): value is TomlTable =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

class Reader {
  constructor(
    readonly file: string,
    readonly table: TomlTable,
  ) {}

  private fail(key: string, rule: string): never {
    throw new Error(`${this.file}: ${key} is ${JSON.stringify(this.lookup(key)) ?? 'missing'}; expected ${rule}`);
  }

  private lookup(key: string): unknown {
    return key.split('.').reduce<unknown>((value, part) => (isTable(value) ? value[part] : undefined), this.table);
  }

  text(key: string): string {
    const value = this.lookup(key);
    return typeof value === 'string' && value.trim() !== '' ? value : this.fail(key, 'a non-empty string');
  }

  integer(key: string): number {
    const value = this.lookup(key);
    return typeof value === 'number' && Number.isInteger(value) ? value : this.fail(key, 'an integer');
  }

  /** The `<fork>_time` entries of a `[hardforks]` table, by fork name (`karst_time` is `karst`). */
  forkTimes(key: string): Record<string, number> {
    const value = this.lookup(key);
    if (!isTable(value)) this.fail(key, 'a table of <fork>_time timestamps');
    const times: Record<string, number> = {};
    for (const [name, time] of Object.entries(value)) {
      if (!name.endsWith('_time')) continue; // flags such as keep_karst_upgrade_gas are per chain, not times
      if (typeof time !== 'number' || !Number.isInteger(time)) this.fail(`${key}.${name}`, 'a Unix timestamp');
      times[name.slice(0, -'_time'.length)] = time;
    }
    return times;
  }

  boolean(key: string): boolean {
    const value = this.lookup(key);
    return typeof value === 'boolean' ? value : this.fail(key, 'true or false');
  }

  /** A table of names to addresses, such as [addresses] or [roles]. */
  addresses(key: string): Record<string, string> {
    const value = this.lookup(key);
    if (!isTable(value)) this.fail(key, 'a table of addresses');
    const addresses: Record<string, string> = {};
    for (const [name, address] of Object.entries(value)) {
      if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address)) this.fail(`${key}.${name}`, 'a 0x address of 40 hex digits');
      addresses[name] = address;
    }
    return addresses;
  }
}

type ChainListEntry = {identifier: string; chainId: number; faultProofs?: {status?: string}};

/**
 * Reads a registry checkout (files on disk) into the site's data: every chain of the mainnet and
 * sepolia targets from its `superchain/configs/<target>/<chain>.toml`, each target's L1 and default
 * hard fork times from its `superchain.toml`, and the fault proof status that `chainList.json` records per chain.
 */
export function readRegistry(checkout: string, pin: {commit: string; date: string}): RegistryData {
  const read = (relative: string) => {
    const file = path.join(checkout, relative);
    if (!fs.existsSync(file)) throw new Error(`${file} does not exist; is ${checkout} a Superchain Registry checkout?`);
    return fs.readFileSync(file, 'utf8');
  };
  const chainList = JSON.parse(read('chainList.json')) as ChainListEntry[];
  const faultProofs = new Map(chainList.map((entry) => [entry.identifier, entry.faultProofs?.status]));
  const superchains: RegistryData['superchains'] = [];
  const chains: RegistryChain[] = [];
  for (const id of superchainIds) {
    const folder = `superchain/configs/${id}`;
    const target = new Reader(
      `${folder}/superchain.toml`,
      parseRegistryToml(read(`${folder}/superchain.toml`), `${folder}/superchain.toml`),
    );
    superchains.push({
      id,
      name: target.text('name'),
      l1: {chainId: target.integer('l1.chain_id'), explorer: target.text('l1.explorer')},
      superchainConfig: target.text('superchain_config_addr'),
      hardForks: target.forkTimes('hardforks'),
    });
    const files = fs
      .readdirSync(path.join(checkout, folder))
      .filter((name) => name.endsWith('.toml') && name !== 'superchain.toml')
      .sort();
    for (const name of files) {
      const relative = `${folder}/${name}`;
      const chain = new Reader(relative, parseRegistryToml(read(relative), relative));
      const file = name.replace(/\.toml$/, '');
      const status = faultProofs.get(`${id}/${file}`);
      if (typeof status !== 'string') throw new Error(`chainList.json: no faultProofs.status for ${id}/${file}, which ${relative} defines`);
      chains.push({
        superchain: id,
        file,
        name: chain.text('name'),
        chainId: chain.integer('chain_id'),
        publicRpc: chain.text('public_rpc'),
        explorer: chain.text('explorer'),
        governedByOptimism: chain.boolean('governed_by_optimism'),
        faultProofs: status,
        dataAvailability: chain.text('data_availability_type'),
        roles: chain.addresses('roles'),
        addresses: chain.addresses('addresses'),
      });
    }
  }
  chains.sort(
    (a, b) =>
      superchainIds.indexOf(a.superchain as never) - superchainIds.indexOf(b.superchain as never) || a.name.localeCompare(b.name, 'en'),
  );
  return {
    source: {
      repository: 'ethereum-optimism/superchain-registry',
      commit: pin.commit,
      date: pin.date,
      paths: ['chainList.json', ...superchainIds.map((id) => `superchain/configs/${id}`)],
    },
    superchains,
    chains,
  };
}
