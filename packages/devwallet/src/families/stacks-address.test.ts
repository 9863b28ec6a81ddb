import { hex } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { stacksPublicKey } from '../keys';
import { stacksAddress } from './stacks-address';

const LEATHER_TEST_SEED = `${'abandon '.repeat(23)}art`;

describe('the Stacks account Leather lists in getAddresses', () => {
  it('derives the key and testnet address Leather 6.73.4 answers for the same seed', () => {
    // real extension: Leather 6.73.4, `getAddresses` on its devnet network for this seed.
    const publicKey = stacksPublicKey(LEATHER_TEST_SEED);
    expect(hex.encode(publicKey)).toBe('024a12f3941975f1a176daf4f5ae187e545efb95e4e568779ddef0acf61343646b');
    expect(stacksAddress(publicKey, false)).toBe('ST1JAHE8GEHB0MCBGR8J6W0AA7TJEE1XKFSD2Q80H');
  });

  it('uses the mainnet version digit on mainnet and keeps the checksum', () => {
    const publicKey = stacksPublicKey(LEATHER_TEST_SEED);
    const mainnet = stacksAddress(publicKey, true);
    expect(mainnet).toMatch(/^SP[0-9A-HJKMNP-TV-Z]{39}$/);
    // Same hash, another version: the body differs only through the checksum.
    expect(mainnet.slice(2, 34)).toBe('ST1JAHE8GEHB0MCBGR8J6W0AA7TJEE1XKFSD2Q80H'.slice(2, 34));
  });
});
