import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hex } from '@scure/base';
import { NETWORK, p2pkh, p2sh, p2tr, p2wpkh, TEST_NETWORK } from '@scure/btc-signer';
import { pubSchnorr } from '@scure/btc-signer/utils.js';
import { Verifier } from 'bip322-js';
import bitcoinMessage from 'bitcoinjs-message';
import { describe, expect, it } from 'vitest';
import vectors from '../../../../../test/fixtures/message/bip322-vectors.json';
import verifyCases from '../../../../../test/fixtures/message/verify-cases.json';
import { ErrorCode, SatchelError } from '../../primitives/errors';
import { addressToScript } from '../psbt/scripts';
import {
  bip322MessageHash,
  bip322ToSign,
  bip322ToSpendTxid,
  defaultMessageProtocol,
  signMessageBip322,
  signMessageEcdsa,
  verifyMessage,
} from './index';

const WIF = vectors.privateKeyWif;
const KEYS = [
  hex.decode('0000000000000000000000000000000000000000000000000000000000000001'),
  hex.decode('e8f32e723decf4051aefac8e2c93c9c5b214313817cdb01a1494b917c8436b35'),
  hex.decode('fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364140'),
];
const MESSAGES = ['', 'Hello World', 'ünïcødé ✓', 'x'.repeat(300)];

function addressesFor(key: Uint8Array, network = NETWORK) {
  const pub = secp256k1.getPublicKey(key, true);
  return {
    p2pkh: p2pkh(pub, network).address as string,
    p2pkhUncompressed: p2pkh(secp256k1.getPublicKey(key, false), network).address as string,
    'p2sh-p2wpkh': p2sh(p2wpkh(pub, network), network).address as string,
    p2wpkh: p2wpkh(pub, network).address as string,
    p2tr: p2tr(pubSchnorr(key), undefined, network).address as string,
  };
}

describe('BIP-322 published vectors', () => {
  it.each(vectors.messageHashes)('message hash of "$message"', ({ message, hash }) => {
    expect(hex.encode(bip322MessageHash(message))).toBe(hash);
  });

  it.each(vectors.transactions)('to_spend and to_sign txids for "$message"', (v) => {
    const script = addressToScript(v.address) as Uint8Array;
    expect(bip322ToSpendTxid(v.message, script)).toBe(v.toSpend);
    expect(bip322ToSign(v.message, script).id).toBe(v.toSign);
  });

  it.each(vectors.signatures)('verifies the published signature for $address / "$message"', (v) => {
    expect(verifyMessage(v)).toEqual({ valid: true, protocol: 'bip322' });
  });

  it.each(vectors.signatures.filter((v) => v.deterministic))(
    'reproduces the deterministic p2wpkh signature for "$message" byte for byte',
    (v) => {
      const signature = signMessageBip322({
        message: v.message,
        privateKey: WIF,
        address: v.address,
        network: 'mainnet',
      });
      expect(signature).toBe(v.signature);
    },
  );

  it('signs the taproot vector address with the vector key, and the result verifies', () => {
    const v = vectors.signatures[2] as (typeof vectors.signatures)[number];
    const signature = signMessageBip322({
      message: v.message,
      privateKey: WIF,
      address: v.address,
      network: 'mainnet',
    });
    expect(verifyMessage({ address: v.address, message: v.message, signature })).toEqual({
      valid: true,
      protocol: 'bip322',
    });
  });
});

describe('signMessageBip322 cross-checked with bip322-js', () => {
  const cases = KEYS.flatMap((key) =>
    (['p2wpkh', 'p2tr'] as const).flatMap((type) =>
      MESSAGES.map((message) => ({ key, type, message, address: addressesFor(key)[type] })),
    ),
  );
  it.each(cases)('$type "$message"', ({ key, message, address }) => {
    const signature = signMessageBip322({ message, privateKey: key, address, network: 'mainnet' });
    expect(Verifier.verifySignature(address, message, signature)).toBe(true);
    expect(verifyMessage({ address, message, signature })).toEqual({ valid: true, protocol: 'bip322' });
    expect(verifyMessage({ address, message: `${message}.`, signature }).valid).toBe(false);
  });

  it('signs for testnet and regtest addresses', () => {
    const key = KEYS[1] as Uint8Array;
    const tb = addressesFor(key, TEST_NETWORK).p2tr;
    const signature = signMessageBip322({ message: 'm', privateKey: key, address: tb, network: 'testnet' });
    expect(verifyMessage({ address: tb, message: 'm', signature }).valid).toBe(true);
    const bcrt = p2wpkh(secp256k1.getPublicKey(key, true), { ...TEST_NETWORK, bech32: 'bcrt' })
      .address as string;
    const sig2 = signMessageBip322({ message: 'm', privateKey: key, address: bcrt, network: 'regtest' });
    expect(verifyMessage({ address: bcrt, message: 'm', signature: sig2 }).valid).toBe(true);
  });

  const refusals = [
    {
      name: 'legacy address',
      address: addressesFor(KEYS[0] as Uint8Array).p2pkh,
      network: 'mainnet' as const,
    },
    {
      name: 'key does not own the address',
      address: addressesFor(KEYS[1] as Uint8Array).p2wpkh,
      network: 'mainnet' as const,
    },
    {
      name: 'address of another network',
      address: addressesFor(KEYS[0] as Uint8Array).p2wpkh,
      network: 'testnet' as const,
    },
    { name: 'not an address', address: 'hello', network: 'mainnet' as const },
  ];
  it.each(refusals)('refuses: $name', ({ address, network }) => {
    const call = () =>
      signMessageBip322({ message: 'm', privateKey: KEYS[0] as Uint8Array, address, network });
    expect(call).toThrow(SatchelError);
    expect(call).toThrow('Failed to sign message');
  });

  it.each(['', 'zz', '00'.repeat(32), 'L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2x'])(
    'refuses the private key %j with a SatchelError',
    (privateKey) => {
      const address = addressesFor(KEYS[0] as Uint8Array).p2wpkh;
      try {
        signMessageBip322({ message: 'm', privateKey, address, network: 'mainnet' });
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(SatchelError);
        expect((error as SatchelError).code).toBe(ErrorCode.SIGNING_FAILED);
      }
    },
  );
});

describe('signMessageEcdsa (BIP-137)', () => {
  const segwitType = { 'p2sh-p2wpkh': 'p2sh(p2wpkh)', p2wpkh: 'p2wpkh' } as const;
  const cases = KEYS.flatMap((key) =>
    (['p2pkh', 'p2sh-p2wpkh', 'p2wpkh'] as const).flatMap((addressType) =>
      MESSAGES.map((message) => ({ key, addressType, message })),
    ),
  );

  it.each(cases)(
    '$addressType "$message" is byte-identical to bitcoinjs-message',
    ({ key, addressType, message }) => {
      const signature = signMessageEcdsa({ message, privateKey: key, addressType });
      const expected = bitcoinMessage
        .sign(
          message,
          Buffer.from(key),
          true,
          addressType === 'p2pkh' ? undefined : { segwitType: segwitType[addressType] },
        )
        .toString('base64');
      expect(signature).toBe(expected);
      const address = addressesFor(key)[addressType];
      expect(verifyMessage({ address, message, signature })).toEqual({ valid: true, protocol: 'ecdsa' });
      expect(bitcoinMessage.verify(message, address, signature)).toBe(true);
    },
  );

  it('header bytes follow BIP-137 (27/31/35/39 + recovery id)', () => {
    const key = KEYS[1] as Uint8Array;
    const header = (addressType: 'p2pkh' | 'p2sh-p2wpkh' | 'p2wpkh', compressed?: boolean) =>
      Buffer.from(
        signMessageEcdsa({ message: 'h', privateKey: key, addressType, compressed }),
        'base64',
      )[0] as number;
    expect(header('p2pkh', false)).toBeGreaterThanOrEqual(27);
    expect(header('p2pkh', false)).toBeLessThanOrEqual(30);
    expect(header('p2pkh')).toBeGreaterThanOrEqual(31);
    expect(header('p2pkh')).toBeLessThanOrEqual(34);
    expect(header('p2sh-p2wpkh')).toBeGreaterThanOrEqual(35);
    expect(header('p2sh-p2wpkh')).toBeLessThanOrEqual(38);
    expect(header('p2wpkh')).toBeGreaterThanOrEqual(39);
    expect(header('p2wpkh')).toBeLessThanOrEqual(42);
  });

  it('uncompressed p2pkh verifies against the uncompressed address only', () => {
    const key = KEYS[2] as Uint8Array;
    const signature = signMessageEcdsa({
      message: 'u',
      privateKey: key,
      addressType: 'p2pkh',
      compressed: false,
    });
    expect(bitcoinMessage.sign('u', Buffer.from(key), false).toString('base64')).toBe(signature);
    const addresses = addressesFor(key);
    expect(verifyMessage({ address: addresses.p2pkhUncompressed, message: 'u', signature }).valid).toBe(true);
    expect(verifyMessage({ address: addresses.p2pkh, message: 'u', signature }).valid).toBe(false);
  });

  it('follows the WIF compression flag', () => {
    const signature = signMessageEcdsa({ message: 'w', privateKey: WIF, addressType: 'p2wpkh' });
    expect(
      verifyMessage({ address: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', message: 'w', signature }),
    ).toEqual({ valid: true, protocol: 'ecdsa' });
  });

  it('accepts a compressed p2pkh header on a segwit address of the same key (Electrum style)', () => {
    const key = KEYS[0] as Uint8Array;
    const signature = signMessageEcdsa({ message: 'e', privateKey: key, addressType: 'p2pkh' });
    expect(verifyMessage({ address: addressesFor(key).p2wpkh, message: 'e', signature }).valid).toBe(true);
    expect(
      verifyMessage({ address: addressesFor(KEYS[1] as Uint8Array).p2wpkh, message: 'e', signature }).valid,
    ).toBe(false);
  });

  it.each([
    {
      name: 'segwit with an uncompressed key',
      params: { addressType: 'p2wpkh' as const, compressed: false },
    },
    { name: 'unsupported type', params: { addressType: 'p2tr' as unknown as 'p2wpkh' } },
  ])('refuses: $name', ({ params }) => {
    expect(() => signMessageEcdsa({ message: 'm', privateKey: KEYS[0] as Uint8Array, ...params })).toThrow(
      'Failed to sign message',
    );
  });
});

describe('verifyMessage never throws', () => {
  it.each(verifyCases.invalid)('$name → invalid', (c) => {
    expect(verifyMessage(c).valid).toBe(false);
  });

  it.each([null, undefined, 42, {}, { address: 1, message: 2, signature: 3 }])(
    'garbage params %j',
    (params) => {
      expect(verifyMessage(params as never)).toEqual({ valid: false, protocol: undefined });
    },
  );
});

describe('defaultMessageProtocol', () => {
  it.each([
    ['p2tr', 'bip322'],
    ['p2wpkh', 'bip322'],
    ['p2sh-p2wpkh', 'ecdsa'],
    ['p2sh', 'ecdsa'],
    ['p2pkh', 'ecdsa'],
  ])('%s → %s', (type, protocol) => {
    expect(defaultMessageProtocol(type)).toBe(protocol);
  });
});
