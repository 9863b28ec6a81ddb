import { RejectError } from '../admission/reject';
import { COMMIT_CONFIRMATIONS } from '../ord/runes';
import { fundedOrderBlocker } from './availability';
import { keyOf, outputsFor, requestOf, runeEntryOf, type ServiceContext } from './context';
import { type FundingCoin, fundingCoins, total, txState } from './funding';
import { DUST, feeAt, inputVsizeOf, vsizeOf } from './pricing';
import type { StoredOrder } from './store';
import { signSpend } from './transactions';

/**
 * Order life: `new` (quoted, unpaid) → `pending` (execute saw a funding transaction paying
 * enough) → `executing` (funding confirmed; the mint/etch transaction is broadcast) →
 * `complete` (it confirmed and the ord index credits its runes). The funding coins are refunded
 * (`refunded`) when the rune can no longer be etched or minted, and an order whose funding
 * vanishes, or whose confirmed transaction ord did not count, is `failed`. States advance
 * whenever the service is asked anything, from what the chain says at that moment.
 *
 * An etching's funding transaction is its commit (commit.ts), which ord wants six blocks deep
 * counting the reveal's block. The devnet mines on demand, so the service mines the blocks still
 * missing itself before it broadcasts the reveal, and an etching, like a mint, completes one
 * block after it starts executing.
 */

/** Moves every open order as far as the chain allows; saves once if anything changed. */
export function advanceOrders(ctx: ServiceContext): void {
  ctx.index.catchUp();
  let changed = false;
  for (const order of ctx.store.orders.values()) {
    const before = JSON.stringify(order);
    if (order.state === 'pending') advancePending(ctx, order);
    else if (order.state === 'executing') advanceExecuting(ctx, order);
    changed ||= JSON.stringify(order) !== before;
  }
  if (changed) ctx.store.save();
}

function advancePending(ctx: ServiceContext, order: StoredOrder): void {
  const funding = txState(ctx.node.chain, order.fundTxid);
  if (funding === 'missing') {
    fail(order, 'The funding transaction left the mempool without confirming.');
    return;
  }
  if (funding === 'mempool') return;
  const request = requestOf(ctx, order);
  if (request.kind === 'etch' && !fundedOrderBlocker(ctx, 'etch', request.runeName)) deepenCommit(ctx, order);
  const blocker = fundedOrderBlocker(ctx, order.kind, request.runeName);
  if (blocker) {
    refund(ctx, order, blocker);
    return;
  }
  broadcastReveal(ctx, order, fundingCoins(ctx.node.chain, keyOf(ctx, order).script));
}

/** Mines the blocks every funded etching's commit still needs (see `deepenCommit`). */
export function deepenCommits(ctx: ServiceContext): void {
  for (const order of ctx.store.orders.values()) {
    if (order.kind !== 'etch' || order.state !== 'pending') continue;
    if (txState(ctx.node.chain, order.fundTxid) !== 'confirmed') continue;
    if (!fundedOrderBlocker(ctx, 'etch', requestOf(ctx, order).runeName)) deepenCommit(ctx, order);
  }
}

/**
 * Mines the blocks the commit still needs so the reveal, broadcast next, lands in a block where
 * ord counts it (`COMMIT_CONFIRMATIONS`, counting the reveal's own block).
 */
function deepenCommit(ctx: ServiceContext, order: StoredOrder): void {
  const chain = ctx.node.chain;
  const committedAt = chain.txs.get(order.fundTxid ?? '')?.height;
  if (committedAt === undefined) return;
  const missing = committedAt + COMMIT_CONFIRMATIONS - 1 - (chain.height + 1);
  if (missing > 0) ctx.node.mine(missing);
}

function advanceExecuting(ctx: ServiceContext, order: StoredOrder): void {
  const chain = ctx.node.chain;
  const reveal = txState(chain, order.revealTxid);
  if (reveal === 'confirmed') {
    complete(ctx, order);
    return;
  }
  if (reveal === 'missing') {
    fail(order, 'The rune transaction left the mempool without confirming.');
    return;
  }
  const bump = order.bump;
  if (!bump) return;
  const coins = fundingCoins(chain, keyOf(ctx, order).script, order.revealTxid);
  const inReveal = new Set(
    chain.mempool.get(order.revealTxid ?? '')?.tx.inputs.map((i) => `${i.txid}:${i.vout}`),
  );
  const extra = total(coins.filter((c) => !inReveal.has(`${c.txid}:${c.vout}`)));
  if (extra < BigInt(bump.rbfCost)) return;
  broadcastReveal(ctx, order, coins);
}

/** Builds, signs and broadcasts the mint/etch transaction; everything past the outputs is fee. */
function broadcastReveal(ctx: ServiceContext, order: StoredOrder, coins: FundingCoin[]): void {
  const outputs = outputsFor(ctx, requestOf(ctx, order));
  const fee = total(coins) - outputs.reduce((s, o) => s + o.amount, 0n);
  if (fee <= 0n) {
    fail(order, 'The funding address holds less than the order needs.');
    return;
  }
  const key = keyOf(ctx, order);
  try {
    const { txid } = ctx.node.broadcast(signSpend(key, coins, outputs, true));
    const vsize = vsizeOf(
      coins.length,
      outputs.map((o) => o.script),
      inputVsizeOf(key, true),
    );
    order.revealTxid = txid;
    order.networkFee = fee.toString();
    order.feeRate = Math.max(order.feeRate, Math.floor((Number(fee) / vsize) * 100) / 100);
    order.state = 'executing';
    delete order.bump;
    delete order.reason;
  } catch (error) {
    if (!(error instanceof RejectError)) throw error;
    // Keep the order where it is: a later block (or a bigger bump) may let it through.
    order.reason = `The node refused the rune transaction: ${error.message}`;
  }
}

/**
 * The transaction confirmed: complete when ord counts it — the etching's rune is the one this
 * reveal etched, the mint's runes sit on the destination output — and fail it otherwise (say a
 * competing mint took the last one in the same block). A destination output already spent
 * again is taken as credited: the index no longer keeps its balance.
 */
function complete(ctx: ServiceContext, order: StoredOrder): void {
  const request = requestOf(ctx, order);
  const entry = runeEntryOf(ctx, request.runeName);
  if (request.kind === 'etch') {
    if (entry?.etching !== order.revealTxid) {
      fail(order, `The etching confirmed, but ord did not count it as the etching of ${request.runeName}.`);
      return;
    }
  } else {
    const destination = `${order.revealTxid}:0`;
    const credited = entry !== undefined && ctx.index.state.outputRunes.get(destination)?.has(entry.id);
    if (!credited && ctx.node.chain.utxos.has(destination)) {
      fail(
        order,
        'The mint confirmed, but ord credited no runes: the cap was reached or the window closed first.',
      );
      return;
    }
  }
  order.state = 'complete';
}

function fail(order: StoredOrder, reason: string): void {
  order.state = 'failed';
  order.reason = reason;
}

/** Sends every funding coin back to the refund address, less the fee at the order's rate. */
function refund(ctx: ServiceContext, order: StoredOrder, reason: string): void {
  const key = keyOf(ctx, order);
  const coins = fundingCoins(ctx.node.chain, key.script);
  const refundScript = ctx.node.scriptFor(String(requestOf(ctx, order).refundAddress));
  const vsize = vsizeOf(coins.length, [refundScript], inputVsizeOf(key, false));
  const amount = total(coins) - feeAt(order.feeRate, vsize);
  if (amount < DUST) {
    fail(order, `${reason} The funds are too small to refund.`);
    return;
  }
  try {
    order.refundTxid = ctx.node.broadcast(
      signSpend(key, coins, [{ script: refundScript, amount }], false),
    ).txid;
    order.state = 'refunded';
    order.reason = reason;
  } catch (error) {
    if (!(error instanceof RejectError)) throw error;
    fail(order, `${reason} The refund was refused: ${error.message}`);
  }
}
