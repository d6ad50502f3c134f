import {openHydrated} from '../support/browser';
import {useServedSite} from '../support/site';
import {dailyEstimate, suggestScalars, type Assumptions} from '../../docs/operators/chain-operators/tools/_code/fee-calculator/feeScalars';
import registry from '../../src/features/reference-tables/data/registry/chains.json';

// The lookups of issue #19 as a reader uses them in Chromium: the fee calculator, the filters and the chain picker.
const site = useServedSite();

describe('fee calculator', () => {
  const route = '/operators/chain-operators/tools/fee-calculator';
  const eth = (value: number) => `${value.toLocaleString('en-US', {maximumSignificantDigits: 6})} ETH`;

  it('shows the scalars and daily totals that feeScalars.ts computes for the same inputs', async () => {
    const {page, problems} = await site.openPage();
    await openHydrated(page, site.url(route));
    const inputs: Assumptions = {
      transactionsPerDay: 250_000,
      averageFastlzSize: 180,
      dataAvailability: 'blobs',
      blobsPerBatcherTx: 3,
      averageFill: 0.8,
      maxCalldataBytes: 120_000,
      l1BaseFeeGwei: 2.5,
      blobBaseFeeGwei: 0.75,
      margin: 0.2,
    };
    await page.getByLabel('Transactions per day').fill('250000');
    await page.getByLabel('Average FastLZ size (bytes)').fill('180');
    await page.getByLabel('Blobs per batcher transaction').fill('3');
    await page.getByLabel('Average fill (%)').fill('80');
    await page.getByLabel('L1 base fee (gwei)').fill('2.5');
    await page.getByLabel('Blob base fee (gwei)').fill('0.75');
    await page.getByLabel('Target margin (%)').fill('20');
    const scalars = suggestScalars(inputs);
    const estimate = dailyEstimate(inputs, scalars);
    const output = (name: string) => page.locator(`output[name="${name}"]`).textContent();
    expect(await output('baseFeeScalar')).toBe(String(scalars.baseFeeScalar));
    expect(await output('blobBaseFeeScalar')).toBe(String(scalars.blobBaseFeeScalar));
    expect(await output('costEth')).toBe(eth(estimate.costEth));
    expect(await output('feesEth')).toBe(eth(estimate.feesEth));
    expect(await page.getByRole('status').filter({hasText: 'Set baseFeeScalar'}).textContent()).toBe(
      `Set baseFeeScalar to ${scalars.baseFeeScalar} and blobBaseFeeScalar to ${scalars.blobBaseFeeScalar}: fees of ${eth(estimate.feesEth)} a day against a cost of ${eth(estimate.costEth)}.`,
    );
    expect(problems).toEqual([]);
  });

  it('switches to calldata with the keyboard and names a value it cannot use', async () => {
    const {page} = await site.openPage();
    await openHydrated(page, site.url(route));
    await page.getByRole('radio', {name: 'blobs'}).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', {name: 'calldata'}).isChecked()).toBe(true);
    const defaults = {
      transactionsPerDay: 100_000,
      averageFastlzSize: 200,
      blobsPerBatcherTx: 1,
      averageFill: 0.5,
      maxCalldataBytes: 120_000,
      l1BaseFeeGwei: 10,
      blobBaseFeeGwei: 1,
      margin: 0.1,
    };
    const calldata = suggestScalars({...defaults, dataAvailability: 'calldata'});
    expect(await page.locator('output[name="baseFeeScalar"]').textContent()).toBe(String(calldata.baseFeeScalar));
    expect(await page.locator('output[name="blobBaseFeeScalar"]').textContent()).toBe('0');
    await page.getByLabel('Average fill (%)').fill('150');
    expect(await page.getByRole('alert').textContent()).toContain('Average fill must be above 0 and at most 100 percent.');
  });
});

describe('networks filter', () => {
  it('narrows the rendered rows by name and target and announces the count', async () => {
    const {page, problems} = await site.openPage();
    await openHydrated(page, site.url('/superchain/networks'));
    const visibleRows = page.locator('[data-filter-table="networks"] tr[data-choice]:visible');
    expect(await visibleRows.count()).toBe(registry.chains.length);
    await page.getByLabel('Name or chain ID').fill('op');
    await page.getByLabel('Target').selectOption('sepolia');
    const expected = registry.chains.filter(
      (chain) => chain.superchain === 'sepolia' && `${chain.name} ${chain.chainId}`.toLowerCase().includes('op'),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(await visibleRows.locator('td:first-child').allTextContents()).toEqual(expected.map((chain) => chain.name));
    expect(await page.getByRole('status').filter({hasText: 'Showing'}).textContent()).toBe(
      `Showing ${expected.length} of ${registry.chains.length} chains`,
    );
    expect(problems).toEqual([]);
  });
});

describe('chain picker on the addresses page', () => {
  it('shows OP Mainnet first, then the chosen chain, and points predeploy links at its explorer', async () => {
    const {page, problems} = await site.openPage({permissions: ['clipboard-read', 'clipboard-write']});
    await openHydrated(page, site.url('/superchain/addresses'));
    const visibleSections = page.locator('[data-chain-section]:visible');
    expect(await visibleSections.getAttribute('data-chain-section')).toBe('mainnet/op');
    const unichain = registry.chains.find((chain) => chain.superchain === 'mainnet' && chain.file === 'unichain')!;
    const picker = page.getByLabel('Chain', {exact: true});
    await picker.focus();
    await picker.selectOption('mainnet/unichain');
    expect(await visibleSections.count()).toBe(1);
    expect(await visibleSections.getAttribute('data-chain-section')).toBe('mainnet/unichain');
    expect(await visibleSections.getByRole('link', {name: unichain.addresses.OptimismPortalProxy}).count()).toBe(1);
    expect(await page.locator('[data-predeploys] a').first().getAttribute('href')).toBe(
      `${unichain.explorer}/address/0x4200000000000000000000000000000000000006`,
    );

    await visibleSections.getByRole('button', {name: `Copy ${unichain.addresses.OptimismPortalProxy}`}).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(unichain.addresses.OptimismPortalProxy);
    expect(problems).toEqual([]);
  });
});
