import { describe, expect, it } from 'vitest';
import { assertAddressForNetwork, isAddressForNetwork, networkOfAddress } from './networks';

// Addresses from BIP-173/BIP-350 test vectors and the well-known abandon…about wallet.
const cases: [string, ReturnType<typeof networkOfAddress>][] = [
  ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'mainnet'],
  ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'mainnet'],
  ['bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr', 'mainnet'],
  ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'mainnet'],
  ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'mainnet'],
  ['tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'testnet'],
  ['mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'testnet'],
  ['n3GNqMveyvaPvUbH469vDRadqpJMPc84JA', 'testnet'],
  ['2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc', 'testnet'],
  ['bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk', 'regtest'],
  ['BCRT1Q6RZ28MCFAXTMD6V789L9RRLRUSDPRR9PZ3CPPK', 'regtest'],
  // Invalid: bad checksum, mixed case, v0 with bech32m, wrong length, empty, garbage.
  ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', undefined],
  ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7KV8F3T4', undefined],
  ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', undefined],
  ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3', undefined],
  ['', undefined],
  ['hello', undefined],
  ['ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9', undefined],
];

describe('networkOfAddress', () => {
  it.each(cases)('%s → %s', (address, expected) => {
    expect(networkOfAddress(address)).toBe(expected);
  });

  it('ignores surrounding whitespace from a paste', () => {
    expect(networkOfAddress('  bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4\n')).toBe('mainnet');
  });
});

describe('isAddressForNetwork', () => {
  it('accepts base58 test addresses on regtest but not tb1 (Core is_valid_for_network)', () => {
    expect(isAddressForNetwork('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'regtest')).toBe(true);
    expect(isAddressForNetwork('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'regtest')).toBe(false);
    expect(isAddressForNetwork('bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk', 'regtest')).toBe(true);
  });

  it('treats every test network alike and keeps mainnet apart', () => {
    for (const network of ['testnet', 'testnet4', 'signet'] as const) {
      expect(isAddressForNetwork('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', network)).toBe(true);
      expect(isAddressForNetwork('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', network)).toBe(false);
      expect(isAddressForNetwork('bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk', network)).toBe(false);
    }
    expect(isAddressForNetwork('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'mainnet')).toBe(false);
  });

  it('names the problem when asserting', () => {
    expect(() => assertAddressForNetwork('nope', 'mainnet')).toThrow('Invalid Bitcoin address.');
    expect(() => assertAddressForNetwork('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'regtest')).toThrow(
      'This is a mainnet address; the app is on regtest.',
    );
  });
});
