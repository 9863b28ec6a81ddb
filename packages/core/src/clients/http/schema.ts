import { SatchelError } from '../../primitives/errors';
import { MAX_SATS } from '../../primitives/units';
import { parseJsonExact } from './json';
import { type ServiceInfo, serviceError } from './service';

/**
 * Small readers that check an answer's shape field by field. Each takes the value and its path in
 * the answer (for the error's details) and returns the value in core's types, or throws a
 * ShapeError that `decodeAnswer` turns into the service's SatchelError.
 */
export class ShapeError extends Error {
  override readonly name = 'ShapeError';
  constructor(
    readonly path: string,
    readonly expected: string,
  ) {
    super(`${path || 'answer'}: expected ${expected}`);
  }
}

type Reader<T> = (value: unknown, path: string) => T;

/** `path.key` or `path[index]`. */
export function at(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path ? `${path}.${key}` : key;
}

export function record(value: unknown, path: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new ShapeError(path, 'an object');
  return value as Record<string, unknown>;
}

export function list<T>(value: unknown, path: string, read: Reader<T>, maxItems = 100_000): T[] {
  if (!Array.isArray(value)) throw new ShapeError(path, 'a list');
  if (value.length > maxItems) throw new ShapeError(path, `at most ${maxItems} items`);
  return value.map((item, index) => read(item, at(path, index)));
}

/** `null` and a missing field both read as undefined (electrs omits, ord writes null). */
export function optional<T>(value: unknown, path: string, read: Reader<T>): T | undefined {
  return value === undefined || value === null ? undefined : read(value, path);
}

export function bool(value: unknown, path: string): boolean {
  if (typeof value !== 'boolean') throw new ShapeError(path, 'true or false');
  return value;
}

interface TextRule {
  min?: number;
  max?: number;
  pattern?: RegExp;
  /** Words for the error when the pattern does not match. */
  describe?: string;
}

export function text(value: unknown, path: string, rule: TextRule = {}): string {
  const { min = 0, max = 10_000, pattern, describe } = rule;
  if (typeof value !== 'string') throw new ShapeError(path, describe ?? 'text');
  if (value.length < min || value.length > max) {
    throw new ShapeError(path, `${describe ?? 'text'} of ${min}–${max} characters`);
  }
  if (pattern && !pattern.test(value)) throw new ShapeError(path, describe ?? `text matching ${pattern}`);
  return value;
}

export function integer(value: unknown, path: string, range: { min?: number; max?: number } = {}): number {
  const { min = 0, max = Number.MAX_SAFE_INTEGER } = range;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new ShapeError(path, `a whole number from ${min} to ${max}`);
  }
  return value;
}

/** A finite JSON number (fee rates are fractional). */
export function finite(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new ShapeError(path, 'a number');
  return value;
}

/** An amount of satoshis: a whole number from 0 to the 21,000,000 BTC supply. */
export function sats(value: unknown, path: string): bigint {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0 || BigInt(value) > MAX_SATS) {
    throw new ShapeError(path, 'a whole number of satoshis from 0 to 2100000000000000');
  }
  return BigInt(value);
}

/**
 * A non-negative integer up to `max`, given as a JSON number or as a digit string (how
 * `parseJsonExact` hands over integers beyond 2^53 − 1, and how ord writes some amounts).
 */
export function bigUint(value: unknown, path: string, max: bigint): bigint {
  let n: bigint | undefined;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) n = BigInt(value);
  else if (typeof value === 'string' && /^\d{1,80}$/.test(value)) n = BigInt(value);
  if (n === undefined || n > max) throw new ShapeError(path, `a whole number from 0 to ${max}`);
  return n;
}

const TXID = /^[0-9a-f]{64}$/i;

/** A transaction id: 64 hexadecimal characters, returned in lower case. */
export function txid(value: unknown, path: string): string {
  return text(value, path, {
    pattern: TXID,
    describe: 'a transaction id (64 hexadecimal characters)',
  }).toLowerCase();
}

/** Hexadecimal bytes (possibly none). */
export function hex(value: unknown, path: string): string {
  return text(value, path, { max: 8_000_000, pattern: /^(?:[0-9a-f]{2})*$/i, describe: 'hexadecimal bytes' });
}

const U32_MAX = 0xffff_ffff;

/** `txid:vout`, the outpoint form ord and the explorers print. */
export function outpoint(value: unknown, path: string): string {
  const raw = text(value, path, {
    max: 75,
    pattern: /^[0-9a-f]{64}:\d{1,10}$/i,
    describe: 'an outpoint (txid:vout)',
  });
  const [id = '', vout = ''] = raw.split(':');
  if (Number(vout) > U32_MAX) throw new ShapeError(path, 'an output index below 2^32');
  return `${id.toLowerCase()}:${Number(vout)}`;
}

export { INSCRIPTION_ID } from '../../primitives/inscription-id';

import { INSCRIPTION_ID } from '../../primitives/inscription-id';

/** `<reveal txid>i<index>` (ord docs, "Inscriptions": inscription ids). */
export function inscriptionId(value: unknown, path: string): string {
  return text(value, path, {
    max: 75,
    pattern: INSCRIPTION_ID,
    describe: 'an inscription id (<txid>i<index>)',
  });
}

/**
 * Parses an answer's text (big integers kept exact) and reads it with `read`. Text that is not
 * JSON becomes `<Service> sent an unreadable answer.`; JSON of another shape becomes
 * `<Service> sent an unreadable <what>.`, with the offending path in the details.
 */
export function decodeAnswer<T>(
  service: ServiceInfo,
  what: string,
  body: string,
  read: (data: unknown) => T,
): T {
  let data: unknown;
  try {
    data = parseJsonExact(body);
  } catch (cause) {
    throw unreadable(service, 'answer', `not JSON: ${body.slice(0, 200)}`, cause);
  }
  return readAnswer(service, what, data, read);
}

/** `decodeAnswer` for a value that is already parsed. */
export function readAnswer<T>(
  service: ServiceInfo,
  what: string,
  data: unknown,
  read: (data: unknown) => T,
): T {
  try {
    return read(data);
  } catch (cause) {
    if (cause instanceof SatchelError) throw cause;
    if (cause instanceof ShapeError) throw unreadable(service, what, cause.message, cause);
    throw unreadable(service, what, String(cause), cause);
  }
}

function unreadable(service: ServiceInfo, what: string, details: string, cause: unknown): SatchelError {
  return serviceError(service, `${service.name} sent an unreadable ${what}.`, { details, cause });
}
