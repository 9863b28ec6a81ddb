import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { base64 } from '@scure/base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testKey } from '../../../../test/devnet/chain';
import { control, controlJson } from '../../../../test/devnet/control';
import { taproot } from '../../../../test/ord/helpers';
import { createDevnet, type Devnet } from '../index';
import { toJson } from './json';
import { CONTENT_SECURITY_POLICY } from './routes';

/** Examples from ord's JSON API guide, to check field names against. */
const examples = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../../test/ord/fixtures/ord-api-examples.json'), 'utf8'),
) as Record<string, Record<string, unknown>>;

/** Field order of ord's `api::Output`, `api::Inscription` and `api::Rune` (ord's src/api.rs). */
const OUTPUT_KEYS = [
  'address',
  'confirmations',
  'indexed',
  'inscriptions',
  'outpoint',
  'runes',
  'sat_ranges',
  'script_pubkey',
  'spent',
  'transaction',
  'value',
];
const INSCRIPTION_KEYS = [
  'address',
  'charms',
  'child_count',
  'children',
  'content_length',
  'content_type',
  'effective_content_type',
  'fee',
  'height',
  'id',
  'metaprotocol',
  'next',
  'number',
  'parents',
  'previous',
  'properties',
  'rune',
  'sat',
  'satpoint',
  'timestamp',
  'value',
];

const owner = taproot(testKey('ord api owner'));
const png = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3);
const JSON_ACCEPT = { Accept: 'application/json' };

describe('ord JSON API on the devnet port', () => {
  let devnet: Devnet;
  let inscribed: { id: string; commitTxid: string; revealTxid: string };
  const get = (path: string, headers: Record<string, string> = JSON_ACCEPT) =>
    fetch(`${devnet.url}${path}`, { headers });

  beforeAll(async () => {
    devnet = await createDevnet({ port: 0, strictCors: true });
    inscribed = await controlJson(devnet.url, 'inscribe', {
      address: owner.address,
      contentType: 'image/png',
      body: base64.encode(png),
    });
  });
  afterAll(() => devnet.close());

  it('inscribes with a real commit and reveal, both mined', async () => {
    expect(inscribed.id).toBe(`${inscribed.revealTxid}i0`);
    for (const txid of [inscribed.commitTxid, inscribed.revealTxid]) {
      const status = (await (await fetch(`${devnet.url}/api/tx/${txid}/status`)).json()) as {
        confirmed: boolean;
      };
      expect(status.confirmed).toBe(true);
    }
    const tx = devnet.node.chain.txs.get(inscribed.revealTxid)?.tx;
    expect(tx?.inputs[0]?.txid).toBe(inscribed.commitTxid);
    // A script-path spend: signature, tapscript, control block.
    expect(tx?.inputs[0]?.witness).toHaveLength(3);
  });

  it('refuses inscribe requests without the control header or with a bad body', async () => {
    const anonymous = await fetch(`${devnet.url}/__devnet/inscribe`, {
      method: 'POST',
      body: JSON.stringify({ address: owner.address, contentType: 'text/plain', body: '' }),
    });
    expect(anonymous.status).toBe(403);
    const bad = await control(devnet.url, 'inscribe', {
      address: 'nope',
      contentType: 'text/plain',
      body: '',
    });
    expect(bad.status).toBe(400);
    const notBase64 = await control(devnet.url, 'inscribe', {
      address: owner.address,
      contentType: 'text/plain',
      body: '***',
    });
    expect(notBase64.status).toBe(400);
  });

  it('serves an inscription with ord field names and order', async () => {
    const res = await get(`/ord/inscription/${inscribed.id}`);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(INSCRIPTION_KEYS);
    for (const key of Object.keys(examples.inscription ?? {})) expect(INSCRIPTION_KEYS).toContain(key);
    expect(body).toMatchObject({
      address: owner.address,
      content_type: 'image/png',
      content_length: png.length,
      id: inscribed.id,
      satpoint: `${inscribed.revealTxid}:0:0`,
      value: 10_000,
      sat: null,
      properties: { gallery: [], attributes: { title: null, traits: {} } },
    });
    const unknown = await get(`/ord/inscription/${'ab'.repeat(32)}i0`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe('null');
  });

  it('serves content bytes with their type, nosniff and a restrictive CSP', async () => {
    const res = await fetch(`${devnet.url}/ord/content/${inscribed.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(png);
  });

  it('serves outputs one at a time and in batches, in request order', async () => {
    const outpoint = `${inscribed.revealTxid}:0`;
    const single = (await (await get(`/ord/output/${outpoint}`)).json()) as Record<string, unknown>;
    expect(Object.keys(single)).toEqual(OUTPUT_KEYS);
    for (const key of Object.keys(examples.output ?? {})) expect(OUTPUT_KEYS).toContain(key);
    expect(single).toMatchObject({
      address: owner.address,
      confirmations: 1,
      indexed: true,
      inscriptions: [inscribed.id],
      outpoint,
      runes: {},
      sat_ranges: null,
      script_pubkey: Buffer.from(owner.script).toString('hex'),
      spent: false,
      transaction: inscribed.revealTxid,
      value: 10_000,
    });
    const commitOut = `${inscribed.commitTxid}:0`;
    const batch = await fetch(`${devnet.url}/ord/outputs`, {
      method: 'POST',
      headers: { ...JSON_ACCEPT, 'Content-Type': 'application/json' },
      body: JSON.stringify([commitOut, outpoint]),
    });
    const list = (await batch.json()) as { outpoint: string; spent: boolean; inscriptions: string[] }[];
    expect(list.map((o) => [o.outpoint, o.spent, o.inscriptions])).toEqual([
      [commitOut, true, []],
      [outpoint, false, [inscribed.id]],
    ]);
    expect((await get(`/ord/output/${'cd'.repeat(32)}:0`)).status).toBe(404);
  });

  it('answers the batch preflight, unlike the Esplora routes in strict mode', async () => {
    const preflight = await fetch(`${devnet.url}/ord/outputs`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://app.test', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
  });

  it('lists an address: outputs, inscriptions, sat balance and rune balances', async () => {
    const body = (await (await get(`/ord/address/${owner.address}`)).json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(Object.keys(examples.address ?? {}));
    expect(body).toEqual({
      outputs: [`${inscribed.revealTxid}:0`],
      inscriptions: [inscribed.id],
      sat_balance: 10_000,
      runes_balances: [],
    });
    expect((await get('/ord/address/bc1qnotanaddress')).status).toBe(400);
  });

  it('serves the runes list and 404s an unknown rune', async () => {
    expect(await (await get('/ord/runes')).json()).toEqual({
      entries: [],
      more: false,
      prev: null,
      next: null,
    });
    const missing = await get('/ord/rune/SATCHEL•NOTHING'.replace('•', '%E2%80%A2'));
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('');
    expect((await get('/ord/rune/5:1')).status).toBe(404);
  });

  it('answers HTML, not JSON, without Accept: application/json, as ord does', async () => {
    const res = await get(`/ord/inscription/${inscribed.id}`, {});
    expect(res.headers.get('content-type')).toContain('text/html');
    expect((await fetch(`${devnet.url}/ord/outputs`, { method: 'POST', body: '[]' })).status).toBe(404);
  });

  it('reports the indexed height', async () => {
    expect(await (await get('/ord/blockheight', {})).text()).toBe(String(devnet.node.chain.height));
  });
});

describe('ord JSON numbers', () => {
  it('writes u128 values as plain JSON numbers, as serde does', () => {
    expect(toJson({ cap: (1n << 128n) - 1n, symbol: null, skipped: undefined, list: [1, 'a'] })).toBe(
      '{"cap":340282366920938463463374607431768211455,"symbol":null,"list":[1,"a"]}',
    );
  });
});
