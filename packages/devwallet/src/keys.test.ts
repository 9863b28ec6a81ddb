import { HDKey } from '@scure/bip32';
import { generateMnemonic, mnemonicToSeedSync } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import * as btc from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MNEMONIC } from './config';
import { accountForAddress, accountForScript, deriveKeyRing, keyMatches, prepareSeed } from './keys';

describe('deriveKeyRing', () => {
  it('derives the BIP-84 and BIP-86 mainnet test vectors from the test mnemonic', () => {
    const ring = deriveKeyRing(DEFAULT_MNEMONIC, 'mainnet');
    // BIP-84 and BIP-86 "first receiving address" vectors.
    expect(ring.payment.address).toBe('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu');
    expect(ring.ordinals.address).toBe('bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr');
    expect(keyMatches(ring.payment)).toBe(true);
    expect(keyMatches(ring.ordinals)).toBe(true);
  });

  it('uses coin type 1 and the regtest / testnet encodings', () => {
    const regtest = deriveKeyRing(DEFAULT_MNEMONIC, 'regtest');
    const testnet = deriveKeyRing(DEFAULT_MNEMONIC, 'testnet');
    expect(regtest.payment.derivationPath).toBe("m/84'/1'/0'/0/0");
    expect(regtest.payment.address.startsWith('bcrt1q')).toBe(true);
    expect(regtest.ordinals.address.startsWith('bcrt1p')).toBe(true);
    expect(testnet.payment.address.startsWith('tb1q')).toBe(true);
    // Same keys, different human-readable part.
    expect(regtest.payment.publicKey).toEqual(testnet.payment.publicKey);
  });

  it('switches account with the hardened account index', () => {
    const first = deriveKeyRing(DEFAULT_MNEMONIC, 'regtest', 0);
    const second = deriveKeyRing(DEFAULT_MNEMONIC, 'regtest', 1);
    expect(second.payment.derivationPath).toBe("m/84'/1'/1'/0/0");
    expect(second.payment.address).not.toBe(first.payment.address);
  });

  it('finds the owning account by script and by address, case-insensitively', () => {
    const ring = deriveKeyRing(DEFAULT_MNEMONIC, 'regtest');
    expect(accountForScript(ring, ring.ordinals.script)?.purpose).toBe('ordinals');
    expect(accountForAddress(ring, ring.payment.address.toUpperCase())?.purpose).toBe('payment');
    expect(accountForAddress(ring, 'bcrt1qxyz')).toBeUndefined();
  });

  it('rejects a mnemonic with a bad checksum', () => {
    expect(() => deriveKeyRing(DEFAULT_MNEMONIC.replace(/about$/, 'abandon'), 'regtest')).toThrow(/mnemonic/);
  });
});

describe('prepareSeed', () => {
  it("fills the BIP-39 seed with Web Crypto's PBKDF2: the keys are those of the JavaScript derivation", async () => {
    // A mnemonic no other test has derived, so its seed can only come from prepareSeed.
    const mnemonic = generateMnemonic(wordlist);
    expect(await prepareSeed(mnemonic)).toBe(true);
    const expected = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic)).derive("m/84'/1'/0'/0/0");
    const address = btc.p2wpkh(expected.publicKey as Uint8Array, btc.TEST_NETWORK).address;
    expect(deriveKeyRing(mnemonic, 'testnet').payment.address).toBe(address);
  });

  it('leaves a mnemonic that is not valid to the synchronous derivation, which refuses it', async () => {
    const invalid =
      'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon';
    expect(await prepareSeed(invalid)).toBe(false);
    expect(() => deriveKeyRing(invalid, 'regtest')).toThrow('Invalid BIP-39 mnemonic.');
  });
});
