import { SigHash } from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { caught } from '../../../../../test/caught';
import { ALICE, BOB, buildPsbt, type FixtureInput, toBase64 } from '../../../../../test/fixtures/psbt/psbts';
import { ErrorCode } from '../../primitives/errors';
import { compatFacts, loadCompat } from '../../wallets/compat';
import { summarizePsbt, validatePsbt } from './index';

const { checkSatchelRequest, evaluateAllWallets } = await loadCompat();

/**
 * SIGHASH_SINGLE signs the output at the input’s own index. Where there is none, BIP-143 hashes
 * zeros in place of the outputs (legacy signing, the number one for everything), so the signature holds for any
 * transaction spending the coin; BIP-341 makes it invalid. No such input may reach a wallet.
 */

const CONTEXT = { network: 'regtest' as const };
const PAY = { script: BOB.p2wpkh.script, amount: 60_000n };
const ADDRESS: Record<FixtureInput['kind'], string> = {
  p2wpkh: ALICE.p2wpkh.address as string,
  p2tr: ALICE.p2tr.address as string,
  'p2sh-p2wpkh': ALICE.p2shP2wpkh.address as string,
  p2pkh: ALICE.p2pkh.address as string,
  bare: ALICE.p2wpkh.address as string,
};
const KINDS = ['p2wpkh', 'p2tr', 'p2sh-p2wpkh', 'p2pkh'] as const;
const message = (index: number) =>
  `Input ${index} asks SIGHASH_SINGLE but the transaction has no output ${index}: its signature would let anyone spend it.`;

/** Input 0 signs ALL against output 0; input 1 asks `sighash`, with `outputs` outputs in all. */
function twoInputs(kind: FixtureInput['kind'], sighash: number, outputs = 1): string {
  const inputs: FixtureInput[] = [
    { kind: 'p2wpkh', value: 70_000n, sighashType: SigHash.ALL },
    { kind, value: 50_000n, sighashType: sighash },
  ];
  return toBase64(
    buildPsbt(
      inputs,
      Array.from({ length: outputs }, () => PAY),
    ),
  );
}

function request(psbt: string, kind: FixtureInput['kind'], allowedSighash?: number[]) {
  return {
    unsignedPsbtBase64: psbt,
    ...(allowedSighash ? { allowedSighash } : {}),
    signature: [{ address: ADDRESS[kind], signingIndexes: [1] }],
  };
}

describe('validatePsbt: SIGHASH_SINGLE with no output at the input’s index', () => {
  for (const kind of KINDS) {
    for (const sighash of [SigHash.SINGLE, SigHash.SINGLE_ANYONECANPAY]) {
      it(`refuses a ${kind} input asking 0x${sighash.toString(16)}, even when allowed`, () => {
        const psbt = twoInputs(kind, sighash);
        const error = caught(() => validatePsbt(request(psbt, kind, [0x01, sighash]), CONTEXT));
        expect(error.code).toBe(ErrorCode.PSBT_VALIDATION);
        expect(error.message).toBe(message(1));
      });
    }
  }

  it('accepts the same input once the transaction has an output at its index', () => {
    for (const kind of KINDS) {
      const psbt = twoInputs(kind, SigHash.SINGLE_ANYONECANPAY, 2);
      expect(validatePsbt(request(psbt, kind, [SigHash.SINGLE_ANYONECANPAY]), CONTEXT).inputs).toHaveLength(
        2,
      );
    }
  });

  it('judges only the inputs the request asks to sign', () => {
    const psbt = twoInputs('p2wpkh', SigHash.SINGLE_ANYONECANPAY);
    const first = { unsignedPsbtBase64: psbt, signature: [{ address: ADDRESS.p2wpkh, signingIndexes: [0] }] };
    expect(validatePsbt(first, CONTEXT).inputs).toHaveLength(2);
  });
});

describe('summarizePsbt: what a sighash lets others change', () => {
  it('says it per input in plain words', () => {
    const inputs: FixtureInput[] = [
      { kind: 'p2wpkh', value: 10_000n },
      { kind: 'p2wpkh', value: 10_000n, sighashType: SigHash.NONE },
      { kind: 'p2wpkh', value: 10_000n, sighashType: SigHash.SINGLE },
      { kind: 'p2wpkh', value: 10_000n, sighashType: SigHash.ALL_ANYONECANPAY },
      { kind: 'p2wpkh', value: 10_000n, sighashType: SigHash.NONE_ANYONECANPAY },
      { kind: 'p2wpkh', value: 10_000n, sighashType: SigHash.SINGLE_ANYONECANPAY },
      { kind: 'p2tr', value: 10_000n },
    ];
    const psbt = toBase64(
      buildPsbt(
        inputs,
        Array.from({ length: 7 }, () => PAY),
      ),
    );
    expect(summarizePsbt(psbt, CONTEXT).inputs.map((input) => input.sighashLets)).toEqual([
      undefined,
      'Its signature lets others change every output.',
      'Its signature lets others change every output but output 2.',
      'Its signature lets others add inputs.',
      'Its signature lets others change every output and add inputs.',
      'Its signature lets others change every output but output 5 and add inputs.',
      undefined,
    ]);
  });

  it('warns of a SINGLE input with no output at its index', () => {
    const summary = summarizePsbt(twoInputs('p2tr', SigHash.SINGLE_ANYONECANPAY), CONTEXT);
    expect(summary.warnings).toContain(message(1));
    expect(summarizePsbt(twoInputs('p2tr', SigHash.SINGLE_ANYONECANPAY, 2), CONTEXT).warnings).not.toContain(
      message(1),
    );
  });
});

describe('the compatibility rules never say a wallet signs it', () => {
  for (const kind of KINDS) {
    it(`${kind}: no wallet signs input 1, whatever the request names`, () => {
      const psbt = twoInputs(kind, SigHash.SINGLE_ANYONECANPAY);
      for (const named of [undefined, SigHash.SINGLE_ANYONECANPAY]) {
        const facts = compatFacts({
          psbtBase64: psbt,
          inputs: [{ index: 1, address: ADDRESS[kind], ...(named === undefined ? {} : { sighash: named }) }],
        });
        for (const verdict of evaluateAllWallets(facts)) {
          expect(verdict.signs, verdict.wallet).not.toBe('yes');
          expect(verdict.signedInputs, verdict.wallet).toEqual([]);
        }
      }
    });
  }

  it('a wallet that would sign it is a "no" that gives the reason', () => {
    const psbt = twoInputs('p2wpkh', SigHash.SINGLE_ANYONECANPAY);
    const facts = compatFacts({
      psbtBase64: psbt,
      inputs: [{ index: 1, address: ADDRESS.p2wpkh, sighash: SigHash.SINGLE_ANYONECANPAY }],
    });
    const unisat = evaluateAllWallets(facts).find((verdict) => verdict.wallet === 'unisat');
    expect(unisat).toMatchObject({
      signs: 'no',
      refusal: { reason: 'gives-away', words: message(1), index: 1 },
      inputs: [{ index: 1, outcome: 'refused', reason: 'gives-away' }],
    });
  });

  it('the PSBT page’s check, with SINGLE|ANYONECANPAY ticked, names no wallet able to sign it', () => {
    const compat = checkSatchelRequest(
      {
        psbtBase64: twoInputs('p2wpkh', SigHash.SINGLE_ANYONECANPAY),
        signInputs: { [ADDRESS.p2wpkh]: [0, 1] },
        allowedSighash: [SigHash.ALL, SigHash.SINGLE_ANYONECANPAY],
        network: 'regtest',
      },
      'unisat',
    );
    expect(compat.able).toEqual([]);
    expect(compat.connected?.signs).toBe('no');
  });
});
