import { describe, expect, it, vi } from 'vitest';
import { REGTEST_SEGWIT, REGTEST_TAPROOT } from '../../../test/addresses';
import type { Connector, RunesOrders } from '../connectors/types';
import { ErrorCode, Errors, SatchelError } from '../errors';
import { createOrderingClient } from '../runes/client';
import { placeOrder } from './rune-orders';

const TXID = 'cd'.repeat(32);

/** A scripted ordering service recording `METHOD path` of every call. */
function service() {
  const calls: string[] = [];
  const fetch = (async (url: string, init?: RequestInit) => {
    const path = url.replace('http://svc/ordinals/v1', '');
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    if (path.endsWith('/execute')) return new Response('{}');
    return new Response(
      JSON.stringify({ orderId: 'app-order', fundAddress: REGTEST_SEGWIT, fundAmount: 4000 }),
    );
  }) as typeof globalThis.fetch;
  return {
    calls,
    client: createOrderingClient({ network: 'regtest', baseUrl: 'http://svc/ordinals/v1', fetch }),
  };
}

/** Only what paying touches; the rest of the connector is never called here. */
function connector(runes?: RunesOrders) {
  const sendTransfer = vi.fn(async () => ({ txid: TXID }));
  const fake = { id: 'fake', name: 'Fake', sendTransfer, ...(runes ? { runes } : {}) };
  return { connector: fake as unknown as Connector, sendTransfer };
}

const mint = {
  runeName: 'SATCHEL•TEST',
  repeats: 1,
  destinationAddress: REGTEST_TAPROOT,
  refundAddress: REGTEST_SEGWIT,
  feeRate: 3,
};

const walletOrder = { orderId: 'wallet-order', fundTransactionId: TXID, fundingAddress: REGTEST_SEGWIT };

describe('placing a rune order', () => {
  it('wallet: a connector with runes places and pays the order itself; the app calls nothing', async () => {
    const { calls, client } = service();
    const runes = { mint: vi.fn(async () => walletOrder), etch: vi.fn() };
    const { connector: c, sendTransfer } = connector(runes);
    const onCreated = vi.fn();
    const placed = await placeOrder(client, c, { kind: 'mint', request: mint }, { onCreated });
    expect(placed).toEqual({
      orderId: 'wallet-order',
      fundAddress: REGTEST_SEGWIT,
      fundTransactionId: TXID,
      paidBy: 'wallet',
    });
    expect(runes.mint).toHaveBeenCalledWith(mint, { network: 'regtest' });
    expect(calls).toEqual([]);
    expect(sendTransfer).not.toHaveBeenCalled();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('fallback: without runes the app creates, reports, pays with sendTransfer, then executes', async () => {
    const { calls, client } = service();
    const { connector: c, sendTransfer } = connector();
    const onCreated = vi.fn();
    const placed = await placeOrder(client, c, { kind: 'mint', request: mint }, { onCreated });
    expect(placed).toEqual({
      orderId: 'app-order',
      fundAddress: REGTEST_SEGWIT,
      fundAmount: 4000n,
      fundTransactionId: TXID,
      paidBy: 'app',
    });
    expect(onCreated).toHaveBeenCalledWith({
      orderId: 'app-order',
      fundAddress: REGTEST_SEGWIT,
      fundAmount: 4000n,
    });
    expect(sendTransfer).toHaveBeenCalledWith({ recipients: [{ address: REGTEST_SEGWIT, amount: 4000n }] });
    expect(calls).toEqual(['POST /runes/mint/orders', 'POST /runes/mint/orders/app-order/execute']);
  });

  it('fallback: a wallet that turns out not to offer runes_etch gets the app flow', async () => {
    const { calls, client } = service();
    const runes = {
      mint: vi.fn(),
      etch: vi.fn(async () => {
        throw new SatchelError(ErrorCode.METHOD_NOT_SUPPORTED, 'Fake does not support rune etch orders.');
      }),
    };
    const { connector: c, sendTransfer } = connector(runes);
    const { repeats: _repeats, ...common } = mint;
    const placed = await placeOrder(client, c, {
      kind: 'etch',
      request: { ...common, isMintable: false, premine: '1000' },
    });
    expect(placed.paidBy).toBe('app');
    expect(runes.etch).toHaveBeenCalledTimes(1);
    expect(sendTransfer).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['POST /runes/etch/orders', 'POST /runes/etch/orders/app-order/execute']);
  });

  it('error: a refusal in the wallet is passed on; nothing is created or paid by the app', async () => {
    const { calls, client } = service();
    const runes = {
      mint: vi.fn(async () => {
        throw Errors.userRejected();
      }),
      etch: vi.fn(),
    };
    const { connector: c, sendTransfer } = connector(runes);
    const onCreated = vi.fn();
    await expect(placeOrder(client, c, { kind: 'mint', request: mint }, { onCreated })).rejects.toMatchObject(
      {
        code: ErrorCode.USER_REJECTION,
      },
    );
    expect(calls).toEqual([]);
    expect(sendTransfer).not.toHaveBeenCalled();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('error: an invalid request is refused before the wallet is asked', async () => {
    const { client } = service();
    const runes = { mint: vi.fn(async () => walletOrder), etch: vi.fn() };
    const { connector: c } = connector(runes);
    await expect(
      placeOrder(client, c, { kind: 'mint', request: { ...mint, repeats: 0 } }),
    ).rejects.toMatchObject({ code: ErrorCode.INVALID_PARAMS });
    await expect(
      placeOrder(client, c, { kind: 'mint', request: { ...mint, refundAddress: 'not-an-address' } }),
    ).rejects.toMatchObject({ code: ErrorCode.INVALID_ADDRESS });
    expect(runes.mint).not.toHaveBeenCalled();
  });
});
