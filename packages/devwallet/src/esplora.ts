import { WalletFailure } from './errors';

/** The few Esplora calls a wallet backend makes (docs/esplora-api.md). */
export interface WalletUtxo {
  txid: string;
  vout: number;
  value: number;
  status: { confirmed: boolean };
}

export interface AddressBalance {
  confirmed: bigint;
  unconfirmed: bigint;
  total: bigint;
}

async function getJson<T>(url: string): Promise<T> {
  let response: Response;
  try {
    // Esplora marks these answers `max-age=10`; a wallet spending twice in ten seconds must
    // not pick a coin it already spent from the browser's cache.
    response = await fetch(url, { cache: 'no-store' });
  } catch (error) {
    throw new WalletFailure('internal', `Explorer unreachable: ${(error as Error).message}`);
  }
  if (!response.ok)
    throw new WalletFailure('internal', `Explorer answered HTTP ${response.status} for ${url}`);
  return (await response.json()) as T;
}

interface AddressStats {
  funded_txo_sum: number;
  spent_txo_sum: number;
}

/** Confirmed = chain funded − spent; unconfirmed = mempool funded − spent (may be negative). */
export async function fetchBalance(baseUrl: string, address: string): Promise<AddressBalance> {
  const info = await getJson<{ chain_stats: AddressStats; mempool_stats: AddressStats }>(
    `${baseUrl}/address/${address}`,
  );
  const confirmed = BigInt(info.chain_stats.funded_txo_sum) - BigInt(info.chain_stats.spent_txo_sum);
  const unconfirmed = BigInt(info.mempool_stats.funded_txo_sum) - BigInt(info.mempool_stats.spent_txo_sum);
  return { confirmed, unconfirmed, total: confirmed + unconfirmed };
}

export function fetchUtxos(baseUrl: string, address: string): Promise<WalletUtxo[]> {
  return getJson<WalletUtxo[]>(`${baseUrl}/address/${address}/utxo`);
}

/** sat/vB for the next few blocks; falls back to 1 when the explorer has no estimate. */
export async function fetchFeeRate(baseUrl: string): Promise<number> {
  try {
    const fees = await getJson<{ halfHourFee?: number; fastestFee?: number }>(
      `${baseUrl}/v1/fees/recommended`,
    );
    const rate = fees.halfHourFee ?? fees.fastestFee ?? 1;
    return Number.isFinite(rate) && rate >= 1 ? Math.ceil(rate) : 1;
  } catch {
    return 1;
  }
}

/**
 * sat/vB for a confirmation target from Esplora's `GET /fee-estimates` (target blocks -> rate),
 * as a wallet backed by Esplora reads it; `fallback` when the explorer has no estimate.
 */
export async function fetchFeeEstimate(baseUrl: string, target: number, fallback: number): Promise<number> {
  try {
    const estimates = await getJson<Record<string, number>>(`${baseUrl}/fee-estimates`);
    const rate = estimates[String(target)];
    return typeof rate === 'number' && Number.isFinite(rate) && rate >= 1 ? rate : fallback;
  } catch {
    return fallback;
  }
}

/** `POST /tx` with the raw hex as the body; the answer is the txid as text. */
export async function broadcastTx(baseUrl: string, rawHex: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/tx`, {
      method: 'POST',
      body: rawHex,
      headers: { 'content-type': 'text/plain' },
    });
  } catch (error) {
    throw new WalletFailure('internal', `Explorer unreachable: ${(error as Error).message}`);
  }
  const text = (await response.text()).trim();
  if (!response.ok)
    throw new WalletFailure('internal', `Broadcast failed: ${text || `HTTP ${response.status}`}`);
  return text;
}
