import { randomUUID } from 'node:crypto';
import type { OrderKind } from '../../src/core/runes/types';
import type { DevnetNode } from '../node';
import { newOrderBlocker } from './availability';
import { keyOf, outputsFor, type ServiceContext } from './context';
import { fundingCoins, paidTo } from './funding';
import { fundingKey } from './keys';
import { advanceOrders } from './lifecycle';
import { estimateReply, fundAmountOf, networkFeeOf } from './pricing';
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
 * devnet's own chain. Each call decodes its body (requests.ts), checks the rune against this
 * devnet's etchings (availability.ts) and prices the one transaction the service will broadcast
 * (pricing.ts, transactions.ts); orders then move on their own (lifecycle.ts).
 */
export class OrderingService {
  readonly store: OrderStore;
  private readonly ctx: ServiceContext;

  constructor(node: DevnetNode) {
    this.store = new OrderStore(node.statePath ? `${node.statePath}.orders.json` : undefined);
    this.ctx = { node, store: this.store };
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
      fundingAddress: fundingKey(id, this.node.params).address,
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

  private quote(request: OrderRequest, feeRate: number, inputs: number) {
    const scripts = outputsFor(this.ctx, request).map((o) => o.script);
    return networkFeeOf(scripts, feeRate, inputs);
  }
}
