import {openHydrated} from '../support/browser';
import {useServedSite} from '../support/site';
import {applyAlias, checksummed, undoAlias} from '../../src/features/address-alias/alias';

// The address alias calculator (issue 26) as a reader uses it, on the page that explains aliasing.
const site = useServedSite();
const route = '/stack/differences';
// OP Mainnet's OptimismPortal (src/features/reference-tables/data/registry/chains.json): any contract address does.
const l1Contract = '0xbEb5Fc579115071764c7423A4f12eDde41f106Ed';

describe('address alias calculator', () => {
  it('applies and undoes the alias of a typed address, and names what is wrong with a typo', async () => {
    const {page, problems} = await site.openPage();
    await openHydrated(page, site.url(route));
    const result = page.locator('output[name="alias"]');
    await page.getByLabel('L1 contract address').fill(l1Contract);
    const aliased = checksummed(applyAlias(BigInt(l1Contract)));
    await expect(result.textContent()).resolves.toBe(aliased);

    await page.getByLabel('Undo the alias').check();
    await page.getByLabel('Sender seen on L2').fill(aliased);
    await expect(result.textContent()).resolves.toBe(checksummed(undoAlias(BigInt(aliased))));
    await expect(result.textContent()).resolves.toBe(l1Contract);

    await page.getByLabel('Sender seen on L2').fill(`${aliased.slice(0, -1)}x`);
    await expect(page.getByRole('status').filter({hasText: 'An address is 0x followed by 40 hexadecimal digits.'}).count()).resolves.toBe(
      1,
    );
    await expect(page.getByLabel('Sender seen on L2').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(result.textContent()).resolves.toBe('–');
    expect(problems).toEqual([]);
  });

  it('leaves the offset and the rule in the page without JavaScript', async () => {
    const {page} = await site.openPage({javaScriptEnabled: false});
    await page.goto(site.url(route));
    await expect(page.locator('output[name="alias"]').count()).resolves.toBe(0);
    await expect(page.locator('#address-aliasing ~ p').first().textContent()).resolves.toContain(
      '0x1111000000000000000000000000000000001111',
    );
  });
});
