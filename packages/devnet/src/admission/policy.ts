import { classifyScript } from '../tx/script';
import type { TxOutput } from '../tx/transaction';

/**
 * Core's DEFAULT_MIN_RELAY_TX_FEE and DEFAULT_INCREMENTAL_RELAY_FEE since 29.1: 100 sat/kvB, i.e.
 * 0.1 sat/vB, both lowered from 1,000 by bitcoin/bitcoin#33106.
 */
export const MIN_RELAY_FEE_SAT_PER_KVB = 100n;
export const INCREMENTAL_RELAY_FEE_SAT_PER_KVB = 100n;
/** Core's DEFAULT_MAX_RAW_TX_FEE_RATE: 0.10 BTC/kvB. */
export const MAX_FEE_RATE_SAT_PER_KVB = 10_000_000n;
/** Core's DUST_RELAY_TX_FEE: 3 sat/vB. */
const DUST_RELAY_SAT_PER_KVB = 3000;
export const MAX_STANDARD_TX_WEIGHT = 400_000;
/** Core's MIN_STANDARD_TX_NONWITNESS_SIZE (CVE-2017-12842 guard). */
export const MIN_STANDARD_TX_NONWITNESS_SIZE = 65;
export const MAX_STANDARD_SCRIPTSIG_SIZE = 1650;
export const MAX_MONEY = 21_000_000n * 100_000_000n;
export const DEFAULT_ANCESTOR_LIMIT = 25;
export const MAX_RBF_REPLACEMENTS = 100;

/** CFeeRate::GetFee rounds up (EvaluateFeeUp) so a rate never under-charges. */
export function feeForVsize(satPerKvb: bigint, vsize: number): bigint {
  return (satPerKvb * BigInt(vsize) + 999n) / 1000n;
}

function compactSizeLen(n: number): number {
  return n < 0xfd ? 1 : n <= 0xffff ? 3 : 5;
}

/**
 * GetDustThreshold (policy/policy.cpp): the cost of creating and later spending the output
 * at the dust relay fee. Witness outputs get the witness discount on the spend. This yields
 * the familiar 546 (p2pkh), 540 (p2sh), 294 (p2wpkh) and 330 (p2wsh, p2tr).
 */
export function dustThreshold(out: TxOutput): bigint {
  if (out.script[0] === 0x6a) return 0n;
  let size = 8 + compactSizeLen(out.script.length) + out.script.length;
  const op = out.script[0] as number;
  const isWitness =
    out.script.length >= 4 &&
    out.script.length <= 42 &&
    (op === 0 || (op >= 0x51 && op <= 0x60)) &&
    out.script[1] === out.script.length - 2;
  size += isWitness ? 32 + 4 + 1 + Math.floor(107 / 4) + 4 : 32 + 4 + 1 + 107 + 4;
  return BigInt(Math.floor((size * DUST_RELAY_SAT_PER_KVB) / 1000));
}

/** Output types IsStandard accepts (bare multisig is off by default since Core 28). */
export function isStandardOutput(script: Uint8Array): boolean {
  const type = classifyScript(script);
  if (type === 'unknown' || type === 'empty') {
    // Future witness versions (v2..v16, 2..40-byte programs) are standard so they can be relayed.
    const op = script[0] as number;
    return (
      script.length >= 4 && script.length <= 42 && op >= 0x52 && op <= 0x60 && script[1] === script.length - 2
    );
  }
  return true;
}
