import { isSatchelError } from '@satchel/core/errors';
import type { OrderKind } from '@satchel/core/ordering';
import { FIRST_RESERVED_RUNE, parseRuneName, U128_MAX } from '@satchel/core/runes';
import { DUST } from './pricing';
import { refuse } from './service-error';

/**
 * Decodes the service's own request bodies (docs/sats-connect.md §4) into typed values. The
 * wire carries sats as JSON numbers and rune amounts as decimal strings; limits come from ord's
 * runes specification (divisibility ≤ 38, u128 amounts, u64 heights and offsets). Every refusal
 * names the field, since the caller may be any client, not only Satchel's.
 */

export type Body = Record<string, unknown>;

interface RequestCommon {
  runeName: string;
  destinationAddress: string;
  /** sat/vB; fractions allowed. */
  feeRate: number;
  /** 0 when the app adds no fee of its own. */
  appServiceFee: bigint;
  appServiceFeeAddress?: string;
  /** Orders carry one; estimates do not. */
  refundAddress?: string;
}

interface MintRequest extends RequestCommon {
  kind: 'mint';
  repeats: number;
}

/** Decimal integer strings, checked to fit the runestone fields they fill. */
export interface EtchTerms {
  amount: string;
  cap: string;
  heightStart?: string;
  heightEnd?: string;
  offsetStart?: string;
  offsetEnd?: string;
}

export interface EtchRequest extends RequestCommon {
  kind: 'etch';
  divisibility?: number;
  symbol?: string;
  premine?: string;
  isMintable: boolean;
  /** Only on a mintable rune. */
  terms?: EtchTerms;
  inscriptionDetails?: { contentType: string; contentBase64: string };
  delegateInscriptionId?: string;
}

export type OrderRequest = MintRequest | EtchRequest;

/** Anything that turns an address into its output script, refusing other networks' addresses. */
export interface AddressResolver {
  scriptFor(address: string): Uint8Array;
}

export const MAX_DIVISIBILITY = 38;
/** The devnet mints once per order; more repeats would need a chain of mint transactions. */
const MAX_REPEATS = 1;
const U64_MAX = (1n << 64n) - 1n;
const DECIMAL = /^\d+$/;
const TXID = /^[0-9a-f]{64}$/i;
const INSCRIPTION_ID = /^[0-9a-f]{64}i\d+$/i;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The body as a JSON object; an empty body counts as `{}`. */
export function decodeJsonObject(text: string): Body {
  if (text.trim() === '') return {};
  try {
    const value = JSON.parse(text) as unknown;
    if (isObject(value)) return value;
  } catch {
    // answered below
  }
  throw refuse('The body must be a JSON object.');
}

function isObject(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optional<T>(body: Body, field: string, decode: (value: unknown) => T): T | undefined {
  return body[field] === undefined || body[field] === null ? undefined : decode(body[field]);
}

function text(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw refuse(`${field} must be a non-empty string.`);
  return value;
}

/** A decimal integer string from 0 (or 1 when `positive`) up to `max`. */
function decimal(value: unknown, field: string, max: bigint, positive: boolean): string {
  if (typeof value !== 'string' || !DECIMAL.test(value)) {
    throw refuse(`${field} must be a whole number written as a decimal string, like "1000".`);
  }
  const n = BigInt(value);
  if (positive && n === 0n) throw refuse(`${field} must be more than 0.`);
  if (n > max) throw refuse(`${field} is too large.`);
  return n.toString();
}

function address(value: unknown, field: string, addresses: AddressResolver): string {
  const candidate = text(value, field);
  try {
    addresses.scriptFor(candidate);
  } catch (error) {
    throw refuse(`${field}: ${error instanceof Error ? error.message : String(error)}.`);
  }
  return candidate;
}

function decodeFeeRate(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw refuse(`${field} must be a number of sat/vB above 0.`);
  }
  return value;
}

function decodeTxid(value: unknown, field: string): string {
  if (typeof value !== 'string' || !TXID.test(value)) {
    throw refuse(`${field} must be a transaction id of 64 hexadecimal characters.`);
  }
  return value.toLowerCase();
}

/** The name's letters without spacers, which is what makes two names the same rune. */
export function runeLetters(runeName: string): string {
  return parseRuneName(runeName).letters;
}

function runeName(value: unknown, forEtching: boolean): string {
  const name = text(value, 'runeName');
  let parsed: ReturnType<typeof parseRuneName>;
  try {
    parsed = parseRuneName(name);
  } catch (error) {
    if (isSatchelError(error)) throw refuse(`runeName ${JSON.stringify(name)}: ${error.message}`);
    throw error;
  }
  if (forEtching && parsed.value >= FIRST_RESERVED_RUNE) {
    throw refuse('runeName: names of 27 or more letters from AAAAAAAAAAAAAAAAAAAAAAAAAAA up are reserved.');
  }
  return name;
}

function common(
  body: Body,
  addresses: AddressResolver,
  withRefund: boolean,
  forEtching: boolean,
): RequestCommon {
  const appServiceFee = optional(body, 'appServiceFee', (v) => {
    if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0) {
      throw refuse('appServiceFee must be a whole number of sats, 0 or more.');
    }
    return BigInt(v);
  });
  const fee = appServiceFee ?? 0n;
  if (fee > 0n && fee < DUST) throw refuse(`appServiceFee must be 0 or at least ${DUST} sats.`);
  return {
    runeName: runeName(body.runeName, forEtching),
    destinationAddress: address(body.destinationAddress, 'destinationAddress', addresses),
    feeRate: decodeFeeRate(body.feeRate, 'feeRate'),
    appServiceFee: fee,
    ...(fee > 0n
      ? { appServiceFeeAddress: address(body.appServiceFeeAddress, 'appServiceFeeAddress', addresses) }
      : {}),
    ...(withRefund ? { refundAddress: address(body.refundAddress, 'refundAddress', addresses) } : {}),
  };
}

function decodeMint(body: Body, base: RequestCommon): MintRequest {
  const repeats = body.repeats;
  if (typeof repeats !== 'number' || !Number.isSafeInteger(repeats) || repeats < 1) {
    throw refuse('repeats must be a whole number of at least 1.');
  }
  if (repeats > MAX_REPEATS) throw refuse('The devnet service mints once per order: set repeats to 1.');
  return { kind: 'mint', ...base, repeats };
}

function ordered(start: string | undefined, end: string | undefined, what: string): void {
  if (start !== undefined && end !== undefined && BigInt(end) < BigInt(start)) {
    throw refuse(`terms: the end ${what} is before the start ${what}.`);
  }
}

function decodeTerms(value: unknown): EtchTerms {
  // sats-connect's schema requires amount and cap whenever terms are given (docs/sats-connect.md §3).
  if (!isObject(value))
    throw refuse('terms must be an object with amount and cap: a mintable rune needs both.');
  const height = (field: string) =>
    optional(value, field, (v) => decimal(v, `terms.${field}`, U64_MAX, false));
  const terms: EtchTerms = {
    amount: decimal(value.amount, 'terms.amount', U128_MAX, true),
    cap: decimal(value.cap, 'terms.cap', U128_MAX, true),
  };
  for (const field of ['heightStart', 'heightEnd', 'offsetStart', 'offsetEnd'] as const) {
    const v = height(field);
    if (v !== undefined) terms[field] = v;
  }
  ordered(terms.heightStart, terms.heightEnd, 'height');
  ordered(terms.offsetStart, terms.offsetEnd, 'offset');
  return terms;
}

function decodeEtch(body: Body, base: RequestCommon): EtchRequest {
  const divisibility = optional(body, 'divisibility', (v) => {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > MAX_DIVISIBILITY) {
      throw refuse(`divisibility must be a whole number from 0 to ${MAX_DIVISIBILITY}.`);
    }
    return v;
  });
  // The runestone's symbol field holds one Unicode scalar value.
  const symbol = optional(body, 'symbol', (v) => {
    if (typeof v !== 'string' || [...v].length !== 1) throw refuse('symbol must be a single character.');
    return v;
  });
  const premine = optional(body, 'premine', (v) => decimal(v, 'premine', U128_MAX, true));
  if (typeof body.isMintable !== 'boolean') throw refuse('isMintable must be true or false.');
  const isMintable = body.isMintable;
  if (!isMintable && premine === undefined) throw refuse('A rune that cannot be minted needs a premine.');
  const delegateInscriptionId = optional(body, 'delegateInscriptionId', (v) => {
    if (typeof v !== 'string' || !INSCRIPTION_ID.test(v)) {
      throw refuse('delegateInscriptionId must look like <txid>i<index>.');
    }
    return v;
  });
  const inscriptionDetails = optional(body, 'inscriptionDetails', (v) => {
    if (!isObject(v)) throw refuse('inscriptionDetails must be an object.');
    const contentType = text(v.contentType, 'inscriptionDetails.contentType');
    if (typeof v.contentBase64 !== 'string' || !BASE64.test(v.contentBase64)) {
      throw refuse('inscriptionDetails.contentBase64 must be base64.');
    }
    return { contentType, contentBase64: v.contentBase64 };
  });
  return {
    kind: 'etch',
    ...base,
    isMintable,
    ...(divisibility !== undefined ? { divisibility } : {}),
    ...(symbol !== undefined ? { symbol } : {}),
    ...(premine !== undefined ? { premine } : {}),
    ...(isMintable ? { terms: decodeTerms(body.terms) } : {}),
    ...(inscriptionDetails ? { inscriptionDetails } : {}),
    ...(delegateInscriptionId !== undefined ? { delegateInscriptionId } : {}),
  };
}

/**
 * An estimate (no refund address) or order (`withRefund`) body for a mint or an etching. Only
 * the body is checked here; whether the chain allows it right now is the service's question.
 */
export function decodeOrderRequest(
  kind: OrderKind,
  body: Body,
  addresses: AddressResolver,
  withRefund: boolean,
): OrderRequest {
  const base = common(body, addresses, withRefund, kind === 'etch');
  return kind === 'mint' ? decodeMint(body, base) : decodeEtch(body, base);
}

/** `{newFeeRate}` of a fee-bump quote. */
export function decodeRbfRequest(body: Body): { newFeeRate: number } {
  return { newFeeRate: decodeFeeRate(body.newFeeRate, 'newFeeRate') };
}

/** `{fundTransactionId}` of an execute call. */
export function decodeExecuteRequest(body: Body): { fundTransactionId: string } {
  return { fundTransactionId: decodeTxid(body.fundTransactionId, 'fundTransactionId') };
}
