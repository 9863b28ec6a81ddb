import { randomUUID } from 'node:crypto';
import { hex } from '@scure/base';
import { isSatchelError } from '../../src/core/errors';
import {
  checkEtchRequest,
  checkMintRequest,
  checkRefundAddress,
  checkTxid,
} from '../../src/core/runes/checks';
import { parseRuneName } from '../../src/core/runes/rune-name';
import type { EstimateEtchRequest, EstimateMintRequest, OrderKind } from '../../src/core/runes/types';
import { RejectError } from '../admission/reject';
import type { DevnetNode } from '../node';
import { fundingKey, serviceFeeKey } from './keys';
import { DUST, feeAt, POSTAGE, SERVICE_FEE, vsizeOf } from './pricing';
import { etchingScript, mintScript } from './runestone';
import { type EtchedRune, OrderStore, type StoredOrder } from './store';
import { type FundingCoin, fundingCoins, type Output, signSpend, total, txState } from './transactions';

/** An answer with an HTTP status: 400 for a request the service refuses, 404 for an unknown order. */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const refuse = (message: string) => new ServiceError(400, message);

/** The devnet mints once per order; more repeats would need a chain of mint transactions. */
const MAX_REPEATS = 1;

type Body = Record<string, unknown>;

function asRequest(body: Body): Body {
  // The wire carries sats as numbers; core's checks take bigint.
  const fee = body.appServiceFee;
  return fee === undefined
    ? body
    : { ...body, appServiceFee: typeof fee === 'number' ? BigInt(Math.trunc(fee)) : fee };
}

/**
 * A runes ordering service compatible with Xverse's (docs/sats-connect.md §4), running on the devnet's
 * own chain. Order life: `new` (quoted, unpaid) → `pending` (execute saw a funding transaction
 * paying enough) → `executing` (funding confirmed; the mint/etch transaction is broadcast) →
 * `complete` (it confirmed). The funding coins are refunded (`refunded`) when the rune can no
 * longer be etched or minted, and an order whose funding vanishes is `failed`. States advance
 * whenever the service is asked anything, from what the chain says at that moment.
 */
export class OrderingService {
  readonly store: OrderStore;

  constructor(private readonly node: DevnetNode) {
    this.store = new OrderStore(node.statePath ? `${node.statePath}.orders.json` : undefined);
  }

  private get chain() {
    return this.node.chain;
  }

  // ---- requests ------------------------------------------------------------------------------

  estimate(kind: OrderKind, body: Body) {
    const request = this.checked(kind, body, false);
    const { vsize, networkFee, appFee } = this.price(kind, request, request.feeRate as number, 1);
    const totalCost = POSTAGE + networkFee + SERVICE_FEE + appFee;
    return {
      totalSize: vsize,
      totalCost: Number(totalCost),
      costBreakdown: {
        postage: Number(POSTAGE),
        networkFee: Number(networkFee),
        serviceFee: Number(SERVICE_FEE),
        appServiceFee: Number(appFee),
      },
    };
  }

  create(kind: OrderKind, body: Body) {
    const request = this.checked(kind, body, true);
    const feeRate = request.feeRate as number;
    const { networkFee, appFee } = this.price(kind, request, feeRate, 1);
    const id = randomUUID();
    const order: StoredOrder = {
      id,
      kind,
      state: 'new',
      createdAt: new Date().toISOString(),
      request: body,
      fundingAddress: fundingKey(id, this.node.params).address,
      fundAmount: (POSTAGE + networkFee + SERVICE_FEE + appFee).toString(),
      networkFee: networkFee.toString(),
      feeRate,
    };
    this.store.orders.set(id, order);
    this.store.save();
    return { orderId: id, fundAddress: order.fundingAddress, fundAmount: Number(order.fundAmount) };
  }

  execute(kind: OrderKind, orderId: string, body: Body) {
    const order = this.order(orderId);
    if (order.kind !== kind) throw refuse(`Order ${orderId} is a ${order.kind} order.`);
    const txid = this.guard(() => checkTxid(body.fundTransactionId));
    if (order.state !== 'new') {
      if (order.fundTxid === txid) return {};
      throw refuse(`Order ${orderId} is already ${order.state}.`);
    }
    const tx = this.chain.txs.get(txid)?.tx ?? this.chain.mempool.get(txid)?.tx;
    if (!tx) throw refuse(`Funding transaction ${txid} was not found.`);
    const script = hex.encode(fundingKey(orderId, this.node.params).script);
    const paid = tx.outputs.filter((o) => hex.encode(o.script) === script).reduce((s, o) => s + o.value, 0n);
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
    const newFeeRate = body.newFeeRate;
    if (typeof newFeeRate !== 'number' || !Number.isFinite(newFeeRate))
      throw refuse('newFeeRate must be a number.');
    if (order.state !== 'pending' && order.state !== 'executing') {
      throw refuse(`Order ${orderId} is ${order.state}; only a pending or executing order can be sped up.`);
    }
    // Replacement rules (BIP-125 rule 4) want at least 1 sat/vB more than the transaction replaced.
    if (newFeeRate < order.feeRate + 1) {
      throw refuse(`The new fee rate must be at least ${order.feeRate + 1} sat/vB.`);
    }
    const inputs = fundingCoins(this.chain, this.key(order).script, order.revealTxid).length + 1;
    const { networkFee } = this.price(order.kind, order.request, newFeeRate, inputs);
    const rbfCost = networkFee - BigInt(order.networkFee);
    order.bump = { newFeeRate, rbfCost: rbfCost.toString() };
    this.store.save();
    return { rbfCost: Number(rbfCost), fundingAddress: order.fundingAddress };
  }

  // ---- lifecycle -----------------------------------------------------------------------------

  /** Moves every open order as far as the chain allows; saves once if anything changed. */
  advance(): void {
    let changed = false;
    for (const order of this.store.orders.values()) {
      const before = JSON.stringify(order);
      if (order.state === 'pending') this.advancePending(order);
      else if (order.state === 'executing') this.advanceExecuting(order);
      changed ||= JSON.stringify(order) !== before;
    }
    if (changed) this.store.save();
  }

  private advancePending(order: StoredOrder): void {
    const funding = txState(this.chain, order.fundTxid);
    if (funding === 'missing') {
      this.fail(order, 'The funding transaction left the mempool without confirming.');
      return;
    }
    if (funding === 'mempool') return;
    const blocker = this.blocker(order);
    if (blocker) {
      this.refund(order, blocker);
      return;
    }
    this.broadcastReveal(order, fundingCoins(this.chain, this.key(order).script));
  }

  private advanceExecuting(order: StoredOrder): void {
    const reveal = txState(this.chain, order.revealTxid);
    if (reveal === 'confirmed') {
      this.complete(order);
      return;
    }
    if (reveal === 'missing') {
      this.fail(order, 'The rune transaction left the mempool without confirming.');
      return;
    }
    const bump = order.bump;
    if (!bump) return;
    const coins = fundingCoins(this.chain, this.key(order).script, order.revealTxid);
    const inReveal = new Set(
      this.chain.mempool.get(order.revealTxid ?? '')?.tx.inputs.map((i) => `${i.txid}:${i.vout}`),
    );
    const extra = total(coins.filter((c) => !inReveal.has(`${c.txid}:${c.vout}`)));
    if (extra < BigInt(bump.rbfCost)) return;
    this.broadcastReveal(order, coins);
  }

  /** Builds, signs and broadcasts the mint/etch transaction; everything past the outputs is fee. */
  private broadcastReveal(order: StoredOrder, coins: FundingCoin[]): void {
    const outputs = this.outputs(order.kind, order.request);
    const fee = total(coins) - outputs.reduce((s, o) => s + o.amount, 0n);
    if (fee <= 0n) {
      this.fail(order, 'The funding address holds less than the order needs.');
      return;
    }
    try {
      const { txid } = this.node.broadcast(signSpend(this.key(order), coins, outputs));
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

  private complete(order: StoredOrder): void {
    const confirmed = this.chain.txs.get(order.revealTxid ?? '');
    if (!confirmed) return;
    const request = order.request;
    const { letters } = parseRuneName(String(request.runeName));
    if (order.kind === 'etch') {
      const terms = (request.terms ?? {}) as Record<string, string | undefined>;
      const rune: EtchedRune = {
        id: `${confirmed.height}:${confirmed.pos}`,
        name: String(request.runeName),
        mintable: request.isMintable === true,
        mints: 0,
        ...(terms.amount ? { amount: terms.amount } : {}),
        ...(terms.cap ? { cap: terms.cap } : {}),
        ...(terms.heightStart ? { heightStart: terms.heightStart } : {}),
        ...(terms.heightEnd ? { heightEnd: terms.heightEnd } : {}),
      };
      this.store.runes.set(letters, rune);
    } else {
      const rune = this.store.runes.get(letters);
      if (rune) rune.mints += 1;
    }
    order.state = 'complete';
  }

  private fail(order: StoredOrder, reason: string): void {
    order.state = 'failed';
    order.reason = reason;
  }

  /** Sends every funding coin back to the refund address, less the fee at the order's rate. */
  private refund(order: StoredOrder, reason: string): void {
    const key = this.key(order);
    const coins = fundingCoins(this.chain, key.script);
    const refundScript = this.node.scriptFor(String(order.request.refundAddress));
    const amount = total(coins) - feeAt(order.feeRate, vsizeOf(coins.length, [refundScript]));
    if (amount < DUST) {
      this.fail(order, `${reason} The funds are too small to refund.`);
      return;
    }
    try {
      order.refundTxid = this.node.broadcast(signSpend(key, coins, [{ script: refundScript, amount }])).txid;
      order.state = 'refunded';
      order.reason = reason;
    } catch (error) {
      if (!(error instanceof RejectError)) throw error;
      this.fail(order, `${reason} The refund was refused: ${error.message}`);
    }
  }

  /** Why the rune can no longer be etched or minted right now, or undefined. */
  private blocker(order: StoredOrder): string | undefined {
    const name = String(order.request.runeName);
    const letters = parseRuneName(name).letters;
    const rune = this.store.runes.get(letters);
    if (order.kind === 'etch') {
      return rune || this.inFlight('etch', letters) > 0
        ? `Rune ${name} was etched by another order first.`
        : undefined;
    }
    return rune
      ? this.mintBlocker(rune, this.inFlight('mint', letters))
      : `Rune ${name} has not been etched on this devnet.`;
  }

  /** Orders of this kind and rune whose transaction is broadcast but not yet confirmed. */
  private inFlight(kind: OrderKind, letters: string): number {
    let count = 0;
    for (const o of this.store.orders.values()) {
      if (
        o.kind === kind &&
        o.state === 'executing' &&
        parseRuneName(String(o.request.runeName)).letters === letters
      ) {
        count++;
      }
    }
    return count;
  }

  private mintBlocker(rune: EtchedRune, inFlight = 0): string | undefined {
    if (!rune.mintable) return `Rune ${rune.name} cannot be minted.`;
    if (rune.cap !== undefined && BigInt(rune.mints + inFlight) >= BigInt(rune.cap)) {
      return `Rune ${rune.name} is minted out.`;
    }
    const next = BigInt(this.chain.height + 1);
    if (rune.heightStart !== undefined && next < BigInt(rune.heightStart)) {
      return `Minting ${rune.name} opens at block ${rune.heightStart}.`;
    }
    if (rune.heightEnd !== undefined && next >= BigInt(rune.heightEnd))
      return `Minting ${rune.name} has closed.`;
    return undefined;
  }

  // ---- helpers -------------------------------------------------------------------------------

  private order(orderId: string): StoredOrder {
    const order = this.store.orders.get(orderId);
    if (!order) throw new ServiceError(404, `Order ${orderId} not found.`);
    return order;
  }

  private key(order: StoredOrder) {
    return fundingKey(order.id, this.node.params);
  }

  /** Core's input checks, answered as 400 with their message. */
  private guard<T>(run: () => T): T {
    try {
      return run();
    } catch (error) {
      if (isSatchelError(error))
        throw refuse(error.details ? `${error.message} (${error.details})` : error.message);
      throw error;
    }
  }

  private checked(kind: OrderKind, body: Body, withRefund: boolean): Body {
    const request = asRequest(body);
    this.guard(() => {
      if (kind === 'mint') checkMintRequest(request as unknown as EstimateMintRequest, this.node.network);
      else checkEtchRequest(request as unknown as EstimateEtchRequest, this.node.network);
      if (withRefund) checkRefundAddress(request.refundAddress, this.node.network);
    });
    const appFee = (request.appServiceFee as bigint | undefined) ?? 0n;
    if (appFee > 0n && appFee < DUST) throw refuse(`An app service fee must be 0 or at least ${DUST} sats.`);
    if (kind === 'mint') {
      if ((request.repeats as number) > MAX_REPEATS)
        throw refuse('The devnet service mints once per order: set repeats to 1.');
      const name = String(request.runeName);
      const rune = this.store.runes.get(parseRuneName(name).letters);
      if (!rune) throw refuse(`Rune ${name} has not been etched on this devnet.`);
      const blocker = this.mintBlocker(rune);
      if (blocker) throw refuse(blocker);
    } else {
      const rune = this.store.runes.get(parseRuneName(String(request.runeName)).letters);
      if (rune) throw refuse(`Rune ${rune.name} is already etched.`);
    }
    return request;
  }

  private runestone(kind: OrderKind, request: Body): Uint8Array {
    if (kind === 'etch') return etchingScript(request as unknown as EstimateEtchRequest);
    const rune = this.store.runes.get(parseRuneName(String(request.runeName)).letters);
    return mintScript(rune?.id ?? '0:0');
  }

  /** Outputs of the mint/etch transaction: the runes' postage first, so they land there by default. */
  private outputs(kind: OrderKind, request: Body): Output[] {
    const appFee = asRequest(request).appServiceFee as bigint | undefined;
    const outputs: Output[] = [
      { script: this.node.scriptFor(String(request.destinationAddress)), amount: POSTAGE },
      { script: this.runestone(kind, request), amount: 0n },
      { script: serviceFeeKey(this.node.params).script, amount: SERVICE_FEE },
    ];
    if (appFee && appFee > 0n) {
      outputs.push({ script: this.node.scriptFor(String(request.appServiceFeeAddress)), amount: appFee });
    }
    return outputs;
  }

  private price(kind: OrderKind, request: Body, feeRate: number, inputs: number) {
    const outputs = this.outputs(kind, request);
    const vsize = vsizeOf(
      inputs,
      outputs.map((o) => o.script),
    );
    const appFee = (asRequest(request).appServiceFee as bigint | undefined) ?? 0n;
    return { vsize, networkFee: feeAt(feeRate, vsize), appFee };
  }
}
