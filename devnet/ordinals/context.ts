import type { DevnetNode } from '../node';
import { fundingKey } from './keys';
import { decodeOrderRequest, type OrderRequest, runeLetters } from './requests';
import type { OrderStore, StoredOrder } from './store';
import { type Output, orderOutputs } from './transactions';

/** What every part of the service works on: the node's chain and the service's own orders. */
export interface ServiceContext {
  node: DevnetNode;
  store: OrderStore;
}

/** The order's request, typed. The store keeps the body as received, which decoded when it came in. */
export function requestOf(ctx: ServiceContext, order: StoredOrder): OrderRequest {
  return decodeOrderRequest(order.kind, order.request, ctx.node, true);
}

export function keyOf(ctx: ServiceContext, order: StoredOrder) {
  return fundingKey(order.id, ctx.node.params);
}

/** The outputs of the order's mint/etch transaction, naming the minted rune by its id once etched. */
export function outputsFor(ctx: ServiceContext, request: OrderRequest): Output[] {
  const runeId = request.kind === 'mint' ? ctx.store.runes.get(runeLetters(request.runeName))?.id : undefined;
  return orderOutputs(request, runeId, ctx.node, ctx.node.params);
}
