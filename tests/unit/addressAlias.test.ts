import {aliasOffset, applyAlias, checksummed, parseAddress, undoAlias} from '../../src/features/address-alias/alias';

const address = (text: string) => BigInt(text);

describe('address aliasing', () => {
  it.each([
    // The zero address becomes the offset itself; the last address wraps around 2^160.
    ['0x0000000000000000000000000000000000000000', '0x1111000000000000000000000000000000001111'],
    ['0xffffffffffffffffffffffffffffffffffffffff', '0x1111000000000000000000000000000000001110'],
    ['0x1111000000000000000000000000000000001111', '0x2222000000000000000000000000000000002222'],
    ['0xeeeeffffffffffffffffffffffffffffffffeeef', '0x0000000000000000000000000000000000000000'],
  ])('aliases %s as %s, and undoes it', (l1, l2) => {
    expect(applyAlias(address(l1))).toBe(address(l2));
    expect(undoAlias(address(l2))).toBe(address(l1));
  });

  it('undoes what it applies for any address', () => {
    for (let step = 0n; step < 200n; step += 1n) {
      const l1 = (step * 0x0123456789abcdef0123456789abcdef01234567n) % (1n << 160n);
      expect(undoAlias(applyAlias(l1))).toBe(l1);
    }
    expect(aliasOffset).toBe(0x1111000000000000000000000000000000001111n);
  });

  it.each([
    // EIP-55's own examples.
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ])('writes %s with its EIP-55 checksum', (expected) => {
    expect(checksummed(address(expected))).toBe(expected);
  });

  it('reads an address in any case, and says why a text is not one', () => {
    expect(parseAddress(' 0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed ')).toEqual({
      address: address('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'),
    });
    expect(parseAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toHaveProperty('address');
    expect(parseAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toEqual({
      problem: 'The checksum (the mix of capitals) does not match: check for a typo.',
    });
    expect(parseAddress('0x1234')).toEqual({problem: 'An address is 0x followed by 40 hexadecimal digits.'});
  });
});
