import { formatFiat, freshPrices } from '@satchel/core';
import { readValue, writeValue } from '@satchel/core/internal';
import { useSyncExternalStore } from 'react';
import { usePrices } from './usePrices';

/** SPEC R21.3: the currency shown when none was picked, or the picked one is not quoted. */
export const DEFAULT_FIAT_CURRENCY = 'USD';
/**
 * The picked currency. A display preference that means the same on every network, so unlike the
 * network's own data (SPEC R16.6) its key carries no network.
 */
export const FIAT_CURRENCY_KEY = 'satchel_fiatCurrency';

const isCurrencyCode = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Z]{3}$/.test(value);

// One choice for the whole page: a picker and every amount showing fiat read the same value.
const listeners = new Set<() => void>();
let picked: string | undefined;

function currentCurrency(): string {
  picked ??= readValue(FIAT_CURRENCY_KEY, isCurrencyCode) ?? DEFAULT_FIAT_CURRENCY;
  return picked;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function pickCurrency(code: string): void {
  if (!isCurrencyCode(code)) return;
  picked = code;
  writeValue(FIAT_CURRENCY_KEY, code);
  for (const listener of listeners) listener();
}

export interface Fiat {
  /** The currencies the explorer quotes now (empty when there is no usable price). */
  currencies: string[];
  /** The currency amounts are shown in. */
  currency: string;
  /** Remembers the choice (localStorage) for every page. */
  setCurrency(code: string): void;
  /** `sats` in the currency, or undefined: no answer, a failed request or a price over 10 minutes old. */
  format(sats: bigint): string | undefined;
}

/**
 * SPEC R21.3: amounts in the picked currency (USD by default), from the explorer's prices. Never
 * a stale or guessed number: prices older than 10 minutes, a failed refresh or no answer show
 * nothing.
 */
export function useFiat(): Fiat {
  const prices = usePrices();
  const chosen = useSyncExternalStore(subscribe, currentCurrency, () => DEFAULT_FIAT_CURRENCY);
  // The refresh every minute re-renders, so an answer that ages past the limit disappears.
  const fresh = prices.isError ? undefined : freshPrices(prices.data, Date.now());
  const rates = fresh?.rates ?? {};
  const currency = rates[chosen] === undefined ? DEFAULT_FIAT_CURRENCY : chosen;
  const price = rates[currency];
  return {
    currencies: Object.keys(rates),
    currency,
    setCurrency: pickCurrency,
    format: (sats) => (price === undefined ? undefined : formatFiat(sats, price, currency)),
  };
}
