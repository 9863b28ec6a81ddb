import { describe, expect, it } from 'vitest';
import { fiatValue, formatFiat, freshPrices, PRICE_MAX_AGE_MS } from './fiat';

const NOW = Date.UTC(2026, 0, 2, 12, 0, 0);
const prices = (ageMs: number) => ({ time: Math.floor((NOW - ageMs) / 1000), rates: { USD: 100_000 } });

describe('freshPrices (older than 10 minutes counts as none)', () => {
  it('keeps prices up to 10 minutes old', () => {
    expect(freshPrices(prices(0), NOW)).toBeDefined();
    expect(freshPrices(prices(PRICE_MAX_AGE_MS), NOW)).toBeDefined();
  });

  it('drops older prices, prices stamped well in the future, and no prices', () => {
    expect(freshPrices(prices(PRICE_MAX_AGE_MS + 1000), NOW)).toBeUndefined();
    expect(freshPrices(prices(-PRICE_MAX_AGE_MS - 1000), NOW)).toBeUndefined();
    expect(freshPrices(undefined, NOW)).toBeUndefined();
  });
});

describe('fiatValue and formatFiat', () => {
  it('converts sats at a price per BTC', () => {
    expect(fiatValue(100_000_000n, 100_000)).toBe(100_000);
    expect(fiatValue(12_345n, 100_000)).toBeCloseTo(12.345, 10);
    expect(fiatValue(-50_000_000n, 80_000)).toBe(-40_000);
  });

  it.each([
    [100_000_000n, 100_000, 'USD', '$100,000.00'],
    [10_000_000n, 92_000, 'EUR', '€9,200.00'],
    [546n, 100_000, 'USD', '$0.55'],
    [2_100_000_000_000_000n, 100_000, 'USD', '$2,100,000,000,000.00'],
    [123_456_789n, 15_000_000, 'JPY', '¥18,518,518'],
    [-1_000_000n, 100_000, 'GBP', '-£1,000.00'],
    [0n, 100_000, 'CHF', 'CHF\u00a00.00'],
  ])('%s sats at %s %s is %s', (sats, price, currency, text) => {
    expect(formatFiat(sats, price, currency)).toBe(text);
  });

  it('gives nothing for an unusable price or currency code', () => {
    expect(formatFiat(1n, 0, 'USD')).toBeUndefined();
    expect(formatFiat(1n, Number.NaN, 'USD')).toBeUndefined();
    expect(formatFiat(1n, 1, 'US')).toBeUndefined();
  });
});
