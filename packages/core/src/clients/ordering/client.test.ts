import { describe, expect, it } from 'vitest';
import { MAINNET_SEGWIT, REGTEST_SEGWIT, REGTEST_TAPROOT } from '../../../../../test/addresses';
import { rejection } from '../../../../../test/caught';
import { fakeClock, lazyBody } from '../../../../../test/fake-clock';
import { ErrorCode } from '../../primitives/errors';
import { createOrderingClient } from './client';

interface Call {
  url: string;
  method: string;
  body: unknown;
}

/** A scripted service: answers in order and records what was asked. */
function service(...answers: (Response | Error)[]) {
  const clock = fakeClock();
  const calls: Call[] = [];
  const fetch = (async (url: string, init?: RequestInit) => {
    calls.push({
      url,
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const next = answers.shift();
    if (!next) throw new Error('no scripted answer');
    if (next instanceof Error) throw next;
    return next;
  }) as typeof globalThis.fetch;
  return {
    calls,
    sleeps: clock.sleeps,
    client: createOrderingClient({
      network: 'regtest',
      baseUrl: 'http://svc/ordinals/v1/',
      fetch,
      clock: clock.clock,
    }),
  };
}

const reply = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

const mint = { runeName: 'SATCHEL•TEST', repeats: 1, destinationAddress: REGTEST_TAPROOT, feeRate: 3 };

describe('ordering client', () => {
  it('posts a mint estimate and reads amounts as bigint sats', async () => {
    const { calls, client } = service(
      reply({
        totalSize: 150,
        totalCost: 2046,
        costBreakdown: { postage: 546, networkFee: 450, serviceFee: 1000, appServiceFee: 50 },
      }),
    );
    const estimate = await client.estimateMint({
      ...mint,
      appServiceFee: 50n,
      appServiceFeeAddress: REGTEST_SEGWIT,
    });
    expect(calls).toEqual([
      {
        url: 'http://svc/ordinals/v1/runes/mint/estimate',
        method: 'POST',
        body: { ...mint, appServiceFee: 50, appServiceFeeAddress: REGTEST_SEGWIT },
      },
    ]);
    expect(estimate).toEqual({
      totalSize: 150,
      totalCost: 2046n,
      costBreakdown: { postage: 546n, networkFee: 450n, serviceFee: 1000n, appServiceFee: 50n },
    });
  });

  it('creates and executes an etch order, then reads it', async () => {
    const { calls, client } = service(
      reply({ orderId: 'o1', fundAddress: REGTEST_SEGWIT, fundAmount: 3000 }),
      reply({}),
      reply({
        id: 'o1',
        orderType: 'rune_etch',
        state: 'pending',
        fundingAddress: REGTEST_SEGWIT,
        createdAt: 'now',
      }),
    );
    const etch = {
      runeName: 'SATCHEL•TEST',
      isMintable: false,
      premine: '100',
      destinationAddress: REGTEST_TAPROOT,
      refundAddress: REGTEST_SEGWIT,
      feeRate: 1.5,
    };
    expect(await client.createEtchOrder(etch)).toEqual({
      orderId: 'o1',
      fundAddress: REGTEST_SEGWIT,
      fundAmount: 3000n,
    });
    await client.executeOrder('etch', 'o1', 'AB'.repeat(32));
    const order = await client.getOrder('o1');
    expect(order.state).toBe('pending');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST http://svc/ordinals/v1/runes/etch/orders',
      'POST http://svc/ordinals/v1/runes/etch/orders/o1/execute',
      'GET http://svc/ordinals/v1/orders/o1',
    ]);
    expect(calls[0]?.body).toEqual(etch);
    expect(calls[1]?.body).toEqual({ fundTransactionId: 'ab'.repeat(32) });
  });

  it('asks for a fee-bump quote', async () => {
    const { calls, client } = service(reply({ rbfCost: 320, fundingAddress: REGTEST_SEGWIT }));
    expect(await client.estimateRbf({ orderId: 'o 1', newFeeRate: 5 })).toEqual({
      rbfCost: 320n,
      fundingAddress: REGTEST_SEGWIT,
    });
    expect(calls[0]).toEqual({
      url: 'http://svc/ordinals/v1/orders/o%201/rbf-estimate',
      method: 'POST',
      body: { newFeeRate: 5 },
    });
  });

  it('refuses bad input before any call', async () => {
    const { calls, client } = service();
    const refused = [
      await rejection(client.estimateMint({ ...mint, runeName: 'bad name' })),
      await rejection(client.estimateMint({ ...mint, feeRate: 0 })),
      await rejection(client.createMintOrder({ ...mint, refundAddress: MAINNET_SEGWIT })),
      await rejection(
        client.estimateEtch({
          ...mint,
          isMintable: true,
          divisibility: 39,
          terms: { amount: '1', cap: '1' },
        }),
      ),
      await rejection(client.executeOrder('mint', 'o1', 'not-a-txid')),
      await rejection(client.estimateRbf({ orderId: 'o1', newFeeRate: 0 })),
    ];
    expect(refused.map((e) => e.code)).toEqual([
      ErrorCode.INVALID_PARAMS,
      ErrorCode.INVALID_PARAMS,
      ErrorCode.WRONG_NETWORK,
      ErrorCode.INVALID_PARAMS,
      ErrorCode.INVALID_PARAMS,
      ErrorCode.INVALID_PARAMS,
    ]);
    expect(calls).toEqual([]);
  });

  it('maps HTTP 400 to invalid request with the service reason, other failures to internal error', async () => {
    const { client } = service(
      reply({ error: 'Rune SATCHEL•TEST not found' }, 400),
      reply('upstream exploded', 502),
      reply({ error: 'Order not found' }, 404),
      new TypeError('Failed to fetch'),
      reply('<html>', 200),
    );
    expect(await rejection(client.estimateMint(mint))).toMatchObject({
      code: ErrorCode.INVALID_REQUEST,
      message: 'The ordering service refused the request.',
      details: 'Rune SATCHEL•TEST not found',
    });
    expect(await rejection(client.estimateMint(mint))).toMatchObject({
      code: ErrorCode.INTERNAL_ERROR,
      message: 'The ordering service failed (HTTP 502).',
      details: 'upstream exploded',
    });
    expect(await rejection(client.getOrder('missing'))).toMatchObject({ code: ErrorCode.INVALID_REQUEST });
    expect(await rejection(client.getOrder('o1'))).toMatchObject({
      code: ErrorCode.INTERNAL_ERROR,
      message: 'The ordering service could not be reached.',
    });
    expect(await rejection(client.getOrder('o1'))).toMatchObject({
      code: ErrorCode.INTERNAL_ERROR,
      message: 'The ordering service sent an unreadable answer.',
    });
  });

  it('refuses an answer that is not the documented shape', async () => {
    const { client } = service(
      reply({ totalCost: '2046' }),
      reply({ id: 'o1', orderType: 'rune_mint', state: 'weird', fundingAddress: 'x' }),
    );
    expect(await rejection(client.estimateMint(mint))).toMatchObject({
      code: ErrorCode.INTERNAL_ERROR,
      message: 'The ordering service sent an unreadable estimate.',
    });
    expect(await rejection(client.getOrder('o1'))).toMatchObject({
      message: 'The ordering service sent an unreadable order.',
    });
  });
});

const estimate = (overrides: Record<string, unknown> = {}, breakdown: Record<string, unknown> = {}) => ({
  totalSize: 150,
  totalCost: 2046,
  costBreakdown: { postage: 546, networkFee: 450, serviceFee: 1000, appServiceFee: 50, ...breakdown },
  ...overrides,
});
const order = (overrides: Record<string, unknown> = {}) => ({
  id: 'o1',
  orderType: 'rune_mint',
  state: 'pending',
  fundingAddress: REGTEST_SEGWIT,
  createdAt: '2025-01-01T00:00:00Z',
  ...overrides,
});

describe('ordering client answers are schema-checked', () => {
  it.each([
    ['a negative cost', estimate({ totalCost: -1 })],
    ['a fractional fee', estimate({}, { networkFee: 450.5 })],
    ['an amount above the supply', estimate({ totalCost: 2_100_000_000_000_001 })],
    ['an amount beyond 2^53', '{"totalSize":150,"totalCost":90071992547409930,"costBreakdown":{}}'],
    ['a missing breakdown', estimate({ costBreakdown: null })],
    ['a size of zero', estimate({ totalSize: 0 })],
  ])('refuses an estimate with %s', async (_, body) => {
    const { client } = service(reply(body));
    expect(await rejection(client.estimateMint(mint))).toMatchObject({
      code: ErrorCode.INTERNAL_ERROR,
      message: 'The ordering service sent an unreadable estimate.',
    });
  });

  it.each([
    ['a numeric id', order({ id: 42 })],
    ['an empty id', order({ id: '' })],
    ['an id with spaces', order({ id: 'o 1' })],
    ['an id of 201 characters', order({ id: 'x'.repeat(201) })],
    ['an unknown state', order({ state: 'done' })],
    ['an unknown order type', order({ orderType: 'brc20' })],
    ['a funding address that is not an address', order({ fundingAddress: 'x' })],
  ])('refuses an order with %s', async (_, body) => {
    const { client } = service(reply(body));
    expect(await rejection(client.getOrder('o1'))).toMatchObject({
      message: 'The ordering service sent an unreadable order.',
    });
  });

  it('refuses a funding address of another network before anything is paid', async () => {
    const { client } = service(
      reply({ orderId: 'o1', fundAddress: MAINNET_SEGWIT, fundAmount: 3000 }),
      reply({ rbfCost: 320, fundingAddress: MAINNET_SEGWIT }),
    );
    const created = await rejection(client.createMintOrder({ ...mint, refundAddress: REGTEST_SEGWIT }));
    expect(created).toMatchObject({ code: ErrorCode.WRONG_NETWORK, details: MAINNET_SEGWIT });
    expect(await rejection(client.estimateRbf({ orderId: 'o1', newFeeRate: 5 }))).toMatchObject({
      code: ErrorCode.WRONG_NETWORK,
    });
  });

  it('accepts an empty or object answer to execute, and refuses anything else', async () => {
    const { client } = service(reply(''), reply({ ok: true }), reply('"done"'));
    const txid = 'ab'.repeat(32);
    await client.executeOrder('mint', 'o1', txid);
    await client.executeOrder('mint', 'o1', txid);
    expect(await rejection(client.executeOrder('mint', 'o1', txid))).toMatchObject({
      code: ErrorCode.INTERNAL_ERROR,
    });
  });

  it('refuses an answer over 5 MB without reading it all', async () => {
    const body = lazyBody(20_000_000);
    const { client } = service(new Response(body.stream));
    expect(await rejection(client.getOrder('o1'))).toMatchObject({
      code: ErrorCode.INTERNAL_ERROR,
      message: 'The ordering service sent an answer over 5 MB.',
    });
    expect(body.pulled()).toBeLessThan(5_200_000);
  });

  it('retries 429 and 503 with backoff honouring Retry-After, then reports the status', async () => {
    const busy = (status: number, retryAfter?: string) =>
      new Response('busy', { status, ...(retryAfter ? { headers: { 'retry-after': retryAfter } } : {}) });
    const ok = service(busy(429, '4'), reply(order()));
    expect((await ok.client.getOrder('o1')).state).toBe('pending');
    expect(ok.sleeps).toEqual([4000]);

    const failing = service(busy(503), busy(503), busy(503));
    expect(await rejection(failing.client.getOrder('o1'))).toMatchObject({
      code: ErrorCode.INTERNAL_ERROR,
      message: 'The ordering service failed (HTTP 503).',
    });
    expect(failing.calls).toHaveLength(3);
    expect(failing.sleeps).toEqual([1000, 2000]);
  });
});
