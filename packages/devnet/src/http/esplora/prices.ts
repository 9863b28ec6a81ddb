import { json, type Route, route } from '../reply';

/**
 * The price of 1 BTC the devnet quotes in each of mempool.space's currencies: fixed round numbers,
 * so tests can name the exact fiat amount a page shows.
 */
export const DEVNET_PRICES = {
  USD: 100_000,
  EUR: 92_000,
  GBP: 79_000,
  CAD: 137_000,
  CHF: 88_000,
  AUD: 153_000,
  JPY: 15_000_000,
} as const;

/**
 * mempool.space's `GET /api/v1/prices` (`{time, USD, EUR, GBP, CAD, CHF, AUD, JPY}`): the fixed
 * prices, stamped with the current time so they always read as fresh.
 */
export function priceRoutes(): Route[] {
  return [route('GET', '/v1/prices', () => json({ time: Math.floor(Date.now() / 1000), ...DEVNET_PRICES }))];
}
