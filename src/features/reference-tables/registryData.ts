/**
 * The data behind the networks, addresses and token list pages: the Superchain Registry snapshot in
 * `src/features/reference-tables/data/registry/chains.json` (written by `npm run data:registry`) and the token list of the
 * `@eth-optimism/tokenlist` package. Validators whose errors name the file and the field.
 */
import {DataProblems, type Check} from '../../utils/dataProblems';

export type RegistryChain = {
  superchain: string;
  /** The chain's file name in the registry, without `.toml` (`op` for OP Mainnet). */
  file: string;
  name: string;
  chainId: number;
  publicRpc: string;
  explorer: string;
  governedByOptimism: boolean;
  faultProofs: string;
  dataAvailability: string;
  roles: Record<string, string>;
  addresses: Record<string, string>;
};

export type RegistryData = {
  source: {repository: string; commit: string; date: string; paths: string[]};
  superchains: {
    id: string;
    name: string;
    l1: {chainId: number; explorer: string};
    superchainConfig: string;
    /** The target's default activation time of each hard fork (`[hardforks]` of superchain.toml), by fork name. */
    hardForks: Record<string, number>;
  }[];
  chains: RegistryChain[];
};

export type Token = {chainId: number; address: string; name: string; symbol: string; decimals: number};
export type TokenList = {package: string; version: string; file: string; tokens: Token[]};

const isText: Check = (value) => typeof value === 'string' && value.trim().length > 0;
const isAddress: Check = (value) => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value);
const isChainId: Check = (value) => Number.isSafeInteger(value) && (value as number) > 0;
const isAddressTable: Check = (value) =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.entries(value).every(([name, address]) => /^[A-Za-z0-9]+$/.test(name) && isAddress(address));

/** Throws unless `data` is a complete registry snapshot; `file` names it in the error. */
export function validateRegistryData(file: string, data: unknown): RegistryData {
  const problems = new DataProblems('reference data');
  const record = (data ?? {}) as Record<string, unknown>;
  const source = (record.source ?? {}) as Record<string, unknown>;
  problems.expect(
    'source.repository',
    source.repository,
    source.repository === 'ethereum-optimism/superchain-registry',
    '"ethereum-optimism/superchain-registry"',
  );
  problems.expect('source.commit', source.commit, (v) => typeof v === 'string' && /^[0-9a-f]{40}$/.test(v), 'the 40-character commit read');
  problems.expect('source.date', source.date, (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)), "the commit's ISO date");
  problems.expect(
    'source.paths',
    source.paths,
    (v) => Array.isArray(v) && v.length > 0 && v.every(isText),
    'a non-empty list of files read',
  );
  const superchainIds = new Set<string>();
  if (
    problems.expect('superchains', record.superchains, (v) => Array.isArray(v) && v.length > 0, 'a non-empty list of superchain targets')
  ) {
    (record.superchains as Record<string, unknown>[]).forEach((superchain, s) => {
      const at = `superchains[${s}]`;
      const l1 = (superchain.l1 ?? {}) as Record<string, unknown>;
      problems.expect(
        `${at}.id`,
        superchain.id,
        (v) => isText(v) && !superchainIds.has(v as string),
        'a target name used once, such as mainnet',
      );
      superchainIds.add(String(superchain.id));
      problems.expect(`${at}.name`, superchain.name, isText, 'the name the registry gives it');
      problems.expect(`${at}.l1.chainId`, l1.chainId, isChainId, 'the L1 chain id');
      problems.expect(
        `${at}.l1.explorer`,
        l1.explorer,
        (v) => typeof v === 'string' && /^https:\/\//.test(v),
        "the L1 explorer's https address",
      );
      problems.expect(`${at}.superchainConfig`, superchain.superchainConfig, isAddress, 'the SuperchainConfig address');
      problems.expect(
        `${at}.hardForks`,
        superchain.hardForks,
        (v) =>
          typeof v === 'object' &&
          v !== null &&
          !Array.isArray(v) &&
          Object.entries(v).every(([name, time]) => /^[a-z0-9_]+$/.test(name) && Number.isSafeInteger(time) && (time as number) > 0),
        'a table of fork names to Unix timestamps',
      );
    });
  }
  if (problems.expect('chains', record.chains, (v) => Array.isArray(v) && v.length > 0, 'a non-empty list of chains')) {
    const seen = new Set<string>();
    (record.chains as Record<string, unknown>[]).forEach((chain, c) => {
      const at = `chains[${c}]`;
      problems.expect(
        `${at}.superchain`,
        chain.superchain,
        (v) => superchainIds.has(v as string),
        `one of the superchains' ids (${[...superchainIds].join(', ')})`,
      );
      problems.expect(
        `${at}.file`,
        chain.file,
        (v) => typeof v === 'string' && /^[a-z0-9_-]+$/.test(v),
        "the chain's registry file name without .toml",
      );
      problems.expect(`${at}.file`, chain.file, !seen.has(`${String(chain.superchain)}/${String(chain.file)}`), 'a chain listed once');
      seen.add(`${String(chain.superchain)}/${String(chain.file)}`);
      problems.expect(`${at}.name`, chain.name, isText, "the chain's name");
      problems.expect(`${at}.chainId`, chain.chainId, isChainId, 'a positive integer chain id');
      // The registry writes a few endpoints and explorers without a scheme; the pages show them as written, unlinked.
      problems.expect(`${at}.publicRpc`, chain.publicRpc, isText, "the chain's public RPC endpoint");
      problems.expect(`${at}.explorer`, chain.explorer, isText, "the chain's explorer");
      problems.expect(`${at}.governedByOptimism`, chain.governedByOptimism, (v) => typeof v === 'boolean', 'true or false');
      problems.expect(
        `${at}.faultProofs`,
        chain.faultProofs,
        (v) => ['none', 'permissioned', 'permissionless'].includes(v as string),
        'none, permissioned or permissionless',
      );
      problems.expect(`${at}.dataAvailability`, chain.dataAvailability, isText, 'the data availability type');
      problems.expect(`${at}.roles`, chain.roles, isAddressTable, 'a table of role names to addresses');
      problems.expect(
        `${at}.addresses`,
        chain.addresses,
        (v) => isAddressTable(v) && Object.keys(v as object).length > 0,
        'a non-empty table of contract names to addresses',
      );
    });
  }
  problems.throwIfAny(file);
  return data as RegistryData;
}

/** Throws unless `list` is a token list whose tokens this site can show; `file` names it in the error. */
export function validateTokenList(file: string, list: unknown): Token[] {
  const problems = new DataProblems('reference data');
  const tokens = ((list ?? {}) as Record<string, unknown>).tokens;
  if (problems.expect('tokens', tokens, (v) => Array.isArray(v) && v.length > 0, 'a non-empty list of tokens')) {
    (tokens as Record<string, unknown>[]).forEach((token, t) => {
      const at = `tokens[${t}]`;
      problems.expect(`${at}.chainId`, token.chainId, isChainId, 'a positive integer chain id');
      problems.expect(`${at}.address`, token.address, isAddress, 'a 0x address of 40 hex digits');
      problems.expect(`${at}.name`, token.name, isText, "the token's name");
      problems.expect(`${at}.symbol`, token.symbol, isText, "the token's symbol");
      problems.expect(
        `${at}.decimals`,
        token.decimals,
        (v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 255,
        'an integer from 0 to 255',
      );
    });
  }
  problems.throwIfAny(file);
  return (tokens as Token[]).map(({chainId, address, name, symbol, decimals}) => ({chainId, address, name, symbol, decimals}));
}
