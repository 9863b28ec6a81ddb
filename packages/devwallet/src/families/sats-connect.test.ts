import { networkParams } from '@satchel/core/networks';
import { base64 } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveConfig } from '../config';
import { DevWallet } from '../wallet';
import { createSatsConnectProvider, type SatsConnectProvider } from './sats-connect-rpc';

/**
 * The Xverse family's reads, events and rune-order lookup as Xverse's own sources have them (the
 * source of each is on the handler it tests). sats-connect.spec.ts drives the same through the
 * sats-connect client in a browser.
 */

const ESPLORA = 'http://127.0.0.1:3999/api';
const ORDERS = 'http://127.0.0.1:3999/ordinals/v1/orders';

function setup(autoApprove = true): { wallet: DevWallet; provider: SatsConnectProvider } {
  const wallet = new DevWallet(
    resolveConfig({ network: 'regtest', esploraUrl: ESPLORA, impersonate: ['xverse'], autoApprove }),
  );
  return { wallet, provider: createSatsConnectProvider(wallet, 'xverse', '1.6.0') };
}

const ACCESS_DENIED = { code: -32002, message: 'Access denied.' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Xverse getAddresses', () => {
  it('answers Access denied without a prompt before the site is permitted', async () => {
    const { wallet, provider } = setup(false);
    // A prompt would take this scripted rejection and answer -32000.
    wallet.approvals.script({ kind: 'reject' });
    const answer = await provider.request('getAddresses', { purposes: ['payment'], message: 'Hi' });
    expect(answer).toMatchObject({ error: ACCESS_DENIED });
    expect(wallet.permissions.has('xverse')).toBe(false);
  });

  it('answers without a prompt once wallet_requestPermissions granted the read', async () => {
    const { wallet, provider } = setup(false);
    wallet.approvals.script({ kind: 'approve' });
    expect(await provider.request('wallet_requestPermissions')).toMatchObject({ result: true });
    wallet.approvals.script({ kind: 'reject' });
    const answer = await provider.request('getAddresses', { purposes: ['ordinals', 'payment'] });
    const ring = wallet.keys();
    expect(answer).toMatchObject({
      result: {
        addresses: [{ address: ring.ordinals.address }, { address: ring.payment.address }],
        network: { bitcoin: { name: 'Regtest' } },
      },
    });
  });

  it('checks the permission before the params', async () => {
    const { provider } = setup();
    expect(await provider.request('getAddresses', { purposes: 'payment' })).toMatchObject({
      error: ACCESS_DENIED,
    });
  });
});

describe('Xverse wallet events', () => {
  function listen(provider: SatsConnectProvider): string[] {
    const seen: string[] = [];
    for (const eventName of ['accountChange', 'networkChange', 'disconnect']) {
      provider.addListener({ eventName, cb: (e: { type: string }) => seen.push(e.type) });
    }
    return seen;
  }

  function switchAround(wallet: DevWallet, account: number): void {
    wallet.setAccount(account);
    wallet.setNetwork(wallet.network === 'regtest' ? 'testnet' : 'regtest');
    wallet.emit({ type: 'disconnect' });
  }

  it('reach no site without the read permission', () => {
    const { wallet, provider } = setup();
    const seen = listen(provider);
    switchAround(wallet, 1);
    expect(seen).toEqual([]);
  });

  it('reach a connected site, and stop once it renounces', async () => {
    const { wallet, provider } = setup();
    const seen = listen(provider);
    await provider.request('wallet_connect', null);
    switchAround(wallet, 1);
    expect(seen.splice(0)).toEqual(['accountChange', 'networkChange', 'disconnect']);
    await provider.request('wallet_renouncePermissions');
    switchAround(wallet, 2);
    expect(seen).toEqual([]);
  });

  it('still tell the site that calls wallet_disconnect, and pass raw test events as they are', async () => {
    const { wallet, provider } = setup();
    const seen = listen(provider);
    const custom: unknown[] = [];
    provider.addListener('custom', (payload: unknown) => custom.push(payload));
    await provider.request('wallet_disconnect', null);
    wallet.emit({ type: 'raw', name: 'custom', payload: { hello: 1 } });
    expect(seen).toEqual(['disconnect']);
    expect(custom).toEqual([{ hello: 1 }]);
  });
});

describe('Xverse ord_getInscriptions', () => {
  it('needs the permission, then both offset and limit', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { provider } = setup();
    expect(await provider.request('ord_getInscriptions', { offset: 0, limit: 10 })).toMatchObject({
      error: ACCESS_DENIED,
    });
    await provider.request('wallet_connect', null);
    for (const params of [undefined, { limit: 10 }, { offset: 0 }]) {
      expect(await provider.request('ord_getInscriptions', params)).toMatchObject({
        error: { code: -32602, message: 'Invalid parameters.' },
      });
    }
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('Xverse runes_getOrder', () => {
  const order = {
    id: 'order-7',
    orderType: 'rune_mint',
    state: 'complete',
    fundingAddress: 'x',
    createdAt: 'y',
  };

  it('looks the order up by `id`', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(order), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const { provider } = setup();
    expect(await provider.request('runes_getOrder', { id: 'order-7', network: 'Regtest' })).toMatchObject({
      result: order,
    });
    expect(fetch).toHaveBeenCalledWith(`${ORDERS}/order-7`, { method: 'GET' });
  });

  it('refuses an `orderId` alone before any request', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { provider } = setup();
    for (const params of [{ orderId: 'order-7' }, { id: 7 }, undefined]) {
      expect(await provider.request('runes_getOrder', params)).toMatchObject({
        error: { code: -32602, message: 'Invalid parameters.' },
      });
    }
    expect(fetch).not.toHaveBeenCalled();
  });
});

/** A PSBT spending one coin of the wallet's payment address to another of its addresses. */
function paymentPsbt(wallet: DevWallet): string {
  const ring = wallet.keys();
  const tx = new btc.Transaction();
  tx.addInput({
    txid: new Uint8Array(32).fill(7),
    index: 0,
    witnessUtxo: { script: ring.payment.script, amount: 50_000n },
  });
  tx.addOutputAddress(ring.ordinals.address, 40_000n, networkParams('regtest'));
  return base64.encode(tx.toPSBT());
}

describe('Xverse refusals (Xverse 0.54.2)', () => {
  it('answer -32000 with each screen’s own text', async () => {
    const { wallet, provider } = setup(false);
    wallet.approvals.script({ kind: 'reject' });
    expect(await provider.request('wallet_connect', null)).toMatchObject({
      error: { code: -32000, message: 'User closed the wallet popup.' },
    });
    wallet.approvals.script({ kind: 'approve' });
    await provider.request('wallet_connect', null);
    const ring = wallet.keys();
    const asked: [string, unknown, string][] = [
      ['signPsbt', { psbt: paymentPsbt(wallet) }, 'User rejected request to sign Psbt'],
      [
        'sendTransfer',
        { recipients: [{ address: ring.ordinals.address, amount: 1000 }] },
        'User rejected request to send transfer',
      ],
      ['signMessage', { address: ring.payment.address, message: 'hi' }, 'User rejected the request.'],
    ];
    for (const [method, params, message] of asked) {
      wallet.approvals.script({ kind: 'reject' });
      expect(await provider.request(method, params)).toEqual({
        jsonrpc: '2.0',
        id: expect.any(String),
        error: { code: -32000, message },
      });
    }
  });
});

describe('Xverse wallet_getNetwork', () => {
  it('answers Access denied without a prompt before the site is permitted', async () => {
    const { wallet, provider } = setup(false);
    wallet.approvals.script({ kind: 'approve' });
    expect(await provider.request('wallet_getNetwork', null)).toMatchObject({ error: ACCESS_DENIED });
    // The scripted approval is still queued: no prompt took it.
    expect(wallet.approvals.pending()).toEqual([]);
    expect(await provider.request('wallet_connect', null)).toMatchObject({ result: { id: 'xverse-0' } });
    expect(await provider.request('wallet_getNetwork', null)).toMatchObject({
      result: { bitcoin: { name: 'Regtest' } },
    });
  });
});

describe('Xverse signPsbt (Xverse 0.54.2)', () => {
  it('answers `broadcast: false` with the signed PSBT, not finalized, and an empty txid', async () => {
    const { wallet, provider } = setup();
    await provider.request('wallet_connect', null);
    const ring = wallet.keys();
    const answer = await provider.request('signPsbt', {
      psbt: paymentPsbt(wallet),
      signInputs: { [ring.payment.address]: [0] },
      broadcast: false,
    });
    if (!('result' in answer)) throw new Error(`signPsbt failed: ${answer.error.message}`);
    const result = answer.result as { psbt: string; txid: string };
    expect(Object.keys(result).sort()).toEqual(['psbt', 'txid']);
    expect(result.txid).toBe('');
    const input = btc.Transaction.fromPSBT(base64.decode(result.psbt)).getInput(0);
    expect(input.partialSig).toHaveLength(1);
    expect(input.finalScriptWitness).toBeUndefined();
  });

  it('hands an empty signInputs back unsigned, without an error', async () => {
    const { wallet, provider } = setup();
    await provider.request('wallet_connect', null);
    const psbt = paymentPsbt(wallet);
    const answer = await provider.request('signPsbt', { psbt, signInputs: {}, broadcast: false });
    expect(answer).toMatchObject({ result: { psbt, txid: '' } });
  });
});

describe('Xverse Regtest (Xverse 0.54.2)', () => {
  it('is a network to switch to, with an Esplora URL that can be edited', async () => {
    const { wallet, provider } = setup();
    wallet.setNetwork('signet');
    await provider.request('wallet_connect', null);
    expect(await provider.request('wallet_changeNetwork', { name: 'Regtest' })).toMatchObject({
      result: null,
    });
    expect(wallet.network).toBe('regtest');
    wallet.setEsploraUrl('http://127.0.0.1:4000/api/');
    expect(wallet.config.esploraUrl).toBe('http://127.0.0.1:4000/api');
    expect(() => wallet.setEsploraUrl('ftp://127.0.0.1/api')).toThrow('Not an Esplora URL');
    expect(() => wallet.setEsploraUrl('not a url')).toThrow('Not an Esplora URL');
    expect(wallet.config.esploraUrl).toBe('http://127.0.0.1:4000/api');
  });
});
