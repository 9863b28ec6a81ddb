import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode } from '@satchel/core/errors';
import { createOrderingClient, type OrderingClient } from '@satchel/core/ordering';
import { hex } from '@scure/base';
import { afterEach, describe, expect, it } from 'vitest';
import { rejection } from '../../../../test/caught';
import { payment, testKey } from '../../../../test/devnet/chain';
import { control } from '../../../../test/devnet/control';
import { createDevnet, type Devnet } from '../index';
import { orderingRoutes } from './routes';
import { OrderingService } from './service';

/**
 * The devnet ordering service against a real in-process devnet: orders are funded with real
 * faucet transactions and move as real blocks are mined. Asked through core's client.
 */
const destination = payment('p2tr', testKey('runes destination')).address as string;
const refund = payment('p2wpkh', testKey('runes refund')).address as string;

interface Harness {
  devnet: Devnet;
  client: OrderingClient;
  service: OrderingService;
}

const open: Devnet[] = [];
afterEach(async () => {
  for (const d of open.splice(0)) await d.close();
});

async function start(statePath?: string): Promise<Harness> {
  let service: OrderingService | undefined;
  const devnet = await createDevnet({
    port: 0,
    ...(statePath ? { statePath } : {}),
    extraRoutes: (node) => {
      service = new OrderingService(node);
      return orderingRoutes(node, service);
    },
  });
  open.push(devnet);
  const client = createOrderingClient({ network: 'regtest', baseUrl: `${devnet.url}/ordinals/v1` });
  return { devnet, client, service: service as OrderingService };
}

const etchRequest = (runeName: string) => ({
  runeName,
  divisibility: 2,
  symbol: '¤',
  premine: '1000',
  isMintable: true,
  terms: { amount: '100', cap: '2' },
  destinationAddress: destination,
  refundAddress: refund,
  feeRate: 2,
});

/** Creates an order, pays it from the faucet, executes it. */
async function fundedOrder(h: Harness, kind: 'mint' | 'etch', request: Record<string, unknown>) {
  const order =
    kind === 'etch'
      ? await h.client.createEtchOrder(request as ReturnType<typeof etchRequest>)
      : await h.client.createMintOrder(request as never);
  const { txid } = await h.devnet.faucet(order.fundAddress, order.fundAmount);
  await h.client.executeOrder(kind, order.orderId, txid);
  return { ...order, fundTxid: txid };
}

async function stateAfterBlock(h: Harness, orderId: string) {
  await h.devnet.mine(1);
  return (await h.client.getOrder(orderId)).state;
}

async function etchToComplete(h: Harness, runeName: string) {
  const order = await fundedOrder(h, 'etch', etchRequest(runeName));
  expect(await stateAfterBlock(h, order.orderId)).toBe('executing');
  expect(await stateAfterBlock(h, order.orderId)).toBe('complete');
  return order;
}

describe('devnet ordering service', () => {
  it('is served by every devnet under /ordinals/v1', async () => {
    const devnet = await createDevnet({ port: 0 });
    open.push(devnet);
    const client = createOrderingClient({ network: 'regtest', baseUrl: `${devnet.url}/ordinals/v1` });
    const estimate = await client.estimateEtch(etchRequest('SATCHEL•MOUNTED'));
    expect(estimate.costBreakdown.postage).toBe(546n);
  });

  it('quotes an etching: postage, network fee at the rate, service fee', async () => {
    const h = await start();
    const estimate = await h.client.estimateEtch(etchRequest('SATCHEL•QUOTE•RUNE'));
    const { postage, networkFee, serviceFee, appServiceFee } = estimate.costBreakdown;
    expect(postage).toBe(546n);
    expect(appServiceFee).toBe(0n);
    expect(networkFee).toBe(BigInt(Math.ceil(estimate.totalSize * 2)));
    expect(estimate.totalCost).toBe(postage + networkFee + serviceFee);
    const faster = await h.client.estimateEtch({ ...etchRequest('SATCHEL•QUOTE•RUNE'), feeRate: 10 });
    expect(faster.costBreakdown.networkFee).toBeGreaterThan(networkFee);
  });

  it('decodes its own JSON bodies: app fee sats as numbers, refusals as 400 {error}', async () => {
    const devnet = await createDevnet({ port: 0 });
    open.push(devnet);
    const estimate = (body: string) =>
      fetch(`${devnet.url}/ordinals/v1/runes/etch/estimate`, { method: 'POST', body });
    const priced = await estimate(
      JSON.stringify({
        ...etchRequest('SATCHEL•APPFEE•RUNE'),
        appServiceFee: 700,
        appServiceFeeAddress: refund,
      }),
    );
    const quote = (await priced.json()) as { totalCost: number; costBreakdown: Record<string, number> };
    expect(quote.costBreakdown.appServiceFee).toBe(700);
    const { postage, networkFee, serviceFee } = quote.costBreakdown;
    expect(quote.totalCost).toBe((postage ?? 0) + (networkFee ?? 0) + (serviceFee ?? 0) + 700);
    const refused = await estimate(JSON.stringify({ ...etchRequest('SATCHEL•APPFEE•RUNE'), feeRate: '2' }));
    expect([refused.status, await refused.json()]).toEqual([
      400,
      { error: 'feeRate must be a number of sat/vB above 0.' },
    ]);
    const notJson = await estimate('runeName=SATCHEL');
    expect([notJson.status, await notJson.json()]).toEqual([
      400,
      { error: 'The body must be a JSON object.' },
    ]);
  });

  it('refuses names ord has not unlocked at the next block, saying which names are open', async () => {
    const h = await start();
    // A fresh devnet is at block 101; on regtest every name of 13 letters or more is open, and
    // 12-letter names unlock from the end of the alphabet (ord's Rune::minimum_at_height).
    expect(h.devnet.node.chain.height).toBe(101);
    expect(await rejection(h.client.estimateEtch(etchRequest('SATCHEL•OK')))).toMatchObject({
      code: ErrorCode.INVALID_REQUEST,
      details:
        'Rune SATCHEL•OK is still locked at block 102: ord accepts names of 13 or more letters, or of 12 letters from ZWAOJQACUIDK on.',
    });
    expect(await rejection(h.client.createEtchOrder(etchRequest('ZWAOJQACUIDJ')))).toMatchObject({
      details: expect.stringContaining('is still locked at block 102'),
    });
    await expect(h.client.estimateEtch(etchRequest('ZWAOJQACUIDK'))).resolves.toBeDefined();
    await expect(h.client.estimateEtch(etchRequest('AAAAAAAAAAAAA'))).resolves.toBeDefined();
  });

  it('takes an etch order from new to complete, writing a runestone on chain', async () => {
    const h = await start();
    const order = await h.client.createEtchOrder(etchRequest('SATCHEL•ETCH•RUNE'));
    expect(order.fundAddress).toMatch(/^bcrt1p/);
    expect((await h.client.getOrder(order.orderId)).state).toBe('new');
    const { txid } = await h.devnet.faucet(order.fundAddress, order.fundAmount);
    await h.client.executeOrder('etch', order.orderId, txid);
    expect((await h.client.getOrder(order.orderId)).state).toBe('pending');
    expect(await stateAfterBlock(h, order.orderId)).toBe('executing');

    const revealTxid = h.service.store.orders.get(order.orderId)?.revealTxid as string;
    const reveal = h.devnet.node.chain.mempool.get(revealTxid)?.tx;
    expect(reveal?.inputs[0]?.txid).toBe(txid);
    // Through the commitment leaf: signature, leaf script, control block (BIP-341 script path).
    expect(reveal?.inputs[0]?.witness).toHaveLength(3);
    const [toDestination, runestone] = reveal?.outputs ?? [];
    expect(toDestination?.value).toBe(546n);
    expect(hex.encode(toDestination?.script ?? new Uint8Array())).toBe(
      hex.encode(h.devnet.node.scriptFor(destination)),
    );
    // OP_RETURN OP_13 <push>, the payload opening with the Flags tag (2) = Etching|Terms (3).
    expect(hex.encode(runestone?.script ?? new Uint8Array())).toMatch(/^6a5d[0-9a-f]{2}0203/);
    expect(runestone?.value).toBe(0n);

    expect(await stateAfterBlock(h, order.orderId)).toBe('complete');
    expect(h.devnet.node.chain.txs.has(revealTxid)).toBe(true);
    expect(await rejection(h.client.estimateEtch(etchRequest('SATCHEL•ETCH•RUNE')))).toMatchObject({
      code: ErrorCode.INVALID_REQUEST,
      details: 'Rune SATCHEL•ETCH•RUNE is already etched.',
    });
  });

  it('mines the blocks the commit still needs right after the block that confirmed it, empty', async () => {
    const h = await start();
    const order = await fundedOrder(h, 'etch', etchRequest('SATCHEL•DEEP•COMMIT'));
    const chain = h.devnet.node.chain;
    await h.devnet.mine(1);
    // No request reached the service yet: the block alone had the missing four mined, coinbase only.
    const committedAt = chain.txs.get(order.fundTxid)?.height as number;
    expect(chain.height).toBe(committedAt + 4);
    for (let height = committedAt + 1; height <= chain.height; height++) {
      expect(chain.blocks[height]?.txids).toHaveLength(1);
    }
    expect(h.service.store.orders.get(order.orderId)?.state).toBe('pending');
    // The reveal waits for the next request, as every other step does.
    expect((await h.client.getOrder(order.orderId)).state).toBe('executing');
    expect(chain.height).toBe(committedAt + 4);
    expect(chain.mempool.has(h.service.store.orders.get(order.orderId)?.revealTxid ?? '')).toBe(true);
  });

  it('mints only runes etched here, up to their cap', async () => {
    const h = await start();
    const mint = {
      runeName: 'SATCHEL•MINT•RUNE',
      repeats: 1,
      destinationAddress: destination,
      refundAddress: refund,
      feeRate: 3,
    };
    expect(await rejection(h.client.estimateMint(mint))).toMatchObject({
      code: ErrorCode.INVALID_REQUEST,
      details: 'Rune SATCHEL•MINT•RUNE has not been etched on this devnet.',
    });
    await etchToComplete(h, 'SATCHEL•MINT•RUNE');
    for (let i = 0; i < 2; i++) {
      const order = await fundedOrder(h, 'mint', mint);
      expect(await stateAfterBlock(h, order.orderId)).toBe('executing');
      expect(await stateAfterBlock(h, order.orderId)).toBe('complete');
    }
    expect(await rejection(h.client.createMintOrder(mint))).toMatchObject({
      details: 'Rune SATCHEL•MINT•RUNE is minted out.',
    });
  });

  it('executes only with a funding transaction that exists and pays the quote', async () => {
    const h = await start();
    const order = await h.client.createEtchOrder(etchRequest('SATCHEL•FUNDS•RUNE'));
    expect(await rejection(h.client.executeOrder('etch', order.orderId, 'ab'.repeat(32)))).toMatchObject({
      code: ErrorCode.INVALID_REQUEST,
      details: `Funding transaction ${'ab'.repeat(32)} was not found.`,
    });
    const short = await h.devnet.faucet(order.fundAddress, order.fundAmount - 1n);
    expect(await rejection(h.client.executeOrder('etch', order.orderId, short.txid))).toMatchObject({
      details: `The funding transaction pays ${order.fundAmount - 1n} sats to the funding address; the order needs ${order.fundAmount}.`,
    });
    expect((await h.client.getOrder(order.orderId)).state).toBe('new');
    expect(await rejection(h.client.getOrder('no-such-order'))).toMatchObject({
      code: ErrorCode.INVALID_REQUEST,
    });
  });

  it('quotes a fee bump as the difference and replaces the rune transaction once it is paid', async () => {
    const h = await start();
    const order = await fundedOrder(h, 'etch', etchRequest('SATCHEL•BUMP•RUNE'));
    expect(await rejection(h.client.estimateRbf({ orderId: order.orderId, newFeeRate: 2.5 }))).toMatchObject({
      details: 'The new fee rate must be at least 3 sat/vB.',
    });
    expect(await stateAfterBlock(h, order.orderId)).toBe('executing');
    const stored = () => h.service.store.orders.get(order.orderId);
    const first = stored()?.revealTxid as string;
    const firstFee = h.devnet.node.chain.mempool.get(first)?.fee as bigint;

    const quote = await h.client.estimateRbf({ orderId: order.orderId, newFeeRate: 10 });
    expect(quote.fundingAddress).toBe(order.fundAddress);
    expect(quote.rbfCost).toBeGreaterThan(0n);
    await h.devnet.faucet(order.fundAddress, quote.rbfCost);
    expect((await h.client.getOrder(order.orderId)).state).toBe('executing');

    const second = stored()?.revealTxid as string;
    expect(second).not.toBe(first);
    expect(h.devnet.node.chain.mempool.has(first)).toBe(false);
    const replacement = h.devnet.node.chain.mempool.get(second);
    expect(replacement?.fee).toBe(firstFee + quote.rbfCost);
    expect(Number(replacement?.fee) / (replacement?.tx.vsize ?? 1)).toBeGreaterThanOrEqual(10);
    expect(await stateAfterBlock(h, order.orderId)).toBe('complete');
    expect(await rejection(h.client.estimateRbf({ orderId: order.orderId, newFeeRate: 20 }))).toMatchObject({
      code: ErrorCode.INVALID_REQUEST,
    });
  });

  it('refunds the second of two etchings of one name, and fails an order whose funding vanished', async () => {
    const h = await start();
    const a = await fundedOrder(h, 'etch', etchRequest('SATCHEL•TWICE•RUNE'));
    const b = await fundedOrder(h, 'etch', etchRequest('SATCHEL•TWICE•RUNE'));
    await h.devnet.mine(1);
    const states = [(await h.client.getOrder(a.orderId)).state, (await h.client.getOrder(b.orderId)).state];
    expect(states).toEqual(['executing', 'refunded']);
    const refunded = await h.client.getOrder(b.orderId);
    expect(refunded.reason).toBe('Rune SATCHEL•TWICE•RUNE was etched by another order first.');
    const refundTx = h.devnet.node.chain.mempool.get(h.service.store.orders.get(b.orderId)?.refundTxid ?? '');
    expect(hex.encode(refundTx?.tx.outputs[0]?.script ?? new Uint8Array())).toBe(
      hex.encode(h.devnet.node.scriptFor(refund)),
    );

    const c = await fundedOrder(h, 'etch', etchRequest('SATCHEL•GONE•RUNE'));
    await control(h.devnet.url, 'reset', {});
    const gone = await h.client.getOrder(c.orderId);
    expect(gone).toMatchObject({
      state: 'failed',
      reason: 'The funding transaction left the mempool without confirming.',
    });
  });

  it('keeps orders next to the chain state across a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'satchel-orders-'));
    try {
      const statePath = join(dir, 'chain.json');
      const first = await start(statePath);
      const order = await fundedOrder(first, 'etch', etchRequest('SATCHEL•KEPT•RUNE'));
      await first.devnet.close();
      open.splice(open.indexOf(first.devnet), 1);
      expect(existsSync(`${statePath}.orders.json`)).toBe(true);

      const second = await start(statePath);
      expect(await second.client.getOrder(order.orderId)).toMatchObject({
        state: 'pending',
        fundingAddress: order.fundAddress,
      });
      expect(await stateAfterBlock(second, order.orderId)).toBe('executing');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
