import { hex } from '@scure/base';
import { Errors, isSatchelError } from '../../primitives/errors';
import { SighashCache, type SighashTx, type TxOutput } from '../tx/sighash-cache';
import { decodedOf, type PsbtSource } from './decode';
import { assertDistinctInputs, duplicateInput } from './duplicate-inputs';
import type { DecodedPsbt, PsbtInputData } from './reader';
import type { InputContext } from './signed/context';
import { judgeFinal } from './signed/final-forms';
import { judgePartial } from './signed/partial';
import { assertRequestFieldsKept, requestedPrevout } from './signed/request-fields';

interface SignedInputsCheck {
  /**
   * The PSBT the wallet was asked to sign (base64, or as the flow decoded it): the spent outputs and
   * sighash types it named.
   */
  requestedPsbt: PsbtSource;
  /** What the wallet handed back (base64, or decoded once by the caller's other checks). */
  returnedPsbt: PsbtSource;
  /** The inputs the request asked the wallet to sign. */
  indexes: readonly number[];
  /** The sighash types the request allowed; absent → each input's own, else its default. */
  allowedSighash?: readonly number[];
}

const SIGHASH_DEFAULT = 0x00;
const SIGHASH_ALL = 0x01;
/** A placeholder for a spent output the request does not describe; never hashed (see `allKnown`). */
const UNKNOWN: TxOutput = { value: 0n, script: new Uint8Array(0) };

function sighashTx(psbt: DecodedPsbt): SighashTx {
  return {
    version: psbt.txVersion,
    locktime: psbt.lockTime,
    inputs: psbt.inputs.map((input) => ({
      prevHash: hex.decode(input.txid).reverse(),
      vout: input.vout,
      sequence: input.sequence,
    })),
    outputs: psbt.outputs.map((o) => ({ value: o.amount, script: o.script })),
  };
}

/**
 * Which hash types count as signing what was asked: the requested input's PSBT_IN_SIGHASH_TYPE
 * (BIP-174: a signer must use it), else the request's allowed list, else the input's default
 * (`defaultSighash`). On taproot, ALL (0x01) and DEFAULT (0x00) sign the same data (BIP-341).
 */
function allowedFor(requested: PsbtInputData | undefined, allowedSighash: readonly number[] | undefined) {
  const named = requested?.sighashType;
  return (hashType: number, taproot: boolean): boolean => {
    const same = (wanted: number) =>
      wanted === hashType ||
      (taproot && (wanted === SIGHASH_ALL || wanted === SIGHASH_DEFAULT) && hashType <= SIGHASH_ALL);
    if (named !== undefined) return same(named);
    if (allowedSighash?.length) return allowedSighash.some(same);
    return same(taproot ? SIGHASH_DEFAULT : SIGHASH_ALL);
  };
}

/**
 * Every input the request named carries a signature that verifies for the output it
 * spends and the sighash type asked for: a PSBT_IN_PARTIAL_SIG (ECDSA), PSBT_IN_TAP_KEY_SIG or
 * PSBT_IN_TAP_SCRIPT_SIG (BIP-371), or a final scriptSig/witness holding one. A wallet that answers
 * "signed" with nothing signed (or signs another key, sighash or transaction) is caught here, before
 * anything is broadcast or offered for download.
 *
 * The answer is held to what a node would accept: final scripts in their exact template,
 * every signature verifying for a key the input's script names, strict DER and low S, and the
 * prevouts and scripts of the request, never ones the wallet changed (those are refused with
 * `Errors.walletChangedTransaction`).
 *
 * The BIP-143/BIP-341 shared hashes are computed once per transaction (`SighashCache`), so the cost
 * is one signature verification per input, not one transaction hash per input.
 * @throws SatchelError `The wallet returned the PSBT without signing input {i}.` for the first
 * failing input, or `The wallet returned a transaction that differs from the one you reviewed.`
 */
export function assertInputsSigned(check: SignedInputsCheck): void {
  const requested = decodedOf(check.requestedPsbt);
  let returned: DecodedPsbt;
  try {
    returned = decodedOf(check.returnedPsbt);
  } catch (cause) {
    const first = check.indexes.reduce((low, i) => Math.min(low, i), Number.POSITIVE_INFINITY);
    throw Errors.walletDidNotSign(Number.isFinite(first) ? first : 0, {
      details: isSatchelError(cause) ? cause.message : 'The returned PSBT could not be read.',
      cause,
    });
  }
  // A transaction that spends an output twice is refused by every node (bad-txns-inputs-duplicate).
  assertDistinctInputs(requested.inputs);
  const twice = duplicateInput(returned.inputs);
  if (twice) {
    throw Errors.walletChangedTransaction({
      details: `Inputs ${twice.earlier} and ${twice.index} both spend ${twice.outpoint} (bad-txns-inputs-duplicate).`,
    });
  }
  assertRequestFieldsKept(requested.inputs, returned.inputs);
  const prevouts = requested.inputs.map(requestedPrevout);
  const allKnown = prevouts.every((p) => p !== undefined);
  const cache = new SighashCache(
    sighashTx(requested),
    prevouts.map((p) => (p ? { value: p.amount, script: p.script } : UNKNOWN)),
  );
  for (const index of [...new Set(check.indexes)].sort((a, b) => a - b)) {
    // The signatures must be over the transaction the request named (`assertSameTransaction`
    // compares the rest).
    const input = index < requested.inputs.length ? returned.inputs[index] : undefined;
    const prevout = prevouts[index];
    if (!input || !prevout) {
      throw Errors.walletDidNotSign(index, {
        details: input ? 'The request does not name the output it spends.' : 'The PSBT has no such input.',
      });
    }
    const asked = requested.inputs[index] as PsbtInputData;
    const ctx: InputContext = {
      cache,
      index,
      prevout,
      input,
      requested: asked,
      allKnown,
      allowed: allowedFor(asked, check.allowedSighash),
    };
    const final = input.finalScriptSig !== undefined || input.finalScriptWitness !== undefined;
    const reason = final ? judgeFinal(ctx) : judgePartial(ctx);
    if (reason) throw Errors.walletDidNotSign(index, { details: reason });
  }
}
