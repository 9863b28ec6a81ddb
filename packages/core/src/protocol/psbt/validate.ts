import { ErrorCode, SatchelError } from '../../primitives/errors';
import { type BitcoinNetwork, isAddressForNetwork } from '../../primitives/networks';
import { decodePsbt } from './decode';
import { assertDistinctInputs } from './duplicate-inputs';
import { allInputFacts, type InputFacts } from './inputs';
import type { DecodedPsbt, PsbtInputData } from './reader';
import { addressToScript, bytesEqual } from './scripts';
import { describeSighash, isKnownSighash, singleWithoutOutput, singleWithoutOutputMessage } from './sighash';
import { checkSignerInput } from './signer-checks';
import { checkTaprootLimits } from './taproot-checks';

/** Which inputs an address is asked to sign. */
export interface PsbtSigningRequest {
  address: string;
  signingIndexes: number[];
  disableAddressValidation?: boolean;
}

export interface ValidatePsbtRequest {
  unsignedPsbtBase64: string;
  /** The same PSBT as the flow already decoded it, so it is not decoded again. */
  decoded?: DecodedPsbt;
  allowedSighash?: number[];
  signature: PsbtSigningRequest[];
}

export interface PsbtContext {
  network: BitcoinNetwork;
}

export interface ValidatedPsbt {
  psbt: DecodedPsbt;
  inputs: InputFacts[];
}

/** What a refused sign-PSBT request says, word for word: tests assert these texts verbatim. */
export const PsbtMessages = {
  emptyAllowedSighash: 'allowedSighash cannot be an empty array',
  addressNotProvided: 'validatePsbt - address not provided',
  inputNotFound: 'requested input not found',
  addressMismatch: 'address mismatch with index',
} as const;

function refuse(message: string, details?: string): SatchelError {
  return new SatchelError(ErrorCode.PSBT_VALIDATION, message, { details });
}

/**
 * A request value for an error text. `String()` throws on objects without a prototype
 * (`Object.create(null)`), so only primitives are printed (text quoted, so `"false"` reads as text);
 * anything else is named by its kind.
 */
function shown(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object' || typeof value === 'function') return `a value of type ${typeof value}`;
  if (typeof value === 'symbol') return 'a symbol';
  if (typeof value === 'string') return JSON.stringify(value.slice(0, 100));
  return String(value);
}

function checkAllowedSighash(allowed: unknown): number[] | undefined {
  if (allowed === undefined || allowed === null) return undefined;
  if (!Array.isArray(allowed)) throw refuse('allowedSighash must be a list of sighash types');
  if (allowed.length === 0) throw refuse(PsbtMessages.emptyAllowedSighash);
  for (const value of allowed) {
    if (!Number.isInteger(value) || !isKnownSighash(value, true)) {
      throw refuse(`allowedSighash contains an unknown sighash type: ${shown(value)}`);
    }
  }
  return allowed;
}

function checkSighash(
  index: number,
  facts: InputFacts,
  allowed: number[] | undefined,
  outputCount: number,
): void {
  const { sighash, taproot } = facts;
  if (!isKnownSighash(sighash, taproot)) {
    throw refuse(`Input ${index} has an invalid sighash type ${describeSighash(sighash)}`);
  }
  // Refused whatever the allowed list says: with no output at the input's index, BIP-143 hashes
  // zeros in place of the outputs (with ANYONECANPAY the signature then fits any spend of the
  // coin) and BIP-341 makes the signature invalid.
  if (singleWithoutOutput(sighash, index, outputCount)) throw refuse(singleWithoutOutputMessage(index));
  // Without a list, only what the wallet would use by default is allowed; taproot ALL
  // commits to the same data as DEFAULT (BIP-341), so it is accepted too.
  const permitted = allowed ?? (taproot ? [0x00, 0x01] : [0x01]);
  if (!permitted.includes(sighash)) {
    throw refuse(
      `Input ${index} uses sighash ${describeSighash(sighash)}, which is not in allowedSighash`,
      `Allowed: ${permitted.map(describeSighash).join(', ')}`,
    );
  }
}

function checkAddress(
  request: PsbtSigningRequest,
  index: number,
  facts: InputFacts,
  network: BitcoinNetwork,
): void {
  const script = addressToScript(request.address);
  if (!script || !isAddressForNetwork(request.address, network)) {
    throw refuse(PsbtMessages.addressMismatch, `${request.address} is not a valid ${network} address.`);
  }
  if (!facts.prevOut) {
    throw refuse(
      PsbtMessages.addressMismatch,
      `Input ${index} has no witnessUtxo or nonWitnessUtxo to compare.`,
    );
  }
  if (!bytesEqual(facts.prevOut.script, script)) {
    throw refuse(PsbtMessages.addressMismatch, `Input ${index} is not spendable by ${request.address}.`);
  }
}

/**
 * Checks a sign-PSBT request before any wallet sees it. Throws a SatchelError
 * (PSBT_VALIDATION with the exact `PsbtMessages` text, or INVALID_PSBT for an unreadable PSBT); returns the
 * decoded PSBT so the inspector can reuse it.
 */
export function validatePsbt(request: ValidatePsbtRequest, context: PsbtContext): ValidatedPsbt {
  if (!request || typeof request !== 'object') throw refuse('The sign-PSBT request is missing');
  const allowed = checkAllowedSighash(request.allowedSighash);
  const psbt = request.decoded ?? decodePsbt(request.unsignedPsbtBase64);
  assertDistinctInputs(psbt.inputs);
  const inputs = allInputFacts(psbt.inputs);
  checkTaprootLimits(psbt, new Set(inputs.flatMap((facts, index) => (facts.taproot ? [index] : []))));
  if (!Array.isArray(request.signature))
    throw refuse('signature must be a list of {address, signingIndexes}');
  for (const entry of request.signature) {
    if (!entry || typeof entry.address !== 'string' || entry.address.trim() === '') {
      throw refuse(PsbtMessages.addressNotProvided);
    }
    if (!Array.isArray(entry.signingIndexes))
      throw refuse(PsbtMessages.inputNotFound, 'signingIndexes is not a list.');
    // Only the boolean `true` turns the address check off: `"false"`, `1` or `{}` would be truthy.
    const flag: unknown = entry.disableAddressValidation;
    if (flag !== undefined && typeof flag !== 'boolean') {
      throw refuse(`disableAddressValidation must be true or false, not ${shown(flag)}`);
    }
    const skipAddressCheck = flag === true;
    for (const index of entry.signingIndexes) {
      const facts = Number.isInteger(index) && index >= 0 ? inputs[index] : undefined;
      if (!facts) throw refuse(PsbtMessages.inputNotFound, `Input ${shown(index)} does not exist.`);
      checkSighash(index, facts, allowed, psbt.outputs.length);
      checkSignerInput(index, psbt.inputs[index] as PsbtInputData, facts);
      if (!skipAddressCheck) checkAddress(entry, index, facts, context.network);
    }
  }
  return { psbt, inputs };
}
