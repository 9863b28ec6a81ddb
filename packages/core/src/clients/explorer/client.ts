import { ErrorCode, Errors, SatchelError } from '../../primitives/errors';
import type { Clock, RetryPolicy } from '../http/backoff';
import { type CallOptions, createRequester, type HttpAnswer } from '../http/requester';
import { decodeAnswer, readAnswer } from '../http/schema';
import type { ServiceInfo } from '../http/service';
import { type Balance, balanceFromAddressStats, ZERO_BALANCE } from './balance';
import { isAlreadyConfirmed, parseNodeRejection } from './broadcast-error';
import { chooseFees, type FeeRates, feesFromEstimates, feesFromRecommended, implausibleFees } from './fees';
import { type EsploraOutspend, readOutspend } from './outspend';
import { type BtcPrices, readPrices } from './prices';
import { readAddress, readHeight, readTx, readTxList, readUtxos } from './schema';
import type { EsploraTx } from './types';

export type BalanceResult = Balance | { status: 'unavailable'; error: SatchelError };

export type TxStatus =
  | {
      state: 'confirmed';
      blockHeight: number | undefined;
      blockHash: string | undefined;
      blockTime: number | undefined;
    }
  | { state: 'mempool' }
  /** Neither chain nor mempool knows it: dropped, replaced, or never seen. */
  | { state: 'unknown' };

export interface Utxo {
  txid: string;
  vout: number;
  value: bigint;
  confirmed: boolean;
  blockHeight: number | undefined;
}

export interface ExplorerClientOptions {
  /** e.g. `https://mempool.space/api` or the devnet's `http://127.0.0.1:3002/api`. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Per-request limit; a silent explorer must not hang the UI. Default 15 s. */
  timeoutMs?: number;
  /** Time source for the 429/503 backoff; tests pass a fake one. */
  clock?: Clock;
  /** Backoff on 429/503: default 3 tries within 10 s. */
  retry?: RetryPolicy;
  /** Largest answer read; default 5 MB. */
  maxBytes?: number;
}

export type { CallOptions };

export interface ExplorerClient {
  readonly baseUrl: string;
  getBalance(address: string, call?: CallOptions): Promise<BalanceResult>;
  getUtxos(address: string, call?: CallOptions): Promise<Utxo[]>;
  getRecommendedFees(call?: CallOptions): Promise<FeeRates>;
  broadcast(rawHex: string, call?: CallOptions): Promise<string>;
  getTx(txid: string, call?: CallOptions): Promise<EsploraTx | undefined>;
  getTxStatus(txid: string, call?: CallOptions): Promise<TxStatus>;
  /** Who spends output `vout` of `txid`; undefined when the explorer knows no such output. */
  getOutspend(txid: string, vout: number, call?: CallOptions): Promise<EsploraOutspend | undefined>;
  getAddressTxs(address: string, call?: CallOptions): Promise<EsploraTx[]>;
  getTipHeight(call?: CallOptions): Promise<number>;
  /** mempool.space's `/v1/prices`: the price of 1 BTC per currency and when it was taken. */
  getPrices(call?: CallOptions): Promise<BtcPrices>;
}

const EXPLORER: ServiceInfo = { name: 'The explorer', code: ErrorCode.EXPLORER_UNAVAILABLE };
const TXID = /^[0-9a-f]{64}$/i;
const HEX = /^(?:[0-9a-f]{2})+$/i;

function unavailable(message: string, details?: string, cause?: unknown): SatchelError {
  return new SatchelError(ErrorCode.EXPLORER_UNAVAILABLE, message, { details, cause });
}

function checkTxid(txid: string): string {
  if (typeof txid !== 'string' || !TXID.test(txid)) {
    throw new SatchelError(ErrorCode.INVALID_PARAMS, 'A transaction id is 64 hexadecimal characters.', {
      details: String(txid).slice(0, 100),
    });
  }
  return txid.toLowerCase();
}

/**
 * Esplora client (Blockstream esplora API-REFERENCE.md; mempool.space REST API). Every answer is
 * size-capped and shape-checked (`./schema`), 429/503 are retried with bounded backoff, and
 * identical GETs in flight share one request.
 */
export function createExplorerClient(options: ExplorerClientOptions): ExplorerClient {
  const http = createRequester({
    service: EXPLORER,
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs ?? 15_000,
    clock: options.clock,
    retry: options.retry,
    maxBytes: options.maxBytes,
    // Revalidate instead of reusing the browser's copy: the servers mark even error answers
    // `max-age=10`, and a refresh after a send or a Retry must reach the explorer. Query caching
    // already spaces the requests out.
    cache: 'no-cache',
  });

  function failure(answer: HttpAnswer, what: string): SatchelError {
    if (answer.status === 429) return Errors.rateLimited({ details: what });
    return unavailable(`The explorer answered ${answer.status} for ${what}.`, answer.text.slice(0, 300));
  }

  async function getJson<T>(path: string, what: string, read: (data: unknown) => T, call?: CallOptions) {
    const answer = await http.get(path, call);
    // mempool.space answers 203 for the deprecated fee-estimates path: `ok` covers 2xx.
    if (!answer.ok) throw failure(answer, what);
    return decodeAnswer(EXPLORER, what, answer.text, read);
  }

  const enc = encodeURIComponent;

  const client: ExplorerClient = {
    baseUrl: http.baseUrl,

    async getBalance(address, call) {
      try {
        const answer = await http.get(`/address/${enc(address)}`, call);
        // 404 and 429 (after the backoff) read as an empty address.
        if (answer.status === 404 || answer.status === 429) return ZERO_BALANCE;
        if (!answer.ok) return { status: 'unavailable', error: failure(answer, 'the balance') };
        return balanceFromAddressStats(decodeAnswer(EXPLORER, 'balance', answer.text, readAddress));
      } catch (cause) {
        const error =
          cause instanceof SatchelError ? cause : unavailable('Balance unavailable.', undefined, cause);
        return { status: 'unavailable', error };
      }
    },

    async getUtxos(address, call) {
      const utxos = await getJson(`/address/${enc(address)}/utxo`, 'UTXO list', readUtxos, call);
      return utxos
        .map((u) => ({
          txid: u.txid,
          vout: u.vout,
          value: u.value,
          confirmed: u.status.confirmed,
          blockHeight: u.status.block_height ?? undefined,
        }))
        .sort((a, b) => (a.value === b.value ? 0 : a.value > b.value ? -1 : 1));
    },

    async getRecommendedFees(call) {
      // mempool's decimal table first (`/v1/fees/precise`, mempool#6089: rates below 1 sat/vB now
      // that Core 29.1 relays 0.1 sat/vB), then its deprecated whole-sat/vB table for backends
      // without it; plain electrs has no /v1, so its /fee-estimates next; then the floor. A failing
      // source is skipped quietly, an implausible one is named in the result.
      const sources = [
        () =>
          getJson('/v1/fees/precise', 'precise fee table', (d) => feesFromRecommended(d, 'precise'), call),
        () =>
          getJson('/v1/fees/recommended', 'fee table', (d) => feesFromRecommended(d, 'recommended'), call),
        () => getJson('/fee-estimates', 'fee estimates', feesFromEstimates, call),
      ];
      const implausible: FeeRates[] = [];
      for (const load of sources) {
        const fees = await load().catch((error: unknown) => {
          if (call?.signal?.aborted) throw error;
          return undefined;
        });
        if (!fees) continue;
        if (implausibleFees(fees) === undefined) return chooseFees([...implausible, fees]);
        implausible.push(fees);
      }
      return chooseFees(implausible);
    },

    async broadcast(rawHex, call) {
      const hex = rawHex.trim();
      if (hex === '') throw Errors.noTransaction();
      if (!HEX.test(hex)) {
        throw Errors.broadcastFailed({ details: 'The transaction is not hexadecimal bytes.' });
      }
      // Safelisted content type and no custom headers: no CORS preflight. Retrying a 429/503 is
      // safe: the same transaction is sent again.
      let answer: HttpAnswer;
      try {
        answer = await http.request(
          '/tx',
          { method: 'POST', body: hex, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
          call,
        );
      } catch (cause) {
        throw Errors.broadcastFailed({
          details: cause instanceof SatchelError ? cause.message : String(cause),
          cause,
        });
      }
      const text = answer.text.trim();
      if (answer.ok && TXID.test(text)) return text.toLowerCase();
      if (answer.status === 429) throw Errors.rateLimited({ details: text.slice(0, 300) });
      const rejection = parseNodeRejection(text);
      const reason =
        rejection.code === undefined ? rejection.reason : `${rejection.reason} (code ${rejection.code})`;
      if (isAlreadyConfirmed(rejection)) {
        try {
          return await txidOf(hex);
        } catch (cause) {
          throw Errors.broadcastFailed({
            details: `${reason}; the transaction could not be decoded to name its id.`,
            cause,
          });
        }
      }
      throw Errors.broadcastFailed({ details: reason.slice(0, 500) });
    },

    async getTx(txid, call) {
      const id = checkTxid(txid);
      const answer = await http.get(`/tx/${id}`, call);
      if (answer.status === 404) return undefined;
      if (!answer.ok) throw failure(answer, 'the transaction');
      const tx = decodeAnswer(EXPLORER, 'transaction', answer.text, readTx);
      if (tx.txid !== id) {
        throw unavailable('The explorer sent another transaction than the one asked for.', tx.txid);
      }
      return tx;
    },

    async getTxStatus(txid, call) {
      // `/tx/:id/status` says `{"confirmed":false}` even for a txid nobody knows, so ask
      // `/tx/:id`, which 404s.
      const tx = await client.getTx(txid, call);
      if (!tx) return { state: 'unknown' };
      if (!tx.status.confirmed) return { state: 'mempool' };
      return {
        state: 'confirmed',
        blockHeight: tx.status.block_height ?? undefined,
        blockHash: tx.status.block_hash ?? undefined,
        blockTime: tx.status.block_time ?? undefined,
      };
    },

    async getOutspend(txid, vout, call) {
      const id = checkTxid(txid);
      if (!Number.isInteger(vout) || vout < 0 || vout > 0xffff_ffff) {
        throw new SatchelError(ErrorCode.INVALID_PARAMS, 'An output index is a whole number.', {
          details: String(vout),
        });
      }
      const answer = await http.get(`/tx/${id}/outspend/${vout}`, call);
      if (answer.status === 404) return undefined;
      if (!answer.ok) throw failure(answer, 'the output spend');
      return decodeAnswer(EXPLORER, 'output spend', answer.text, readOutspend);
    },

    getAddressTxs(address, call) {
      return getJson(`/address/${enc(address)}/txs`, 'transaction list', readTxList, call);
    },

    async getTipHeight(call) {
      const answer = await http.get('/blocks/tip/height', call);
      if (!answer.ok) throw failure(answer, 'the tip height');
      return readAnswer(EXPLORER, 'tip height', answer.text, readHeight);
    },

    getPrices(call) {
      return getJson('/v1/prices', 'price list', readPrices, call);
    },
  };
  return client;
}

async function txidOf(hex: string): Promise<string> {
  // Only reached on an idempotent re-broadcast; keeps the signer out of the first load.
  const { Transaction } = await import('@scure/btc-signer');
  return Transaction.fromRaw(hexToBytes(hex), { allowUnknownOutputs: true, allowUnknownInputs: true }).id;
}

function hexToBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}
