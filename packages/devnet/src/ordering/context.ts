import { parseRuneName } from '@satchel/core/runes';
import type { DevnetNode } from '../node';
import type { OrdIndex } from '../ord/indexer';
import type { RuneEntry } from '../ord/state';
import { etchFundingKey, type FundingKey, fundingKey } from './keys';
import { decodeOrderRequest, type OrderRequest } from './requests';
import type { OrderStore, StoredOrder } from './store';
import { type Output, orderOutputs } from './transactions';

/**
 * What every part of the service works on: the node's chain, the service's own orders, and the
 * chain's ord index, which alone says what is etched and what a mint may still do.
 */
export interface ServiceContext {
  node: DevnetNode;
  store: OrderStore;
  index: OrdIndex;
}

/** The order's request, typed. The store keeps the body as received, which decoded when it came in. */
export function requestOf(ctx: ServiceContext, order: StoredOrder): OrderRequest {
  return decodeOrderRequest(order.kind, order.request, ctx.node, true);
}

/** The key behind an order's funding address: an etching's commit, or a mint's p2wpkh. */
export function fundingKeyFor(ctx: ServiceContext, id: string, request: OrderRequest): FundingKey {
  return request.kind === 'etch'
    ? etchFundingKey(id, parseRuneName(request.runeName).value, ctx.node.params)
    : fundingKey(id, ctx.node.params);
}

export function keyOf(ctx: ServiceContext, order: StoredOrder): FundingKey {
  return fundingKeyFor(ctx, order.id, requestOf(ctx, order));
}

/** The index's entry for a rune name (spacers do not make a name distinct), if it is etched. */
export function runeEntryOf(ctx: ServiceContext, runeName: string): RuneEntry | undefined {
  const state = ctx.index.state;
  const id = state.runeByValue.get(parseRuneName(runeName).value);
  return id === undefined ? undefined : state.runes.get(id);
}

/** The outputs of the order's mint/etch transaction, naming the minted rune by its index id. */
export function outputsFor(ctx: ServiceContext, request: OrderRequest): Output[] {
  const runeId = request.kind === 'mint' ? runeEntryOf(ctx, request.runeName)?.id : undefined;
  return orderOutputs(request, runeId, ctx.node, ctx.node.params);
}
