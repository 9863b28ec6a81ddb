import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hex } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { ring, stranger } from '../../../../../test/devwallet/psbt-fixtures';
import { networkParams } from '../../primitives/networks';
import { usablePublicKey } from './usable-public-key';

const REGTEST = networkParams('regtest');
const payKey = hex.encode(ring.payment.publicKey);
const ordKey = ring.ordinals.publicKey;
const nested = btc.p2sh(btc.p2wpkh(ring.payment.publicKey, REGTEST), REGTEST).address as string;
const legacy = btc.p2pkh(ring.payment.publicKey, REGTEST).address as string;
/** What MetaMask's Wallet Standard account carries as its key: `new TextEncoder().encode(address)`. */
const addressBytes = (address: string) => hex.encode(new TextEncoder().encode(address));

describe('usablePublicKey', () => {
  // BIP-84 and BIP-86 test vectors: account 0, first receiving address of "abandon … about".
  it('accepts the BIP-84 vector key for its p2wpkh address', () => {
    const key = '0330d54fd0dd420a6e5f8d3624f5f3482cae350f79d5f0753bf5beef9c2d91af3c';
    expect(usablePublicKey('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', key)).toBe(key);
  });

  it('accepts the BIP-86 vector internal key for its p2tr address, and refuses the output key', () => {
    const address = 'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr';
    const internal = 'cc8a4bc64d897bddc5fbc2f670f7a8ba0b386779106cf1223c6fc5d7cd6fc115';
    const output = 'a60869f0dbcf1dc659c9cecbaf8050135ea9e8cdc487053f1dc6880949dc684c';
    expect(usablePublicKey(address, internal)).toBe(internal);
    expect(usablePublicKey(address, internal.toUpperCase())).toBe(internal);
    expect(usablePublicKey(address, output)).toBeUndefined();
  });

  it('accepts a compressed key for p2wpkh, p2sh-p2wpkh and p2pkh addresses', () => {
    expect(usablePublicKey(ring.payment.address, payKey)).toBe(payKey);
    expect(usablePublicKey(nested, payKey)).toBe(payKey);
    expect(usablePublicKey(legacy, payKey)).toBe(payKey);
  });

  it('accepts the taproot internal key x-only or compressed (either parity prefix)', () => {
    const xOnly = hex.encode(ordKey.subarray(1));
    expect(usablePublicKey(ring.ordinals.address, xOnly)).toBe(xOnly);
    expect(usablePublicKey(ring.ordinals.address, hex.encode(ordKey))).toBe(hex.encode(ordKey));
    const otherParity = hex.encode(Uint8Array.of(ordKey[0] === 2 ? 3 : 2, ...ordKey.subarray(1)));
    expect(usablePublicKey(ring.ordinals.address, otherParity)).toBe(otherParity);
  });

  it("refuses another address's key", () => {
    expect(usablePublicKey(ring.payment.address, hex.encode(stranger.payment.publicKey))).toBeUndefined();
    expect(usablePublicKey(nested, hex.encode(stranger.payment.publicKey))).toBeUndefined();
    expect(
      usablePublicKey(ring.ordinals.address, hex.encode(stranger.ordinals.xOnlyPublicKey)),
    ).toBeUndefined();
    // The payment key is not the taproot address's key, nor the other way round.
    expect(usablePublicKey(ring.ordinals.address, payKey)).toBeUndefined();
    expect(usablePublicKey(ring.payment.address, hex.encode(ordKey))).toBeUndefined();
  });

  it("refuses the address's own bytes, as MetaMask's Wallet Standard account hands them", () => {
    for (const address of [ring.payment.address, ring.ordinals.address, nested, legacy]) {
      expect(usablePublicKey(address, addressBytes(address))).toBeUndefined();
    }
  });

  it('refuses wrong lengths, non-hex text, an x-only key for a key-hash address and no key at all', () => {
    const xOnlyPay = payKey.slice(2);
    expect(usablePublicKey(ring.payment.address, xOnlyPay)).toBeUndefined();
    expect(usablePublicKey(ring.payment.address, `${payKey}00`)).toBeUndefined();
    expect(usablePublicKey(ring.payment.address, payKey.slice(0, 65))).toBeUndefined();
    expect(usablePublicKey(ring.payment.address, `zz${payKey.slice(2)}`)).toBeUndefined();
    expect(usablePublicKey(ring.payment.address, ` ${payKey}`)).toBeUndefined();
    expect(usablePublicKey(ring.payment.address, '')).toBeUndefined();
    expect(usablePublicKey(ring.payment.address, undefined)).toBeUndefined();
    // An uncompressed key (04…) is not what a segwit address can hold.
    const uncompressed = hex.encode(secp256k1.getPublicKey(ring.payment.privateKey, false));
    expect(usablePublicKey(ring.payment.address, uncompressed)).toBeUndefined();
    // A compressed key with a bad prefix, whose x would still tweak to the program.
    expect(usablePublicKey(ring.ordinals.address, `04${hex.encode(ordKey.subarray(1))}`)).toBeUndefined();
  });

  it('refuses an x coordinate that is no curve point, and addresses with no single key', () => {
    const notOnCurve = 'ff'.repeat(32);
    expect(usablePublicKey(ring.ordinals.address, notOnCurve)).toBeUndefined();
    const p2wsh = btc.p2wsh(btc.p2pk(ring.payment.publicKey), REGTEST).address as string;
    expect(usablePublicKey(p2wsh, payKey)).toBeUndefined();
    expect(usablePublicKey('not an address', payKey)).toBeUndefined();
  });
});
