import {keccak_256} from '@noble/hashes/sha3';

/**
 * L1-to-L2 address aliasing, as the deposit specification defines it: the sender an L2 contract sees
 * for a deposit from an L1 contract is that contract's address plus this offset, modulo 2^160
 * (ethereum-optimism/specs, specs/protocol/deposits.md, "Address Aliasing"; the contracts'
 * AddressAliasHelper.sol applies and undoes it the same way).
 */
export const aliasOffset = 0x1111000000000000000000000000000000001111n;
const addressSpace = 1n << 160n;

/** An address with its EIP-55 mixed-case checksum, as wallets and Solidity literals write it. */
export function checksummed(address: bigint): string {
  const hex = address.toString(16).padStart(40, '0');
  const hash = Array.from(keccak_256(new TextEncoder().encode(hex)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `0x${[...hex].map((char, index) => (parseInt(hash[index], 16) >= 8 ? char.toUpperCase() : char)).join('')}`;
}

/** Reads an address typed by a reader; returns why it is not one when it is not. */
export function parseAddress(input: string): {address: bigint} | {problem: string} {
  const text = input.trim();
  if (!/^0x[0-9a-fA-F]{40}$/.test(text)) return {problem: 'An address is 0x followed by 40 hexadecimal digits.'};
  const address = BigInt(text);
  // Mixed case claims a checksum: a typo in it should not silently give another address's alias.
  const mixedCase = /[a-f]/.test(text.slice(2)) && /[A-F]/.test(text.slice(2));
  if (mixedCase && checksummed(address) !== text) return {problem: 'The checksum (the mix of capitals) does not match: check for a typo.'};
  return {address};
}

/** The address an L2 contract sees for a deposit sent by the L1 contract at `l1Address`. */
export const applyAlias = (l1Address: bigint): bigint => (l1Address + aliasOffset) % addressSpace;

/** The L1 contract behind an aliased sender seen on L2. */
export const undoAlias = (l2Address: bigint): bigint => (l2Address - aliasOffset + addressSpace) % addressSpace;
