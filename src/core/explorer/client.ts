import { ErrorCode, Errors, SatchelError } from '../errors';
import { type Balance, balanceFromAddressStats, isEsploraAddress, ZERO_BALANCE } from './balance';
import { isAlreadyConfirmed, parseNodeRejection } from './broadcast-error';
import { type FeeRates, FLOOR_FEES, feesFromEstimates, feesFromRecommended } from './fees';
import type { EsploraTx, EsploraUtxo } from './types';

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
}

export interface ExplorerClient {
  readonly baseUrl: string;
  getBalance(address: string): Promise<BalanceResult>;
  getUtxos(address: string): Promise<Utxo[]>;
  getRecommendedFees(): Promise<FeeRates>;
  broadcast(rawHex: string): Promise<string>;
  getTx(txid: string): Promise<EsploraTx | undefined>;
  getTxStatus(txid: string): Promise<TxStatus>;
  getAddressTxs(address: string): Promise<EsploraTx[]>;
  getTipHeight(): Promise<number>;
}

const TXID = /^[0-9a-f]{64}$/i;

function unavailable(message: string, details?: string, cause?: unknown): SatchelError {
  return new SatchelError(ErrorCode.EXPLORER_UNAVAILABLE, message, { details, cause });
}

export function createExplorerClient(options: ExplorerClientOptions): ExplorerClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? 15_000;
  // Identical GETs in flight share one request (docs/esplora-api.md §1.10: de-duplicate).
  const inFlight = new Map<string, Promise<Response>>();

  async function send(path: string, init?: RequestInit): Promise<Response> {
    const url = `${baseUrl}${path}`;
    try {
      // Revalidate instead of reusing the browser's copy: the servers mark even error answers
      // `max-age=10`, and a refresh after a send or a Retry must reach the explorer. Query caching
      // already spaces the requests out.
      return await doFetch(url, { cache: 'no-cache', ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (cause) {
      const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
      throw unavailable(
        timedOut ? 'The explorer did not answer in time.' : 'The explorer could not be reached.',
        `${init?.method ?? 'GET'} ${url}`,
        cause,
      );
    }
  }

  function get(path: string): Promise<Response> {
    const pending = inFlight.get(path);
    if (pending) return pending.then((response) => response.clone());
    const request = send(path).finally(() => inFlight.delete(path));
    inFlight.set(path, request);
    return request.then((response) => response.clone());
  }

  async function failure(response: Response, what: string): Promise<SatchelError> {
    const body = (await response.text().catch(() => '')).slice(0, 300);
    if (response.status === 429) return Errors.rateLimited({ details: what });
    return unavailable(`The explorer answered ${response.status} for ${what}.`, body);
  }

  async function getJson(path: string, what: string): Promise<unknown> {
    const response = await get(path);
    // mempool.space answers 203 for the deprecated fee-estimates path: `ok` covers 2xx.
    if (!response.ok) throw await failure(response, what);
    try {
      return await response.json();
    } catch (cause) {
      throw unavailable(`The explorer sent an unreadable answer for ${what}.`, undefined, cause);
    }
  }

  const enc = encodeURIComponent;

  return {
    baseUrl,

    async getBalance(address) {
      try {
        const response = await get(`/address/${enc(address)}`);
        // SPEC R4.2: 404 and 429 read as an empty address.
        if (response.status === 404 || response.status === 429) return ZERO_BALANCE;
        if (!response.ok) return { status: 'unavailable', error: await failure(response, 'the balance') };
        const data: unknown = await response.json().catch(() => undefined);
        if (!isEsploraAddress(data)) {
          return { status: 'unavailable', error: unavailable('The explorer sent an unreadable balance.') };
        }
        return balanceFromAddressStats(data);
      } catch (cause) {
        const error =
          cause instanceof SatchelError ? cause : unavailable('Balance unavailable.', undefined, cause);
        return { status: 'unavailable', error };
      }
    },

    async getUtxos(address) {
      const data = await getJson(`/address/${enc(address)}/utxo`, 'the unspent outputs');
      if (!Array.isArray(data)) throw unavailable('The explorer sent an unreadable UTXO list.');
      return (data as EsploraUtxo[])
        .map((u) => ({
          txid: u.txid,
          vout: u.vout,
          value: BigInt(u.value),
          confirmed: u.status?.confirmed === true,
          blockHeight: u.status?.block_height ?? undefined,
        }))
        .sort((a, b) => (a.value === b.value ? 0 : a.value > b.value ? -1 : 1));
    },

    async getRecommendedFees() {
      try {
        const fees = feesFromRecommended(await getJson('/v1/fees/recommended', 'fees'));
        if (fees) return fees;
      } catch {
        // plain electrs has no /v1: fall back to /fee-estimates
      }
      try {
        const fees = feesFromEstimates(await getJson('/fee-estimates', 'fee estimates'));
        if (fees) return fees;
      } catch {
        // a quiet regtest or a failing explorer: use the floor
      }
      return FLOOR_FEES;
    },

    async broadcast(rawHex) {
      const hex = rawHex.trim();
      if (hex === '') throw Errors.noTransaction();
      // Safelisted content type and no custom headers: no CORS preflight (docs/esplora-api.md §1.11).
      const response = await send('/tx', {
        method: 'POST',
        body: hex,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }).catch((cause: unknown) => {
        throw Errors.broadcastFailed({
          details: cause instanceof SatchelError ? cause.message : String(cause),
          cause,
        });
      });
      const text = (await response.text().catch(() => '')).trim();
      if (response.ok && TXID.test(text)) return text.toLowerCase();
      if (response.status === 429) throw Errors.rateLimited({ details: text.slice(0, 300) });
      const rejection = parseNodeRejection(text);
      if (isAlreadyConfirmed(rejection)) return txidOf(hex);
      throw Errors.broadcastFailed({
        details:
          rejection.code === undefined ? rejection.reason : `${rejection.reason} (code ${rejection.code})`,
      });
    },

    async getTx(txid) {
      const response = await get(`/tx/${enc(txid)}`);
      if (response.status === 404) return undefined;
      if (!response.ok) throw await failure(response, 'the transaction');
      return (await response.json()) as EsploraTx;
    },

    async getTxStatus(txid) {
      // `/tx/:id/status` says `{"confirmed":false}` even for a txid nobody knows
      // (docs/esplora-api.md §1.7), so ask `/tx/:id`, which 404s.
      const tx = await this.getTx(txid);
      if (!tx) return { state: 'unknown' };
      if (!tx.status.confirmed) return { state: 'mempool' };
      return {
        state: 'confirmed',
        blockHeight: tx.status.block_height ?? undefined,
        blockHash: tx.status.block_hash ?? undefined,
        blockTime: tx.status.block_time ?? undefined,
      };
    },

    async getAddressTxs(address) {
      const data = await getJson(`/address/${enc(address)}/txs`, 'the transactions');
      return Array.isArray(data) ? (data as EsploraTx[]) : [];
    },

    async getTipHeight() {
      const response = await get('/blocks/tip/height');
      if (!response.ok) throw await failure(response, 'the tip height');
      const height = Number((await response.text()).trim());
      if (!Number.isSafeInteger(height)) throw unavailable('The explorer sent an unreadable tip height.');
      return height;
    },
  };
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
