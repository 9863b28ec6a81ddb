import { base64, hex } from '@scure/base';
import { RawTx } from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { caught } from '../../../../../test/caught';
import { bip174Vectors } from '../../../../../test/fixtures/bip174/vectors';
import { readCompactSize } from '../../primitives/bytes/compact-size';
import { ErrorCode } from '../../primitives/errors';
import {
  decodePsbt,
  decodePsbtText,
  hasPsbtMagic,
  PSBT_BASE64_PREFIX,
  PSBT_MAGIC_HEX,
  summarizePsbt,
  validatePsbt,
} from './index';

const VECTORS = bip174Vectors();
const byGroup = (group: string) => VECTORS.filter((v) => v.group === group);
const CONTEXT = { network: 'mainnet' as const };

/** The reason each invalid vector of BIP-174 is refused with. */
const REASONS: Record<string, string> = {
  'Network transaction, not PSBT format': 'the data does not start with the PSBT magic bytes',
  'PSBT missing outputs': 'the PSBT is truncated',
  'PSBT where one input has a filled scriptSig in the unsigned tx':
    'the unsigned transaction has a scriptSig',
  'PSBT where inputs and outputs are provided but without an unsigned tx':
    'the unsigned transaction is missing',
  'PSBT with duplicate keys in an input': 'duplicate key 00 in input 0',
  'PSBT with invalid global transaction typed key': 'unsigned tx key must have no key data',
  'PSBT with invalid input witness utxo typed key': 'witness UTXO key must have no key data',
  'PSBT with invalid pubkey length for input partial signature typed key':
    'input 0 has a partial signature with a malformed public key',
  'PSBT with invalid redeemscript typed key': 'redeem script key must have no key data',
  'PSBT with invalid witnessscript typed key': 'witness script key must have no key data',
  'PSBT with invalid pubkey in input BIP 32 derivation paths typed key':
    'input 0 has a bip32 derivation with a malformed public key',
  'PSBT with invalid non-witness utxo typed key': 'non-witness UTXO key must have no key data',
  'PSBT with invalid final scriptsig typed key': 'final scriptSig key must have no key data',
  'PSBT with invalid final script witness typed key': 'final script witness key must have no key data',
  'PSBT with invalid pubkey in output BIP 32 derivation paths typed key':
    'output 0 has a bip32 derivation with a malformed public key',
  'PSBT with invalid input sighash type typed key': 'sighash type key must have no key data',
  'PSBT with invalid output redeemScript typed key': 'output redeem script key must have no key data',
  'PSBT with invalid output witnessScript typed key': 'output witness script key must have no key data',
  'PSBT with unsigned tx serialized with witness serialization format':
    'the unsigned transaction is malformed',
  'PSBT with an invalid value data due to its size being not the stated size':
    'the unsigned transaction is malformed',
};

/** Input and output counts of the global unsigned transaction, read apart from the reader. */
function unsignedTxCounts(bytes: Uint8Array): [number, number] {
  // magic (5) · key length 1 · key 0x00 (PSBT_GLOBAL_UNSIGNED_TX) · value length · value
  expect([bytes[5], bytes[6]]).toEqual([0x01, 0x00]);
  const { value: length, next } = readCompactSize(bytes, 7);
  const tx = RawTx.decode(bytes.subarray(next, next + length));
  return [tx.inputs.length, tx.outputs.length];
}

describe('BIP-174 test vectors (test/fixtures/bip174, verbatim from the BIP)', () => {
  it('has every case of the BIP', () => {
    expect(byGroup('invalid')).toHaveLength(20);
    expect(byGroup('valid')).toHaveLength(10);
    expect(byGroup('fails-signer-checks')).toHaveLength(4);
    expect(byGroup('roles')).toHaveLength(10);
    expect(Object.keys(REASONS).sort()).toEqual(
      byGroup('invalid')
        .map((v) => v.name)
        .sort(),
    );
  });

  it.each(VECTORS.map((v) => [v.name, v] as const))('hex and base64 agree: %s', (_name, vector) => {
    expect(hex.encode(base64.decode(vector.base64))).toBe(vector.hex);
  });

  describe('invalid PSBTs are refused with the reason', () => {
    it.each(byGroup('invalid').map((v) => [v.name, v] as const))('%s', (name, vector) => {
      const message = `Invalid PSBT: ${REASONS[name]}.`;
      const error = caught(() => decodePsbt(vector.base64));
      expect(error.code).toBe(ErrorCode.INVALID_PSBT);
      expect(error.message).toBe(message);
      if (vector.hex.startsWith(PSBT_MAGIC_HEX)) {
        expect(caught(() => decodePsbtText(vector.hex)).message).toBe(message);
      }
      expect(caught(() => summarizePsbt(vector.base64, CONTEXT)).code).toBe(ErrorCode.INVALID_PSBT);
    });
  });

  describe('valid PSBTs are read', () => {
    const readable = VECTORS.filter((v) => v.group !== 'invalid');
    it.each(readable.map((v) => [`${v.group}: ${v.name}`, v] as const))('%s', (_name, vector) => {
      const bytes = base64.decode(vector.base64);
      expect(hasPsbtMagic(bytes)).toBe(true);
      expect(vector.base64.startsWith(PSBT_BASE64_PREFIX)).toBe(true);
      const decoded = decodePsbt(vector.base64);
      expect(decoded.psbtVersion).toBe(0);
      expect([decoded.inputs.length, decoded.outputs.length]).toEqual(unsignedTxCounts(bytes));
      expect(decodePsbtText(vector.hex)).toMatchObject({ encoding: 'hex', base64: vector.base64 });
      const summary = summarizePsbt(vector.base64, CONTEXT);
      expect(summary.inputs).toHaveLength(decoded.inputs.length);
      validatePsbt({ unsignedPsbtBase64: vector.base64, signature: [] }, CONTEXT);
    });
  });

  describe('"Fails Signer checks": read, but signing the input is refused', () => {
    const expected: Record<string, [number, string]> = {
      'A Witness UTXO is provided for a non-witness input': [
        0,
        'PSBT input 0: a legacy input needs nonWitnessUtxo',
      ],
      'redeemScript with non-witness UTXO does not match the scriptPubKey': [
        0,
        'PSBT input 0: redeemScript does not match the output it spends',
      ],
      'redeemScript with witness UTXO does not match the scriptPubKey': [
        1,
        'PSBT input 1: redeemScript does not match the output it spends',
      ],
      'witnessScript with witness UTXO does not match the redeemScript': [
        1,
        'PSBT input 1: witnessScript does not match the output it spends',
      ],
    };
    it.each(byGroup('fails-signer-checks').map((v) => [v.name, v] as const))('%s', (name, vector) => {
      const [index, message] = expected[name] as [number, string];
      const request = (signingIndexes: number[]) => ({
        unsignedPsbtBase64: vector.base64,
        signature: [{ address: 'unused', signingIndexes, disableAddressValidation: true }],
      });
      const error = caught(() => validatePsbt(request([index]), CONTEXT));
      expect(error.code).toBe(ErrorCode.PSBT_VALIDATION);
      expect(error.message).toBe(message);
      // The other input passes the same checks.
      expect(() => validatePsbt(request([1 - index]), CONTEXT)).not.toThrow();
    });
  });

  it('the BIP walk-through PSBTs pass the signer checks on every input', () => {
    for (const vector of byGroup('roles').filter((v) => decodePsbt(v.base64).inputs.length === 2)) {
      const signature = [{ address: 'unused', signingIndexes: [0, 1], disableAddressValidation: true }];
      expect(() => validatePsbt({ unsignedPsbtBase64: vector.base64, signature }, CONTEXT)).not.toThrow();
    }
  });
});
