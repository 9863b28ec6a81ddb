import { BIP122_CHAIN_IDS, createSignInMessage, signMessageBip322 } from '@satchel/core/message';
import { describe, expect, it } from 'vitest';
import { payment, testKey } from '../../../../test/devnet/chain';
import { rawRequest } from '../../../../test/devnet/raw-request';
import { createDevnet, type Devnet } from '../index';
import { MAX_OPEN_NONCES, NONCE_TTL_MS, NonceStore } from './siwb-nonces';

/** The devnet's Sign in with Bitcoin backend: nonces, then verification through core. */
const key = testKey('siwb');
const address = payment('p2wpkh', key).address as string;

function signIn(nonce: string, domain = '127.0.0.1:5173') {
  const message = createSignInMessage({
    domain,
    address,
    statement: 'Sign in to the devnet.',
    uri: `http://${domain}/`,
    version: '1',
    chainId: BIP122_CHAIN_IDS.regtest,
    nonce,
    issuedAt: new Date().toISOString(),
  });
  const signature = signMessageBip322({ message, privateKey: key.priv, address, network: 'regtest' });
  return { message, signature };
}

async function withDevnet(run: (d: Devnet) => Promise<void>, strictCors = false) {
  const d = await createDevnet({ port: 0, strictCors });
  try {
    await run(d);
  } finally {
    await d.close();
  }
}

const post = (url: string, body?: unknown) =>
  fetch(url, { method: 'POST', ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

async function nonceFrom(d: Devnet): Promise<string> {
  return ((await (await post(`${d.url}/siwb/nonce`)).json()) as { nonce: string }).nonce;
}

describe('sign-in nonces', () => {
  it('are single-use and expire after 5 minutes', () => {
    let now = 1_000_000;
    const store = new NonceStore(() => now);
    const first = store.issue();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(store.take(first)).toBe('ok');
    expect(store.take(first)).toBe('unknown');
    const late = store.issue();
    now += NONCE_TTL_MS;
    expect(store.take(late)).toBe('expired');
    expect(store.take('never-issued')).toBe('unknown');
  });

  it('keep at most MAX_OPEN_NONCES unused, dropping the oldest', () => {
    const store = new NonceStore(() => 0);
    const oldest = store.issue();
    for (let i = 0; i < MAX_OPEN_NONCES; i++) store.issue();
    expect(store.size).toBe(MAX_OPEN_NONCES);
    expect(store.take(oldest)).toBe('unknown');
  });
});

describe('POST /siwb/nonce and /siwb/verify', () => {
  it('verifies a signed message once, with CORS for any page and no control header', () =>
    withDevnet(async (d) => {
      const res = await post(`${d.url}/siwb/nonce`);
      expect([res.status, res.headers.get('access-control-allow-origin')]).toEqual([200, '*']);
      const { nonce } = (await res.json()) as { nonce: string };
      expect(nonce).not.toBe(await nonceFrom(d));

      const signed = signIn(nonce);
      const verified = await post(`${d.url}/siwb/verify`, signed);
      expect(verified.headers.get('access-control-allow-origin')).toBe('*');
      expect(await verified.json()).toEqual({ valid: true, address });
      const replay = (await (await post(`${d.url}/siwb/verify`, signed)).json()) as { reason: string };
      expect(replay).toMatchObject({ valid: false, reason: 'unknown-nonce' });
    }));

  it("refuses a bad signature, and a message for another page than the caller's Origin", () =>
    withDevnet(async (d) => {
      const signed = signIn(await nonceFrom(d));
      const other = signIn(await nonceFrom(d));
      const tampered = { message: signed.message, signature: other.signature };
      expect(await (await post(`${d.url}/siwb/verify`, tampered)).json()).toMatchObject({
        valid: false,
        reason: 'bad-signature',
      });

      const elsewhere = signIn(await nonceFrom(d));
      const fromOtherPage = await rawRequest(`${d.url}/siwb/verify`, {
        method: 'POST',
        headers: { Origin: 'https://other.example' },
        body: JSON.stringify(elsewhere),
      });
      expect(JSON.parse(fromOtherPage.body)).toMatchObject({ valid: false, reason: 'wrong-domain' });

      const own = signIn(await nonceFrom(d), 'other.example');
      const fromItsPage = await rawRequest(`${d.url}/siwb/verify`, {
        method: 'POST',
        headers: { Origin: 'https://other.example' },
        body: JSON.stringify(own),
      });
      expect(JSON.parse(fromItsPage.body)).toEqual({ valid: true, address });
    }));

  it('answers 400 to a body that is not {message, signature}, and valid: false to a malformed message', () =>
    withDevnet(async (d) => {
      const missing = await post(`${d.url}/siwb/verify`, { message: 'hi' });
      expect([missing.status, await missing.text()]).toEqual([400, 'signature must be a string']);
      const notJson = await fetch(`${d.url}/siwb/verify`, { method: 'POST', body: 'message=hi' });
      expect(notJson.status).toBe(400);
      const malformed = await post(`${d.url}/siwb/verify`, { message: 'hello', signature: 'AA==' });
      expect(await malformed.json()).toMatchObject({ valid: false, reason: 'malformed-message' });
    }));

  it('answers preflights like the Esplora API: not at all under strict CORS', () =>
    withDevnet(async (d) => {
      const pre = await fetch(`${d.url}/siwb/verify`, { method: 'OPTIONS' });
      expect([pre.status, pre.headers.get('access-control-allow-origin')]).toEqual([405, null]);
    }, true));
});
