import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hex } from '@scure/base';
import { p2tr, p2wpkh } from '@scure/btc-signer';
import { describe, expect, it, vi } from 'vitest';
import { MAIN_P2TR, MAIN_P2WPKH, PUBKEY, XONLY } from '../../../../../test/connectors/fake-wallets';
import { networkParams } from '../../primitives/networks';
import type { Account } from '../kit/types';
import { createMagicEdenConnector } from './connector';

type Listener = (payload: unknown) => void;

/** The account the wallet switches to: addresses the connect answer never named. */
function otherAccount() {
  const key = secp256k1.getPublicKey(new Uint8Array(32).fill(7), true);
  const mainnet = networkParams('mainnet');
  return {
    payment: p2wpkh(key, mainnet).address as string,
    ordinals: p2tr(key.slice(1), undefined, mainnet).address as string,
    key: hex.encode(key),
  };
}

/**
 * `window.magicEden.bitcoin` as Magic Eden documents it: token methods, and `accountsChanged`
 * listeners added with `addListener` (bigmi) or `on` (other callers), removed with `removeListener`.
 */
function fakeMagicEden(subscribe: 'addListener' | 'on' = 'addListener') {
  const listeners = new Set<Listener>();
  const answers = {
    addresses: [
      { address: MAIN_P2WPKH, publicKey: PUBKEY, purpose: 'payment', addressType: 'p2wpkh' },
      { address: MAIN_P2TR, publicKey: XONLY, purpose: 'ordinals', addressType: 'p2tr' },
    ],
  };
  return {
    isMagicEden: true,
    connect: vi.fn(async (_token: string) => answers),
    sendBtcTransaction: vi.fn(async (_token: string) => 'ab'.repeat(32)),
    [subscribe]: (event: string, cb: Listener) => {
      if (event === 'accountsChanged') listeners.add(cb);
    },
    removeListener: (event: string, cb: Listener) => {
      if (event === 'accountsChanged') listeners.delete(cb);
    },
    switchTo: (payload: unknown) => {
      for (const cb of [...listeners]) cb(payload);
    },
    listeners,
  };
}

/** The payload of the token a v1 method was called with. */
function tokenPayload(token: unknown): Record<string, unknown> {
  const [, body] = String(token).split('.');
  return JSON.parse(Buffer.from(body ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

async function connected(subscribe: 'addListener' | 'on' = 'addListener') {
  const me = fakeMagicEden(subscribe);
  const connector = createMagicEdenConnector({ magicEden: { bitcoin: me } }, undefined);
  await connector.connect({ network: 'mainnet' });
  const seen: { event: string; accounts?: Account[] }[] = [];
  const offs = [
    connector.on('accountsChanged', (accounts) => seen.push({ event: 'accountsChanged', accounts })),
    connector.on('accountsUnknown', () => seen.push({ event: 'accountsUnknown' })),
    connector.on('disconnected', () => seen.push({ event: 'disconnected' })),
  ];
  return {
    me,
    connector,
    seen,
    off: () => {
      for (const off of offs) off();
    },
  };
}

describe('magiceden connector: accountsChanged (docs-wallet.magiceden.io/bitcoin/provider-events)', () => {
  it('default: follows the documented {address, purpose} list, with no prompt', async () => {
    const { me, seen } = await connected();
    const next = otherAccount();
    me.switchTo([
      { address: next.payment, purpose: 'payment' },
      { address: next.ordinals, purpose: 'ordinals' },
    ]);
    expect(seen).toEqual([
      {
        event: 'accountsChanged',
        accounts: [
          { address: next.payment, publicKey: '', purpose: 'payment', addressType: 'p2wpkh' },
          { address: next.ordinals, publicKey: '', purpose: 'ordinals', addressType: 'p2tr' },
        ],
      },
    ]);
    expect(me.connect).toHaveBeenCalledTimes(1);
  });

  it('behavior: keys known from connect come back with their addresses; a key the event gives is kept', async () => {
    const { me, seen } = await connected();
    const next = otherAccount();
    me.switchTo([
      { address: next.payment, publicKey: next.key, purpose: 'payment' },
      { address: MAIN_P2TR, purpose: 'ordinals' },
    ]);
    expect(seen[0]?.accounts?.map((a) => [a.address, a.publicKey])).toEqual([
      [next.payment, next.key],
      [MAIN_P2TR, XONLY],
    ]);
  });

  it('behavior: its own send pays from the new payment address', async () => {
    const { me, connector } = await connected();
    const next = otherAccount();
    me.switchTo([
      { address: next.payment, purpose: 'payment' },
      { address: next.ordinals, purpose: 'ordinals' },
    ]);
    await connector.sendTransfer({ recipients: [{ address: MAIN_P2TR, amount: 1000n }] });
    expect(tokenPayload(me.sendBtcTransaction.mock.calls[0]?.[0]).senderAddress).toBe(next.payment);
  });

  it('behavior: the {accounts} object some callers read is followed too', async () => {
    const { me, seen } = await connected();
    const next = otherAccount();
    me.switchTo({ accounts: [{ address: next.payment, purpose: 'payment' }] });
    expect(seen[0]?.accounts?.map((a) => a.address)).toEqual([next.payment]);
  });

  it('behavior: an empty list is a disconnect, as bigmi reads it', async () => {
    const { me, seen } = await connected();
    me.switchTo([]);
    expect(seen).toEqual([{ event: 'accountsChanged', accounts: [] }]);
  });

  it('behavior: a payload with nothing usable leaves the account unknown, never a prompt', async () => {
    const { me, seen } = await connected();
    me.switchTo(undefined);
    me.switchTo([{ address: MAIN_P2WPKH, purpose: 'stacks' }]);
    expect(seen).toEqual([{ event: 'accountsUnknown' }, { event: 'accountsUnknown' }]);
    expect(me.connect).toHaveBeenCalledTimes(1);
  });

  it('behavior: subscribes with `on` when there is no addListener, and unsubscribes', async () => {
    const { me, seen, off } = await connected('on');
    expect(me.listeners.size).toBe(1);
    me.switchTo([{ address: MAIN_P2WPKH, purpose: 'payment' }]);
    expect(seen).toHaveLength(1);
    off();
    expect(me.listeners.size).toBe(0);
  });
});
