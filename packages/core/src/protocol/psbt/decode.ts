import { base64, hex } from '@scure/base';
import { ErrorCode, SatchelError } from '../../primitives/errors';
import { PsbtFormatError } from './byte-reader';
import { PSBT_MAGIC_HEX } from './keys';
import { type DecodedPsbt, readPsbt } from './reader';

export type PsbtTextEncoding = 'base64' | 'hex';

export interface DecodedPsbtText {
  encoding: PsbtTextEncoding;
  bytes: Uint8Array;
  /** The same PSBT as canonical base64, what wallets' signPsbt expects. */
  base64: string;
  /** Its decoded form, read once: the summary, validation and the signed-answer check take it. */
  psbt: DecodedPsbt;
}

function invalid(message: string, details?: string, cause?: unknown): SatchelError {
  return new SatchelError(ErrorCode.INVALID_PSBT, message, { details, cause });
}

function looksHex(text: string): boolean {
  return /^[0-9a-fA-F]+$/.test(text) && text.toLowerCase().startsWith(PSBT_MAGIC_HEX);
}

/** Text pasted by a person: base64 or hex, whitespace ignored. Reports which encoding it was. */
export function decodePsbtText(text: string): DecodedPsbtText {
  if (typeof text !== 'string') throw invalid('The PSBT must be text (base64 or hex).');
  const clean = text.replace(/\s+/g, '');
  if (clean === '') throw invalid('The PSBT is empty.');
  if (looksHex(clean)) {
    if (clean.length % 2 !== 0) throw invalid('The PSBT hex has an odd number of characters.');
    const bytes = hex.decode(clean.toLowerCase());
    return { encoding: 'hex', bytes, base64: base64.encode(bytes), psbt: parseBytes(bytes) };
  }
  const bytes = base64Bytes(clean, 'The PSBT is neither valid base64 nor hex.');
  return { encoding: 'base64', bytes, base64: clean, psbt: parseBytes(bytes) };
}

/** Base64 → bytes with the errors a person can act on (hex pasted where base64 belongs, typos). */
function base64Bytes(clean: string, notBase64: string): Uint8Array {
  if (clean === '') throw invalid('The PSBT is empty.');
  if (looksHex(clean)) {
    throw invalid(
      'The PSBT is hex-encoded; it must be base64.',
      'Convert it to base64, or paste it in the inspector, which accepts both.',
    );
  }
  try {
    return base64.decode(clean);
  } catch (cause) {
    throw invalid(notBase64, undefined, cause);
  }
}

function parseBytes(bytes: Uint8Array): DecodedPsbt {
  try {
    return readPsbt(bytes);
  } catch (cause) {
    const reason = cause instanceof PsbtFormatError ? cause.message : 'the data could not be parsed';
    throw invalid(`Invalid PSBT: ${reason}.`, undefined, cause);
  }
}

/**
 * Decodes a base64 PSBT; throws a SatchelError INVALID_PSBT naming what is wrong. A flow decodes
 * its PSBT once and hands the decoded form along (`decodePsbtText`'s `psbt`, `PsbtSource`).
 */
export function decodePsbt(psbtBase64: string): DecodedPsbt {
  if (typeof psbtBase64 !== 'string') throw invalid('The PSBT must be a base64 string.');
  return parseBytes(base64Bytes(psbtBase64.replace(/\s+/g, ''), 'The PSBT is not valid base64.'));
}

/** A PSBT as base64 text, or already decoded by the flow that holds it. */
export type PsbtSource = string | DecodedPsbt;

/** The decoded form of `source`: decoded here when it is text. */
export function decodedOf(source: PsbtSource): DecodedPsbt {
  return typeof source === 'string' ? decodePsbt(source) : source;
}
