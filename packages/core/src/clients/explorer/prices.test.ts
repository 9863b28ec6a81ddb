import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rejection } from '../../../../../test/caught';
import { ErrorCode } from '../../primitives/errors';
import { ShapeError } from '../http/schema';
import { createExplorerClient } from './client';
import { readPrices } from './prices';

const PRICES = readFileSync(
  new URL('../../../../../test/fixtures/esplora/prices.json', import.meta.url),
  'utf8',
);

function answering(body: string, status = 200) {
  const paths: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    paths.push(new URL(String(input)).pathname);
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  const client = createExplorerClient({
    baseUrl: 'https://mempool.space/api',
    fetch,
    retry: { tries: 1, budgetMs: 0, baseDelayMs: 0 },
  });
  return { client, paths };
}

describe('getPrices', () => {
  it('reads the time and every currency of GET /v1/prices', async () => {
    const { client, paths } = answering(PRICES);
    expect(await client.getPrices()).toEqual({
      time: 1765432100,
      rates: {
        USD: 91234,
        EUR: 78456,
        GBP: 68512,
        CAD: 126310,
        CHF: 73345,
        AUD: 138920,
        JPY: 14230560,
      },
    });
    expect(paths).toEqual(['/api/v1/prices']);
  });

  it('refuses an answer of another shape with the explorer error', async () => {
    const { client } = answering('{"USD": 91234}');
    const error = await rejection(client.getPrices());
    expect(error.code).toBe(ErrorCode.EXPLORER_UNAVAILABLE);
    expect(error.message).toBe('The explorer sent an unreadable price list.');
    expect(error.details).toContain('time');
  });

  it.each([404, 500])('rejects a %i answer', async (status) => {
    const { client } = answering('Not found', status);
    expect((await rejection(client.getPrices())).code).toBe(ErrorCode.EXPLORER_UNAVAILABLE);
  });
});

describe('readPrices', () => {
  it('leaves out currencies priced at zero or below and ignores keys that are not currency codes', () => {
    expect(readPrices({ time: 10, USD: 50_000.5, EUR: -1, GBP: 0, note: 'x', usd: 'x' })).toEqual({
      time: 10,
      rates: { USD: 50_000.5 },
    });
  });

  it.each([
    ['a price that is not a number', { time: 1, USD: '91234' }],
    ['an infinite price', { time: 1, USD: Number.POSITIVE_INFINITY }],
    ['an absurd price', { time: 1, USD: 1e14 }],
    ['a fractional time', { time: 1.5, USD: 1 }],
    ['a negative time', { time: -1, USD: 1 }],
    ['a list', [{ time: 1, USD: 1 }]],
  ])('refuses %s', (_name, value) => {
    expect(() => readPrices(value)).toThrow(ShapeError);
  });
});
