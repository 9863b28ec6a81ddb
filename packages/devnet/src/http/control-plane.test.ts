import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payment, testKey } from '../../../../test/devnet/chain';
import { control, controlJson } from '../../../../test/devnet/control';
import { rawRequest } from '../../../../test/devnet/raw-request';
import { createDevnet, type Devnet } from '../index';
import { REQUEST_LOG_LIMIT, RequestLog } from './request-log';

/** The control plane's guards, each against a real devnet on an ephemeral port. */
const addr = payment('p2wpkh', testKey('control plane')).address as string;
const APP = 'http://127.0.0.1:5173';
const CONTROL = { 'X-Devnet-Control': '1' };

let d: Devnet;
beforeAll(async () => {
  d = await createDevnet({ port: 0 });
});
afterAll(() => d.close());

const raw = (path: string, options: Parameters<typeof rawRequest>[1] = {}) =>
  rawRequest(`${d.url}${path}`, options);

describe('control header', () => {
  it('refuses a call without X-Devnet-Control: 1, as a cross-site form post would send it', async () => {
    const height = d.node.chain.height;
    const form = await raw('/__devnet/mine', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: '{"blocks":3}',
    });
    expect(form.status).toBe(403);
    expect(form.body).toContain('X-Devnet-Control: 1');
    expect(d.node.chain.height).toBe(height);
    expect((await raw('/__devnet/state', { headers: { 'X-Devnet-Control': 'yes' } })).status).toBe(403);
    expect((await raw('/__devnet/state', { headers: CONTROL })).status).toBe(200);
  });

  it('leaves the Esplora API and the ordering service open without it', async () => {
    expect((await raw('/api/blocks/tip/height')).status).toBe(200);
    expect((await raw('/ordinals/v1/orders/none')).status).toBe(404);
  });
});

describe('local Host', () => {
  it('answers 127.0.0.1, localhost and [::1] with any port, and refuses any other name', async () => {
    for (const host of ['127.0.0.1', 'localhost:3002', 'LOCALHOST', '[::1]:80', `127.0.0.1:${d.port}`]) {
      const res = await raw('/__devnet/state', { headers: { ...CONTROL, Host: host } });
      expect([host, res.status]).toEqual([host, 200]);
    }
    for (const host of ['devnet.example:3002', '127.0.0.2', 'localhost.example.com', '[::2]']) {
      const res = await raw('/__devnet/state', { headers: { ...CONTROL, Host: host } });
      expect([host, res.status]).toEqual([host, 403]);
      expect(res.body).toContain('local Host');
    }
  });

  it('refuses a preflight with a foreign Host', async () => {
    const res = await raw('/__devnet/mine', {
      method: 'OPTIONS',
      headers: { Host: 'rebound.example', Origin: APP },
    });
    expect([res.status, res.headers['access-control-allow-origin']]).toEqual([403, undefined]);
  });
});

describe('CORS of the control plane', () => {
  it("answers a preflight from the app's origin, allowing the control header", async () => {
    const res = await raw('/__devnet/mine', {
      method: 'OPTIONS',
      headers: {
        Origin: APP,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'x-devnet-control',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(APP);
    expect(String(res.headers['access-control-allow-headers'])).toContain('X-Devnet-Control');
    expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
  });

  it('refuses preflights from any other origin, or with none', async () => {
    const cases: Record<string, string>[] = [{ Origin: 'https://evil.example' }, { Origin: 'null' }, {}];
    for (const headers of cases) {
      const res = await raw('/__devnet/mine', { method: 'OPTIONS', headers });
      expect([res.status, res.headers['access-control-allow-origin']]).toEqual([403, undefined]);
    }
  });

  it("lets the app read a call's answer, and refuses a call from another origin's page", async () => {
    const fromApp = await raw('/__devnet/state', { headers: { ...CONTROL, Origin: APP } });
    expect([fromApp.status, fromApp.headers['access-control-allow-origin']]).toEqual([200, APP]);
    const foreign = await raw('/__devnet/state', { headers: { ...CONTROL, Origin: 'https://evil.example' } });
    expect([foreign.status, foreign.headers['access-control-allow-origin']]).toEqual([403, undefined]);
    expect(foreign.body).toContain('--app-origin');
  });

  it('keeps answering every origin on the Esplora API and the ordering service', async () => {
    const esplora = await raw('/api/tx', { method: 'OPTIONS', headers: { Origin: 'https://any.example' } });
    expect([esplora.status, esplora.headers['access-control-allow-origin']]).toEqual([204, '*']);
    const ordering = await raw('/ordinals/v1/runes/mint/estimate', {
      method: 'OPTIONS',
      headers: { Origin: 'https://any.example' },
    });
    expect(ordering.headers['access-control-allow-origin']).toBe('*');
  });

  it('takes its app origins from appOrigins, replacing the defaults', async () => {
    const e2e = await createDevnet({ port: 0, appOrigins: ['http://127.0.0.1:4173/'] });
    try {
      const preflight = (origin: string) =>
        rawRequest(`${e2e.url}/__devnet/mine`, { method: 'OPTIONS', headers: { Origin: origin } });
      expect((await preflight('http://127.0.0.1:4173')).status).toBe(204);
      expect((await preflight(APP)).status).toBe(403);
    } finally {
      await e2e.close();
    }
    await expect(createDevnet({ port: 0, appOrigins: ['127.0.0.1:4173'] })).rejects.toThrow(
      'is not scheme://host[:port]',
    );
  });
});

describe('fault paths', () => {
  const fault = (spec: unknown) => control(d.url, 'faults', spec);
  afterAll(() => control(d.url, 'faults', undefined, 'DELETE'));

  it('refuses regular expressions, saying what to give instead', async () => {
    for (const path of ['^/api/tx$', '/api/(tx|broadcast)', '/api/address/.+', 'a\\d']) {
      const res = await fault({ path, status: 500 });
      expect([path, res.status]).toEqual([path, 400]);
      expect(await res.text()).toContain('literal path or a * glob');
    }
    expect(d.faults.list()).toEqual([]);
  });

  it('matches a literal path exactly and a * glob across slashes', async () => {
    await fault({ path: '/api/blocks/tip/height', status: 503, count: 1 });
    expect((await fetch(`${d.url}/regtest/api/blocks/tip/height`)).status).toBe(200);
    expect((await fetch(`${d.url}/api/blocks/tip/height`)).status).toBe(503);

    await fault({ path: '*/address/*/utxo', status: 429, count: 1 });
    expect((await fetch(`${d.url}/api/address/${addr}`)).status).toBe(200);
    expect((await fetch(`${d.url}/testnet4/api/address/${addr}/utxo`)).status).toBe(429);
  });

  it('matches the query only when the pattern has one', async () => {
    await fault({ path: `/api/address/${addr}/txs?after_txid=*`, status: 500, count: 1 });
    expect((await fetch(`${d.url}/api/address/${addr}/txs`)).status).toBe(200);
    expect((await fetch(`${d.url}/api/address/${addr}/txs?after_txid=${'a'.repeat(64)}`)).status).toBe(500);
  });

  it('refuses unknown fields and bad values, naming them', async () => {
    const cases: [unknown, string][] = [
      [{ path: '/api/tx', regex: true }, 'unknown fault field "regex"'],
      [{ status: 99 }, 'status must be a whole number from 100 to 599'],
      [{ status: '429' }, 'status must be'],
      [{ method: 'FETCH' }, 'method must be one of'],
      [{ delayMs: -1 }, 'delayMs must be'],
      [{ times: 0 }, 'times must be'],
      [{ headers: { 'Bad Header': 'x' } }, 'header "Bad Header"'],
      [{ path: 42 }, 'path must be a string'],
    ];
    for (const [spec, reason] of cases) {
      const res = await fault(spec);
      expect([res.status, await res.text()]).toEqual([400, expect.stringContaining(reason)]);
    }
  });
});

describe('request log', () => {
  it('keeps only the newest entries', () => {
    const log = new RequestLog(3);
    for (let i = 0; i < 5; i++) log.add({ method: 'GET', path: `/${i}`, status: 200, time: i });
    expect(log.entries().map((e) => e.path)).toEqual(['/2', '/3', '/4']);
  });

  it(`holds at most ${REQUEST_LOG_LIMIT} requests on a running devnet`, async () => {
    await control(d.url, 'requests', undefined, 'DELETE');
    const total = REQUEST_LOG_LIMIT + 20;
    for (let i = 0; i < total; i += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, total - i) }, (_, j) => fetch(`${d.url}/api/nope/${i + j}`)),
      );
    }
    const log = await controlJson<{ path: string }[]>(d.url, 'requests');
    expect(log).toHaveLength(REQUEST_LOG_LIMIT);
    const seen = new Set(log.map((e) => e.path));
    expect(seen.has(`/api/nope/${total - 1}`)).toBe(true);
    expect(seen.size).toBe(REQUEST_LOG_LIMIT);
  });
});

describe('request bodies', () => {
  it('answers 413 to an oversize control body and to an oversize broadcast', async () => {
    const big = JSON.stringify({ address: addr, pad: 'x'.repeat(70_000) });
    const res = await raw('/__devnet/faucet', { method: 'POST', headers: CONTROL, body: big });
    expect(res.status).toBe(413);
    const tx = await raw('/api/tx', { method: 'POST', body: 'ab'.repeat(600_000) });
    expect(tx.status).toBe(413);
    expect((await raw('/__devnet/state', { headers: CONTROL })).status).toBe(200);
  });

  it('answers 400 with the reason to bad JSON and bad UTF-8', async () => {
    const json = await raw('/__devnet/mine', { method: 'POST', headers: CONTROL, body: '{"blocks":' });
    expect([json.status, json.body]).toEqual([400, expect.stringContaining('body is not valid JSON')]);
    const array = await raw('/__devnet/mine', { method: 'POST', headers: CONTROL, body: '[1]' });
    expect([array.status, array.body]).toEqual([400, 'body must be a JSON object']);
    const bytes = await raw('/__devnet/faucet', {
      method: 'POST',
      headers: CONTROL,
      body: Uint8Array.from([0x7b, 0xff, 0xfe, 0x7d]),
    });
    expect([bytes.status, bytes.body]).toEqual([400, 'request body is not valid UTF-8']);
  });

  it('answers 400 naming the field to bad values', async () => {
    const cases: [string, unknown, string][] = [
      ['mine', { blocks: 0 }, 'blocks must be a whole number from 1 to 10000'],
      ['mine', { blocks: '2' }, 'blocks must be'],
      ['mine', { blocks: 1, address: 7 }, 'address must be a non-empty string'],
      ['mine', { count: 1 }, 'unknown field "count"'],
      ['faucet', { sats: 5 }, 'address is required'],
      ['faucet', { address: addr, sats: 'lots' }, 'sats must be a whole number of satoshis'],
      ['faucet', { address: addr, sats: 1.5 }, 'sats must be a whole number of satoshis'],
      ['faucet', { address: addr, sats: 0 }, 'sats must be from 1'],
      ['faucet', { address: addr, confirm: 'yes' }, 'confirm must be true or false'],
      ['faucet', { address: 'nonsense' }, 'Invalid Bitcoin address'],
      ['fees', { mode: 'fast' }, 'mode must be static|empty|mempool'],
      ['fees', { recommended: { fastestFee: -1 } }, 'recommended.fastestFee must be a fee rate above 0'],
      ['fees', { recommended: { quickFee: 3 } }, 'unknown field "quickFee"'],
      ['fees', { table: { soon: 3 } }, 'table key "soon" must be a block target'],
    ];
    const height = d.node.chain.height;
    for (const [path, body, reason] of cases) {
      const res = await control(d.url, path, body);
      expect([path, res.status, await res.text()]).toEqual([path, 400, expect.stringContaining(reason)]);
    }
    expect(d.node.chain.height).toBe(height);
    expect(await controlJson<{ mode: string }>(d.url, 'fees')).toMatchObject({ mode: 'static' });
  });
});

describe('state file network', () => {
  it('refuses at start a state file written for another network', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'devnet-network-'));
    try {
      const statePath = join(dir, 'state.json');
      const regtest = await createDevnet({ port: 0, statePath });
      await regtest.close();
      await expect(createDevnet({ port: 0, statePath, network: 'testnet4' })).rejects.toThrow(
        `devnet state file ${statePath} holds a regtest chain; this devnet runs testnet4. Start it with --network regtest`,
      );
      const again = await createDevnet({ port: 0, statePath });
      expect(again.node.chain.height).toBe(101);
      await again.close();

      const unlabelled = join(dir, 'old.json');
      writeFileSync(unlabelled, JSON.stringify({ format: 1, blocks: [], mempool: [] }));
      await expect(createDevnet({ port: 0, statePath: unlabelled })).rejects.toThrow('records no network');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
