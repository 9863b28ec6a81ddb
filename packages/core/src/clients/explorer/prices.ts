import { at, finite, integer, record, ShapeError } from '../http/schema';

/**
 * mempool.space's `GET /api/v1/prices` (its REST docs, "General": Get Price): the price of one
 * bitcoin in a few currencies and when it was taken: `{"time": <Unix seconds>, "USD": <number>,
 * "EUR": …, "GBP": …, "CAD": …, "CHF": …, "AUD": …, "JPY": …}`.
 */
export interface BtcPrices {
  /** When the prices were taken, in Unix seconds. */
  time: number;
  /** ISO 4217 code → price of 1 BTC in that currency (only positive prices are kept). */
  rates: Readonly<Record<string, number>>;
}

const CURRENCY = /^[A-Z]{3}$/;
/** No currency has ever priced a bitcoin near this; a larger number is a broken answer. */
const PRICE_MAX = 1e13;
const CURRENCIES_MAX = 200;

/**
 * Checks a prices answer. Keys that are currency codes must hold numbers; a zero or negative
 * price means the service has none for that currency, so the currency is left out. Other keys
 * are ignored, so a field added later does not break the answer.
 */
export function readPrices(value: unknown): BtcPrices {
  const v = record(value, '');
  const time = integer(v.time, 'time', { min: 0, max: 1e11 });
  const rates: Record<string, number> = {};
  let count = 0;
  for (const [key, price] of Object.entries(v)) {
    if (!CURRENCY.test(key)) continue;
    if (++count > CURRENCIES_MAX) throw new ShapeError('', `at most ${CURRENCIES_MAX} currencies`);
    const amount = finite(price, at('', key));
    if (amount > PRICE_MAX) throw new ShapeError(key, `a price below ${PRICE_MAX}`);
    if (amount > 0) rates[key] = amount;
  }
  return { time, rates };
}
