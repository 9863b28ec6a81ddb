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
