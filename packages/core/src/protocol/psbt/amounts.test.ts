import { RawTx, Script } from '@scure/btc-signer';
import { hash160 } from '@scure/btc-signer/utils.js';
import { describe, expect, it } from 'vitest';
import { caught } from '../../../../../test/caught';
import {
  nonWitnessUtxo,
  type RawEntry,
  rawPsbt,
  redeemScript,
  witnessUtxo,
} from '../../../../../test/fixtures/bip174/raw-psbt';
import { ALICE, BOB, previousTx, txidOf } from '../../../../../test/fixtures/psbt/psbts';
import { ErrorCode } from '../../primitives/errors';
import { MAX_SATS } from '../../primitives/units';
import { summarizePsbt, validatePsbt } from './index';

const CONTEXT = { network: 'regtest' as const };
const PAY_BOB = { script: BOB.p2wpkh.script, amount: 5_000n };

/** One-input PSBT spending output `vout` of `txid`, paying Bob 5,000 sats. */
function oneInput(entries: RawEntry[], txid = txidOf(1), vout = 0): string {
  return rawPsbt([{ txid, vout, entries }], [PAY_BOB]);
}

function sign(psbt: string, address: string, index = 0, disableAddressValidation = false) {
  return validatePsbt(
    {
      unsignedPsbtBase64: psbt,
      signature: [{ address, signingIndexes: [index], disableAddressValidation }],
    },
    CONTEXT,
  );
}

const ALICE_P2PKH = ALICE.p2pkh.address as string;
const PREVIOUS = previousTx(ALICE.p2pkh.script, 7_000n);

describe('witnessUtxo against nonWitnessUtxo', () => {
  it.each([
    ['amount', witnessUtxo(ALICE.p2pkh.script, 7_001n)],
    ['script', witnessUtxo(ALICE.p2wpkh.script, 7_000n)],
  ])('refuses a witnessUtxo whose %s differs from the previous transaction', (_what, claimed) => {
    const psbt = oneInput([nonWitnessUtxo(PREVIOUS.raw), claimed], PREVIOUS.id);
    for (const run of [() => sign(psbt, ALICE_P2PKH), () => summarizePsbt(psbt, CONTEXT)]) {
      const error = caught(run);
      expect(error.code).toBe(ErrorCode.INVALID_PSBT);
      expect(error.message).toBe('PSBT input 0: witnessUtxo does not match nonWitnessUtxo');
    }
  });

  it('accepts both when they agree, and the amount is verified', () => {
    const psbt = oneInput(
      [nonWitnessUtxo(PREVIOUS.raw), witnessUtxo(ALICE.p2pkh.script, 7_000n)],
      PREVIOUS.id,
    );
    expect(() => sign(psbt, ALICE_P2PKH)).not.toThrow();
    const summary = summarizePsbt(psbt, CONTEXT);
    expect(summary.inputs[0]?.amountProof).toBe('verified');
    expect(summary.fee).toBe(2_000n);
    expect(summary.flags).toEqual([]);
  });

  it('refuses a nonWitnessUtxo without the output the input spends', () => {
    const psbt = oneInput([nonWitnessUtxo(PREVIOUS.raw)], PREVIOUS.id, 1);
    expect(caught(() => summarizePsbt(psbt, CONTEXT)).message).toBe(
      'PSBT input 0: nonWitnessUtxo has no output 1',
    );
  });

  it('hashes a witness-serialized nonWitnessUtxo without its witness (BIP-141 txid)', () => {
    const decoded = RawTx.decode(PREVIOUS.raw);
    const withWitness = RawTx.encode({ ...decoded, segwitFlag: true, witnesses: [[Uint8Array.of(1)]] });
    const psbt = oneInput([nonWitnessUtxo(withWitness)], PREVIOUS.id);
    expect(summarizePsbt(psbt, CONTEXT).inputs[0]).toMatchObject({ value: 7_000n, amountProof: 'verified' });
  });
});

describe('legacy inputs need nonWitnessUtxo', () => {
  const legacyOnlyWitnessUtxo = oneInput([witnessUtxo(ALICE.p2pkh.script, 7_000n)]);

  it('refuses to have a p2pkh input signed from witnessUtxo alone', () => {
    const error = caught(() => sign(legacyOnlyWitnessUtxo, ALICE_P2PKH));
    expect(error.code).toBe(ErrorCode.PSBT_VALIDATION);
    expect(error.message).toBe('PSBT input 0: a legacy input needs nonWitnessUtxo');
    // Even when the address check is waived.
    expect(caught(() => sign(legacyOnlyWitnessUtxo, ALICE_P2PKH, 0, true)).message).toBe(
      'PSBT input 0: a legacy input needs nonWitnessUtxo',
    );
  });

  it('shows no fee for a p2pkh input known from witnessUtxo alone', () => {
    const summary = summarizePsbt(legacyOnlyWitnessUtxo, CONTEXT);
    expect(summary.inputs[0]).toMatchObject({ type: 'p2pkh', amountProof: 'unproven', hasUtxo: true });
    expect(summary.totalIn).toBeUndefined();
    expect(summary.fee).toBeUndefined();
    expect(summary.feeRate).toBeUndefined();
    expect(summary.flags).toEqual(['amount-unproven']);
    expect(summary.inputsAmountUnproven).toEqual([0]);
    expect(summary.warnings.join(' ')).toContain('so the fee is unknown');
  });

  it('lets another input be signed, the fee staying unknown', () => {
    const psbt = rawPsbt(
      [
        { txid: txidOf(1), vout: 0, entries: [witnessUtxo(ALICE.p2pkh.script, 7_000n)] },
        { txid: txidOf(2), vout: 0, entries: [witnessUtxo(ALICE.p2wpkh.script, 9_000n)] },
      ],
      [PAY_BOB],
    );
    expect(() => sign(psbt, ALICE.p2wpkh.address as string, 1)).not.toThrow();
    expect(summarizePsbt(psbt, CONTEXT).fee).toBeUndefined();
  });

  it('treats a p2sh input revealing a non-witness redeem script as legacy', () => {
    const redeem = Script.encode([ALICE.publicKey, 'CHECKSIG']);
    const script = Script.encode(['HASH160', hash160(redeem), 'EQUAL']);
    const psbt = oneInput([witnessUtxo(script, 7_000n), redeemScript(redeem)]);
    expect(caught(() => sign(psbt, ALICE_P2PKH, 0, true)).message).toBe(
      'PSBT input 0: a legacy input needs nonWitnessUtxo',
    );
    expect(summarizePsbt(psbt, CONTEXT).fee).toBeUndefined();
  });

  it('does not compute a fee from a p2sh input that does not say what it wraps', () => {
    const psbt = oneInput([witnessUtxo(ALICE.p2shP2wpkh.script, 7_000n)]);
    // It may be nested segwit (the wallet knows its redeem script), so signing is not refused.
    expect(() => sign(psbt, ALICE.p2shP2wpkh.address as string)).not.toThrow();
    const summary = summarizePsbt(psbt, CONTEXT);
    expect(summary.inputs[0]?.amountProof).toBe('unproven');
    expect(summary.fee).toBeUndefined();
  });
});

describe('segwit inputs without nonWitnessUtxo', () => {
  it.each([
    ['p2wpkh', [witnessUtxo(ALICE.p2wpkh.script, 7_000n)]],
    [
      'p2sh-p2wpkh with its redeem script',
      [
        witnessUtxo(ALICE.p2shP2wpkh.script, 7_000n),
        redeemScript(ALICE.p2shP2wpkh.redeemScript as Uint8Array),
      ],
    ],
  ])('flags %s amount-unverified and still shows the fee', (_name, entries) => {
    const summary = summarizePsbt(oneInput(entries as RawEntry[]), CONTEXT);
    expect(summary.inputs[0]?.amountProof).toBe('unverified');
    expect(summary.flags).toEqual(['amount-unverified']);
    expect(summary.inputsAmountUnverified).toEqual([0]);
    expect(summary.fee).toBe(2_000n);
  });

  it('does not flag taproot inputs: BIP-341 signatures commit to every amount', () => {
    const summary = summarizePsbt(oneInput([witnessUtxo(ALICE.p2tr.script, 7_000n)]), CONTEXT);
    expect(summary.inputs[0]?.amountProof).toBe('committed');
    expect(summary.flags).toEqual([]);
    expect(summary.fee).toBe(2_000n);
  });
});

describe('amounts above 21,000,000 BTC', () => {
  const tooMuch = MAX_SATS + 1n;
  const half = MAX_SATS / 2n + 1n;

  it.each([
    [
      'a witnessUtxo amount',
      () => oneInput([witnessUtxo(ALICE.p2wpkh.script, tooMuch)]),
      'Invalid PSBT: input 0 witness UTXO amount is above 21,000,000 BTC.',
    ],
    [
      'an output of the unsigned transaction',
      () => rawPsbt([{ txid: txidOf(1), vout: 0 }], [{ script: BOB.p2wpkh.script, amount: tooMuch }]),
      'Invalid PSBT: output 0 amount is above 21,000,000 BTC.',
    ],
    [
      'the outputs together',
      () =>
        rawPsbt(
          [{ txid: txidOf(1), vout: 0 }],
          [
            { script: BOB.p2wpkh.script, amount: half },
            { script: BOB.p2wpkh.script, amount: half },
          ],
        ),
      "Invalid PSBT: the outputs' total amount is above 21,000,000 BTC.",
    ],
    [
      'the inputs together',
      () =>
        rawPsbt(
          [
            { txid: txidOf(1), vout: 0, entries: [witnessUtxo(ALICE.p2wpkh.script, half)] },
            { txid: txidOf(2), vout: 0, entries: [witnessUtxo(ALICE.p2wpkh.script, half)] },
          ],
          [PAY_BOB],
        ),
      "Invalid PSBT: the inputs' total amount is above 21,000,000 BTC.",
    ],
    [
      'a nonWitnessUtxo output',
      () => {
        const previous = previousTx(ALICE.p2pkh.script, tooMuch);
        return oneInput([nonWitnessUtxo(previous.raw)], previous.id);
      },
      'PSBT input 0: nonWitnessUtxo amount is above 21,000,000 BTC',
    ],
  ])('refuses %s', (_name, build, message) => {
    const psbt = build();
    for (const run of [() => sign(psbt, ALICE_P2PKH, 0, true), () => summarizePsbt(psbt, CONTEXT)]) {
      const error = caught(run);
      expect(error.code).toBe(ErrorCode.INVALID_PSBT);
      expect(error.message).toBe(message);
    }
  });

  it('accepts exactly 21,000,000 BTC', () => {
    const psbt = rawPsbt(
      [{ txid: txidOf(1), vout: 0, entries: [witnessUtxo(ALICE.p2tr.script, MAX_SATS)] }],
      [{ script: BOB.p2wpkh.script, amount: MAX_SATS - 1_000n }],
    );
    expect(summarizePsbt(psbt, CONTEXT).fee).toBe(1_000n);
  });
});
