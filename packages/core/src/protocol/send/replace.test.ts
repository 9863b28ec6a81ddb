import { secp256k1 } from '@noble/curves/secp256k1.js';
import { base64, hex } from '@scure/base';
import { p2wpkh, Transaction } from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { caught } from '../../../../../test/caught';
import { ErrorCode } from '../../primitives/errors';
import { networkParams } from '../../primitives/networks';
import type { FundingUtxo } from './build';
import {
  buildCancel,
  buildSpeedUp,
  changeIndexOf,
  minimumReplacementFee,
  type OriginalTransaction,
  spentOutpoints,
} from './replace';

const own = p2wpkh(secp256k1.getPublicKey(new Uint8Array(32).fill(9), true), networkParams('regtest'));
const them = p2wpkh(secp256k1.getPublicKey(new Uint8Array(32).fill(8), true), networkParams('regtest'));

const coin = (fill: string, value: bigint): FundingUtxo => ({
  txid: fill.repeat(64),
  vout: 0,
  value,
  type: 'p2wpkh',
  address: own.address as string,
});

/** One p2wpkh input, a payment and change: 141 vB once signed. */
function original(change: bigint, fee = 282n): OriginalTransaction {
  const input = coin('a', 100_000n);
  const outputs = [{ script: them.script, amount: 100_000n - change - fee }];
  if (change > 0n) outputs.push({ script: own.script, amount: change });
  return { txid: 'e'.repeat(64), inputs: [input], outputs, fee, vsize: change > 0n ? 141 : 110 };
}

const target = (tx: OriginalTransaction, feeRate: number) => ({
  original: tx,
  changeScript: own.script,
  changeType: 'p2wpkh' as const,
  feeRate,
});

const outputsOf = (psbt: string) => {
  const tx = Transaction.fromPSBT(base64.decode(psbt));
  return Array.from({ length: tx.outputsLength }, (_, i) => {
    const o = tx.getOutput(i);
    return [hex.encode(o.script ?? new Uint8Array()), o.amount];
  });
};

describe('minimumReplacementFee (BIP-125 rules 3, 4 and the feerate rule)', () => {
  it("adds Core 29.1's 0.1 sat/vB incremental relay fee for the replacement size to the fee replaced", () => {
    // 0.1 sat/vB × 141 vB = 14.1, rounded up to 15 sats.
    expect(minimumReplacementFee({ fee: 282n, vsize: 141 }, 141)).toBe(282n + 15n);
  });

  it('lets a 0.2 sat/vB send be replaced for 0.1 sat/vB more, not 1 sat/vB more', () => {
    // ceil(0.2 × 141) = 29 sats; rule 4 adds ceil(0.1 × 141) = 15.
    expect(minimumReplacementFee({ fee: 29n, vsize: 141 }, 141)).toBe(44n);
  });

  it('raises a larger replacement to a rate above the original', () => {
    // 1,410 sats at 141 vB is 10 sat/vB: a 300 vB replacement must beat it, not just add 300.
    const fee = minimumReplacementFee({ fee: 1_410n, vsize: 141 }, 300);
    expect(fee).toBe(3_001n);
    expect((fee * 1000n) / 300n).toBeGreaterThan((1_410n * 1000n) / 141n);
  });
});

describe('buildSpeedUp', () => {
  it('keeps the payment and the change position, taking the higher fee from the change', () => {
    const built = buildSpeedUp(target(original(20_000n), 10), []);
    expect(built.vsize).toBe(141);
    expect(built.fee).toBe(1_410n);
    expect(outputsOf(built.psbtBase64)).toEqual([
      [hex.encode(them.script), 79_718n],
      [hex.encode(own.script), 100_000n - 79_718n - 1_410n],
    ]);
  });

  it('speeds a 0.2 sat/vB send up to 0.3 sat/vB, paying ceil(rate × vsize) or the BIP-125 minimum', () => {
    const slow = original(20_000n, 29n);
    expect(buildSpeedUp(target(slow, 0.3), []).fee).toBe(44n);
    const built = buildSpeedUp(target(slow, 0.5), []);
    expect(built.fee).toBe(71n); // ceil(0.5 × 141) = 71
    expect(outputsOf(built.psbtBase64)[1]).toEqual([hex.encode(own.script), 20_000n + 29n - 71n]);
  });

  it('gives a change below the dust limit to the fee rather than add a coin', () => {
    const built = buildSpeedUp(target(original(1_700n), 12), [coin('b', 50_000n)]);
    expect(built.inputs).toHaveLength(1);
    expect(outputsOf(built.psbtBase64)).toEqual([[hex.encode(them.script), 98_018n]]);
    expect(built.fee).toBe(1_982n);
  });

  it('adds the largest extra coin first when the change is not enough, with change back', () => {
    const built = buildSpeedUp(target(original(1_700n), 40), [coin('c', 20_000n), coin('b', 50_000n)]);
    expect(built.inputs.map((i) => i.txid[0])).toEqual(['a', 'b']);
    const outputs = outputsOf(built.psbtBase64);
    expect(outputs[0]).toEqual([hex.encode(them.script), 98_018n]);
    expect(outputs[1]?.[1]).toBe(150_000n - 98_018n - built.fee);
    expect(built.fee).toBe(BigInt(built.vsize * 40));
  });

  it('gives a send that had no change a change output, last', () => {
    const built = buildSpeedUp(target(original(0n, 110n), 3), [coin('b', 50_000n)]);
    const outputs = outputsOf(built.psbtBase64);
    expect(outputs.map((o) => o[0])).toEqual([hex.encode(them.script), hex.encode(own.script)]);
  });

  it('refuses when even every extra coin cannot pay, and a rate that is not a positive number', () => {
    expect(caught(() => buildSpeedUp(target(original(1_700n), 500), [coin('b', 5_000n)])).code).toBe(
      ErrorCode.INSUFFICIENT_FUNDS,
    );
    expect(caught(() => buildSpeedUp(target(original(1_700n), Number.NaN), [])).code).toBe(
      ErrorCode.INVALID_PARAMS,
    );
  });

  it('signals replaceability again (BIP-125), so a replacement can itself be sped up', () => {
    const built = buildSpeedUp(target(original(20_000n), 10), []);
    const tx = Transaction.fromPSBT(base64.decode(built.psbtBase64));
    expect(tx.getInput(0).sequence).toBe(0xfffffffd);
  });
});

describe('buildCancel', () => {
  it('returns every input to the payment address in one output, paying at least the BIP-125 minimum', () => {
    const built = buildCancel(target(original(20_000n), 2));
    expect(built.vsize).toBe(110);
    expect(built.fee).toBe(282n + 11n);
    expect(outputsOf(built.psbtBase64)).toEqual([[hex.encode(own.script), 100_000n - 293n]]);
  });

  it('cancels a 0.2 sat/vB send at 0.3 sat/vB: the rate asked for, above the BIP-125 minimum', () => {
    const built = buildCancel(target(original(20_000n, 29n), 0.5));
    // ceil(0.5 × 110) = 55 beats the minimum 29 + ceil(0.1 × 110) = 40.
    expect(built.fee).toBe(55n);
    expect(buildCancel(target(original(20_000n, 29n), 0.3)).fee).toBe(40n);
  });

  it('refuses when only dust would be left', () => {
    const tiny: OriginalTransaction = { ...original(0n, 200n), inputs: [coin('a', 600n)] };
    expect(caught(() => buildCancel(target(tiny, 3))).message).toBe(
      'Cancelling would leave less than the dust limit after the fee.',
    );
  });
});

describe('changeIndexOf and spentOutpoints', () => {
  it('takes the last output to the payment address as change, never the only output', () => {
    expect(changeIndexOf([{ script: them.script }, { script: own.script }], own.script)).toBe(1);
    expect(changeIndexOf([{ script: own.script }, { script: them.script }], own.script)).toBe(-1);
    expect(changeIndexOf([{ script: own.script }], own.script)).toBe(-1);
  });

  it('lists what a PSBT spends, and refuses text that is not a PSBT', () => {
    const built = buildCancel(target(original(20_000n), 5));
    expect(spentOutpoints(built.psbtBase64)).toEqual([`${'a'.repeat(64)}:0`]);
    expect(caught(() => spentOutpoints('not a psbt')).code).toBe(ErrorCode.INVALID_PSBT);
  });
});
