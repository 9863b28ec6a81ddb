import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rejection } from '../../../../../test/caught';
import { fakeClock } from '../../../../../test/fake-clock';
import { ErrorCode } from '../../primitives/errors';
import { U128_MAX } from '../../protocol/runes/rune-name';
import { createIndexerClient } from './client';

const BASE = 'https://ord.example/';
const fixture = (name: string) =>
  readFileSync(new URL(`../../../../../test/fixtures/ord/${name}`, import.meta.url), 'utf8');

interface Call {
  method: string;
  path: string;
  accept: string | undefined;
  body: unknown;
}

type Handler = (call: Call) => Response | Promise<Response>;

/** A scripted ord server: `routes` maps `METHOD /path` to a handler, and every call is recorded. */
function ord(routes: Record<string, Handler>, extra: { batchSize?: number; concurrency?: 1 | 2 } = {}) {
  const calls: Call[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      accept: headers.Accept,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${decodeURIComponent(call.path)}`];
    if (!handler) return new Response('not found', { status: 404 });
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    try {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return await handler(call);
    } finally {
      inFlight--;
    }
  }) as typeof globalThis.fetch;
  const clock = fakeClock();
  const client = createIndexerClient({ baseUrl: BASE, fetch, clock: clock.clock, ...extra });
  return { client, calls, sleeps: clock.sleeps, mostInFlight: () => mostInFlight };
}

const json = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'application/json' } });

const ADDRESS = 'bc1pdrm7tcyk4k6c3cdcjwkp49jmfrwmtvt0dvqyy7y4qp79tgks4lmqdpj6rw';
const INSCRIPTION = '6fb976ab49dcec017f1e201e84395983204ae1a7c2abf7ced0a85d692e442799i0';
const txidOf = (n: number) => n.toString(16).padStart(64, '0');

/** ord's `api::Output` for an outpoint, free of assets unless told otherwise. */
function output(outpoint: string, extra: Record<string, unknown> = {}) {
  return {
    address: ADDRESS,
    confirmations: 3,
    indexed: true,
    inscriptions: [],
    outpoint,
    runes: {},
    sat_ranges: null,
    script_pubkey: '5120',
    spent: false,
    transaction: outpoint.split(':')[0],
    value: 10_000,
    ...extra,
  };
}

describe('getAddressAssets (GET /address/<a>)', () => {
  it("reads ord's documented answer and asks for JSON", async () => {
    const { client, calls } = ord({ [`GET /address/${ADDRESS}`]: () => json(fixture('address.json')) });
    const assets = await client.getAddressAssets(ADDRESS);
    expect(assets.outputs).toHaveLength(18);
    expect(assets.outputs[2]).toBe('36f5a76644ee3002483e08345feaa97a71c7a210050333a8f02e942af1294227:1434');
    expect(assets.inscriptions).toHaveLength(13);
    expect(assets.satBalance).toBe(22_635n);
    expect(assets.runeBalances?.[0]).toEqual({
      spacedName: 'RSIC•AUBERGINE',
      decimal: '1100000000',
      symbol: '🍆',
    });
    expect(calls).toEqual([
      { method: 'GET', path: `/address/${ADDRESS}`, accept: 'application/json', body: undefined },
    ]);
  });

  it('reads null inscriptions and runes (a server without those indexes) as undefined', async () => {
    const body = JSON.stringify({ outputs: [], inscriptions: null, sat_balance: 0, runes_balances: null });
    const { client } = ord({ [`GET /address/${ADDRESS}`]: () => json(body) });
    expect(await client.getAddressAssets(ADDRESS)).toEqual({
      outputs: [],
      inscriptions: undefined,
      satBalance: 0n,
      runeBalances: undefined,
    });
  });

  it.each([
    ['an HTML page (ord without the JSON Accept)', '<!doctype html><html></html>'],
    ['a negative sat balance', '{"outputs":[],"inscriptions":[],"sat_balance":-1,"runes_balances":[]}'],
    ['a malformed outpoint', '{"outputs":["zz:0"],"inscriptions":[],"sat_balance":0,"runes_balances":[]}'],
    [
      'a malformed inscription id',
      '{"outputs":[],"inscriptions":["abc"],"sat_balance":0,"runes_balances":[]}',
    ],
    [
      'a lower-case rune name',
      '{"outputs":[],"inscriptions":[],"sat_balance":0,"runes_balances":[["dog","1",null]]}',
    ],
    [
      'a rune amount that is a number',
      '{"outputs":[],"inscriptions":[],"sat_balance":0,"runes_balances":[["DOG",1,null]]}',
    ],
  ])('refuses %s with a SatchelError', async (_, body) => {
    const { client } = ord({ [`GET /address/${ADDRESS}`]: () => json(body) });
    const error = await rejection(client.getAddressAssets(ADDRESS));
    expect(error.code).toBe(ErrorCode.EXPLORER_UNAVAILABLE);
    expect(error.message).toMatch(/^The indexer sent an unreadable (answer|address)\.$/);
  });

  it('reports a 404 (no address index) as an error, not as an empty address', async () => {
    const { client } = ord({});
    expect(await rejection(client.getAddressAssets(ADDRESS))).toMatchObject({
      message: 'The indexer answered 404 for the address.',
    });
  });
});

describe('getOutputs (POST /outputs)', () => {
  const echo: Handler = (call) => json(JSON.stringify((call.body as string[]).map((o) => output(o))));

  it('asks in batches of at most 200, two at a time, each outpoint once', async () => {
    const outpoints = Array.from({ length: 450 }, (_, i) => `${txidOf(i + 1)}:${i % 3}`);
    const { client, calls, mostInFlight } = ord({ 'POST /outputs': echo });
    const result = await client.getOutputs([...outpoints, outpoints[0] as string]);
    expect(calls.map((c) => (c.body as string[]).length)).toEqual([200, 200, 50]);
    expect(calls.every((c) => c.accept === 'application/json')).toBe(true);
    expect(mostInFlight()).toBe(2);
    expect(result.size).toBe(450);
    expect(result.get(outpoints[449] as string)?.value).toBe(10_000n);
  });

  it('keeps one batch in flight with concurrency 1', async () => {
    const outpoints = Array.from({ length: 5 }, (_, i) => `${txidOf(i + 1)}:0`);
    const { client, calls, mostInFlight } = ord({ 'POST /outputs': echo }, { batchSize: 2, concurrency: 1 });
    await client.getOutputs(outpoints);
    expect(calls).toHaveLength(3);
    expect(mostInFlight()).toBe(1);
  });

  it("reads ord's documented batch answer", async () => {
    const { client } = ord({ 'POST /outputs': () => json(fixture('outputs.json')) });
    const asked = [
      'bc4c30829a9564c0d58e6287195622b53ced54a25711d1b86be7cd3a70ef61ed:0',
      'bc4c30829a9564c0d58e6287195622b53ced54a25711d1b86be7cd3a70ef61ed:1',
    ];
    const result = await client.getOutputs(asked);
    expect([...result.values()].map((o) => [o.value, o.spent, o.indexed, o.inscriptions, o.runes])).toEqual([
      [10_000n, true, false, [], []],
      [483_528n, true, false, [], []],
    ]);
  });

  it('keeps u128 rune amounts exact, beyond 2^53', async () => {
    const { client } = ord({ 'POST /outputs': () => json(`[${fixture('output-runes.json')}]`) });
    const outpoint = '47c7260764af2ee17aa584d9c035f2e5429aefd96b8016cfe0e3f0bcf04869a3:0';
    const found = (await client.getOutputs([outpoint])).get(outpoint);
    expect(found?.inscriptions).toEqual([INSCRIPTION]);
    expect(found?.runes).toEqual([
      { spacedName: 'DOG•GO•TO•THE•MOON', amount: 12_345_678_901_234_567n, divisibility: 5, symbol: '🐕' },
      { spacedName: 'UNCOMMON•GOODS', amount: U128_MAX, divisibility: 0, symbol: '⧉' },
    ]);
  });

  it('also reads runes written as [name, pile] pairs (ord before 0.18.4)', async () => {
    const outpoint = `${txidOf(7)}:1`;
    const body = `[${JSON.stringify(output(outpoint, { runes: [] })).replace(
      '"runes":[]',
      '"runes":[["DOG•GO•TO•THE•MOON",{"amount":100000000000000000000,"divisibility":5,"symbol":null}]]',
    )}]`;
    const { client } = ord({ 'POST /outputs': () => json(body) });
    expect((await client.getOutputs([outpoint])).get(outpoint)?.runes).toEqual([
      {
        spacedName: 'DOG•GO•TO•THE•MOON',
        amount: 100_000_000_000_000_000_000n,
        divisibility: 5,
        symbol: undefined,
      },
    ]);
  });

  it.each([
    ['fewer outputs than asked', (asked: string[]) => asked.slice(1).map((o) => output(o))],
    ['another order than asked', (asked: string[]) => [...asked].reverse().map((o) => output(o))],
    [
      'a fractional rune amount',
      (asked: string[]) =>
        asked.map((o) => output(o, { runes: { DOG: { amount: 1.5, divisibility: 0, symbol: null } } })),
    ],
    [
      'a divisibility of 39',
      (asked: string[]) =>
        asked.map((o) => output(o, { runes: { DOG: { amount: 1, divisibility: 39, symbol: null } } })),
    ],
    [
      'a value over the supply',
      (asked: string[]) => asked.map((o) => output(o, { value: 2_100_000_000_000_001 })),
    ],
  ])('refuses %s', async (_, answer) => {
    const { client } = ord({
      'POST /outputs': (call) => json(JSON.stringify(answer(call.body as string[]))),
    });
    const error = await rejection(client.getOutputs([`${txidOf(1)}:0`, `${txidOf(2)}:0`]));
    expect(error.message).toBe('The indexer sent an unreadable output list.');
  });

  it('refuses malformed outpoints before asking', async () => {
    const { client, calls } = ord({});
    expect(await rejection(client.getOutputs(['zz:0']))).toMatchObject({ code: ErrorCode.INVALID_PARAMS });
    expect(await rejection(client.getOutputs([`${txidOf(1)}:4294967296`]))).toMatchObject({
      code: ErrorCode.INVALID_PARAMS,
    });
    expect(calls).toHaveLength(0);
  });

  it('retries a 503 batch (reading is safe to repeat)', async () => {
    let first = true;
    const { client, calls, sleeps } = ord({
      'POST /outputs': (call) => {
        if (first) {
          first = false;
          return new Response('busy', { status: 503, headers: { 'retry-after': '2' } });
        }
        return echo(call);
      },
    });
    expect((await client.getOutputs([`${txidOf(1)}:0`])).size).toBe(1);
    expect(calls).toHaveLength(2);
    expect(sleeps).toEqual([2000]);
  });
});

describe('getInscription, contentUrl', () => {
  it("reads ord's documented inscription", async () => {
    const { client, calls } = ord({
      [`GET /inscription/${INSCRIPTION}`]: () => json(fixture('inscription.json')),
    });
    expect(await client.getInscription(INSCRIPTION.toUpperCase().replace('I0', 'i0'))).toMatchObject({
      id: INSCRIPTION,
      number: 0,
      contentType: 'image/png',
      contentLength: 793,
      outpoint: '47c7260764af2ee17aa584d9c035f2e5429aefd96b8016cfe0e3f0bcf04869a3:0',
      offset: 0n,
      value: 606n,
      sat: undefined,
      fee: 322n,
      rune: undefined,
      children: expect.arrayContaining([
        '681b5373c03e3f819231afd9227f54101395299c9e58356bda278e2f32bef2cdi0',
      ]),
    });
    expect(calls[0]?.path).toBe(`/inscription/${INSCRIPTION}`);
  });

  it('reads 404 as no such inscription and refuses another id than asked', async () => {
    const other = `${txidOf(9)}i0`;
    const { client } = ord({ [`GET /inscription/${other}`]: () => json(fixture('inscription.json')) });
    expect(await client.getInscription(`${txidOf(8)}i0`)).toBeUndefined();
    expect(await rejection(client.getInscription(other))).toMatchObject({
      message: 'The indexer sent another inscription than the one asked for.',
    });
  });

  it('builds the content URL without a request, and refuses an id that is not one', () => {
    const { client, calls } = ord({});
    expect(client.contentUrl(INSCRIPTION)).toBe(`https://ord.example/content/${INSCRIPTION}`);
    expect(() => client.contentUrl('../../admin')).toThrow(
      expect.objectContaining({ code: ErrorCode.INVALID_PARAMS }),
    );
    expect(calls).toHaveLength(0);
  });
});

describe('getRune', () => {
  it("reads ord's documented rune with its u128 cap exact", async () => {
    const { client, calls } = ord({ 'GET /rune/UNCOMMON•GOODS': () => json(fixture('rune.json')) });
    const rune = await client.getRune('UNCOMMON•GOODS');
    expect(rune).toMatchObject({
      id: '1:0',
      spacedName: 'UNCOMMON•GOODS',
      symbol: '⧉',
      divisibility: 0,
      burned: 139n,
      mints: 33_891_693n,
      mintable: true,
      parent: undefined,
      terms: {
        amount: 1n,
        cap: U128_MAX,
        heightStart: 840_000n,
        heightEnd: 1_050_000n,
        offsetStart: undefined,
        offsetEnd: undefined,
      },
    });
    expect(calls[0]?.path).toBe('/rune/UNCOMMON%E2%80%A2GOODS');
  });

  it('asks once for identical lookups under way, and reads 404 as no such rune', async () => {
    const { client, calls } = ord({ 'GET /rune/1:0': () => json(fixture('rune.json')) });
    const [a, b] = await Promise.all([client.getRune('1:0'), client.getRune('1:0')]);
    expect(a).toEqual(b);
    expect(calls).toHaveLength(1);
    expect(await client.getRune('NOSUCHRUNE')).toBeUndefined();
  });

  it('refuses a query that is neither a name nor an id', async () => {
    const { client, calls } = ord({});
    for (const bad of ['dog', '1:', '../x', 'A••B']) {
      expect(await rejection(client.getRune(bad))).toMatchObject({ code: ErrorCode.INVALID_PARAMS });
    }
    expect(calls).toHaveLength(0);
  });
});

describe('assetStatus(address)', () => {
  const a = `${txidOf(1)}:0`;
  const b = `${txidOf(2)}:0`;
  const c = `${txidOf(3)}:1`;
  const d = `${txidOf(4)}:2`;

  it("reads the address's outputs in one request: free ones, and those carrying assets or not vouched for", async () => {
    const { client, calls } = ord({
      [`GET /outputs/${ADDRESS}`]: () =>
        json(
          JSON.stringify([
            output(a, { inscriptions: [`${txidOf(1)}i0`] }),
            output(b),
            output(c, { runes: { DOG: { amount: 5, divisibility: 0, symbol: null } } }),
            output(d, { indexed: false }),
          ]),
        ),
    });
    const status = await client.assetStatus(ADDRESS);
    expect(status.free).toEqual(new Set([b]));
    expect(status.protected).toEqual(new Set([a, c, d]));
    expect(await client.protectedOutpoints(ADDRESS)).toEqual(new Set([a, c, d]));
    expect(calls.map((x) => `${x.method} ${x.path}`)).toEqual([
      `GET /outputs/${ADDRESS}`,
      `GET /outputs/${ADDRESS}`,
    ]);
    expect(calls[0]?.accept).toBe('application/json');
  });

  it('refuses a malformed answer instead of guessing', async () => {
    const { client } = ord({ [`GET /outputs/${ADDRESS}`]: () => json(JSON.stringify([{ outpoint: a }])) });
    expect(await rejection(client.assetStatus(ADDRESS))).toMatchObject({
      code: ErrorCode.EXPLORER_UNAVAILABLE,
    });
  });
});
