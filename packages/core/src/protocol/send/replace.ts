import { hex } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import { ErrorCode, SatchelError } from '../../primitives/errors';
import { encodeBase64 } from '../message/encoding';
import { decodePsbtText } from '../psbt/decode';
import type { OutputType } from '../psbt/scripts';
import { type FundingUtxo, inputFields } from './build';
import { dustThreshold } from './dust';
import { feeForRate } from './fee';
import { INPUT_WEIGHT, outputWeight, overheadWeight } from './size';

/**
 * Bitcoin Core's DEFAULT_INCREMENTAL_RELAY_FEE (sat/vB): BIP-125 rule 4 wants a replacement to
 * pay for its own relay at this rate on top of what it replaces. Core 29.1 lowered it, with the
 * min relay fee, to 100 sat/kvB (bitcoin/bitcoin#33106), so a 0.2 sat/vB send can be sped up to
 * 0.3 sat/vB rather than to 1.2.
 */
export const INCREMENTAL_RELAY_FEE_RATE = 0.1;

/** An unconfirmed transaction of the payment address, as the explorer reports it. */
export interface OriginalTransaction {
  txid: string;
  /** Every input, in order, as a coin of the payment address. */
  inputs: readonly FundingUtxo[];
  /** `address` as the explorer names it, for the review. */
  outputs: readonly { script: Uint8Array; amount: bigint; address?: string | undefined }[];
  fee: bigint;
  vsize: number;
}

/** What a replacement needs besides the original: where change goes and the rate wanted. */
export interface ReplacementTarget {
  original: OriginalTransaction;
  /** The payment address's output script and type: change, or everything when cancelling. */
  changeScript: Uint8Array;
  changeType: OutputType;
  /** Target rate (sat/vB); the replacement pays at least BIP-125's minimum whatever it is. */
  feeRate: number;
}

export interface BuiltReplacement {
  psbtBase64: string;
  inputs: FundingUtxo[];
  outputs: { script: Uint8Array; amount: bigint }[];
  fee: bigint;
  /** Estimated once signed (worst-case signatures), so the real rate is never below `fee / vsize`. */
  vsize: number;
}

/**
 * The least a replacement of `vsize` vbytes may pay under BIP-125: rule 3 (no less than the
 * original's fee) with rule 4 (plus the incremental relay fee for its own size), and Bitcoin
 * Core's rule that its rate beat the original's (policy/rbf.cpp compares sat/kvB, rounded down).
 */
export function minimumReplacementFee(original: { fee: bigint; vsize: number }, vsize: number): bigint {
  const byRelay = original.fee + feeForRate(INCREMENTAL_RELAY_FEE_RATE, vsize);
  const oldRatePerKvb = (original.fee * 1000n) / BigInt(original.vsize);
  const byRate = ((oldRatePerKvb + 1n) * BigInt(vsize) + 999n) / 1000n;
  return byRelay > byRate ? byRelay : byRate;
}

function vsizeOf(inputs: readonly FundingUtxo[], scripts: readonly Uint8Array[]): number {
  const hasWitness = inputs.some((input) => input.type !== 'p2pkh');
  const weight =
    overheadWeight(inputs.length, scripts.length, hasWitness) +
    inputs.reduce((w, input) => w + INPUT_WEIGHT[input.type], 0) +
    scripts.reduce((w, script) => w + outputWeight(script.length), 0);
  return Math.ceil(weight / 4);
}

function feeFor(target: ReplacementTarget, vsize: number): bigint {
  const wanted = feeForRate(target.feeRate, vsize);
  const least = minimumReplacementFee(target.original, vsize);
  return wanted > least ? wanted : least;
}

function build(
  inputs: FundingUtxo[],
  outputs: { script: Uint8Array; amount: bigint }[],
  fee: bigint,
): BuiltReplacement {
  const tx = new Transaction({ allowLegacyWitnessUtxo: true });
  // inputFields sets the BIP-125 signalling sequence, so a replacement can be replaced again.
  for (const input of inputs) tx.addInput(inputFields(input));
  for (const output of outputs) tx.addOutput(output);
  return {
    psbtBase64: encodeBase64(tx.toPSBT()),
    inputs,
    outputs,
    fee,
    vsize: vsizeOf(
      inputs,
      outputs.map((o) => o.script),
    ),
  };
}

function checkRate(feeRate: number): void {
  if (!(Number.isFinite(feeRate) && feeRate > 0)) {
    throw new SatchelError(ErrorCode.INVALID_PARAMS, 'The fee rate must be a positive number of sat/vB.');
  }
}

/**
 * The change output of a transaction built by `buildSendPsbt`: the last output, when it pays the
 * payment address and is not the only output (a send always pays someone first). -1 when none.
 */
export function changeIndexOf(outputs: readonly { script: Uint8Array }[], changeScript: Uint8Array): number {
  const last = outputs.length - 1;
  const output = outputs[last];
  if (last < 1 || !output) return -1;
  return hex.encode(output.script) === hex.encode(changeScript) ? last : -1;
}

/**
 * Speed up (BIP-125): the same inputs and the same payments, at a higher fee taken from the
 * change. When the change cannot cover it, coins from `extraCoins` (largest first) join the
 * inputs; a change too small to clear the dust limit goes to the fee, as in coin selection.
 * `extraCoins` must already exclude unconfirmed coins (BIP-125 rule 2) and coins carrying assets.
 * @throws SatchelError INSUFFICIENT_FUNDS when even every extra coin cannot pay the fee.
 */
export function buildSpeedUp(
  target: ReplacementTarget,
  extraCoins: readonly FundingUtxo[],
): BuiltReplacement {
  checkRate(target.feeRate);
  const { original, changeScript, changeType } = target;
  const changeIndex = changeIndexOf(original.outputs, changeScript);
  const payments = original.outputs.filter((_, i) => i !== changeIndex);
  const sent = payments.reduce((sum, o) => sum + o.amount, 0n);
  const paymentScripts = payments.map((o) => o.script);
  // The change stays where it was; a transaction that had none gets it last.
  const withChange = (amount: bigint) => {
    const outputs = payments.map((o) => ({ script: o.script, amount: o.amount }));
    outputs.splice(changeIndex === -1 ? outputs.length : changeIndex, 0, { script: changeScript, amount });
    return outputs;
  };
  const extras = [...extraCoins].sort((a, b) => (b.value > a.value ? 1 : b.value < a.value ? -1 : 0));
  for (let added = 0; added <= extras.length; added++) {
    const inputs = [...original.inputs, ...extras.slice(0, added)];
    const total = inputs.reduce((sum, input) => sum + input.value, 0n);
    const feeWithChange = feeFor(target, vsizeOf(inputs, [...paymentScripts, changeScript]));
    const change = total - sent - feeWithChange;
    if (change >= dustThreshold(changeType)) return build(inputs, withChange(change), feeWithChange);
    const feeWithout = feeFor(target, vsizeOf(inputs, paymentScripts));
    if (total - sent >= feeWithout) {
      return build(
        inputs,
        payments.map((o) => ({ script: o.script, amount: o.amount })),
        total - sent,
      );
    }
  }
  throw new SatchelError(ErrorCode.INSUFFICIENT_FUNDS, 'Not enough funds to pay the higher fee.', {
    details: `The replacement needs at least ${feeFor(target, vsizeOf(original.inputs, paymentScripts))} sats of fee.`,
  });
}

/**
 * Cancel (BIP-125): the original's inputs, all of their value back to the payment address in one
 * output, less a fee above the original's. Nothing else is spent.
 * @throws SatchelError INSUFFICIENT_FUNDS when what is left after the fee would be dust.
 */
export function buildCancel(target: ReplacementTarget): BuiltReplacement {
  checkRate(target.feeRate);
  const inputs = [...target.original.inputs];
  const total = inputs.reduce((sum, input) => sum + input.value, 0n);
  const fee = feeFor(target, vsizeOf(inputs, [target.changeScript]));
  const back = total - fee;
  if (back < dustThreshold(target.changeType)) {
    throw new SatchelError(
      ErrorCode.INSUFFICIENT_FUNDS,
      'Cancelling would leave less than the dust limit after the fee.',
      { details: `Inputs ${total} sats; fee ${fee} sats.` },
    );
  }
  return build(inputs, [{ script: target.changeScript, amount: back }], fee);
}

/**
 * The outpoints (`txid:vout`) a PSBT's transaction spends: what a later replacement must spend
 * at least one of (BIP-125), so they identify it once the transaction itself is gone.
 * @throws SatchelError INVALID_PSBT when the text is not a PSBT.
 */
export function spentOutpoints(psbtText: string): string[] {
  const { bytes } = decodePsbtText(psbtText);
  let tx: Transaction;
  try {
    tx = Transaction.fromPSBT(bytes, {
      allowLegacyWitnessUtxo: true,
      allowUnknownOutputs: true,
      allowUnknownInputs: true,
    });
  } catch (cause) {
    throw new SatchelError(ErrorCode.INVALID_PSBT, 'The PSBT could not be read.', {
      details: String(cause),
      cause,
    });
  }
  return Array.from({ length: tx.inputsLength }, (_, i) => {
    const input = tx.getInput(i);
    return `${input.txid ? hex.encode(input.txid) : ''}:${input.index ?? 0}`;
  });
}
