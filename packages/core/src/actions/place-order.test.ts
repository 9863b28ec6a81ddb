import { describe, expect, it, vi } from 'vitest';
import { REGTEST_SEGWIT, REGTEST_TAPROOT } from '../../../../test/addresses';
import { createOrderingClient } from '../clients/ordering/client';
import { ErrorCode, Errors, SatchelError } from '../primitives/errors';
import type { Connector, RunesOrders } from '../wallets/kit/types';
import { payFeeBump } from './pay-fee-bump';
import { payOrder } from './pay-order';
import { placeOrder } from './place-order';
import { quoteFeeBump } from './quote-fee-bump';

const TXID = 'cd'.repeat(32);

/** A scripted ordering service recording `METHOD path` of every call. */
function service(answer: { fundAddress?: string; fundAmount?: number; rbfAddress?: string } = {}) {
  const calls: string[] = [];
  const fetch = (async (url: string, init?: RequestInit) => {
    const path = url.replace('http://svc/ordinals/v1', '');
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    if (path.endsWith('/execute')) return new Response('{}');
    if (path.endsWith('/rbf-estimate')) {
      return new Response(
        JSON.stringify({ rbfCost: 700, fundingAddress: answer.rbfAddress ?? REGTEST_SEGWIT }),
      );
    }
    return new Response(
      JSON.stringify({
        orderId: 'app-order',
        fundAddress: answer.fundAddress ?? REGTEST_SEGWIT,
        fundAmount: answer.fundAmount ?? 4000,
      }),
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
    const placed = await placeOrder({
      client,
      connector: c,
      order: { kind: 'mint', request: mint },
      onCreated,
    });
    expect(placed).toEqual({
      orderId: 'wallet-order',
      fundAddress: REGTEST_SEGWIT,
      fundTransactionId: TXID,
      paidBy: 'wallet',
    });
    expect(runes.mint).toHaveBeenCalledWith(mint, { network: 'regtest', signal: undefined });
    expect(calls).toEqual([]);
    expect(sendTransfer).not.toHaveBeenCalled();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('fallback: without runes the app creates, reports, pays with sendTransfer, then executes', async () => {
    const { calls, client } = service();
    const { connector: c, sendTransfer } = connector();
    const onCreated = vi.fn();
    const placed = await placeOrder({
      client,
      connector: c,
      order: { kind: 'mint', request: mint },
      onCreated,
    });
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
    expect(sendTransfer).toHaveBeenCalledWith(
      { recipients: [{ address: REGTEST_SEGWIT, amount: 4000n }] },
      { signal: undefined },
    );
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
    const placed = await placeOrder({
      client,
      connector: c,
      order: { kind: 'etch', request: { ...common, isMintable: false, premine: '1000' } },
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
    await expect(
      placeOrder({ client, connector: c, order: { kind: 'mint', request: mint }, onCreated }),
    ).rejects.toMatchObject({
      code: ErrorCode.USER_REJECTION,
    });
    expect(calls).toEqual([]);
    expect(sendTransfer).not.toHaveBeenCalled();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('error: an invalid request is refused before the wallet is asked', async () => {
    const { client } = service();
    const runes = { mint: vi.fn(async () => walletOrder), etch: vi.fn() };
    const { connector: c } = connector(runes);
    await expect(
      placeOrder({ client, connector: c, order: { kind: 'mint', request: { ...mint, repeats: 0 } } }),
    ).rejects.toMatchObject({ code: ErrorCode.INVALID_PARAMS });
    await expect(
      placeOrder({
        client,
        connector: c,
        order: { kind: 'mint', request: { ...mint, refundAddress: 'not-an-address' } },
      }),
    ).rejects.toMatchObject({ code: ErrorCode.INVALID_ADDRESS });
    expect(runes.mint).not.toHaveBeenCalled();
  });
});

describe('money safety of rune orders', () => {
  const MAINNET_P2WPKH = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';

  it('refuses to pay a funding address of another network, whatever the amount', async () => {
    const { calls, client } = service({ fundAddress: MAINNET_P2WPKH, fundAmount: 9_000_000_000 });
    const { connector: c, sendTransfer } = connector();
    const onCreated = vi.fn();
    await expect(
      placeOrder({ client, connector: c, order: { kind: 'mint', request: mint }, onCreated }),
    ).rejects.toMatchObject({ code: ErrorCode.WRONG_NETWORK });
    expect(sendTransfer).not.toHaveBeenCalled();
    expect(onCreated).not.toHaveBeenCalled();
    expect(calls).toEqual(['POST /runes/mint/orders']);
    await expect(
      payOrder({
        client,
        connector: c,
        kind: 'mint',
        order: { orderId: 'o', fundAddress: MAINNET_P2WPKH, fundAmount: 1n },
      }),
    ).rejects.toMatchObject({ code: ErrorCode.INVALID_ADDRESS });
    expect(sendTransfer).not.toHaveBeenCalled();
  });

  it('pays nothing when the service asks for another amount than the reviewed estimate, and keeps the order', async () => {
    const { calls, client } = service({ fundAmount: 9_000 });
    const { connector: c, sendTransfer } = connector();
    const onCreated = vi.fn();
    await expect(
      placeOrder({
        client,
        connector: c,
        order: { kind: 'mint', request: mint },
        reviewedCost: 4_000n,
        onCreated,
      }),
    ).rejects.toThrow(
      'The ordering service now asks for 9,000 sats instead of the 4,000 sats you reviewed. Nothing was paid: review the order and pay it from the list.',
    );
    expect(onCreated).toHaveBeenCalledWith({
      orderId: 'app-order',
      fundAddress: REGTEST_SEGWIT,
      fundAmount: 9_000n,
    });
    expect(sendTransfer).not.toHaveBeenCalled();
    expect(calls).toEqual(['POST /runes/mint/orders']);
  });

  it('pays the reviewed amount when it is what the service asks', async () => {
    const { client } = service({ fundAmount: 4_000 });
    const { connector: c, sendTransfer } = connector();
    const placed = await placeOrder({
      client,
      connector: c,
      order: { kind: 'mint', request: mint },
      reviewedCost: 4_000n,
    });
    expect(placed.fundAmount).toBe(4_000n);
    expect(sendTransfer).toHaveBeenCalledTimes(1);
  });

  it("pays the reviewed fee-bump quote to the order's own address, without asking for a fresh quote", async () => {
    const { calls, client } = service();
    const { connector: c, sendTransfer } = connector();
    const order = { orderId: 'app-order', fundAddress: REGTEST_SEGWIT };
    const quote = await quoteFeeBump({ client, order, feeRate: 9 });
    expect(quote).toEqual({ rbfCost: 700n, fundingAddress: REGTEST_SEGWIT });
    const paid = await payFeeBump({ client, connector: c, order, quote });
    expect(paid).toEqual({ fundRBFTransactionId: TXID });
    expect(sendTransfer).toHaveBeenCalledWith(
      { recipients: [{ address: REGTEST_SEGWIT, amount: 700n }] },
      { signal: undefined },
    );
    expect(calls.filter((call) => call.includes('rbf'))).toHaveLength(1);
  });

  it('refuses a fee-bump quote that names another address than the order', async () => {
    const { client } = service({ rbfAddress: REGTEST_TAPROOT });
    const { connector: c, sendTransfer } = connector();
    const order = { orderId: 'app-order', fundAddress: REGTEST_SEGWIT };
    await expect(quoteFeeBump({ client, order, feeRate: 9 })).rejects.toMatchObject({
      code: ErrorCode.INVALID_ADDRESS,
    });
    await expect(
      payFeeBump({ client, connector: c, order, quote: { rbfCost: 700n, fundingAddress: REGTEST_TAPROOT } }),
    ).rejects.toMatchObject({ code: ErrorCode.INVALID_ADDRESS });
    expect(sendTransfer).not.toHaveBeenCalled();
  });
});

describe('paying an order from a co-signed account', () => {
  it('refuses a payment only proposed to the co-signers in words that do not invite paying again', async () => {
    const { calls, client } = service();
    const sendTransfer = vi.fn(async () => ({ kind: 'proposed' as const, proposalId: 'proposal-7' }));
    const c = { id: 'fake', name: 'Fake', sendTransfer } as unknown as Connector;
    const error = await payOrder({
      client,
      connector: c,
      kind: 'mint',
      order: { orderId: 'o', fundAddress: REGTEST_SEGWIT, fundAmount: 4_000n },
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: ErrorCode.SENT_TO_COSIGNERS, details: 'proposal-7' });
    expect((error as Error).message).toMatch(
      /^Sent to your wallet's co-signers, not broadcast yet\..*do not pay again/,
    );
    expect(calls).toEqual([]);
  });
});
