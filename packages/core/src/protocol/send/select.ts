import { ErrorCode, SatchelError } from '../../primitives/errors';
import type { OutputType } from '../psbt/scripts';
import { dustThreshold } from './dust';
import { feeForRate } from './fee';
import { INPUT_WEIGHT, outputTypeWeight, overheadWeight, type SpendableInputType } from './size';

export interface Utxo {
  txid: string;
  vout: number;
  value: bigint;
  type: SpendableInputType;
  /** Set by the caller for UTXOs holding inscriptions or runes: they are never spent here. */
  inscription?: boolean;
  rune?: boolean;
}

export interface SelectionRequest<U extends Utxo = Utxo> {
  utxos: readonly U[];
  /** Value to deliver to the recipients. */
  amount: bigint;
  recipientTypes: readonly OutputType[];
  changeType: OutputType;
  /** Target fee rate in sat/vB. */
  feeRate: number;
  /**
   * Inputs the transaction must spend whose value pays outputs outside `amount` (an inscription
   * moved with its postage, runes to their new owners): they add weight, not funds.
   */
  requiredInputs?: readonly U[];
  /** Weight of outputs beyond the recipients and change (a runestone's OP_RETURN). */
  extraOutputWeight?: number;
}

export interface Selection<U extends Utxo = Utxo> {
  inputs: U[];
  /** Change value, or 0n when there is no change output (the excess went to the fee). */
  change: bigint;
  fee: bigint;
  vsize: number;
  algorithm: 'branch-and-bound' | 'largest-first';
}

/** Most branch-and-bound searches end in a few hundred steps; Bitcoin Core caps them at 100,000. */
const BNB_MAX_TRIES = 100_000;

function feeFor(weight: number, feeRate: number): bigint {
  return feeForRate(feeRate, Math.ceil(weight / 4));
}

function spendable<U extends Utxo>(utxos: readonly U[]): U[] {
  return utxos.filter((u) => !u.inscription && !u.rune && u.value > 0n);
}

/**
 * Branch and bound (Murch, "An Evaluation of Coin Selection Strategies", as in Bitcoin Core): looks
 * for inputs whose effective values land within [target, target + costOfChange], so no change
 * output is needed and the small excess goes to the fee.
 */
function branchAndBound<U extends Utxo>(
  pool: { utxo: U; effective: bigint }[],
  target: bigint,
  costOfChange: bigint,
) {
  const sorted = pool
    .filter((p) => p.effective > 0n)
    .sort((a, b) => (b.effective > a.effective ? 1 : b.effective < a.effective ? -1 : 0));
  const remainingAfter: bigint[] = new Array(sorted.length + 1).fill(0n);
  for (let i = sorted.length - 1; i >= 0; i--)
    remainingAfter[i] = (remainingAfter[i + 1] as bigint) + (sorted[i] as { effective: bigint }).effective;
  let best: number[] | undefined;
  let bestExcess = costOfChange + 1n;
  const chosen: number[] = [];
  let tries = 0;
  const search = (depth: number, total: bigint): void => {
    if (++tries > BNB_MAX_TRIES || bestExcess === 0n) return;
    if (total > target + costOfChange) return;
    if (total >= target) {
      const excess = total - target;
      if (excess < bestExcess) {
        bestExcess = excess;
        best = [...chosen];
      }
      return;
    }
    if (depth >= sorted.length || total + (remainingAfter[depth] as bigint) < target) return;
    chosen.push(depth);
    search(depth + 1, total + (sorted[depth] as { effective: bigint }).effective);
    chosen.pop();
    search(depth + 1, total);
  };
  search(0, 0n);
  return best?.map((i) => (sorted[i] as { utxo: U }).utxo);
}

/**
 * Chooses inputs for a payment: branch and bound for a changeless spend, else largest first with
 * a change output when the change clears the dust limit (otherwise it is folded into the fee).
 * Inscription- and rune-bearing UTXOs are never used. Throws INSUFFICIENT_FUNDS when short.
 */
export function selectCoins<U extends Utxo>(request: SelectionRequest<U>): Selection<U> {
  const { amount, recipientTypes, changeType, feeRate } = request;
  if (!(Number.isFinite(feeRate) && feeRate > 0)) {
    throw new SatchelError(ErrorCode.INVALID_PARAMS, 'The fee rate must be a positive number of sat/vB.');
  }
  const required = request.requiredInputs ?? [];
  if (amount < 0n || (amount === 0n && required.length === 0)) {
    throw new SatchelError(ErrorCode.INVALID_AMOUNT, 'The amount must be more than zero.');
  }
  const pool = spendable(request.utxos);
  const outputsWeight =
    recipientTypes.reduce((w, t) => w + outputTypeWeight(t), 0) + (request.extraOutputWeight ?? 0);
  const extraOutputs = request.extraOutputWeight ? 1 : 0;
  const requiredWeight = required.reduce((w, u) => w + INPUT_WEIGHT[u.type], 0);
  const changeWeight = outputTypeWeight(changeType);
  const weightOf = (inputs: readonly U[], withChange: boolean) => {
    const outputs = recipientTypes.length + extraOutputs + (withChange ? 1 : 0);
    const hasWitness = [...required, ...inputs].some((u) => u.type !== 'p2pkh');
    return (
      overheadWeight(required.length + inputs.length, outputs, hasWitness) +
      requiredWeight +
      inputs.reduce((w, u) => w + INPUT_WEIGHT[u.type], 0) +
      outputsWeight +
      (withChange ? changeWeight : 0)
    );
  };
  const result = (inputs: U[], withChange: boolean, algorithm: Selection['algorithm']): Selection<U> => {
    const weight = weightOf(inputs, withChange);
    const total = inputs.reduce((sum, u) => sum + u.value, 0n);
    const fee = withChange ? feeFor(weight, feeRate) : total - amount;
    return {
      inputs,
      change: withChange ? total - amount - fee : 0n,
      fee,
      vsize: Math.ceil(weight / 4),
      algorithm,
    };
  };

  // Branch and bound on effective values (value minus the fee to spend it), with the fixed
  // part of the transaction in the target. The fixed part uses the segwit overhead: over by at
  // most half a vbyte for all-legacy sets, which only raises the fee a little.
  const fixedFee = feeFor(
    overheadWeight(required.length + 1, recipientTypes.length + extraOutputs, true) +
      requiredWeight +
      outputsWeight,
    feeRate,
  );
  const costOfChange = feeFor(changeWeight, feeRate) + feeFor(INPUT_WEIGHT.p2wpkh, feeRate);
  const effective = pool.map((utxo) => ({
    utxo,
    effective: utxo.value - feeFor(INPUT_WEIGHT[utxo.type], feeRate),
  }));
  const exact = branchAndBound(effective, amount + fixedFee, costOfChange);
  if (exact) {
    const noChangeFee = feeFor(weightOf(exact, false), feeRate);
    const total = exact.reduce((sum, u) => sum + u.value, 0n);
    if (total - amount >= noChangeFee) return result(exact, false, 'branch-and-bound');
  }

  // Largest first: add coins until the payment and its fee are covered.
  const sorted = [...pool].sort((a, b) => (b.value > a.value ? 1 : b.value < a.value ? -1 : 0));
  const chosen: U[] = [];
  let total = 0n;
  for (const utxo of sorted) {
    chosen.push(utxo);
    total += utxo.value;
    const noChangeFee = feeFor(weightOf(chosen, false), feeRate);
    if (total < amount + noChangeFee) continue;
    const withChangeFee = feeFor(weightOf(chosen, true), feeRate);
    const change = total - amount - withChangeFee;
    return result(chosen, change >= dustThreshold(changeType), 'largest-first');
  }
  const available = pool.reduce((sum, u) => sum + u.value, 0n);
  throw new SatchelError(ErrorCode.INSUFFICIENT_FUNDS, 'Not enough funds to send this amount plus the fee.', {
    details: `Spendable ${available} sats; needed ${amount} sats plus at least ${feeFor(weightOf(sorted, false), feeRate)} sats of fee.`,
  });
}
