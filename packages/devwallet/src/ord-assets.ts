import { WalletFailure } from './errors';
import type { WalletUtxo } from './esplora';

/**
 * What the Dev Wallet asks the ord index about outputs (ord's JSON API, docs.ordinals.com, guides →
 * "JSON API"; the same calls `packages/core/src/indexer` makes): which outputs carry inscriptions or runes,
 * where an inscription sits, and a rune's entry.
 */

/** One rune balance on an output, in the rune's smallest unit. */
interface OutputRune {
  name: string;
  amount: bigint;
  divisibility: number;
  symbol: string | null;
}

/** ord's `api::Output`, the fields a wallet needs. */
export interface OrdOutput {
  outpoint: string;
  address: string | null;
  /** False while the output's transaction is in the mempool or past the index's height. */
  indexed: boolean;
  spent: boolean;
  value: number;
  inscriptions: string[];
  runes: OutputRune[];
}

class OrdUnavailable extends Error {}

/**
 * ord writes u128 amounts as bare JSON numbers; quote them before parsing so none loses precision
 * above 2^53.
 */
function parseOrd(text: string): unknown {
  return JSON.parse(text.replace(/"amount":\s*(\d+)/g, '"amount":"$1"'));
}

async function ordFetch(base: string, path: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(`${base}${path}`, {
      ...init,
      headers: { Accept: 'application/json', ...(init.headers ?? {}) },
      cache: 'no-store',
    });
  } catch (error) {
    throw new OrdUnavailable(`ord index unreachable: ${(error as Error).message}`);
  }
}

async function ordRead(base: string, path: string, init?: RequestInit): Promise<unknown | undefined> {
  const response = await ordFetch(base, path, init);
  if (response.status === 404) return undefined;
  if (!response.ok) throw new OrdUnavailable(`ord ${path}: HTTP ${response.status}`);
  try {
    return parseOrd(await response.text());
  } catch {
    throw new OrdUnavailable(`ord ${path}: not JSON`);
  }
}

/** ord ≥ 0.20 answers `runes` as `{name: {amount, divisibility, symbol}}`, older builds as pairs. */
function runesOf(value: unknown): OutputRune[] {
  const entries = Array.isArray(value)
    ? (value as [string, unknown][])
    : Object.entries((value ?? {}) as Record<string, unknown>);
  return entries.map(([name, raw]) => {
    const r = raw as { amount: string | number; divisibility?: number; symbol?: string | null };
    return {
      name,
      amount: BigInt(r.amount),
      divisibility: r.divisibility ?? 0,
      symbol: r.symbol ?? null,
    };
  });
}

function outputOf(raw: unknown, fallback: string): OrdOutput {
  const o = raw as Record<string, unknown>;
  return {
    outpoint: typeof o.outpoint === 'string' ? o.outpoint : fallback,
    address: typeof o.address === 'string' ? o.address : null,
    indexed: o.indexed === true,
    spent: o.spent === true,
    value: Number(o.value ?? 0),
    inscriptions: Array.isArray(o.inscriptions) ? (o.inscriptions as string[]) : [],
    runes: runesOf(o.runes),
  };
}

/** `POST /outputs` with a JSON array of outpoints → the outputs, in order. */
export async function ordOutputs(base: string, outpoints: string[]): Promise<OrdOutput[]> {
  if (outpoints.length === 0) return [];
  const data = await ordRead(base, '/outputs', {
    method: 'POST',
    body: JSON.stringify(outpoints),
    headers: { 'Content-Type': 'application/json' },
  });
  if (!Array.isArray(data) || data.length !== outpoints.length)
    throw new OrdUnavailable('ord /outputs: unexpected answer');
  return data.map((raw, i) => outputOf(raw, outpoints[i] ?? ''));
}

/** `GET /outputs/<address>?type=…`: the address's unspent outputs the index knows. */
export async function ordAddressOutputs(
  base: string,
  address: string,
  type: 'any' | 'runic' | 'inscribed' | 'cardinal' = 'any',
): Promise<OrdOutput[]> {
  const data = await ordRead(base, `/outputs/${encodeURIComponent(address)}?type=${type}`);
  if (!Array.isArray(data)) throw new OrdUnavailable('ord /outputs/<address>: unexpected answer');
  return data.map((raw) => outputOf(raw, ''));
}

export interface RuneInfo {
  id: string;
  spacedName: string;
  divisibility: number;
  symbol: string | null;
  /** The etching's inscription (ord's `parent`), if it has one. */
  parent: string | null;
}

/** `GET /rune/<name or block:tx>`; undefined when ord does not know the rune. */
export async function ordRune(base: string, query: string): Promise<RuneInfo | undefined> {
  const data = (await ordRead(base, `/rune/${encodeURIComponent(query)}`)) as
    | {
        id: string;
        parent?: string | null;
        entry: { spaced_rune: string; divisibility: number; symbol: string | null };
      }
    | undefined;
  if (!data?.entry) return undefined;
  return {
    id: data.id,
    spacedName: data.entry.spaced_rune,
    divisibility: data.entry.divisibility,
    symbol: data.entry.symbol ?? null,
    parent: data.parent ?? null,
  };
}

/** `GET /inscription/<id>` → where it sits now; undefined when unknown. */
export async function ordInscriptionOutpoint(
  base: string,
  id: string,
): Promise<{ outpoint: string; address: string | null } | undefined> {
  const data = (await ordRead(base, `/inscription/${encodeURIComponent(id)}`)) as
    | { satpoint?: string; address?: string | null }
    | null
    | undefined;
  if (!data?.satpoint) return undefined;
  const [txid = '', vout = '0'] = data.satpoint.split(':');
  return { outpoint: `${txid}:${vout}`, address: data.address ?? null };
}

/** Rune names compare without their spacers: `UNCOMMON•GOODS` is `UNCOMMONGOODS`. */
export function sameRune(a: string, b: string): boolean {
  const bare = (s: string) => s.replace(/[•.]/g, '').toUpperCase();
  return bare(a) === bare(b);
}

export function carriesAssets(output: OrdOutput): boolean {
  return output.inscriptions.length > 0 || output.runes.length > 0;
}

/** A wallet's coins split by what the index says of them. */
export interface CheckedUtxos {
  /** Indexed, unspent, no inscription and no rune: plain bitcoin. */
  free: WalletUtxo[];
  /** Not indexed yet (mempool) or the index could not be asked: nothing known either way. */
  unknown: WalletUtxo[];
  /** True when the index could not be reached at all. */
  unchecked: boolean;
}

/**
 * Real wallets never spend an inscription or a rune as fee money (Xverse and Unisat list only
 * "cardinal" UTXOs for sends). Asks `POST /outputs` about every coin and drops those carrying
 * assets; coins the index has not seen yet stay apart as `unknown`.
 */
export async function checkUtxos(base: string, utxos: WalletUtxo[]): Promise<CheckedUtxos> {
  let outputs: OrdOutput[];
  try {
    outputs = await ordOutputs(
      base,
      utxos.map((u) => `${u.txid}:${u.vout}`),
    );
  } catch (error) {
    if (!(error instanceof OrdUnavailable)) throw error;
    return { free: [], unknown: [...utxos], unchecked: true };
  }
  const free: WalletUtxo[] = [];
  const unknown: WalletUtxo[] = [];
  utxos.forEach((utxo, i) => {
    const output = outputs[i];
    if (!output || carriesAssets(output)) return;
    if (output.indexed && !output.spent) free.push(utxo);
    else if (!output.spent) unknown.push(utxo);
  });
  return { free, unknown, unchecked: false };
}

/** Maps an unreachable index to the wallet's internal failure (for asset sends, which need it). */
export async function needIndex<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof OrdUnavailable) throw new WalletFailure('internal', error.message);
    throw error;
  }
}
