import { RejectError } from '../admission/reject';
import { fundedOrderBlocker } from './availability';
import { keyOf, outputsFor, requestOf, type ServiceContext } from './context';
import { type FundingCoin, fundingCoins, total, txState } from './funding';
import { DUST, feeAt, vsizeOf } from './pricing';
import { runeLetters } from './requests';
import type { EtchedRune, StoredOrder } from './store';
import { signSpend } from './transactions';

/**
 * Order life: `new` (quoted, unpaid) → `pending` (execute saw a funding transaction paying
 * enough) → `executing` (funding confirmed; the mint/etch transaction is broadcast) →
 * `complete` (it confirmed). The funding coins are refunded (`refunded`) when the rune can no
 * longer be etched or minted, and an order whose funding vanishes is `failed`. States advance
 * whenever the service is asked anything, from what the chain says at that moment.
 */

/** Moves every open order as far as the chain allows; saves once if anything changed. */
export function advanceOrders(ctx: ServiceContext): void {
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
  const blocker = fundedOrderBlocker(ctx, order.kind, requestOf(ctx, order).runeName);
  if (blocker) {
    refund(ctx, order, blocker);
    return;
  }
  broadcastReveal(ctx, order, fundingCoins(ctx.node.chain, keyOf(ctx, order).script));
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
  try {
    const { txid } = ctx.node.broadcast(signSpend(keyOf(ctx, order), coins, outputs));
    const vsize = vsizeOf(
      coins.length,
      outputs.map((o) => o.script),
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

/** Records what the confirmed transaction did: a new rune, or one more mint of it. */
function complete(ctx: ServiceContext, order: StoredOrder): void {
  const confirmed = ctx.node.chain.txs.get(order.revealTxid ?? '');
  if (!confirmed) return;
  const request = requestOf(ctx, order);
  const letters = runeLetters(request.runeName);
  if (request.kind === 'etch') {
    const terms = request.terms;
    const rune: EtchedRune = {
      id: `${confirmed.height}:${confirmed.pos}`,
      name: request.runeName,
      mintable: request.isMintable,
      mints: 0,
      ...(terms ? { amount: terms.amount, cap: terms.cap } : {}),
      ...(terms?.heightStart !== undefined ? { heightStart: terms.heightStart } : {}),
      ...(terms?.heightEnd !== undefined ? { heightEnd: terms.heightEnd } : {}),
    };
    ctx.store.runes.set(letters, rune);
  } else {
    const rune = ctx.store.runes.get(letters);
    if (rune) rune.mints += 1;
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
  const amount = total(coins) - feeAt(order.feeRate, vsizeOf(coins.length, [refundScript]));
  if (amount < DUST) {
    fail(order, `${reason} The funds are too small to refund.`);
    return;
  }
  try {
    order.refundTxid = ctx.node.broadcast(signSpend(key, coins, [{ script: refundScript, amount }])).txid;
    order.state = 'refunded';
    order.reason = reason;
  } catch (error) {
    if (!(error instanceof RejectError)) throw error;
    fail(order, `${reason} The refund was refused: ${error.message}`);
  }
}
