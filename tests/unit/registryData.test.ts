import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {main} from '../../scripts/registry-data';
import {parseRegistryToml, readRegistry} from '../../scripts/registry/readRegistry';
import remarkReferenceTables from '../../src/features/reference-tables/remarkReferenceTables';
import {validateRegistryData, validateTokenList, type RegistryData} from '../../src/features/reference-tables/registryData';
import committed from '../../src/features/reference-tables/data/registry/chains.json';

type Node = {
  type: string;
  children?: Node[];
  value?: string;
  url?: string;
  name?: string;
  attributes?: {name: string; value: string}[];
  data?: {hProperties?: Record<string, string>};
};

const checkout = path.join(__dirname, '../fixtures/registry-checkout');
const pin = {commit: '8336d2aedd19b87a57b01ae36ba4afef8ea377d0', date: '2026-08-04T21:07:49+00:00'};
const textOf = (node: Node): string => node.value ?? (node.children ?? []).map(textOf).join('');
const rowsOf = (node: Node): Node[] => (node.type === 'tableRow' ? [node] : (node.children ?? []).flatMap(rowsOf));
const linksOf = (node: Node): string[] => [...(node.type === 'link' ? [node.url!] : []), ...(node.children ?? []).flatMap(linksOf)];

describe('the registry TOML reader (smol-toml)', () => {
  it('reads tables, strings, integers, booleans and skips comments', () => {
    const table = parseRegistryToml(
      'name = "OP # not a comment"\nchain_id = 10 # a comment\n\n[hardforks]\n  fjord_time = 1_720_627_201\n[genesis.l1]\n  ok = true\n',
      'x.toml',
    );
    expect(table).toEqual({name: 'OP # not a comment', chain_id: 10, hardforks: {fjord_time: 1720627201}, genesis: {l1: {ok: true}}});
  });

  it('names the file, line and column of what is not valid TOML', () => {
    expect(() => parseRegistryToml('a = 1\nb = nope\n', 'configs/x.toml')).toThrow(/^configs\/x\.toml:2:\d+: /);
    expect(() => parseRegistryToml('[a]\nb = 1\n[a]\n', 'y.toml')).toThrow(
      'y.toml:3:2: trying to redefine an already defined table or value',
    );
    expect(() => parseRegistryToml('a = 1\na = 2\n', 'z.toml')).toThrow('z.toml:2:1: trying to redefine an already defined table or value');
    expect(() => parseRegistryToml('chain_id = 9007199254740993\n', 'w.toml')).toThrow(
      'w.toml:1:12: integer value cannot be represented losslessly',
    );
  });
});

describe('npm run data:registry', () => {
  it('reads every chain of the mainnet and sepolia targets with its L1 addresses and fault proof status', () => {
    const data = readRegistry(checkout, pin);
    expect(data.chains.map((chain) => `${chain.superchain}/${chain.file}`)).toEqual(['mainnet/op', 'mainnet/unichain', 'sepolia/op']);
    const op = data.chains[0];
    expect(op).toMatchObject({
      name: 'OP Mainnet',
      chainId: 10,
      publicRpc: 'https://mainnet.optimism.io',
      explorer: 'https://explorer.optimism.io',
      governedByOptimism: true,
      faultProofs: 'permissionless',
    });
    expect(op.addresses.OptimismPortalProxy).toBe('0xbEb5Fc579115071764c7423A4f12eDde41f106Ed');
    expect(data.superchains.map((target) => [target.id, target.l1.chainId])).toEqual([
      ['mainnet', 1],
      ['sepolia', 11155111],
    ]);
  });

  it('agrees with the committed data file for the chains of the fixture (copied from the registry at the same commit)', () => {
    const fromFixture = readRegistry(checkout, pin);
    expect(committed.source).toMatchObject({repository: 'ethereum-optimism/superchain-registry', ...pin});
    for (const chain of fromFixture.chains) {
      expect(committed.chains.find((entry) => entry.superchain === chain.superchain && entry.file === chain.file)).toEqual(chain);
    }
    expect(committed.superchains).toEqual(fromFixture.superchains);
  });

  it('writes the data file with the commit and date given for a checkout without git', () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'registry-')), 'chains.json');
    const message = main([checkout, '--commit', pin.commit, '--date', pin.date, '--out', out]);
    expect(message).toContain('Wrote 3 chains (mainnet 2, sepolia 1)');
    const written = validateRegistryData(out, JSON.parse(fs.readFileSync(out, 'utf8')));
    expect(written.source).toEqual({
      repository: 'ethereum-optimism/superchain-registry',
      ...pin,
      paths: ['chainList.json', 'superchain/configs/mainnet', 'superchain/configs/sepolia'],
    });
  });

  it('refuses a folder that is not a git checkout unless the commit is named, and a bad commit', () => {
    expect(() => main([checkout])).toThrow('is not the top of a git checkout; pass --commit and --date');
    expect(() => main([checkout, '--commit', 'main', '--date', pin.date])).toThrow('--commit "main" is not a 40-character commit');
  });

  it('names the file and the key of a missing field', () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-'));
    fs.cpSync(checkout, copy, {recursive: true});
    const file = path.join(copy, 'superchain/configs/mainnet/unichain.toml');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^chain_id = .*$/m, ''));
    expect(() => readRegistry(copy, pin)).toThrow('superchain/configs/mainnet/unichain.toml: chain_id is missing; expected an integer');
  });

  it('names the file and the key of a value of the wrong TOML type', () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-'));
    fs.cpSync(checkout, copy, {recursive: true});
    const file = path.join(copy, 'superchain/configs/mainnet/op.toml');
    const source = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, source.replace(/^chain_id = .*$/m, 'chain_id = 10.5'));
    expect(() => readRegistry(copy, pin)).toThrow('superchain/configs/mainnet/op.toml: chain_id is 10.5; expected an integer');
    fs.writeFileSync(file, `roles = ["0x5a0Aae59D09fccBdDb6C6CcEB07B7279367C3d2A"]\n${source.replace(/^\[roles\]$/m, '[old_roles]')}`);
    expect(() => readRegistry(copy, pin)).toThrow(
      'superchain/configs/mainnet/op.toml: roles is ["0x5a0Aae59D09fccBdDb6C6CcEB07B7279367C3d2A"]; expected a table of addresses',
    );
    fs.writeFileSync(file, source.replace('[genesis]', 'bad = \n[genesis]'));
    expect(() => readRegistry(copy, pin)).toThrow(/^superchain\/configs\/mainnet\/op\.toml:\d+:\d+: /);
    fs.writeFileSync(file, source);
    const target = path.join(copy, 'superchain/configs/mainnet/superchain.toml');
    fs.writeFileSync(target, fs.readFileSync(target, 'utf8').replace(/^delta_time\s*=.*$/m, 'delta_time = 2024-02-22T00:00:00Z'));
    expect(() => readRegistry(copy, pin)).toThrow(
      'superchain/configs/mainnet/superchain.toml: hardforks.delta_time is "2024-02-22T00:00:00.000Z"; expected a Unix timestamp',
    );
  });
});

describe('registry and token list data validation', () => {
  const valid = () => JSON.parse(JSON.stringify(committed)) as RegistryData;

  it('accepts the committed data file', () => {
    expect(() => validateRegistryData('src/features/reference-tables/data/registry/chains.json', committed)).not.toThrow();
  });

  it('names the file and each wrong field', () => {
    const data = valid();
    (data.chains[1] as Record<string, unknown>).chainId = '10';
    data.chains[2].addresses.OptimismPortalProxy = '0x1234';
    data.source.commit = 'main';
    expect(() => validateRegistryData('src/features/reference-tables/data/registry/chains.json', data)).toThrow(
      [
        'Invalid reference data in src/features/reference-tables/data/registry/chains.json:',
        '  - source.commit has the invalid value "main"; expected the 40-character commit read',
        '  - chains[1].chainId has the invalid value "10"; expected a positive integer chain id',
        '  - chains[2].addresses has the invalid value',
      ].join('\n'),
    );
  });

  it('names the token list file and field of a bad token', () => {
    expect(() =>
      validateTokenList('dist/index.js', {tokens: [{chainId: 10, address: '0xabc', name: 'X', symbol: 'X', decimals: 18}]}),
    ).toThrow(
      'Invalid reference data in dist/index.js:\n  - tokens[0].address has the invalid value "0xabc"; expected a 0x address of 40 hex digits',
    );
  });
});

describe('remark-reference-tables: registry tables', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-data-'));
  fs.mkdirSync(path.join(dataDir, 'registry'));
  fs.writeFileSync(path.join(dataDir, 'registry/chains.json'), JSON.stringify(readRegistry(checkout, pin)));
  const tokenList = {
    package: '@eth-optimism/tokenlist',
    version: '1.0.0',
    file: 'list.js',
    list: {
      tokens: [
        {chainId: 10, address: '0x0000000000000000000000000000000000000010', name: 'Token B', symbol: 'TB', decimals: 18},
        {chainId: 1, address: '0x0000000000000000000000000000000000000001', name: 'Token B', symbol: 'TB', decimals: 18},
        {chainId: 8453, address: '0x0000000000000000000000000000000000008453', name: 'Token A', symbol: 'TA', decimals: 6},
      ],
    },
  };
  const render = (name: string): Node[] => {
    const root: Node = {type: 'root', children: [{type: 'mdxJsxFlowElement', name, attributes: [], children: []}]};
    remarkReferenceTables({dataDir, tokenList})(root as never, {path: path.join(dataDir, 'page.mdx')});
    return root.children!;
  };

  it('lists every chain with its chain id in decimal and hex, one table per target, and the registry commit', () => {
    const nodes = render('NetworksTable');
    const rows = rowsOf(nodes[0]).filter((row) => row.data?.hProperties?.['data-choice']);
    expect(rows.map((row) => row.children!.slice(0, 3).map(textOf))).toEqual([
      ['OP Mainnet', '10', '0xa'],
      ['Unichain', '130', '0x82'],
      ['OP Sepolia Testnet', '11155420', '0xaa37dc'],
    ]);
    expect(rows.map((row) => row.data!.hProperties!['data-choice'])).toEqual(['mainnet', 'mainnet', 'sepolia']);
    expect(textOf(nodes[1])).toBe(
      'Read from ethereum-optimism/superchain-registry at commit 8336d2aedd19 (2026-08-04): chainList.json, superchain/configs/mainnet, superchain/configs/sepolia.',
    );
  });

  it("renders one section per chain whose L1 addresses link to the target's L1 explorer", () => {
    const sections = render('ChainAddresses')[0].children!;
    expect(sections.map((section) => section.attributes!.find((a) => a.name === 'data-chain-section')!.value)).toEqual([
      'mainnet/op',
      'mainnet/unichain',
      'sepolia/op',
    ]);
    const portal = rowsOf(sections[0]).find((row) => textOf(row).startsWith('OptimismPortalProxy'))!;
    expect(linksOf(portal)).toEqual(['https://eth.blockscout.com/address/0xbEb5Fc579115071764c7423A4f12eDde41f106Ed']);
    const sepoliaPortal = rowsOf(sections[2]).find((row) => textOf(row).startsWith('OptimismPortalProxy'))!;
    expect(linksOf(sepoliaPortal)[0]).toMatch(/^https:\/\/eth-sepolia\.blockscout\.com\/address\/0x/);
  });

  it('lists every token by symbol with its chain and address, linked where the registry names an explorer', () => {
    const rows = rowsOf(render('TokenListTable')[0]).slice(1);
    expect(rows.map((row) => row.children!.map(textOf))).toEqual([
      ['TA', 'Token A', 'Chain 8453, not in the registry', '0x0000000000000000000000000000000000008453', '6'],
      ['TB', 'Token B', 'Mainnet L1 (1)', '0x0000000000000000000000000000000000000001', '18'],
      ['TB', 'Token B', 'OP Mainnet (10)', '0x0000000000000000000000000000000000000010', '18'],
    ]);
    expect(rows.map((row) => linksOf(row))).toEqual([
      [],
      ['https://eth.blockscout.com/address/0x0000000000000000000000000000000000000001'],
      ['https://explorer.optimism.io/address/0x0000000000000000000000000000000000000010'],
    ]);
  });

  it('refuses attributes on a registry element', () => {
    const root: Node = {
      type: 'root',
      children: [{type: 'mdxJsxFlowElement', name: 'NetworksTable', attributes: [{name: 'chain', value: 'op'}], children: []}],
    };
    expect(() => remarkReferenceTables({dataDir, tokenList})(root as never, {path: path.join(process.cwd(), 'docs/x.mdx')})).toThrow(
      'docs/x.mdx: <NetworksTable> takes no attributes',
    );
  });
});
