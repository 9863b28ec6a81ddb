import { freshPrices } from '@satchel/core';
import { createExplorerClient } from '@satchel/core/explorer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payment, testKey } from '../../../../test/devnet/chain';
import { control } from '../../../../test/devnet/control';
import { DEFAULT_RECOMMENDED } from '../fees';
import { createDevnet, type Devnet, json, route } from '../index';
import { DEVNET_PRICES } from './esplora/prices';

const addr = payment('p2wpkh', testKey('http')).address as string;

describe('esplora HTTP surface', () => {
  let d: Devnet;
  beforeAll(async () => {
    d = await createDevnet({
      extraRoutes: (node) => [route('GET', '/ordinals/v1/ping', () => json({ height: node.chain.height }))],
    });
  });
  afterAll(() => d.close());

  it('answers errors as text/plain with CORS, in electrs wording', async () => {
    const cases: [string, number, string][] = [
      ['/api/address/notanaddress', 400, 'Invalid Bitcoin address'],
      ['/api/address/tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 400, 'Address on invalid network'],
      ['/api/tx/'.padEnd(72, 'a'), 404, 'Transaction not found'],
      ['/api/tx/xyz', 400, 'Invalid hex string'],
      ['/api/nope', 404, 'endpoint does not exist "/api/nope"'],
    ];
    for (const [path, status, body] of cases) {
      const res = await fetch(d.url + path);
      expect([path, res.status, await res.text()]).toEqual([path, status, body]);
      expect(res.headers.get('content-type')).toBe('text/plain');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('reports unknown txids as unconfirmed on /status, like both electrs forks', async () => {
    const res = await fetch(`${d.url}/api/tx/${'b'.repeat(64)}/status`);
    expect(await res.json()).toEqual({ confirmed: false });
  });

  it('runs the control plane: faucet, mine, outspends, mempool listing', async () => {
    const { txid } = (await (await control(d.url, 'faucet', { address: addr, sats: 5000 })).json()) as {
      txid: string;
    };
    expect(await (await fetch(`${d.url}/api/mempool/txids`)).json()).toContain(txid);
    const tx = (await (await fetch(`${d.url}/api/tx/${txid}`)).json()) as {
      vin: { txid: string; vout: number }[];
    };
    const spent = tx.vin[0] as { txid: string; vout: number };
    expect(await (await fetch(`${d.url}/api/tx/${spent.txid}/outspend/${spent.vout}`)).json()).toEqual({
      spent: true,
      txid,
      vin: 0,
      status: { confirmed: false },
    });
    const mined = (await (await control(d.url, 'mine', { blocks: 2, address: addr })).json()) as {
      hashes: string[];
    };
    expect(mined.hashes).toHaveLength(2);
    expect(await (await fetch(`${d.url}/regtest/api/blocks/tip/hash`)).text()).toBe(mined.hashes[1]);
    const stats = (await (await fetch(`${d.url}/api/address/${addr}`)).json()) as {
      chain_stats: { tx_count: number };
    };
    expect(stats.chain_stats.tx_count).toBe(3);
    expect((await (await fetch(`${d.url}/api/tx/${txid}/hex`)).text()).length).toBeGreaterThan(100);
  });

  it('injects faults by path, method and count, and logs requests', async () => {
    await control(d.url, 'requests', undefined, 'DELETE');
    await control(d.url, 'faults', { path: '*/address/*', status: 429, count: 1 });
    const first = await fetch(`${d.url}/api/address/${addr}`);
    expect(first.status).toBe(429);
    expect(await first.text()).toContain('429 Too Many Requests');
    expect((await fetch(`${d.url}/api/address/${addr}`)).status).toBe(200);

    d.faults.add({ path: '*/tip/height', dropConnection: true });
    await expect(fetch(`${d.url}/api/blocks/tip/height`)).rejects.toThrow();
    d.faults.add({ method: 'POST', path: '/api/tx', status: 503, body: 'busy', noCors: true });
    const busy = await fetch(`${d.url}/api/tx`, { method: 'POST', body: '00' });
    expect([busy.status, await busy.text(), busy.headers.get('access-control-allow-origin')]).toEqual([
      503,
      'busy',
      null,
    ]);
    expect(((await (await control(d.url, 'faults')).json()) as unknown[]).length).toBe(2);
    await control(d.url, 'faults', undefined, 'DELETE');
    expect(d.faults.list()).toEqual([]);

    const log = (await (await control(d.url, 'requests')).json()) as {
      path: string;
      status: number;
    }[];
    expect(log.filter((r) => r.path.startsWith('/api/address/')).map((r) => r.status)).toEqual([429, 200]);
  });

  it('switches fee modes, including the empty table of a quiet regtest', async () => {
    await control(d.url, 'fees', { mode: 'empty' });
    expect(await (await fetch(`${d.url}/api/fee-estimates`)).json()).toEqual({});
    await control(d.url, 'fees', { mode: 'static', recommended: { fastestFee: 9, halfHourFee: 7 } });
    const table = (await (await fetch(`${d.url}/api/fee-estimates`)).json()) as Record<string, number>;
    expect([table['1'], table['3'], table['1008']]).toEqual([9, 7, 0.1]);
    const legacy = await fetch(`${d.url}/api/v1/fee-estimates`);
    expect(legacy.status).toBe(203);
  });

  it('serves decimal rates below 1 sat/vB at /v1/fees/precise, and them rounded up at /v1/fees/recommended', async () => {
    await control(d.url, 'fees', { mode: 'static', recommended: DEFAULT_RECOMMENDED });
    const precise = await (await fetch(`${d.url}/api/v1/fees/precise`)).json();
    expect(precise).toEqual({ fastestFee: 5, halfHourFee: 3, hourFee: 2, economyFee: 0.5, minimumFee: 0.1 });
    const whole = await (await fetch(`${d.url}/api/v1/fees/recommended`)).json();
    expect(whole).toEqual({ fastestFee: 5, halfHourFee: 3, hourFee: 2, economyFee: 1, minimumFee: 1 });
    await control(d.url, 'fees', {
      mode: 'static',
      recommended: { fastestFee: 1.2345, halfHourFee: 0.75, hourFee: 0.3, economyFee: 0.2, minimumFee: 0.1 },
    });
    expect(await (await fetch(`${d.url}/testnet4/api/v1/fees/precise`)).json()).toEqual({
      fastestFee: 1.235,
      halfHourFee: 0.75,
      hourFee: 0.3,
      economyFee: 0.2,
      minimumFee: 0.1,
    });
    await control(d.url, 'fees', { mode: 'static', recommended: DEFAULT_RECOMMENDED });
  });

  it("floors the mempool-derived rates at Core 29.1's 0.1 sat/vB, and at --min-relay when set", async () => {
    await control(d.url, 'fees', { mode: 'mempool' });
    const quiet = (await (await fetch(`${d.url}/api/v1/fees/precise`)).json()) as Record<string, number>;
    expect(quiet.minimumFee).toBe(0.1);
    await control(d.url, 'fees', { mode: 'static', recommended: DEFAULT_RECOMMENDED });
    const strict = await createDevnet({ minRelayFeeRate: 1, fees: 'mempool' });
    try {
      const fees = (await (await fetch(`${strict.url}/api/v1/fees/precise`)).json()) as Record<
        string,
        number
      >;
      expect(fees.minimumFee).toBe(1);
      expect(strict.node.policy.minRelayFeeRate).toBe(1000n);
    } finally {
      await strict.close();
    }
  });

  it('refuses a relay fee rate that is not 0–10,000 sat/vB to 3 decimals, before starting', async () => {
    for (const bad of [-1, Number.NaN, 0.0001, 20_000]) {
      await expect(createDevnet({ minRelayFeeRate: bad })).rejects.toThrow(
        /^minRelayFeeRate must be a rate of 0 to 10,000 sat\/vB with at most 3 decimals/,
      );
    }
    await expect(createDevnet({ incrementalRelayFeeRate: -0.1 })).rejects.toThrow(/^incrementalRelayFeeRate/);
  });

  it("serves mempool.space's /v1/prices: fixed prices, stamped now, read as fresh by the app's client", async () => {
    const before = Math.floor(Date.now() / 1000);
    const prices = await createExplorerClient({ baseUrl: `${d.url}/api` }).getPrices();
    expect(prices.rates).toEqual(DEVNET_PRICES);
    expect(prices.time).toBeGreaterThanOrEqual(before);
    expect(freshPrices(prices, Date.now())).toBe(prices);
    const res = await fetch(`${d.url}/regtest/api/v1/prices`);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(Object.keys((await res.json()) as object)).toEqual([
      'time',
      'USD',
      'EUR',
      'GBP',
      'CAD',
      'CHF',
      'AUD',
      'JPY',
    ]);
  });

  it('answers preflights with CORS by default and mounts extra routes', async () => {
    const pre = await fetch(`${d.url}/api/tx`, { method: 'OPTIONS' });
    expect([pre.status, pre.headers.get('access-control-allow-origin')]).toEqual([204, '*']);
    expect(await (await fetch(`${d.url}/ordinals/v1/ping`)).json()).toEqual({ height: d.node.chain.height });
  });
});

describe('server options', () => {
  it('strict CORS refuses preflights without CORS headers, except the ordering service and the app', async () => {
    const d = await createDevnet({ strictCors: true, errorStyle: 'blockstream' });
    try {
      const pre = await fetch(`${d.url}/api/tx`, { method: 'OPTIONS' });
      expect([pre.status, pre.headers.get('access-control-allow-origin')]).toEqual([405, null]);
      const ctl = await fetch(`${d.url}/__devnet/mine`, {
        method: 'OPTIONS',
        headers: { Origin: 'http://127.0.0.1:5173' },
      });
      expect(ctl.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
      const ordering = await fetch(`${d.url}/ordinals/v1/mint/estimate`, { method: 'OPTIONS' });
      expect(ordering.headers.get('access-control-allow-origin')).toBe('*');
      const bad = await fetch(`${d.url}/api/tx`, { method: 'POST', body: 'zz' });
      expect(await bad.text()).toBe(
        'sendrawtransaction RPC error -22: TX decode failed. Make sure the tx has at least one input.',
      );
    } finally {
      await d.close();
    }
  });

  it('serves tb1 addresses on a testnet devnet and resets to a fresh chain', async () => {
    const d = await createDevnet({ network: 'testnet' });
    try {
      expect(d.faucetAddress.startsWith('tb1q')).toBe(true);
      await d.mine(3);
      const reset = (await (await control(d.url, 'reset', {})).json()) as { height: number };
      expect(reset.height).toBe(101);
      const res = await fetch(`${d.url}/testnet4/api/address/${d.faucetAddress}/utxo`);
      expect(((await res.json()) as unknown[]).length).toBe(101);
    } finally {
      await d.close();
    }
  });
});
