import { SigHash } from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { caught } from '../../../../../test/caught';
import { ALICE, BOB, buildPsbt, namedPsbts, toBase64 } from '../../../../../test/fixtures/psbt/psbts';
import { ErrorCode } from '../../primitives/errors';
import { decodePsbt } from './decode';
import { defaultSighash, type PsbtSigningRequest, validatePsbt } from './index';

/** Malformed requests and shared state in validatePsbt, defaultSighash and the decode cache. */

const PSBTS = namedPsbts();
const CONTEXT = { network: 'regtest' as const };
const ALICE_P2WPKH = ALICE.p2wpkh.address as string;
const BOB_P2WPKH = BOB.p2wpkh.address as string;

function request(entry: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return {
    unsignedPsbtBase64: PSBTS.p2wpkhSpend as string,
    signature: [entry as unknown as PsbtSigningRequest],
    ...extra,
  };
}

describe('validatePsbt: disableAddressValidation honours only the boolean true', () => {
  it('error: the string "false" is refused, not read as true (the address check is not skipped)', () => {
    // Bob does not own input 0: with the check skipped this request would be accepted.
    const error = caught(() =>
      validatePsbt(
        request({ address: BOB_P2WPKH, signingIndexes: [0], disableAddressValidation: 'false' }),
        CONTEXT,
      ),
    );
    expect(error.code).toBe(ErrorCode.PSBT_VALIDATION);
    expect(error.message).toBe('disableAddressValidation must be true or false, not "false"');
  });

  it.each([['true'], [1], [{}], [[]], [Object.create(null)], [null]])(
    'error: a non-boolean flag (%s) is a SatchelError',
    (flag) => {
      const error = caught(() =>
        validatePsbt(
          request({ address: ALICE_P2WPKH, signingIndexes: [0], disableAddressValidation: flag }),
          CONTEXT,
        ),
      );
      expect(error.code).toBe(ErrorCode.PSBT_VALIDATION);
      expect(error.message).toMatch(/^disableAddressValidation must be true or false, not /);
    },
  );

  it('behavior: false keeps the check (address mismatch), true skips it', () => {
    const strict = caught(() =>
      validatePsbt(
        request({ address: BOB_P2WPKH, signingIndexes: [0], disableAddressValidation: false }),
        CONTEXT,
      ),
    );
    expect(strict.message).toBe('address mismatch with index');
    expect(() =>
      validatePsbt(
        request({ address: BOB_P2WPKH, signingIndexes: [0], disableAddressValidation: true }),
        CONTEXT,
      ),
    ).not.toThrow();
  });
});

describe('validatePsbt: values without a prototype are refused, not a TypeError', () => {
  it('error: a null-prototype allowedSighash entry', () => {
    const error = caught(() =>
      validatePsbt(
        request({ address: ALICE_P2WPKH, signingIndexes: [0] }, { allowedSighash: [Object.create(null)] }),
        CONTEXT,
      ),
    );
    expect(error.code).toBe(ErrorCode.PSBT_VALIDATION);
    expect(error.message).toBe('allowedSighash contains an unknown sighash type: a value of type object');
  });

  it('error: a null-prototype allowedSighash instead of a list', () => {
    const error = caught(() =>
      validatePsbt(
        request({ address: ALICE_P2WPKH, signingIndexes: [0] }, { allowedSighash: Object.create(null) }),
        CONTEXT,
      ),
    );
    expect(error.message).toBe('allowedSighash must be a list of sighash types');
  });

  it('error: a null-prototype signing index', () => {
    const error = caught(() =>
      validatePsbt(request({ address: ALICE_P2WPKH, signingIndexes: [Object.create(null)] }), CONTEXT),
    );
    expect(error.message).toBe('requested input not found');
    expect(error.details).toBe('Input a value of type object does not exist.');
  });

  it('error: a null-prototype signature entry and request', () => {
    const entry = Object.assign(Object.create(null), { signingIndexes: [0] });
    expect(caught(() => validatePsbt(request(entry), CONTEXT)).message).toBe(
      'validatePsbt - address not provided',
    );
    const bare = Object.assign(Object.create(null), { unsignedPsbtBase64: PSBTS.p2wpkhSpend });
    expect(caught(() => validatePsbt(bare, CONTEXT)).message).toBe(
      'signature must be a list of {address, signingIndexes}',
    );
  });
});

describe('defaultSighash with nothing known about the input', () => {
  it('behavior: null, undefined and empty hints are SIGHASH_ALL (valid on every input type)', () => {
    expect(defaultSighash(null)).toBe(SigHash.ALL);
    expect(defaultSighash(undefined)).toBe(SigHash.ALL);
    expect(defaultSighash({})).toBe(SigHash.ALL);
  });

  it('behavior: malformed hints prove nothing and do not throw', () => {
    const hints = [
      { witnessUtxo: {} },
      { witnessUtxo: null },
      { witnessUtxo: { script: 'p2tr' } },
      { tapLeafScript: 'x' },
      { tapControlBlocks: {} },
    ] as unknown as Parameters<typeof defaultSighash>[0][];
    for (const hint of hints) expect(defaultSighash(hint)).toBe(SigHash.ALL);
  });

  it('behavior: taproot is still SIGHASH_DEFAULT (from the spent script or BIP-371 fields)', () => {
    expect(defaultSighash({ witnessUtxo: { script: ALICE.p2tr.script } })).toBe(SigHash.DEFAULT);
    expect(defaultSighash({ tapInternalKey: ALICE.xOnly })).toBe(SigHash.DEFAULT);
    expect(defaultSighash({ witnessUtxo: { script: ALICE.p2wpkh.script } })).toBe(SigHash.ALL);
  });
});

describe('decodePsbt: each call gets a decode of its own', () => {
  it('behavior: mutating one result (fields, arrays, bytes) does not change the next', () => {
    const text = toBase64(
      buildPsbt(
        [
          { kind: 'p2wpkh', value: 50_000n },
          { kind: 'p2pkh', value: 10_000n },
        ],
        [{ script: BOB.p2wpkh.script, amount: 55_000n }],
      ),
    );
    const first = decodePsbt(text);
    const pristine = structuredClone(first);

    const input = first.inputs[0];
    if (!input?.witnessUtxo) throw new Error('fixture has a witnessUtxo');
    input.witnessUtxo.amount = 1n;
    input.witnessUtxo.script[2] = 0xff;
    input.txid = '00'.repeat(32);
    (first.inputs[1]?.nonWitnessUtxo as Uint8Array)[0] = 0xee;
    first.inputs.pop();
    (first.outputs[0] as { amount: bigint }).amount = 21_000_000n * 100_000_000n;
    first.lockTime = 500;

    const second = decodePsbt(text);
    expect(second).toEqual(pristine);
    expect(second).not.toBe(first);
    // And the copies handed out later are independent of each other too.
    const third = decodePsbt(text);
    (second.inputs[0]?.witnessUtxo as { amount: bigint }).amount = 2n;
    expect(third.inputs[0]?.witnessUtxo?.amount).toBe(50_000n);
  });

  it('behavior: what validatePsbt returns does not change a later decode', () => {
    const text = PSBTS.p2wpkhSpend as string;
    const { psbt } = validatePsbt(
      { unsignedPsbtBase64: text, signature: [{ address: ALICE_P2WPKH, signingIndexes: [0] }] },
      CONTEXT,
    );
    (psbt.inputs[0]?.witnessUtxo as { script: Uint8Array }).script = BOB.p2wpkh.script;
    // Had the mutation reached the cache, Alice would no longer match input 0.
    expect(() =>
      validatePsbt(
        { unsignedPsbtBase64: text, signature: [{ address: ALICE_P2WPKH, signingIndexes: [0] }] },
        CONTEXT,
      ),
    ).not.toThrow();
  });
});
