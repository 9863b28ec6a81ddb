import { hex } from '@scure/base';
import { Script } from '@scure/btc-signer';
import type { BitcoinNetwork } from '../../primitives/networks';
import { assessFee, type FeeWarning } from '../fee-guard';
import { compactSizeLength, INPUT_WEIGHT, outputWeight, overheadWeight } from '../send/size';
import { decodedOf, type PsbtSource } from './decode';
import { assertDistinctInputs } from './duplicate-inputs';
import { type AmountProof, allInputFacts, type InputFacts, type InputType } from './inputs';
import type { PsbtInputData } from './reader';
import { type ScriptKind, scriptKind, scriptToAddress } from './scripts';
import {
  describeSighash,
  sighashLetsOthers,
  singleWithoutOutput,
  singleWithoutOutputMessage,
} from './sighash';

export interface SummarizePsbtContext {
  network: BitcoinNetwork;
  /** Addresses of the connected wallet: inputs paid from them are "owned". */
  ownedAddresses?: string[];
  /** Outputs to these are change; without this list, outputs back to an owned address are. */
  changeAddresses?: string[];
  /** The fastest fee estimate (sat/vB), for the fee guard's rate ceiling. */
  fastestRate?: number | undefined;
}

/**
 * `amount-unverified`: a segwit v0 input without its previous transaction (the fee is shown, but
 * rests on amounts only the signatures commit to); `amount-unproven`: an input that is or may be
 * legacy without its previous transaction (the fee is unknown); the others come from the fee guard.
 */
export type PsbtSummaryFlag = 'amount-unverified' | 'amount-unproven' | FeeWarning;

export interface PsbtInputSummary {
  index: number;
  outpoint: string;
  txid: string;
  vout: number;
  address: string | undefined;
  /** The amount as the PSBT states it; amountProof says whether it can be trusted. */
  value: bigint | undefined;
  type: InputType;
  sighash: number;
  sighashName: string;
  /**
   * What a signature with this sighash leaves others free to change, in plain words (a NONE,
   * SINGLE or ANYONECANPAY sighash); undefined for DEFAULT and ALL, which sign everything.
   */
  sighashLets: string | undefined;
  owned: boolean;
  signed: boolean;
  finalized: boolean;
  hasUtxo: boolean;
  /** How the input's value is known (see AmountProof). */
  amountProof: AmountProof;
}

export interface PsbtOutputSummary {
  index: number;
  address: string | undefined;
  /** Hex of the data pushed by an OP_RETURN output. */
  opReturnData: string | undefined;
  script: string;
  type: ScriptKind;
  value: bigint;
  change: boolean;
}

export interface PsbtSummary {
  inputs: PsbtInputSummary[];
  outputs: PsbtOutputSummary[];
  /** Undefined while any input's value is unknown or unproven. */
  totalIn: bigint | undefined;
  totalOut: bigint;
  /** Never computed from an unproven amount: undefined then. */
  fee: bigint | undefined;
  /** Estimated virtual size once every input is signed (exact for finalized inputs). */
  vsize: number;
  feeRate: number | undefined;
  /** Value leaving the wallet: outputs that are not change. */
  amountSent: bigint;
  /** The fee guard flagged the fee (see feeWarnings). */
  absurdFee: boolean;
  feeWarnings: FeeWarning[];
  flags: PsbtSummaryFlag[];
  inputsMissingUtxo: number[];
  /** Segwit v0 inputs whose amounts come from witnessUtxo alone. */
  inputsAmountUnverified: number[];
  /** Inputs that are or may be legacy and whose amounts come from witnessUtxo alone. */
  inputsAmountUnproven: number[];
  warnings: string[];
}

function inputWeight(input: PsbtInputData, facts: InputFacts): number {
  const base = (36 + 4) * 4;
  if (input.finalScriptSig || input.finalScriptWitness) {
    const sig = input.finalScriptSig ?? new Uint8Array(0);
    let witness = 0;
    if (input.finalScriptWitness) {
      witness = compactSizeLength(input.finalScriptWitness.length);
      for (const item of input.finalScriptWitness) witness += compactSizeLength(item.length) + item.length;
    }
    return base + (compactSizeLength(sig.length) + sig.length) * 4 + witness;
  }
  const type = facts.type;
  if (type === 'p2pkh' || type === 'p2sh-p2wpkh' || type === 'p2wpkh' || type === 'p2tr')
    return INPUT_WEIGHT[type];
  // Script-path and multisig inputs cannot be sized before signing; count them like p2wpkh.
  return INPUT_WEIGHT.p2wpkh;
}

function opReturnData(script: Uint8Array): string | undefined {
  try {
    const chunks = Script.decode(script).slice(1);
    return chunks.map((chunk) => (chunk instanceof Uint8Array ? hex.encode(chunk) : '')).join('');
  } catch {
    return hex.encode(script.subarray(1));
  }
}

/**
 * The PSBT inspector: inputs, outputs, totals, fee and fee rate of a base64 PSBT, all amounts in
 * bigint sats. Takes the PSBT as base64 or as the flow's decoded form (decoded once, shared with
 * validatePsbt). Throws INVALID_PSBT for an unreadable PSBT, and
 * PSBT_VALIDATION for one whose inputs spend an outpoint twice (its totals would count it twice).
 */
export function summarizePsbt(source: PsbtSource, context: SummarizePsbtContext): PsbtSummary {
  const psbt = decodedOf(source);
  assertDistinctInputs(psbt.inputs);
  const facts = allInputFacts(psbt.inputs);
  const owned = new Set(context.ownedAddresses ?? []);
  const change = new Set(context.changeAddresses ?? context.ownedAddresses ?? []);
  const warnings: string[] = [];
  const inputsMissingUtxo: number[] = [];
  const inputsAmountUnverified: number[] = [];
  const inputsAmountUnproven: number[] = [];
  let totalIn: bigint | undefined = 0n;
  let weight = overheadWeight(psbt.inputs.length, psbt.outputs.length, false);
  let hasWitness = false;
  let finalizedWithoutWitness = 0;

  const inputs = psbt.inputs.map((input, index): PsbtInputSummary => {
    const fact = facts[index] as InputFacts;
    const address = fact.prevOut ? scriptToAddress(fact.prevOut.script, context.network) : undefined;
    if (fact.amountProof === 'missing') inputsMissingUtxo.push(index);
    if (fact.amountProof === 'unverified') inputsAmountUnverified.push(index);
    if (fact.amountProof === 'unproven') inputsAmountUnproven.push(index);
    const provable = fact.prevOut !== undefined && fact.amountProof !== 'unproven';
    totalIn = provable && totalIn !== undefined ? totalIn + (fact.prevOut?.amount ?? 0n) : undefined;
    weight += inputWeight(input, fact);
    if (input.finalScriptWitness?.length || (fact.type !== 'p2pkh' && fact.type !== 'p2sh'))
      hasWitness = true;
    const finalized = Boolean(input.finalScriptSig || input.finalScriptWitness);
    if (finalized && !input.finalScriptWitness?.length) finalizedWithoutWitness++;
    return {
      index,
      outpoint: `${input.txid}:${input.vout}`,
      txid: input.txid,
      vout: input.vout,
      address,
      value: fact.prevOut?.amount,
      type: fact.type,
      sighash: fact.sighash,
      sighashName: describeSighash(fact.sighash),
      sighashLets: sighashLetsOthers(fact.sighash, index),
      owned: address !== undefined && owned.has(address),
      signed:
        finalized ||
        input.partialSigs.length > 0 ||
        Boolean(input.tapKeySig) ||
        input.tapScriptSigs.length > 0,
      finalized,
      hasUtxo: fact.prevOut !== undefined,
      amountProof: fact.amountProof,
    };
  });

  let totalOut = 0n;
  let amountSent = 0n;
  const outputs = psbt.outputs.map((output, index): PsbtOutputSummary => {
    const type = scriptKind(output.script);
    const address = scriptToAddress(output.script, context.network);
    const isChange = address !== undefined && change.has(address);
    totalOut += output.amount;
    if (!isChange) amountSent += output.amount;
    weight += outputWeight(output.script.length);
    return {
      index,
      address,
      opReturnData: type === 'op_return' ? opReturnData(output.script) : undefined,
      script: hex.encode(output.script),
      type,
      value: output.amount,
      change: isChange,
    };
  });

  // BIP-144: once any input has a witness, every input serializes one, an empty one being a single
  // 0x00 count byte (1 WU), counted here for finalized inputs so their size stays exact.
  if (hasWitness) weight += 2 + finalizedWithoutWitness;
  const vsize = Math.ceil(weight / 4);
  const fee = totalIn === undefined ? undefined : totalIn - totalOut;
  const feeRate = fee === undefined || vsize === 0 ? undefined : Number(fee) / vsize;
  if (inputsMissingUtxo.length > 0) {
    warnings.push(
      `Inputs ${inputsMissingUtxo.join(', ')} lack UTXO data, so their value and the fee are unknown.`,
    );
  }
  if (inputsAmountUnproven.length > 0) {
    warnings.push(
      `Inputs ${inputsAmountUnproven.join(', ')} lack their previous transaction (nonWitnessUtxo) and no signature commits to their amounts, so the fee is unknown.`,
    );
  }
  if (inputsAmountUnverified.length > 0) {
    warnings.push(
      `Inputs ${inputsAmountUnverified.join(', ')} lack their previous transaction (nonWitnessUtxo), so their amounts are unverified.`,
    );
  }
  for (const input of inputs) {
    if (!input.finalized && singleWithoutOutput(input.sighash, input.index, outputs.length)) {
      warnings.push(singleWithoutOutputMessage(input.index));
    }
  }
  if (fee !== undefined && fee < 0n) warnings.push('The outputs spend more than the inputs provide.');
  // The same rule as the send review (fee-guard): judged only when the fee is known and positive.
  const assessment =
    fee !== undefined && feeRate !== undefined && fee > 0n
      ? assessFee({ fee, amountSent, feeRate, fastestRate: context.fastestRate })
      : undefined;
  const feeWarnings = assessment?.warnings ?? [];
  if (feeWarnings.includes('fee-above-amount')) warnings.push('The fee is higher than the amount sent.');
  if (assessment && feeWarnings.includes('rate-above-ceiling')) {
    warnings.push(`The fee rate is absurdly high: above ${assessment.ceiling} sat/vB.`);
  }
  const flags: PsbtSummaryFlag[] = [
    ...(inputsAmountUnverified.length > 0 ? (['amount-unverified'] as const) : []),
    ...(inputsAmountUnproven.length > 0 ? (['amount-unproven'] as const) : []),
    ...feeWarnings,
  ];
  return {
    inputs,
    outputs,
    totalIn,
    totalOut,
    fee,
    vsize,
    feeRate,
    amountSent,
    absurdFee: feeWarnings.length > 0,
    feeWarnings,
    flags,
    inputsMissingUtxo,
    inputsAmountUnverified,
    inputsAmountUnproven,
    warnings,
  };
}
