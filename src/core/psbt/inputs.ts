import { SigHash } from '@scure/btc-signer';
import { ErrorCode, SatchelError } from '../errors';
import { PsbtFormatError } from './byte-reader';
import { type PrevOut, type PsbtInputData, prevOutOf } from './reader';
import { scriptKind } from './scripts';
import { isTaprootInput } from './sighash';

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

export interface InputFacts {
  prevOut: PrevOut | undefined;
  type: InputType;
  taproot: boolean;
  /** The sighash the input will be signed with: its PSBT_IN_SIGHASH_TYPE or the R6.3 default. */
  sighash: number;
}

function p2shInner(input: PsbtInputData): InputType {
  // The redeem script, or the shape of the final witness, tells what a p2sh output wraps.
  const redeem = input.redeemScript ?? input.finalScriptSig?.subarray(1);
  if (redeem && redeem.length === 22 && redeem[0] === 0x00 && redeem[1] === 0x14) return 'p2sh-p2wpkh';
  if (redeem && redeem.length === 34 && redeem[0] === 0x00 && redeem[1] === 0x20) return 'p2sh-p2wsh';
  const witness = input.finalScriptWitness;
  if (witness?.length === 2 && witness[1]?.length === 33) return 'p2sh-p2wpkh';
  return 'p2sh';
}

export function inputFacts(input: PsbtInputData): InputFacts {
  const prevOut = prevOutOf(input);
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
  const taproot = prevOut ? type === 'p2tr' : isTaprootInput(hints);
  // SPEC R6.3, as defaultSighash: DEFAULT for taproot, ALL otherwise.
  const sighash = input.sighashType ?? (taproot ? SigHash.DEFAULT : SigHash.ALL);
  return { prevOut, type, taproot, sighash };
}

const factsCache = new WeakMap<readonly PsbtInputData[], InputFacts[]>();

/**
 * inputFacts for every input, computed once per decoded PSBT (validation and the inspector share
 * it), turning reader errors into INVALID_PSBT SatchelErrors.
 */
export function allInputFacts(inputs: readonly PsbtInputData[]): InputFacts[] {
  const known = factsCache.get(inputs);
  if (known) return known;
  try {
    const facts = inputs.map(inputFacts);
    factsCache.set(inputs, facts);
    return facts;
  } catch (cause) {
    if (cause instanceof PsbtFormatError) {
      throw new SatchelError(ErrorCode.INVALID_PSBT, `Invalid PSBT: ${cause.message}.`, { cause });
    }
    throw cause;
  }
}
