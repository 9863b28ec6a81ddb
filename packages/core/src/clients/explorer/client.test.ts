import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rejection } from '../../../../../test/caught';
import { fakeClock, lazyBody } from '../../../../../test/fake-clock';
import { ErrorCode, SatchelError } from '../../primitives/errors';
import { createExplorerClient } from './client';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../../test/fixtures/esplora/${name}`, import.meta.url), 'utf8');

type Reply =
  | {
      status: number;
      body: string | ReadableStream<Uint8Array>;
      type?: string;
      headers?: Record<string, string>;
    }
  | 'network-error';

/**
 * Replays recorded mempool.space answers (the public API cannot be reached from tests). Backoff
 * waits run on a fake clock, so nothing here really waits.
 */
function replay(routes: Record<string, Reply | Reply[]>, clock = fakeClock()) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const path = url.replace('https://mempool.space/api', '');
    const entry = routes[`${init?.method ?? 'GET'} ${path}`];
    const reply = Array.isArray(entry) ? entry.shift() : entry;
    if (!reply) return new Response(`endpoint does not exist "${path}"`, { status: 404 });
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(reply.body, {
      status: reply.status,
      headers: { 'content-type': reply.type ?? 'text/plain', ...reply.headers },
    });
  };
  const client = createExplorerClient({
    baseUrl: 'https://mempool.space/api/',
    fetch: fetch as typeof globalThis.fetch,
    clock: clock.clock,
  });
  return { client, calls, sleeps: clock.sleeps };
}

const json = (name: string, status = 200): Exclude<Reply, string> => ({
  status,
  body: fixture(name),
  type: 'application/json',
});
const ADDR = 'bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk';
const TXID = '0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9';

describe('getBalance', () => {
  it('sums chain and mempool stats in bigint sats, pending may be negative', async () => {
    const { client } = replay({ [`GET /address/${ADDR}`]: json('address-mempool-negative.json') });
    expect(await client.getBalance(ADDR)).toEqual({
      status: 'ok',
      confirmed: 150_000_000n,
      pending: -50_010_000n,
      total: 99_990_000n,
    });
  });

  it('counts unconfirmed funds as pending', async () => {
    const { client } = replay({ [`GET /address/${ADDR}`]: json('address-unconfirmed.json') });
    expect(await client.getBalance(ADDR)).toMatchObject({
      confirmed: 0n,
      pending: 100_000n,
      total: 100_000n,
    });
  });

  it.each([404, 429])('reads %i as a zero balance', async (status) => {
    const { client } = replay({
      [`GET /address/${ADDR}`]: { status, body: '<html>Too Many Requests</html>' },
    });
    expect(await client.getBalance(ADDR)).toEqual({ status: 'ok', confirmed: 0n, pending: 0n, total: 0n });
  });

  it.each([
    ['a 500', { status: 500, body: 'Internal Server Error' }],
    ['a 503', { status: 503, body: 'Service Unavailable' }],
    ['a network error', 'network-error'],
    ['an unreadable body', { status: 200, body: '<html>', type: 'text/html' }],
    ['a body of the wrong shape', { status: 200, body: '{"chain_stats":null}', type: 'application/json' }],
  ] as [string, Reply][])('reports %s as unavailable, never a number', async (_, reply) => {
    const { client } = replay({ [`GET /address/${ADDR}`]: reply });
    const result = await client.getBalance(ADDR);
    expect(result.status).toBe('unavailable');
    if (result.status === 'unavailable') expect(result.error).toBeInstanceOf(SatchelError);
  });

  it('shares one request between callers asking at the same time', async () => {
    const { client, calls } = replay({ [`GET /address/${ADDR}`]: json('address-unconfirmed.json') });
    const [a, b, c] = await Promise.all([
      client.getBalance(ADDR),
      client.getBalance(ADDR),
      client.getBalance(ADDR),
    ]);
    expect(calls).toHaveLength(1);
    expect(a).toEqual(b);
    expect(b).toEqual(c);
  });
});

describe('getUtxos', () => {
  it('returns bigint values, confirmed flag from a status without block fields, largest first', async () => {
    const { client } = replay({ [`GET /address/${ADDR}/utxo`]: json('utxo.json') });
    const utxos = await client.getUtxos(ADDR);
    expect(utxos.map((u) => [u.value, u.confirmed, u.blockHeight])).toEqual([
      [250_000n, false, undefined],
      [100_000n, true, 102],
    ]);
  });

  it('throws a SatchelError on a 400 with the server text as detail', async () => {
    const { client } = replay({
      [`GET /address/${ADDR}/utxo`]: { status: 400, body: 'Too many unspent transaction outputs (>500).' },
    });
    await expect(client.getUtxos(ADDR)).rejects.toMatchObject({
      code: ErrorCode.EXPLORER_UNAVAILABLE,
      details: 'Too many unspent transaction outputs (>500).',
    });
  });
});

describe('getRecommendedFees', () => {
  const precise = { fastestFee: 2.013, halfHourFee: 1.5, hourFee: 1.004, economyFee: 0.5, minimumFee: 0.1 };

  it("reads mempool's decimal /v1/fees/precise first, rates below 1 sat/vB included, and asks nothing else", async () => {
    const { client, calls } = replay({
      'GET /v1/fees/precise': { status: 200, body: JSON.stringify(precise), type: 'application/json' },
      'GET /v1/fees/recommended': json('fees-recommended.json'),
    });
    expect(await client.getRecommendedFees()).toEqual({ ...precise, source: 'precise' });
    expect(calls.map((c) => c.url)).toEqual(['https://mempool.space/api/v1/fees/precise']);
  });

  it('uses the whole-sat/vB /v1/fees/recommended when a backend has no precise table', async () => {
    const { client } = replay({
      'GET /v1/fees/precise': { status: 404, body: 'endpoint does not exist' },
      'GET /v1/fees/recommended': json('fees-recommended.json'),
    });
    expect(await client.getRecommendedFees()).toEqual({
      fastestFee: 5,
      halfHourFee: 3,
      hourFee: 2,
      economyFee: 1,
      minimumFee: 1,
      source: 'recommended',
    });
  });

  it('falls back to /fee-estimates (203 counts as success) with nearest lower targets', async () => {
    const { client } = replay({
      'GET /v1/fees/recommended': { status: 404, body: 'endpoint does not exist' },
      'GET /fee-estimates': { ...json('fee-estimates.json'), status: 203 },
    });
    expect(await client.getRecommendedFees()).toEqual({
      fastestFee: 12.5,
      halfHourFee: 8.1,
      hourFee: 4.2,
      economyFee: 1.5,
      minimumFee: 1,
      source: 'estimates',
    });
  });

  it("falls back to a 0.1 sat/vB floor (Core 29.1's min relay fee) when all are missing or {}", async () => {
    const { client } = replay({
      'GET /v1/fees/precise': { status: 503, body: 'Service Unavailable' },
      'GET /v1/fees/recommended': { status: 503, body: 'Service Unavailable' },
      'GET /fee-estimates': { status: 200, body: '{}', type: 'application/json' },
    });
    expect(await client.getRecommendedFees()).toMatchObject({
      fastestFee: 0.1,
      minimumFee: 0.1,
      source: 'floor',
    });
  });
});

describe('broadcast', () => {
  it('posts the raw hex with a safelisted content type and no other header, returns the txid text', async () => {
    const { client, calls } = replay({ 'POST /tx': { status: 200, body: TXID } });
    expect(await client.broadcast('0200abcd')).toBe(TXID);
    const init = calls[0]?.init;
    expect(init?.body).toBe('0200abcd');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/x-www-form-urlencoded' });
  });

  it('reports a 429 as "mempool api rate limit exceeded"', async () => {
    const { client } = replay({ 'POST /tx': { status: 429, body: '<html>429 Too Many Requests</html>' } });
    await expect(client.broadcast('00')).rejects.toMatchObject({
      message: 'mempool api rate limit exceeded',
    });
  });

  it.each([
    ['mempool', 'sendrawtransaction RPC error: {"code":-26,"message":"min relay fee not met, 110 < 141"}'],
    ['blockstream', 'sendrawtransaction RPC error -26: min relay fee not met, 110 < 141'],
  ])('parses the %s spelling of a node rejection into the detail', async (_, body) => {
    const { client } = replay({ 'POST /tx': { status: 400, body } });
    const error = await client.broadcast('00').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SatchelError);
    expect(error).toMatchObject({
      message: 'failed to send transaction',
      details: 'min relay fee not met, 110 < 141 (code -26)',
    });
  });

  it('reports a network failure as "failed to send transaction"', async () => {
    const { client } = replay({ 'POST /tx': 'network-error' });
    await expect(client.broadcast('00')).rejects.toMatchObject({ message: 'failed to send transaction' });
  });

  it('treats -27 (already confirmed) as success and returns the txid of the transaction', async () => {
    // A 1-in-1-out legacy transaction; its txid is double-SHA256 of these bytes, reversed.
    const raw =
      '0100000001' +
      '11'.repeat(32) +
      '00000000' +
      '00' +
      'ffffffff' +
      '01' +
      'e803000000000000' +
      '160014' +
      '22'.repeat(20) +
      '00000000';
    const { client } = replay({
      'POST /tx': {
        status: 400,
        body: 'sendrawtransaction RPC error: {"code":-27,"message":"Transaction outputs already in utxo set"}',
      },
    });
    const { sha256 } = await import('@noble/hashes/sha2.js');
    const { hexToBytes, bytesToHex } = await import('@noble/hashes/utils.js');
    const expected = bytesToHex(sha256(sha256(hexToBytes(raw))).reverse());
    expect(await client.broadcast(raw)).toBe(expected);
  });

  it('refuses an empty transaction with "No transaction specified!"', async () => {
    const { client, calls } = replay({});
    await expect(client.broadcast('  ')).rejects.toMatchObject({ message: 'No transaction specified!' });
    expect(calls).toHaveLength(0);
  });
});

describe('getTx / getTxStatus', () => {
  it('tells an unknown txid from an unconfirmed one by asking /tx/:id', async () => {
    const { client, calls } = replay({ [`GET /tx/${TXID}`]: { status: 404, body: 'Transaction not found' } });
    expect(await client.getTxStatus(TXID)).toEqual({ state: 'unknown' });
    expect(calls.map((c) => c.url)).toEqual([`https://mempool.space/api/tx/${TXID}`]);
  });

  it('reads a mempool transaction whose status has no block fields', async () => {
    const { client } = replay({ [`GET /tx/${TXID}`]: json('tx-unconfirmed.json') });
    expect(await client.getTxStatus(TXID)).toEqual({ state: 'mempool' });
    const tx = await client.getTx(TXID);
    expect(tx?.vout[0]?.scriptpubkey_address).toBeUndefined();
  });

  it('reads a confirmed transaction', async () => {
    const { client } = replay({ [`GET /tx/${TXID}`]: json('tx-confirmed.json') });
    expect(await client.getTxStatus(TXID)).toMatchObject({ state: 'confirmed', blockHeight: 103 });
  });
});

const utxo = (value: unknown, txid: unknown = TXID) =>
  JSON.stringify([{ txid, vout: 0, status: { confirmed: false }, value }]);

describe('schema checks', () => {
  it.each([
    ['text that is not JSON', '<html>502 Bad Gateway</html>'],
    [
      'a transaction without status',
      JSON.stringify({ ...JSON.parse(fixture('tx-confirmed.json')), status: undefined }),
    ],
    [
      'a transaction with a non-numeric output value',
      fixture('tx-confirmed.json').replace('"value": 99859', '"value": "lots"'),
    ],
    [
      'another transaction than the one asked for',
      fixture('tx-confirmed.json').replace(TXID, 'ff'.repeat(32)),
    ],
  ])('getTx and getTxStatus turn %s into a SatchelError', async (_, body) => {
    const { client } = replay({
      [`GET /tx/${TXID}`]: [
        { status: 200, body },
        { status: 200, body },
      ],
    });
    expect(await rejection(client.getTx(TXID))).toMatchObject({ code: ErrorCode.EXPLORER_UNAVAILABLE });
    expect(await rejection(client.getTxStatus(TXID))).toMatchObject({ code: ErrorCode.EXPLORER_UNAVAILABLE });
  });

  it('refuses a malformed txid before asking the explorer', async () => {
    const { client, calls } = replay({});
    for (const bad of ['z'.repeat(64), 'ab'.repeat(31), '../address/x']) {
      expect(await rejection(client.getTxStatus(bad))).toMatchObject({ code: ErrorCode.INVALID_PARAMS });
    }
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['"abc"', utxo('abc')],
    ['1.5', utxo(1.5)],
    ['null', utxo(null)],
    ['a negative value', utxo(-1)],
    ['more than the supply', utxo(2_100_000_000_000_001)],
    ['a non-hex txid', utxo(1000, 'z'.repeat(64))],
    ['a 63-character txid', utxo(1000, 'a'.repeat(63))],
    ['a missing vout', JSON.stringify([{ txid: TXID, value: 1000, status: { confirmed: true } }])],
    ['an object instead of a list', '{"utxos":[]}'],
  ])('getUtxos refuses %s with a SatchelError naming the field', async (_, body) => {
    const { client } = replay({ [`GET /address/${ADDR}/utxo`]: { status: 200, body } });
    const error = await rejection(client.getUtxos(ADDR));
    expect(error).toMatchObject({
      code: ErrorCode.EXPLORER_UNAVAILABLE,
      message: 'The explorer sent an unreadable UTXO list.',
    });
  });

  it('accepts the supply itself as a UTXO value', async () => {
    const { client } = replay({
      [`GET /address/${ADDR}/utxo`]: { status: 200, body: utxo(2_100_000_000_000_000) },
    });
    expect((await client.getUtxos(ADDR))[0]?.value).toBe(2_100_000_000_000_000n);
  });

  it('reports a confirmed balance below zero or above the supply as unavailable', async () => {
    const stats = (funded: number, spent: number) => ({
      funded_txo_count: 1,
      funded_txo_sum: funded,
      spent_txo_count: 1,
      spent_txo_sum: spent,
      tx_count: 1,
    });
    for (const chain of [stats(0, 5), stats(2_100_000_000_000_001, 0)]) {
      const body = JSON.stringify({ address: ADDR, chain_stats: chain, mempool_stats: stats(0, 0) });
      const { client } = replay({ [`GET /address/${ADDR}`]: { status: 200, body } });
      expect((await client.getBalance(ADDR)).status).toBe('unavailable');
    }
  });

  it('checks every transaction of an address list and the tip height', async () => {
    const { client } = replay({
      [`GET /address/${ADDR}/txs`]: { status: 200, body: '[{"txid":"nope"}]' },
      'GET /blocks/tip/height': { status: 200, body: '12x' },
    });
    expect(await rejection(client.getAddressTxs(ADDR))).toMatchObject({
      code: ErrorCode.EXPLORER_UNAVAILABLE,
    });
    expect(await rejection(client.getTipHeight())).toMatchObject({ code: ErrorCode.EXPLORER_UNAVAILABLE });
  });
});

describe("broadcast failures stay SatchelErrors with the catalogue's broadcast texts", () => {
  it('names a -27 answer for bytes that are not a transaction as "failed to send transaction"', async () => {
    const { client } = replay({
      'POST /tx': {
        status: 400,
        body: 'sendrawtransaction RPC error: {"code":-27,"message":"Transaction already in block chain"}',
      },
    });
    const error = await rejection(client.broadcast('00'));
    expect(error.message).toBe('failed to send transaction');
    expect(error.details).toContain('Transaction already in block chain');
  });

  it('refuses text that is not hexadecimal bytes without sending it', async () => {
    const { client, calls } = replay({});
    for (const bad of ['zz', '0g', 'abc']) {
      expect(await rejection(client.broadcast(bad))).toMatchObject({ message: 'failed to send transaction' });
    }
    expect(calls).toHaveLength(0);
  });
});

describe('answer size cap (5 MB)', () => {
  it('stops reading a 63 MB UTXO list a little past 5 MB', async () => {
    const body = lazyBody(63_000_000);
    const { client } = replay({ [`GET /address/${ADDR}/utxo`]: { status: 200, body: body.stream } });
    const error = await rejection(client.getUtxos(ADDR));
    expect(error).toMatchObject({
      code: ErrorCode.EXPLORER_UNAVAILABLE,
      message: 'The explorer sent an answer over 5 MB.',
    });
    expect(body.pulled()).toBeLessThan(5_000_000 + 3 * 64 * 1024);
    expect(body.cancelled()).toBe(true);
  });

  it('refuses a declared Content-Length over 5 MB before reading the body', async () => {
    const body = lazyBody(63_000_000);
    const { client } = replay({
      [`GET /address/${ADDR}/utxo`]: {
        status: 200,
        body: body.stream,
        headers: { 'content-length': '63000000' },
      },
    });
    expect(await rejection(client.getUtxos(ADDR))).toMatchObject({
      message: 'The explorer sent an answer over 5 MB.',
    });
    expect(body.pulled()).toBeLessThanOrEqual(64 * 1024);
  });

  it('reads an answer of exactly 5 MB', async () => {
    const padded = `${utxo(1000)}${' '.repeat(5_000_000 - utxo(1000).length)}`;
    const { client } = replay({ [`GET /address/${ADDR}/utxo`]: { status: 200, body: padded } });
    expect(await client.getUtxos(ADDR)).toHaveLength(1);
  });
});

describe('429/503 backoff', () => {
  const busy = (status: number, headers?: Record<string, string>): Reply => ({
    status,
    body: 'busy',
    ...(headers ? { headers } : {}),
  });
  const ok: Reply = { status: 200, body: utxo(1000) };

  it('retries after 1 s then 2 s when no Retry-After is given, and succeeds', async () => {
    const { client, calls, sleeps } = replay({ [`GET /address/${ADDR}/utxo`]: [busy(429), busy(503), ok] });
    expect(await client.getUtxos(ADDR)).toHaveLength(1);
    expect(calls).toHaveLength(3);
    expect(sleeps).toEqual([1000, 2000]);
  });

  it('honours Retry-After in seconds and as an HTTP date', async () => {
    const clock = fakeClock({ start: Date.parse('Wed, 01 Jan 2025 00:00:00 GMT') });
    const { client, sleeps } = replay(
      {
        [`GET /address/${ADDR}/utxo`]: [
          busy(429, { 'retry-after': '3' }),
          busy(503, { 'retry-after': 'Wed, 01 Jan 2025 00:00:07 GMT' }),
          ok,
        ],
      },
      clock,
    );
    await client.getUtxos(ADDR);
    // The date is 7 s after the start and 3 s have passed: 4 s left to wait.
    expect(sleeps).toEqual([3000, 4000]);
  });

  it('makes at most 3 tries, then reports the last answer', async () => {
    const { client, calls } = replay({
      [`GET /address/${ADDR}/utxo`]: [busy(503), busy(503), busy(503), ok],
    });
    expect(await rejection(client.getUtxos(ADDR))).toMatchObject({ message: expect.stringContaining('503') });
    expect(calls).toHaveLength(3);
  });

  it('does not wait past 10 s in all: a long Retry-After is reported at once', async () => {
    const { client, calls, sleeps } = replay({
      [`GET /address/${ADDR}/utxo`]: [busy(429, { 'retry-after': '11' }), ok],
    });
    expect(await rejection(client.getUtxos(ADDR))).toMatchObject({
      message: 'mempool api rate limit exceeded',
    });
    expect(calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('retries a rate-limited broadcast and keeps the exact text when it stays limited', async () => {
    const limited = () => ({ status: 429, body: '<html>429</html>' });
    const { client, calls } = replay({ 'POST /tx': [limited(), limited(), limited()] });
    const error = await rejection(client.broadcast('0200abcd'));
    expect(error.message).toBe('mempool api rate limit exceeded');
    expect(error.code).toBe(ErrorCode.RATE_LIMITED);
    expect(calls.map((c) => c.init?.body)).toEqual(['0200abcd', '0200abcd', '0200abcd']);

    const again = replay({ 'POST /tx': [limited(), { status: 200, body: TXID }] });
    expect(await again.client.broadcast('0200abcd')).toBe(TXID);
  });

  it('still reads a balance that stays rate-limited as zero', async () => {
    const { client, calls } = replay({ [`GET /address/${ADDR}`]: [busy(429), busy(429), busy(429)] });
    expect(await client.getBalance(ADDR)).toMatchObject({ status: 'ok', total: 0n });
    expect(calls).toHaveLength(3);
  });

  it('stops waiting when the caller aborts', async () => {
    const clock = fakeClock({ hold: true });
    const { client, calls } = replay({ [`GET /address/${ADDR}/utxo`]: [busy(429), ok] }, clock);
    const controller = new AbortController();
    const pending = client.getUtxos(ADDR, { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort();
    expect(await rejection(pending)).toMatchObject({ message: 'The request to the explorer was cancelled.' });
    expect(calls).toHaveLength(1);
  });
});

describe('fee guard', () => {
  const recommended = (fees: Record<string, number>) => ({
    status: 200,
    body: JSON.stringify(fees),
    type: 'application/json',
  });

  it.each([
    [
      'above 10,000 sat/vB',
      { fastestFee: 20_000, halfHourFee: 3, hourFee: 2, economyFee: 1, minimumFee: 1 },
      'fastestFee 20000',
    ],
    [
      'below 0.1 sat/vB',
      { fastestFee: 5, halfHourFee: 3, hourFee: 2, economyFee: 1, minimumFee: 0.05 },
      'minimumFee 0.05 sat/vB is outside 0.1–10,000 sat/vB',
    ],
    [
      'dearer when less urgent',
      { fastestFee: 5, halfHourFee: 9, hourFee: 2, economyFee: 1, minimumFee: 1 },
      'halfHourFee 9',
    ],
  ])('ignores recommended fees %s, says why, and uses the fee estimates', async (_, fees, why) => {
    const { client } = replay({
      'GET /v1/fees/recommended': recommended(fees),
      'GET /fee-estimates': json('fee-estimates.json'),
    });
    const result = await client.getRecommendedFees();
    expect(result).toMatchObject({ source: 'estimates', fastestFee: 12.5, halfHourFee: 8.1 });
    expect(result.ignored).toEqual([{ source: 'recommended', reason: expect.stringContaining(why) }]);
    expect(result.notice).toMatch(
      /^Ignored the explorer's recommended fees \(.+\); using the explorer's fee estimates instead\.$/,
    );
  });

  it('takes a precise table whose every tier is below 1 sat/vB', async () => {
    const quiet = { fastestFee: 0.3, halfHourFee: 0.2, hourFee: 0.2, economyFee: 0.1, minimumFee: 0.1 };
    const { client } = replay({ 'GET /v1/fees/precise': recommended(quiet) });
    const result = await client.getRecommendedFees();
    expect(result).toEqual({ ...quiet, source: 'precise' });
  });

  it('ignores an implausible precise table, says why, and uses the recommended one', async () => {
    const { client } = replay({
      'GET /v1/fees/precise': recommended({ fastestFee: 0.2, halfHourFee: 0.5, hourFee: 0.1 }),
      'GET /v1/fees/recommended': json('fees-recommended.json'),
    });
    const result = await client.getRecommendedFees();
    expect(result).toMatchObject({ source: 'recommended', fastestFee: 5 });
    expect(result.notice).toBe(
      "Ignored the explorer's precise fees (halfHourFee 0.5 sat/vB is above fastestFee 0.2 sat/vB); using the explorer's recommended fees instead.",
    );
  });

  it('falls to the floor when both sources are implausible and names both', async () => {
    const { client } = replay({
      'GET /v1/fees/recommended': recommended({ fastestFee: 0.2, halfHourFee: 0.05, hourFee: 0.05 }),
      'GET /fee-estimates': { status: 200, body: '{"1":2,"6":40}', type: 'application/json' },
    });
    const result = await client.getRecommendedFees();
    expect(result).toMatchObject({ source: 'floor', fastestFee: 0.1, minimumFee: 0.1 });
    expect(result.ignored?.map((i) => i.source)).toEqual(['recommended', 'estimates']);
    expect(result.notice).toContain('using the 0.1 sat/vB floor instead');
  });

  it('adds no notice when the first source is plausible', async () => {
    const { client, calls } = replay({ 'GET /v1/fees/precise': json('fees-recommended.json') });
    const result = await client.getRecommendedFees();
    expect(result.notice).toBeUndefined();
    expect(result.ignored).toBeUndefined();
    expect(calls).toHaveLength(1);
  });
});
