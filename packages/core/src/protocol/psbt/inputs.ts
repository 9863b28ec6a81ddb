import { ErrorCode, SatchelError } from '../../primitives/errors';
import { MAX_SATS } from '../../primitives/units';
import { PsbtFormatError } from './byte-reader';
import { type PrevOut, type PsbtInputData, readNonWitnessUtxo } from './reader';
import { bytesEqual, scriptKind } from './scripts';
import { defaultSighash, isTaprootInput } from './sighash';

/** Input templates the inspector names; `p2sh` when a script hash hides something else. */
export type InputType =
  | 'p2pkh'
  | 'p2sh-p2wpkh'
  | 'p2sh-p2wsh'
  | 'p2sh'
  | 'p2wpkh'
  | 'p2wsh'
  | 'p2tr'
  | 'unknown';

/**
 * How far the amount an input spends can be trusted:
 * - `verified`: read from the full previous transaction (nonWitnessUtxo), which hashes to the
 *   input's prevout txid;
 * - `committed`: a taproot witnessUtxo: every BIP-341 signature commits to the amounts and scripts
 *   of all inputs, so a false amount only yields an invalid transaction;
 * - `unverified`: a segwit v0 witnessUtxo alone: the BIP-143 signature commits to this input's
 *   amount only, and a wallet asked twice with different amounts can be led to overpay the fee
 *   (the 2020 "segwit fee" attack), so the summary flags it `amount-unverified`;
 * - `unproven`: a witnessUtxo alone on an input that is, or may be, legacy: no signature commits to
 *   the amount, so no fee is computed from it;
 * - `missing`: no UTXO data at all.
 */
export type AmountProof = 'verified' | 'committed' | 'unverified' | 'unproven' | 'missing';

export interface InputFacts {
  prevOut: PrevOut | undefined;
  type: InputType;
  taproot: boolean;
  /** Definitely spends a non-segwit output (BIP-174 signers need its nonWitnessUtxo). */
  legacy: boolean;
  amountProof: AmountProof;
  /** The sighash the input will be signed with: its PSBT_IN_SIGHASH_TYPE or defaultSighash. */
  sighash: number;
}

/** BIP-141: a witness program is a version opcode (OP_0, OP_1…OP_16) and one 2–40-byte push. */
function isWitnessProgram(script: Uint8Array): boolean {
  const version = script[0] as number;
  return (
    script.length >= 4 &&
    script.length <= 42 &&
    (version === 0x00 || (version >= 0x51 && version <= 0x60)) &&
    script[1] === script.length - 2
  );
}

/** The script a p2sh input reveals: its redeem script, or the single push of its final scriptSig. */
function revealedRedeemScript(input: PsbtInputData): Uint8Array | undefined {
  if (input.redeemScript) return input.redeemScript;
  const sig = input.finalScriptSig;
  // A nested segwit scriptSig is exactly one push of the witness program (BIP-141).
  if (sig && sig.length >= 2 && sig[0] === sig.length - 1) return sig.subarray(1);
  return undefined;
}

function p2shInner(input: PsbtInputData): InputType {
  // The redeem script, or the shape of the final witness, tells what a p2sh output wraps.
  const redeem = revealedRedeemScript(input);
  if (redeem && redeem.length === 22 && redeem[0] === 0x00 && redeem[1] === 0x14) return 'p2sh-p2wpkh';
  if (redeem && redeem.length === 34 && redeem[0] === 0x00 && redeem[1] === 0x20) return 'p2sh-p2wsh';
  const witness = input.finalScriptWitness;
  if (witness?.length === 2 && witness[1]?.length === 33) return 'p2sh-p2wpkh';
  return 'p2sh';
}

/** Whether the input definitely spends a legacy (pre-segwit) output. */
function isLegacy(input: PsbtInputData, type: InputType, script: Uint8Array): boolean {
  if (type === 'p2pkh') return true;
  if (type === 'p2sh') {
    // Only a revealed non-witness redeem script, or a final scriptSig without witness, settles it.
    if (input.finalScriptWitness?.length) return false;
    const redeem = revealedRedeemScript(input);
    return redeem ? !isWitnessProgram(redeem) : input.finalScriptSig !== undefined;
  }
  return type === 'unknown' && !isWitnessProgram(script);
}

function refused(index: number, text: string): SatchelError {
  return new SatchelError(ErrorCode.INVALID_PSBT, `PSBT input ${index}: ${text}`);
}

/**
 * The output an input spends and how it is known. BIP-174: a nonWitnessUtxo must hash to the
 * input's prevout txid; when both UTXO fields are present they must describe the same output.
 */
function spentOutput(
  input: PsbtInputData,
  index: number,
): { prevOut: PrevOut | undefined; fromPreviousTx: boolean } {
  if (!input.nonWitnessUtxo) return { prevOut: input.witnessUtxo, fromPreviousTx: false };
  const previous = readNonWitnessUtxo(input.nonWitnessUtxo, input.vout);
  if (previous.txid !== input.txid) {
    throw refused(index, 'nonWitnessUtxo is not the transaction the input spends (different txid)');
  }
  const spent = previous.spent;
  if (!spent) throw refused(index, `nonWitnessUtxo has no output ${input.vout}`);
  if (spent.amount > MAX_SATS) throw refused(index, 'nonWitnessUtxo amount is above 21,000,000 BTC');
  const witness = input.witnessUtxo;
  if (witness && (witness.amount !== spent.amount || !bytesEqual(witness.script, spent.script))) {
    throw refused(index, 'witnessUtxo does not match nonWitnessUtxo');
  }
  return { prevOut: spent, fromPreviousTx: true };
}

function amountProof(
  prevOut: PrevOut | undefined,
  fromPreviousTx: boolean,
  taproot: boolean,
  type: InputType,
): AmountProof {
  if (!prevOut) return 'missing';
  if (fromPreviousTx) return 'verified';
  if (taproot) return 'committed';
  if (type === 'p2wpkh' || type === 'p2wsh' || type === 'p2sh-p2wpkh' || type === 'p2sh-p2wsh')
    return 'unverified';
  return 'unproven';
}

function inputFacts(input: PsbtInputData, index: number): InputFacts {
  const { prevOut, fromPreviousTx } = spentOutput(input, index);
  const kind = prevOut ? scriptKind(prevOut.script) : 'unknown';
  let type: InputType;
  if (kind === 'p2sh') type = p2shInner(input);
  else if (kind === 'op_return') type = 'unknown';
  else type = kind;
  const hints = {
    witnessUtxo: prevOut,
    tapInternalKey: input.tapInternalKey,
    tapKeySig: input.tapKeySig,
    tapControlBlocks: input.tapControlBlocks,
  };
  const taproot = isTaprootInput(hints);
  return {
    prevOut,
    type,
    taproot,
    legacy: prevOut !== undefined && isLegacy(input, type, prevOut.script),
    amountProof: amountProof(prevOut, fromPreviousTx, taproot, type),
    sighash: input.sighashType ?? defaultSighash(hints),
  };
}

const factsCache = new WeakMap<readonly PsbtInputData[], InputFacts[]>();

/**
 * inputFacts for every input, computed once per decoded PSBT (validation and the inspector share
 * it), turning reader errors into INVALID_PSBT SatchelErrors. Refuses inputs whose amounts add up
 * to more than the 21,000,000 BTC supply.
 */
export function allInputFacts(inputs: readonly PsbtInputData[]): InputFacts[] {
  const known = factsCache.get(inputs);
  if (known) return known;
  try {
    const facts = inputs.map(inputFacts);
    let total = 0n;
    for (const fact of facts) total += fact.prevOut?.amount ?? 0n;
    if (total > MAX_SATS) {
      throw new SatchelError(
        ErrorCode.INVALID_PSBT,
        "Invalid PSBT: the inputs' total amount is above 21,000,000 BTC.",
      );
    }
    factsCache.set(inputs, facts);
    return facts;
  } catch (cause) {
    if (cause instanceof PsbtFormatError) {
      throw new SatchelError(ErrorCode.INVALID_PSBT, `Invalid PSBT: ${cause.message}.`, { cause });
    }
    throw cause;
  }
}
