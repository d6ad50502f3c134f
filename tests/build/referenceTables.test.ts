import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'node-html-parser';
import {buildDir} from '../support/paths';
import registry from '../../src/features/reference-tables/data/registry/chains.json';

// The token list as the site's build reads it: the installed, exactly pinned package.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const tokenList = require('@eth-optimism/tokenlist').default as {tokens: {chainId: number; address: string; symbol: string}[]};

const page = (route: string) => parse(fs.readFileSync(path.join(buildDir, `${route}.html`), 'utf8'));
const markdown = (route: string) => fs.readFileSync(path.join(buildDir, `${route}.md`), 'utf8');

describe('/superchain/networks', () => {
  const html = page('superchain/networks');
  const rows = html.querySelectorAll('[data-filter-table="networks"] tr[data-choice]');

  it('has a row for every chain of the registry data, with its chain id in decimal and hex and its RPC', () => {
    expect(rows).toHaveLength(registry.chains.length);
    for (const chain of registry.chains) {
      const row = rows.find((candidate) => candidate.querySelector('td')!.text === chain.name && candidate.getAttribute('data-choice') === chain.superchain);
      expect(row).toBeDefined();
      const cells = row!.querySelectorAll('td').map((cell) => cell.text);
      expect(cells.slice(1, 4)).toEqual([String(chain.chainId), `0x${chain.chainId.toString(16)}`, chain.publicRpc]);
    }
  });

  it('names the registry commit the table was read at, and lists it as a source', () => {
    expect(html.text).toContain(`Read from ethereum-optimism/superchain-registry at commit ${registry.source.commit.slice(0, 12)}`);
    expect(html.querySelectorAll('.page-sources a').map((a) => a.getAttribute('href'))).toContain(
      `https://github.com/ethereum-optimism/superchain-registry/blob/${registry.source.commit}/chainList.json`,
    );
  });

  it('carries every chain into the page’s Markdown', () => {
    const text = markdown('superchain/networks');
    const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // Markdown pads table cells to the column's width.
    for (const chain of registry.chains) expect(text).toMatch(new RegExp(`\\| ${escape(chain.name)} +\\| ${chain.chainId} +\\| \`0x${chain.chainId.toString(16)}\``));
  });
});

describe('/superchain/addresses', () => {
  const html = page('superchain/addresses');
  const portalOf = (key: string) =>
    html
      .querySelector(`[data-chain-section="${key}"]`)!
      .querySelectorAll('tr')
      .find((row) => row.querySelector('td')?.text === 'OptimismPortalProxy')!
      .querySelector('a')!;

  it.each([
    ['mainnet/op', 'OP Mainnet', 'https://eth.blockscout.com'],
    ['mainnet/unichain', 'Unichain', 'https://eth.blockscout.com'],
    ['sepolia/op', 'OP Sepolia Testnet', 'https://eth-sepolia.blockscout.com'],
  ])('shows the OptimismPortal of %s from the registry data, linked to its L1 explorer', (key, name, l1Explorer) => {
    const chain = registry.chains.find((entry) => `${entry.superchain}/${entry.file}` === key)!;
    expect(chain.name).toBe(name);
    const link = portalOf(key);
    expect(link.text).toBe(chain.addresses.OptimismPortalProxy);
    expect(link.getAttribute('href')).toBe(`${l1Explorer}/address/${chain.addresses.OptimismPortalProxy}`);
  });

  it('has a section for every chain in the HTML, readable without JavaScript', () => {
    expect(html.querySelectorAll('[data-chain-section]')).toHaveLength(registry.chains.length);
    expect(html.querySelectorAll('[data-chain-section][hidden]')).toHaveLength(0);
  });

  it('carries every chain’s OptimismPortal into the page’s Markdown', () => {
    const text = markdown('superchain/addresses');
    for (const chain of registry.chains) expect(text).toContain(chain.addresses.OptimismPortalProxy);
  });
});

describe('/superchain/tokenlist', () => {
  const html = page('superchain/tokenlist');
  const rows = html.querySelectorAll('[data-filter-table="tokens"] tr[data-choice]');

  it('lists every token of the installed token list with its chain and address', () => {
    expect(rows).toHaveLength(tokenList.tokens.length);
    const shown = new Set(rows.map((row) => `${row.getAttribute('data-choice')} ${row.querySelectorAll('td')[0].text} ${row.querySelectorAll('td')[3].text.toLowerCase()}`));
    for (const token of tokenList.tokens) expect(shown).toContain(`${token.chainId} ${token.symbol} ${token.address.toLowerCase()}`);
  });

  it('links an OP Mainnet token to OP Mainnet’s explorer', () => {
    const row = rows.find((candidate) => candidate.getAttribute('data-choice') === '10')!;
    const address = row.querySelectorAll('td')[3].text;
    expect(row.querySelector('a')!.getAttribute('href')).toBe(`https://explorer.optimism.io/address/${address}`);
  });

  it('names the package version as a source', () => {
    expect(html.querySelectorAll('.page-sources a').map((a) => a.getAttribute('href'))).toContain('https://www.npmjs.com/package/@eth-optimism/tokenlist/v/10.0.1757');
    expect(markdown('superchain/tokenlist')).toContain(tokenList.tokens[0].address);
  });
});

describe('/operators/chain-operators/tools/fee-calculator', () => {
  it('shows the formula, the worked example and feeScalars.ts without JavaScript', () => {
    const html = page('operators/chain-operators/tools/fee-calculator');
    expect(html.text).toContain('719,626,033,164');
    // The code block is split into highlighted tokens; its title and a constant name stay whole.
    expect(html.querySelectorAll('[class*="codeBlockTitle"]').map((title) => title.text)).toContain('feeScalars.ts');
    expect(html.toString()).toContain('FJORD_INTERCEPT');
  });
});
