import { secp256k1 } from '@noble/curves/secp256k1.js';
import { base64 } from '@scure/base';
import { p2wpkh, Transaction } from '@scure/btc-signer';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { caught } from '../../../../../test/caught';
import { ALICE, BOB, txidOf } from '../../../../../test/fixtures/psbt/psbts';
import fixture from '../../../../../test/fixtures/send/vsize-cases.json';
import { ErrorCode, SatchelError } from '../../primitives/errors';
import type { OutputType } from '../psbt/scripts';
import { summarizePsbt } from '../psbt/summarize';
import {
  buildSendPsbt,
  DUST_THRESHOLDS,
  estimateVsize,
  type FundingUtxo,
  finalizePsbt,
  RBF_SEQUENCE,
  type SpendableInputType,
  selectCoins,
  type Utxo,
} from './index';

const TYPES: SpendableInputType[] = ['p2pkh', 'p2sh-p2wpkh', 'p2wpkh', 'p2tr'];
const OUTPUT_TYPES: OutputType[] = ['p2pkh', 'p2sh', 'p2wpkh', 'p2wsh', 'p2tr'];

describe('estimateVsize and dust thresholds', () => {
  it.each(fixture.cases)('$inputs → $outputs = $vsize vB', ({ inputs, outputs, vsize }) => {
    expect(estimateVsize(inputs as SpendableInputType[], outputs as OutputType[])).toBe(vsize);
  });

  it('dust thresholds per output type', () => {
    expect(Object.fromEntries(Object.entries(DUST_THRESHOLDS).map(([k, v]) => [k, Number(v)]))).toEqual(
      fixture.dust,
    );
  });
});

const utxoArb = fc.record({
  value: fc.bigInt({ min: 1n, max: 5_000_000n }),
  type: fc.constantFrom(...TYPES),
  inscription: fc.boolean(),
  rune: fc.boolean(),
});

describe('selectCoins properties (1,000 runs each)', () => {
  const scenario = fc.record({
    utxos: fc.array(utxoArb, { minLength: 1, maxLength: 12 }),
    amount: fc.bigInt({ min: 546n, max: 3_000_000n }),
    feeRate: fc.double({ min: 1, max: 300, noNaN: true }),
    recipient: fc.constantFrom(...OUTPUT_TYPES),
    change: fc.constantFrom(...OUTPUT_TYPES),
  });
  type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;
  const run = (s: Scenario) => {
    const utxos: Utxo[] = s.utxos.map((u, i) => ({ ...u, txid: txidOf(i), vout: 0 }));
    try {
      return {
        utxos,
        selection: selectCoins({
          utxos,
          amount: s.amount,
          recipientTypes: [s.recipient],
          changeType: s.change,
          feeRate: s.feeRate,
        }),
      };
    } catch (error) {
      expect(error).toBeInstanceOf(SatchelError);
      expect((error as SatchelError).code).toBe(ErrorCode.INSUFFICIENT_FUNDS);
      return undefined;
    }
  };

  it('inputs = outputs + fee, and no marked UTXO is spent', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const result = run(s);
        if (!result) return;
        const { selection } = result;
        const totalIn = selection.inputs.reduce((sum, u) => sum + u.value, 0n);
        expect(totalIn).toBe(s.amount + selection.change + selection.fee);
        expect(selection.inputs.some((u) => u.inscription || u.rune)).toBe(false);
        expect(new Set(selection.inputs).size).toBe(selection.inputs.length);
      }),
      { numRuns: 1000 },
    );
  });

  it('no change output below dust, and the fee never undershoots the target rate', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const result = run(s);
        if (!result) return;
        const { selection } = result;
        if (selection.change > 0n) expect(selection.change).toBeGreaterThanOrEqual(DUST_THRESHOLDS[s.change]);
        const outputs = selection.change > 0n ? [s.recipient, s.change] : [s.recipient];
        const vsize = estimateVsize(
          selection.inputs.map((u) => u.type),
          outputs,
        );
        expect(selection.vsize).toBe(vsize);
        expect(Number(selection.fee)).toBeGreaterThanOrEqual(vsize * s.feeRate - 1e-6);
      }),
      { numRuns: 1000 },
    );
  });

  it('fee rate within 1% of the target when there is change', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const result = run(s);
        if (!result || result.selection.change === 0n) return;
        const rate = Number(result.selection.fee) / result.selection.vsize;
        expect(Math.abs(rate - s.feeRate) / s.feeRate).toBeLessThanOrEqual(0.01);
      }),
      { numRuns: 1000 },
    );
  });

  it('INSUFFICIENT_FUNDS only when the unmarked coins really cannot pay', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        if (run(s)) return;
        const spendable = s.utxos.filter((u) => !u.inscription && !u.rune);
        const total = spendable.reduce((sum, u) => sum + u.value, 0n);
        const minFee = Math.ceil(
          estimateVsize(
            spendable.map((u) => u.type),
            [s.recipient],
          ) * s.feeRate,
        );
        expect(total < s.amount + BigInt(minFee)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('selectCoins examples', () => {
  const utxo = (value: bigint, extra: Partial<Utxo> = {}, i = 0): Utxo => ({
    txid: txidOf(i),
    vout: 0,
    value,
    type: 'p2wpkh',
    ...extra,
  });

  it('finds a changeless set with branch and bound', () => {
    const utxos = [utxo(100_000n, {}, 1), utxo(50_000n, {}, 2), utxo(20_000n + 68n * 2n, {}, 3)];
    const fee = BigInt(estimateVsize(['p2wpkh'], ['p2wpkh']) * 2);
    const selection = selectCoins({
      utxos,
      amount: 20_136n - fee,
      recipientTypes: ['p2wpkh'],
      changeType: 'p2wpkh',
      feeRate: 2,
    });
    expect(selection.algorithm).toBe('branch-and-bound');
    expect(selection.change).toBe(0n);
    expect(selection.inputs).toEqual([utxos[2]]);
  });

  it('falls back to largest first with change', () => {
    const utxos = [utxo(10_000n, {}, 1), utxo(300_000n, {}, 2), utxo(40_000n, {}, 3)];
    const selection = selectCoins({
      utxos,
      amount: 100_000n,
      recipientTypes: ['p2tr'],
      changeType: 'p2wpkh',
      feeRate: 5,
    });
    expect(selection.algorithm).toBe('largest-first');
    expect(selection.inputs).toEqual([utxos[1]]);
    expect(selection.change).toBe(300_000n - 100_000n - selection.fee);
    expect(selection.fee).toBe(BigInt(estimateVsize(['p2wpkh'], ['p2tr', 'p2wpkh']) * 5));
  });

  it('folds change under dust into the fee', () => {
    const vsize = estimateVsize(['p2wpkh'], ['p2wpkh']);
    const selection = selectCoins({
      utxos: [utxo(10_000n + BigInt(vsize) + 200n)],
      amount: 10_000n,
      recipientTypes: ['p2wpkh'],
      changeType: 'p2wpkh',
      feeRate: 1,
    });
    expect(selection.change).toBe(0n);
    expect(selection.fee).toBe(BigInt(vsize) + 200n);
  });

  it('never spends inscription or rune UTXOs', () => {
    const utxos = [
      utxo(1_000_000n, { inscription: true }, 1),
      utxo(1_000_000n, { rune: true }, 2),
      utxo(5_000n, {}, 3),
    ];
    const error = caught(() =>
      selectCoins({ utxos, amount: 10_000n, recipientTypes: ['p2wpkh'], changeType: 'p2wpkh', feeRate: 1 }),
    );
    expect(error.code).toBe(ErrorCode.INSUFFICIENT_FUNDS);
  });

  it.each([
    ['zero amount', 0n, 1, ErrorCode.INVALID_AMOUNT],
    ['zero fee rate', 1000n, 0, ErrorCode.INVALID_PARAMS],
    ['NaN fee rate', 1000n, Number.NaN, ErrorCode.INVALID_PARAMS],
  ])('refuses %s', (_name, amount, feeRate, code) => {
    const error = caught(() =>
      selectCoins({
        utxos: [utxo(1_000_000n)],
        amount,
        recipientTypes: ['p2wpkh'],
        changeType: 'p2wpkh',
        feeRate,
      }),
    );
    expect(error.code).toBe(code);
  });
});

describe('buildSendPsbt and finalizePsbt', () => {
  const funding: FundingUtxo[] = [
    { txid: txidOf(1), vout: 0, value: 40_000n, type: 'p2wpkh', address: ALICE.p2wpkh.address },
    {
      txid: txidOf(2),
      vout: 1,
      value: 70_000n,
      type: 'p2tr',
      address: ALICE.p2tr.address,
      tapInternalKey: ALICE.xOnly,
    },
    {
      txid: txidOf(3),
      vout: 2,
      value: 500_000n,
      type: 'p2tr',
      address: ALICE.p2tr.address,
      tapInternalKey: ALICE.xOnly,
      inscription: true,
    },
    {
      txid: txidOf(4),
      vout: 0,
      value: 30_000n,
      type: 'p2sh-p2wpkh',
      address: ALICE.p2shP2wpkh.address,
      publicKey: ALICE.publicKey,
    },
    { txid: txidOf(5), vout: 0, value: 20_000n, type: 'p2pkh', address: ALICE.p2pkh.address },
  ];
  const params = {
    utxos: funding,
    recipientAddress: BOB.p2wpkh.address as string,
    amount: 120_000n,
    changeAddress: ALICE.p2tr.address as string,
    feeRate: 3,
    network: 'regtest' as const,
  };

  it('builds an RBF PSBT with witnessUtxo and tapInternalKey, which signs, finalizes and extracts', () => {
    const { psbtBase64, selection } = buildSendPsbt(params);
    const tx = Transaction.fromPSBT(base64.decode(psbtBase64), { allowLegacyWitnessUtxo: true });
    expect(tx.inputsLength).toBe(selection.inputs.length);
    for (let i = 0; i < tx.inputsLength; i++) {
      const input = tx.getInput(i);
      expect(input.sequence).toBe(RBF_SEQUENCE);
      expect(input.witnessUtxo).toBeDefined();
      if (selection.inputs[i]?.type === 'p2tr') expect(input.tapInternalKey).toEqual(ALICE.xOnly);
      expect(selection.inputs[i]?.inscription).toBeFalsy();
    }
    const summary = summarizePsbt(psbtBase64, {
      network: 'regtest',
      ownedAddresses: [ALICE.p2tr.address as string],
    });
    expect(summary.fee).toBe(selection.fee);
    expect(summary.outputs[0]).toMatchObject({ address: BOB.p2wpkh.address, value: 120_000n });
    expect(summary.totalIn).toBe(summary.totalOut + selection.fee);

    expect(caught(() => finalizePsbt(psbtBase64)).message).toBe('The PSBT is not fully signed.');
    tx.sign(ALICE.secret);
    const { hex, txid } = finalizePsbt(base64.encode(tx.toPSBT()));
    const raw = Transaction.fromRaw(Uint8Array.from(Buffer.from(hex, 'hex')), { allowUnknownOutputs: true });
    expect(raw.id).toBe(txid);
    // The estimate never undershoots the real size (worst-case 72-byte ECDSA signatures).
    expect(raw.vsize).toBeLessThanOrEqual(selection.vsize);
    expect(selection.vsize - raw.vsize).toBeLessThanOrEqual(selection.inputs.length);
  });

  it.each([
    [
      'recipient of another network',
      { recipientAddress: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l' },
      ErrorCode.WRONG_NETWORK,
    ],
    ['invalid recipient', { recipientAddress: 'nope' }, ErrorCode.INVALID_ADDRESS],
    ['zero amount', { amount: 0n }, ErrorCode.INVALID_AMOUNT],
    ['dust amount', { amount: 293n }, ErrorCode.INVALID_AMOUNT],
    ['more than the spendable funds', { amount: 600_000n }, ErrorCode.INSUFFICIENT_FUNDS],
    [
      'taproot UTXO without its internal key',
      { utxos: [{ ...(funding[1] as FundingUtxo), tapInternalKey: undefined }], amount: 10_000n },
      ErrorCode.INVALID_PARAMS,
    ],
  ])('refuses: %s', (_name, override, code) => {
    expect(caught(() => buildSendPsbt({ ...params, ...override })).code).toBe(code);
  });

  it('finalizePsbt accepts inputs the wallet already finalized, alone or mixed with signed ones', () => {
    const key = new Uint8Array(32).fill(7);
    const payment = p2wpkh(secp256k1.getPublicKey(key, true));
    const tx = new Transaction();
    for (const fill of [1, 2]) {
      tx.addInput({
        txid: new Uint8Array(32).fill(fill),
        index: 0,
        witnessUtxo: { script: payment.script, amount: 10_000n },
      });
    }
    tx.addOutputAddress(payment.address as string, 19_000n);
    tx.signIdx(key, 0);
    tx.signIdx(key, 1);
    tx.finalizeIdx(0);
    const mixed = finalizePsbt(base64.encode(tx.toPSBT()));
    tx.finalizeIdx(1);
    const whole = finalizePsbt(base64.encode(tx.toPSBT()));
    expect(mixed).toEqual(whole);
    expect(mixed.txid).toBe(tx.id);
  });

  it.each(['', 'garbage', 'cHNidP8='])('finalizePsbt refuses %j with INVALID_PSBT', (text) => {
    expect(caught(() => finalizePsbt(text)).code).toBe(ErrorCode.INVALID_PSBT);
  });
});
