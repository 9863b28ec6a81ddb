import type { BtcPrices } from '../clients/explorer/prices';
import { SATS_PER_BTC } from '../primitives/units';

/**
 * A price older than 10 minutes is no price. A quote stamped more than that in the
 * future (a wrong clock on either side) is refused the same way: the app never shows a number it
 * cannot vouch for.
 */
export const PRICE_MAX_AGE_MS = 10 * 60 * 1000;

/** The prices when their `time` is within PRICE_MAX_AGE_MS of `nowMs`, else undefined. */
export function freshPrices(prices: BtcPrices | undefined, nowMs: number): BtcPrices | undefined {
  if (!prices) return undefined;
  const age = nowMs - prices.time * 1000;
  return Math.abs(age) <= PRICE_MAX_AGE_MS ? prices : undefined;
}

/**
 * The value of `sats` at `price` per BTC, for display only: amounts stay bigint satoshis
 * everywhere else. Number(sats) is exact (the supply is below 2^53) and the one rounding of the
 * product is far below a cent of any currency.
 */
export function fiatValue(sats: bigint, price: number): number {
  return (Number(sats) * price) / Number(SATS_PER_BTC);
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * `sats` in `currency` at `price` per BTC, in the currency's own style (`$1,234.56`, `¥123,457`),
 * or undefined when the currency or price is unusable.
 */
export function formatFiat(
  sats: bigint,
  price: number,
  currency: string,
  locale = 'en-US',
): string | undefined {
  if (!Number.isFinite(price) || price <= 0) return undefined;
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    } catch {
      return undefined;
    }
    formats.set(key, format);
  }
  return format.format(fiatValue(sats, price));
}
