import { formatFiat, freshPrices } from '@satchel/core';
import { useSyncExternalStore } from 'react';
import { currentCurrency, DEFAULT_FIAT_CURRENCY, pickCurrency, subscribeCurrency } from '../fiat-currency';
import { usePrices } from './usePrices';

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
 * Amounts in the picked currency (USD by default), from the explorer's prices. Never
 * a stale or guessed number: prices older than 10 minutes, a failed refresh or no answer show
 * nothing.
 */
export function useFiat(): Fiat {
  const prices = usePrices();
  const chosen = useSyncExternalStore(subscribeCurrency, currentCurrency, () => DEFAULT_FIAT_CURRENCY);
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
