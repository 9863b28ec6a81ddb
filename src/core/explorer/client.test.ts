import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ErrorCode, SatchelError } from '../errors';
import { createExplorerClient } from './client';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../test/fixtures/esplora/${name}`, import.meta.url), 'utf8');

type Reply = { status: number; body: string; type?: string } | 'network-error';

/** Replays recorded mempool.space answers (the public API cannot be reached from tests). */
function replay(routes: Record<string, Reply | Reply[]>) {
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
      headers: { 'content-type': reply.type ?? 'text/plain' },
    });
  };
  const client = createExplorerClient({
    baseUrl: 'https://mempool.space/api/',
    fetch: fetch as typeof globalThis.fetch,
  });
  return { client, calls };
}

const json = (name: string, status = 200): Exclude<Reply, string> => ({
  status,
  body: fixture(name),
  type: 'application/json',
});
const ADDR = 'bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk';
const TXID = '0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9';

describe('getBalance (SPEC R4.1, R4.2)', () => {
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
  it('uses mempool /v1/fees/recommended first', async () => {
    const { client } = replay({ 'GET /v1/fees/recommended': json('fees-recommended.json') });
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

  it('falls back to a 1 sat/vB floor when both are missing or {}', async () => {
    const { client } = replay({
      'GET /v1/fees/recommended': { status: 503, body: 'Service Unavailable' },
      'GET /fee-estimates': { status: 200, body: '{}', type: 'application/json' },
    });
    expect(await client.getRecommendedFees()).toMatchObject({
      fastestFee: 1,
      minimumFee: 1,
      source: 'floor',
    });
  });
});

describe('broadcast (SPEC R7.4)', () => {
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
