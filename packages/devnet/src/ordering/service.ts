import { randomUUID } from 'node:crypto';
import type { OrderKind } from '@satchel/core/ordering';
import { parseRuneName } from '@satchel/core/runes';
import type { DevnetNode } from '../node';
import { ordIndexFor } from '../ord/indexer';
import { newOrderBlocker } from './availability';
import { revealInputVsize } from './commit';
import { fundingKeyFor, keyOf, outputsFor, type ServiceContext } from './context';
import { fundingCoins, paidTo } from './funding';
import { advanceOrders, deepenCommits } from './lifecycle';
import { estimateReply, fundAmountOf, networkFeeOf, P2WPKH_INPUT_VSIZE } from './pricing';
import {
  type Body,
  decodeExecuteRequest,
  decodeOrderRequest,
  decodeRbfRequest,
  type OrderRequest,
} from './requests';
import { refuse, ServiceError } from './service-error';
import { OrderStore, type StoredOrder } from './store';

export { ServiceError } from './service-error';

/**
 * A runes ordering service compatible with Xverse's (docs/sats-connect.md §4), running on the
 * devnet's own chain. Each call decodes its body (requests.ts), checks the rune against the
 * chain's ord index (availability.ts) and prices the one transaction the service will broadcast
 * (pricing.ts, transactions.ts); orders then move on their own (lifecycle.ts). An etching is
 * paid to its commit address (commit.ts), so what it reveals is an etching ord counts.
 */
export class OrderingService {
  readonly store: OrderStore;
  private readonly ctx: ServiceContext;
  private deepenQueued = false;

  constructor(node: DevnetNode) {
    this.store = new OrderStore(node.statePath ? `${node.statePath}.orders.json` : undefined);
    this.ctx = { node, store: this.store, index: ordIndexFor(node.chain) };
    // Right after the mining call that confirmed an etching's commit, the blocks it still needs
    // are mined, before anything else reaches the mempool: they hold nothing another caller
    // expected to stay unconfirmed. Orders otherwise move when the service is asked.
    node.chain.subscribe({ blockConnected: () => this.queueDeepen(), chainReset: () => {} });
  }

  /** Deepens commits once the current mining call returns (never a block mined inside another). */
  private queueDeepen(): void {
    if (this.deepenQueued) return;
    this.deepenQueued = true;
    queueMicrotask(() => {
      this.deepenQueued = false;
      try {
        deepenCommits(this.ctx);
      } catch (err) {
        // The block is already connected; a failure here must not take the devnet down.
        process.stderr.write(`ordering service: ${err instanceof Error ? err.stack : String(err)}\n`);
      }
    });
  }

  private get node() {
    return this.ctx.node;
  }

  estimate(kind: OrderKind, body: Body) {
    const request = this.accepted(kind, body, false);
    const { vsize, networkFee } = this.quote(request, request.feeRate, 1);
    return estimateReply(vsize, networkFee, request.appServiceFee);
  }

  create(kind: OrderKind, body: Body) {
    const request = this.accepted(kind, body, true);
    const { networkFee } = this.quote(request, request.feeRate, 1);
    const id = randomUUID();
    const order: StoredOrder = {
      id,
      kind,
      state: 'new',
      createdAt: new Date().toISOString(),
      request: body,
      fundingAddress: fundingKeyFor(this.ctx, id, request).address,
      fundAmount: fundAmountOf(networkFee, request.appServiceFee).toString(),
      networkFee: networkFee.toString(),
      feeRate: request.feeRate,
    };
    this.store.orders.set(id, order);
    this.store.save();
    return { orderId: id, fundAddress: order.fundingAddress, fundAmount: Number(order.fundAmount) };
  }

  execute(kind: OrderKind, orderId: string, body: Body) {
    const order = this.order(orderId);
    if (order.kind !== kind) throw refuse(`Order ${orderId} is a ${order.kind} order.`);
    const txid = decodeExecuteRequest(body).fundTransactionId;
    if (order.state !== 'new') {
      if (order.fundTxid === txid) return {};
      throw refuse(`Order ${orderId} is already ${order.state}.`);
    }
    const chain = this.node.chain;
    const tx = chain.txs.get(txid)?.tx ?? chain.mempool.get(txid)?.tx;
    if (!tx) throw refuse(`Funding transaction ${txid} was not found.`);
    const paid = paidTo(tx.outputs, keyOf(this.ctx, order).script);
    if (paid < BigInt(order.fundAmount)) {
      throw refuse(
        `The funding transaction pays ${paid} sats to the funding address; the order needs ${order.fundAmount}.`,
      );
    }
    order.fundTxid = txid;
    order.state = 'pending';
    this.store.save();
    return {};
  }

  get(orderId: string) {
    const order = this.order(orderId);
    return {
      id: order.id,
      orderType: order.kind === 'mint' ? 'rune_mint' : 'rune_etch',
      state: order.state,
      fundingAddress: order.fundingAddress,
      ...(order.reason ? { reason: order.reason } : {}),
      createdAt: order.createdAt,
    };
  }

  /** The extra amount that pays for the new fee rate, counting the extra input it adds. */
  rbfEstimate(orderId: string, body: Body) {
    const order = this.order(orderId);
    const { newFeeRate } = decodeRbfRequest(body);
    if (order.state !== 'pending' && order.state !== 'executing') {
      throw refuse(`Order ${orderId} is ${order.state}; only a pending or executing order can be sped up.`);
    }
    // Replacement rules (BIP-125 rule 4) want at least 1 sat/vB more than the transaction replaced.
    if (newFeeRate < order.feeRate + 1) {
      throw refuse(`The new fee rate must be at least ${order.feeRate + 1} sat/vB.`);
    }
    const coins = fundingCoins(this.node.chain, keyOf(this.ctx, order).script, order.revealTxid);
    const request = decodeOrderRequest(order.kind, order.request, this.node, true);
    const { networkFee } = this.quote(request, newFeeRate, coins.length + 1);
    const rbfCost = networkFee - BigInt(order.networkFee);
    order.bump = { newFeeRate, rbfCost: rbfCost.toString() };
    this.store.save();
    return { rbfCost: Number(rbfCost), fundingAddress: order.fundingAddress };
  }

  /** Moves every open order as far as the chain allows. */
  advance(): void {
    advanceOrders(this.ctx);
  }

  private order(orderId: string): StoredOrder {
    const order = this.store.orders.get(orderId);
    if (!order) throw new ServiceError(404, `Order ${orderId} not found.`);
    return order;
  }

  /** The decoded request, refused when this devnet cannot etch or mint that rune now. */
  private accepted(kind: OrderKind, body: Body, withRefund: boolean): OrderRequest {
    const request = decodeOrderRequest(kind, body, this.node, withRefund);
    const blocker = newOrderBlocker(this.ctx, kind, request.runeName);
    if (blocker) throw refuse(blocker);
    return request;
  }

  /** The network fee of the reveal: script-path commit inputs for an etching, p2wpkh for a mint. */
  private quote(request: OrderRequest, feeRate: number, inputs: number) {
    const scripts = outputsFor(this.ctx, request).map((o) => o.script);
    const inputVsize =
      request.kind === 'etch' ? revealInputVsize(parseRuneName(request.runeName).value) : P2WPKH_INPUT_VSIZE;
    return networkFeeOf(scripts, feeRate, inputs, inputVsize);
  }
}
