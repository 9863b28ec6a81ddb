import { base64, hex } from '@scure/base';
import { ErrorCode, SatchelError } from '../errors';
import { PsbtFormatError } from './byte-reader';
import { PSBT_MAGIC_HEX } from './keys';
import { type DecodedPsbt, readPsbt } from './reader';

export type PsbtTextEncoding = 'base64' | 'hex';

export interface DecodedPsbtText {
  encoding: PsbtTextEncoding;
  bytes: Uint8Array;
  /** The same PSBT as canonical base64, what wallets' signPsbt expects. */
  base64: string;
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
    const canonical = base64.encode(bytes);
    remember(canonical, parseBytes(bytes));
    return { encoding: 'hex', bytes, base64: canonical };
  }
  const bytes = base64Bytes(clean, 'The PSBT is neither valid base64 nor hex.');
  remember(clean, parseBytes(bytes));
  return { encoding: 'base64', bytes, base64: clean };
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
 * Validation and the inspector read the same PSBT back to back; decoding once and keeping the last
 * few results (keyed by the exact base64 text) halves the work. Every caller gets its own copy, so a
 * caller that changes what it got (a field, an array, a byte of a script) cannot change what the
 * next caller reads. Copying is a walk over plain objects, arrays and byte arrays: far cheaper than
 * the decode it saves (no varint parsing, no txid hashing or hex encoding).
 */
const CACHE_SIZE = 4;
const cache = new Map<string, DecodedPsbt>();

/**
 * Keeps a decode for `decodePsbt` of the same base64 text. Text read by `decodePsbtText` is parsed
 * to be checked anyway, and is most often decoded next.
 */
function remember(psbtBase64: string, decoded: DecodedPsbt): void {
  if (cache.size >= CACHE_SIZE && !cache.has(psbtBase64)) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(psbtBase64, decoded);
}

/** Forgets cached decodes (benchmarks measure cold decodes). */
export function clearPsbtDecodeCache(): void {
  cache.clear();
}

/** A deep copy of the reader's output: plain objects, arrays, Uint8Arrays and primitives only. */
function copyOf<T>(value: T): T {
  if (value instanceof Uint8Array) return value.slice() as T;
  if (Array.isArray(value)) return value.map(copyOf) as T;
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) copy[key] = copyOf(field);
    return copy as T;
  }
  return value;
}

/** Decodes a base64 PSBT (cached); throws a SatchelError INVALID_PSBT naming what is wrong. */
export function decodePsbt(psbtBase64: string): DecodedPsbt {
  if (typeof psbtBase64 !== 'string') throw invalid('The PSBT must be a base64 string.');
  const hit = cache.get(psbtBase64);
  if (hit) return copyOf(hit);
  const decoded = parseBytes(base64Bytes(psbtBase64.replace(/\s+/g, ''), 'The PSBT is not valid base64.'));
  remember(psbtBase64, decoded);
  return copyOf(decoded);
}
