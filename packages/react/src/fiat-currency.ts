import { browserStorage } from '@satchel/core/connection';

/** The currency shown when none was picked, or the picked one is not quoted. */
export const DEFAULT_FIAT_CURRENCY = 'USD';
/**
 * The picked currency. A display preference that means the same on every network, so unlike the
 * network's own data its key carries no network.
 */
export const FIAT_CURRENCY_KEY = 'satchel_fiatCurrency';

const isCurrencyCode = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Z]{3}$/.test(value);

// One choice for the whole page: a picker and every amount showing fiat read the same value.
const listeners = new Set<() => void>();
let picked: string | undefined;

/** The picked currency, read from storage the first time it is asked for. */
export function currentCurrency(): string {
  picked ??= browserStorage.readValue(FIAT_CURRENCY_KEY, isCurrencyCode) ?? DEFAULT_FIAT_CURRENCY;
  return picked;
}

export function subscribeCurrency(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Remembers a pick for every page and tells every amount showing fiat; not a currency code: ignored. */
export function pickCurrency(code: string): void {
  if (!isCurrencyCode(code)) return;
  picked = code;
  browserStorage.writeValue(FIAT_CURRENCY_KEY, code);
  for (const listener of listeners) listener();
}
