import type { Clock, RetryPolicy } from '../http/backoff';

/**
 * What Satchel reads from an ord server's JSON API (ord's `src/api.rs`; docs.ordinals.com,
 * guides → "JSON API"), in core's types: satoshi values and rune amounts are bigint (rune
 * amounts are u128), ids and outpoints are lower-case text.
 */

/** `GET /address/<address>` (needs an ord index built with `--index-addresses`). */
export interface AddressAssets {
  /** `txid:vout` of the address's unspent outputs the index has seen. */
  outputs: string[];
  /** Inscription ids on those outputs; undefined when the server does not index inscriptions. */
  inscriptions: string[] | undefined;
  satBalance: bigint;
  /** Undefined when the server does not index runes. */
  runeBalances: AddressRuneBalance[] | undefined;
}

export interface AddressRuneBalance {
  spacedName: string;
  /**
   * ord's `Decimal` text: the summed amount with the rune's divisibility applied and trailing
   * zeros cut (e.g. `11.5`). Exact; `runeUnits` turns it into base units given the divisibility.
   */
  decimal: string;
  symbol: string | undefined;
}

/** A rune balance of one output (ord's `Pile`). */
export interface RunePile {
  spacedName: string;
  /** Base units (u128). */
  amount: bigint;
  divisibility: number;
  symbol: string | undefined;
}

/** `GET /output/<outpoint>` and each item of `POST /outputs` (ord's `api::Output`). */
export interface IndexedOutput {
  outpoint: string;
  address: string | undefined;
  value: bigint;
  /** Whether the index holds this output among the unspent ones it has processed. */
  indexed: boolean;
  spent: boolean;
  confirmations: number | undefined;
  /** Undefined when the server does not index inscriptions. */
  inscriptions: string[] | undefined;
  /** Undefined when the server does not index runes. */
  runes: RunePile[] | undefined;
}

/** `GET /inscription/<id>` (ord's `api::Inscription`). */
export interface InscriptionInfo {
  id: string;
  /** Negative for cursed inscriptions. */
  number: number;
  address: string | undefined;
  contentType: string | undefined;
  effectiveContentType: string | undefined;
  contentLength: number | undefined;
  /** `txid:vout:offset`: where the inscribed sat is now. */
  satpoint: string;
  /** The output holding it (the satpoint without its offset). */
  outpoint: string;
  offset: bigint;
  /** Value of the output holding it, when known. */
  value: bigint | undefined;
  /** The sat number, when the server indexes sats. */
  sat: bigint | undefined;
  height: number;
  timestamp: number;
  fee: bigint;
  charms: string[];
  parents: string[];
  children: string[];
  /** The rune etched together with it, if any. */
  rune: string | undefined;
}

/** A rune's open mint terms (ord's `Terms`); heights and offsets are u64. */
export interface RuneTerms {
  amount: bigint | undefined;
  cap: bigint | undefined;
  heightStart: bigint | undefined;
  heightEnd: bigint | undefined;
  offsetStart: bigint | undefined;
  offsetEnd: bigint | undefined;
}

/** `GET /rune/<name or id>` (ord's `RuneHtml`: `{entry, id, mintable, parent}`). */
export interface RuneInfo {
  /** `block:tx`. */
  id: string;
  spacedName: string;
  number: bigint;
  divisibility: number;
  symbol: string | undefined;
  premine: bigint;
  burned: bigint;
  mints: bigint;
  block: bigint;
  etching: string;
  timestamp: number;
  turbo: boolean;
  terms: RuneTerms | undefined;
  mintable: boolean;
  parent: string | undefined;
}

export interface IndexerClientOptions {
  /** The ord server, e.g. `https://ordinals.com` or the devnet's `http://127.0.0.1:3002/ord`. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Per-request limit. Default 15 s. */
  timeoutMs?: number;
  /** Outpoints per `POST /outputs`. Default 200. */
  batchSize?: number;
  /** Batches in flight at once, 1 or 2. Default 2. */
  concurrency?: 1 | 2;
  /** Time source for the 429/503 backoff; tests pass a fake one. */
  clock?: Clock;
  /** Backoff on 429/503: default 3 tries within 10 s. */
  retry?: RetryPolicy;
  /** Largest answer read; default 5 MB. */
  maxBytes?: number;
}
