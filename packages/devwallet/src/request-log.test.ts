import { describe, expect, it } from 'vitest';
import { SUBJECT } from '../../../test/subjects';
import { REQUEST_LOG_LIMIT, RequestLog, summarize, trackMethods } from './request-log';

describe('RequestLog', () => {
  it('records a call with its params, result and duration, and passes the answer through', async () => {
    const log = new RequestLog();
    const answer = await log.track(SUBJECT.injected, 'getAccounts', [], async () => ['bcrt1qexample']);
    expect(answer).toEqual(['bcrt1qexample']);
    const [entry] = log.list();
    expect(entry).toMatchObject({
      id: 1,
      family: SUBJECT.injected,
      method: 'getAccounts',
      params: [],
      status: 'ok',
      result: ['bcrt1qexample'],
    });
    expect(entry?.durationMs).toBeGreaterThanOrEqual(0);
    expect(entry?.startedAt).toBeGreaterThan(0);
  });

  it('records the code and message a call rejects with, and rethrows the same value', async () => {
    const log = new RequestLog();
    const plain = { code: 4001, message: 'User rejected the request.' };
    await expect(
      log.track(SUBJECT.perNetworkObjects, 'signMessage', ['hello', 'ecdsa'], async () => {
        throw plain;
      }),
    ).rejects.toBe(plain);
    expect(log.list()[0]).toMatchObject({
      method: 'signMessage',
      params: ['hello', 'ecdsa'],
      status: 'error',
      error: { code: 4001, message: 'User rejected the request.' },
    });
  });

  it('reads a JSON-RPC error envelope and an Error the same way', () => {
    const log = new RequestLog();
    const a = log.start(SUBJECT.rpc, 'signPsbt', [{}]);
    log.fail(a, {
      jsonrpc: '2.0',
      id: 'x',
      error: { code: 4001, message: 'User rejected signing PSBT request' },
    });
    const b = log.start(SUBJECT.standardSatsConnect, 'connect', ['token']);
    log.fail(b, new Error('User rejected the request.'));
    expect(log.list().map((e) => e.error)).toEqual([
      { code: 4001, message: 'User rejected signing PSBT request' },
      { message: 'User rejected the request.' },
    ]);
  });

  it('lists a call that has not settled as pending, without a duration', () => {
    const log = new RequestLog();
    log.start(SUBJECT.satsConnect, 'signPsbt', [{ psbt: 'cHNidP8B' }]);
    const [entry] = log.list();
    expect(entry?.status).toBe('pending');
    expect(entry).not.toHaveProperty('durationMs');
    expect(entry?.params).toEqual({ psbt: 'cHNidP8B' });
  });

  it(`keeps only the last ${REQUEST_LOG_LIMIT} calls, numbered in arrival order`, () => {
    const log = new RequestLog();
    for (let i = 0; i < REQUEST_LOG_LIMIT + 7; i++) log.start(SUBJECT.injected, `call${i}`, []);
    const list = log.list();
    expect(list).toHaveLength(REQUEST_LOG_LIMIT);
    expect(list[0]?.id).toBe(8);
    expect(list.at(-1)?.method).toBe(`call${REQUEST_LOG_LIMIT + 6}`);
    log.clear();
    expect(log.list()).toEqual([]);
  });

  it('hands out copies, so a caller cannot rewrite the log', async () => {
    const log = new RequestLog();
    await log.track(SUBJECT.injected, 'getNetwork', [], () => 'testnet');
    const first = log.list();
    if (first[0]) first[0].method = 'tampered';
    expect(log.list()[0]?.method).toBe('getNetwork');
  });
});

describe('summarize', () => {
  it('shortens long strings to their head and length, and makes bigints and bytes JSON-safe', () => {
    const psbt = 'a'.repeat(5000);
    expect(summarize({ psbt, amount: 5n, key: new Uint8Array(33) })).toEqual({
      psbt: `${'a'.repeat(200)}…(5000 chars)`,
      amount: '5',
      key: '[33 bytes]',
    });
  });

  it('cuts deep and wide values', () => {
    const wide = Array.from({ length: 25 }, (_, i) => i);
    expect(summarize(wide)).toEqual([...wide.slice(0, 20), '…(5 more)']);
    expect(summarize({ a: { b: { c: { d: { e: 1 } } } } })).toEqual({ a: { b: { c: { d: '[object]' } } } });
  });
});

describe('trackMethods', () => {
  it('records each method of a table under its own name', async () => {
    const log = new RequestLog();
    const methods = trackMethods(log, SUBJECT.satsConnect, {
      connect: async (token: unknown) => ({ token }),
      label: 'not a method',
    });
    expect(methods.label).toBe('not a method');
    await methods.connect('jwt');
    expect(log.list()).toMatchObject([
      { family: SUBJECT.satsConnect, method: 'connect', params: 'jwt', status: 'ok' },
    ]);
  });
});
