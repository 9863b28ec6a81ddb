import { type FeesMode, monotone, type RecommendedFees } from '../fees';
import { HttpError } from './reply';

/** Control-plane bodies, checked field by field; a refusal is a 400 naming the field. */

type Body = Record<string, unknown>;

const bad = (message: string) => new HttpError(400, message);

function onlyFields(body: Body, allowed: readonly string[]): void {
  for (const key of Object.keys(body)) {
    if (!allowed.includes(key)) {
      throw bad(`unknown field ${JSON.stringify(key)}; expected ${allowed.join(', ')}`);
    }
  }
}

function optionalString(body: Body, field: string): string | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value === '') throw bad(`${field} must be a non-empty string`);
  return value;
}

export function decodeMineBody(body: Body): { blocks: number; address?: string } {
  onlyFields(body, ['blocks', 'address']);
  const blocks = body.blocks ?? 1;
  if (typeof blocks !== 'number' || !Number.isInteger(blocks) || blocks < 1 || blocks > 10_000) {
    throw bad('blocks must be a whole number from 1 to 10000');
  }
  const address = optionalString(body, 'address');
  return { blocks, ...(address !== undefined ? { address } : {}) };
}

const DEFAULT_FAUCET_SATS = 100_000n;
/** 21 million BTC: more than any faucet could hold. */
const MAX_SATS = 2_100_000_000_000_000n;

export function decodeFaucetBody(body: Body): { address: string; sats: bigint; confirm: boolean } {
  onlyFields(body, ['address', 'sats', 'confirm']);
  const address = optionalString(body, 'address');
  if (address === undefined) throw bad('address is required');
  let sats = DEFAULT_FAUCET_SATS;
  const value = body.sats;
  if (typeof value === 'number' && Number.isSafeInteger(value)) sats = BigInt(value);
  else if (typeof value === 'string' && /^\d+$/.test(value)) sats = BigInt(value);
  else if (value !== undefined) throw bad('sats must be a whole number of satoshis');
  if (sats <= 0n || sats > MAX_SATS) throw bad('sats must be from 1 to 2100000000000000');
  const confirm = body.confirm ?? false;
  if (typeof confirm !== 'boolean') throw bad('confirm must be true or false');
  return { address, sats, confirm };
}

const MODES: readonly FeesMode[] = ['static', 'empty', 'mempool'];
const RECOMMENDED_KEYS: readonly (keyof RecommendedFees)[] = [
  'fastestFee',
  'halfHourFee',
  'hourFee',
  'economyFee',
  'minimumFee',
];

function feeRate(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw bad(`${field} must be a fee rate above 0 (sat/vB)`);
  }
  return value;
}

function object(value: unknown, field: string): Body {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw bad(`${field} must be an object`);
  return value as Body;
}

interface FeesUpdate {
  mode: FeesMode;
  recommended: RecommendedFees;
  table?: Record<string, number>;
  /** New recommended fees replace an earlier explicit table. */
  clearTable: boolean;
}

/** `{mode?, recommended?, table?}`; the mode defaults to static, recommended fees merge into `current`. */
export function decodeFeesBody(body: Body, current: RecommendedFees): FeesUpdate {
  onlyFields(body, ['mode', 'recommended', 'table']);
  const mode = body.mode ?? 'static';
  if (typeof mode !== 'string' || !(MODES as readonly string[]).includes(mode)) {
    throw bad(`mode must be ${MODES.join('|')}`);
  }
  let recommended = current;
  if (body.recommended !== undefined) {
    const given = object(body.recommended, 'recommended');
    onlyFields(given, RECOMMENDED_KEYS);
    const merged = { ...current };
    for (const key of RECOMMENDED_KEYS) {
      if (given[key] !== undefined) merged[key] = feeRate(given[key], `recommended.${key}`);
    }
    recommended = monotone(merged);
  }
  let table: Record<string, number> | undefined;
  if (body.table !== undefined) {
    const given = object(body.table, 'table');
    table = {};
    for (const [target, rate] of Object.entries(given)) {
      if (!/^[1-9]\d{0,4}$/.test(target))
        throw bad(`table key ${JSON.stringify(target)} must be a block target`);
      table[target] = feeRate(rate, `table.${target}`);
    }
  }
  return {
    mode: mode as FeesMode,
    recommended,
    ...(table ? { table } : {}),
    clearTable: body.recommended !== undefined,
  };
}
