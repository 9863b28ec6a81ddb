import { normalizeRuneName } from '@satchel/core/runes';
import { base64 } from '@scure/base';
import { HttpError } from '../http/reply';
import type { EtchRequest } from './etch';
import type { InscribeRequest } from './inscribe';
import { MAX_DIVISIBILITY } from './runestone';

/** The asset calls' bodies, checked field by field; a refusal is a 400 naming the field. */

type Body = Record<string, unknown>;

const bad = (message: string) => new HttpError(400, message);

function onlyFields(body: Body, allowed: readonly string[]): void {
  for (const key of Object.keys(body)) {
    if (!allowed.includes(key)) {
      throw bad(`unknown field ${JSON.stringify(key)}; expected ${allowed.join(', ')}`);
    }
  }
}

function address(body: Body): string {
  if (typeof body.address !== 'string' || body.address === '') throw bad('address is required');
  return body.address;
}

export function decodeInscribeBody(body: Body): InscribeRequest {
  onlyFields(body, ['address', 'contentType', 'body']);
  const to = address(body);
  if (typeof body.contentType !== 'string' || !/^[\x20-\x7e]{1,255}$/.test(body.contentType)) {
    throw bad('contentType must be a printable MIME type');
  }
  if (typeof body.body !== 'string') throw bad('body must be base64');
  let bytes: Uint8Array;
  try {
    bytes = base64.decode(body.body);
  } catch {
    throw bad('body must be base64');
  }
  return { address: to, contentType: body.contentType, body: bytes };
}

/** A premine far below u128, so premine plus every mint of the terms never overflows a cenotaph. */
const MAX_PREMINE = 10n ** 30n;

export function decodeEtchBody(body: Body): EtchRequest {
  onlyFields(body, ['address', 'rune', 'divisibility', 'symbol', 'premine']);
  const request: EtchRequest = { address: address(body) };
  if (body.rune !== undefined) {
    if (typeof body.rune !== 'string' || body.rune.trim() === '') throw bad('rune must be a rune name');
    // As people type it: lower case and `.` for the spacer are taken.
    request.runeName = normalizeRuneName(body.rune);
  }
  if (body.divisibility !== undefined) {
    const d = body.divisibility;
    if (typeof d !== 'number' || !Number.isInteger(d) || d < 0 || d > MAX_DIVISIBILITY) {
      throw bad(`divisibility must be a whole number from 0 to ${MAX_DIVISIBILITY}`);
    }
    request.divisibility = d;
  }
  if (body.symbol !== undefined) {
    if (typeof body.symbol !== 'string' || [...body.symbol].length !== 1) {
      throw bad('symbol must be one character');
    }
    request.symbol = body.symbol;
  }
  if (body.premine !== undefined) {
    const p = body.premine;
    const value =
      typeof p === 'number' && Number.isSafeInteger(p) && p >= 0
        ? BigInt(p)
        : typeof p === 'string' && /^\d{1,31}$/.test(p)
          ? BigInt(p)
          : undefined;
    if (value === undefined || value > MAX_PREMINE) {
      throw bad('premine must be a whole number of the rune’s smallest units, up to 10^30');
    }
    request.premine = value;
  }
  return request;
}
