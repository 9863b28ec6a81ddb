import { hex } from '@scure/base';
import { COINBASE_MATURITY } from '../chain/block';
import type { Chain } from '../chain/chain';
import { type Coin, outpointKey } from '../chain/types';
import { decodeTx, isCoinbase, type Tx } from '../tx/transaction';
import {
  DEFAULT_ANCESTOR_LIMIT,
  dustThreshold,
  feeForVsize,
  INCREMENTAL_RELAY_FEE_SAT_PER_KVB,
  isStandardOutput,
  MAX_FEE_RATE_SAT_PER_KVB,
  MAX_MONEY,
  MAX_RBF_REPLACEMENTS,
  MAX_STANDARD_SCRIPTSIG_SIZE,
  MAX_STANDARD_TX_WEIGHT,
  MIN_RELAY_FEE_SAT_PER_KVB,
  MIN_STANDARD_TX_NONWITNESS_SIZE,
} from './policy';
import { Reject } from './reject';
import { verifyInputs } from './verify';

export interface AdmissionPolicy {
  /** Minimum relay fee rate in sat/kvB (Core's -minrelaytxfee); 100 = 0.1 sat/vB. */
  minRelayFeeRate: bigint;
  /** What a replacement must add per kvB of its own size (Core's -incrementalrelayfee, BIP-125 rule 4). */
  incrementalRelayFeeRate: bigint;
  /** sendrawtransaction's maxfeerate in sat/kvB; 0 disables the check. */
  maxFeeRate: bigint;
  /** Core ≥ 28 replaces any conflicting transaction (mempoolfullrbf=1). */
  fullRbf: boolean;
}

/** Bitcoin Core 29.1's defaults. */
export const DEFAULT_POLICY: AdmissionPolicy = {
  minRelayFeeRate: MIN_RELAY_FEE_SAT_PER_KVB,
  incrementalRelayFeeRate: INCREMENTAL_RELAY_FEE_SAT_PER_KVB,
  maxFeeRate: MAX_FEE_RATE_SAT_PER_KVB,
  fullRbf: true,
};

export interface Admitted {
  txid: string;
  /** True when the transaction was already in the mempool (re-relay, still a success). */
  alreadyKnown: boolean;
  replaced: string[];
}

const HEX_RE = /^(?:[0-9a-fA-F]{2})+$/;

/** Decodes broadcast hex exactly as sendrawtransaction does; no trimming (docs/esplora-api.md §1.8). */
export function decodeBroadcast(body: string): Tx {
  if (!HEX_RE.test(body)) throw Reject.decode();
  try {
    return decodeTx(hex.decode(body));
  } catch {
    throw Reject.decode();
  }
}

/** CheckTransaction (consensus/tx_check.cpp): rules that need no chain context. */
function checkContextFree(tx: Tx): void {
  if (tx.inputs.length === 0) throw Reject.vinEmpty();
  if (tx.outputs.length === 0) throw Reject.voutEmpty();
  if (tx.strippedSize * 4 > 4_000_000) throw Reject.oversize();
  let total = 0n;
  for (const o of tx.outputs) {
    if (o.value < 0n) throw Reject.voutNegative();
    if (o.value > MAX_MONEY) throw Reject.voutTooLarge();
    total += o.value;
    if (total > MAX_MONEY) throw Reject.outTotalTooLarge();
  }
  const seen = new Set<string>();
  for (const i of tx.inputs) {
    const key = outpointKey(i.txid, i.vout);
    if (seen.has(key)) throw Reject.inputsDuplicate();
    seen.add(key);
  }
  if (isCoinbase(tx)) throw Reject.coinbase();
  if (tx.inputs.some((i) => i.vout === 0xffffffff && /^0+$/.test(i.txid))) throw Reject.prevoutNull();
}

/** IsStandardTx (policy/policy.cpp), minus dust, which runs after the input checks here. */
function checkStandard(tx: Tx): void {
  if (tx.version < 1 || tx.version > 3) throw Reject.version();
  if (tx.weight > MAX_STANDARD_TX_WEIGHT) throw Reject.txSize();
  for (const i of tx.inputs) {
    if (i.scriptSig.length > MAX_STANDARD_SCRIPTSIG_SIZE) throw Reject.scriptsigSize();
  }
  for (const o of tx.outputs) if (!isStandardOutput(o.script)) throw Reject.scriptpubkey();
  if (tx.strippedSize < MIN_STANDARD_TX_NONWITNESS_SIZE) throw Reject.txSizeSmall();
}

/** IsFinalTx against the next block (BIP-113: time locks compare with median time past). */
function checkFinal(chain: Chain, tx: Tx): void {
  if (tx.locktime === 0) return;
  const nextHeight = chain.height + 1;
  const limit = tx.locktime < 500_000_000 ? nextHeight : chain.medianTimePast();
  if (tx.locktime < limit) return;
  if (tx.inputs.every((i) => i.sequence === 0xffffffff)) return;
  throw Reject.nonFinal();
}

/** BIP-68 relative lock times for version ≥ 2, evaluated for inclusion in the next block. */
function checkSequenceLocks(chain: Chain, tx: Tx, prevouts: Coin[]): void {
  if (tx.version < 2) return;
  const nextHeight = chain.height + 1;
  tx.inputs.forEach((input, i) => {
    const seq = input.sequence;
    if (seq & 0x80000000) return;
    const coinHeight = prevouts[i]?.height ?? nextHeight;
    const value = seq & 0xffff;
    if (seq & 0x00400000) {
      const start = chain.medianTimePast(Math.max(coinHeight - 1, 0));
      if (start + value * 512 > chain.medianTimePast()) throw Reject.nonBip68Final();
    } else if (coinHeight + value > nextHeight) {
      throw Reject.nonBip68Final();
    }
  });
}

/** Fee rate in sat/kvB, the unit Core compares and prints replacement rates in. */
function rateOf(fee: bigint, vsize: number): bigint {
  return (fee * 1000n) / BigInt(vsize);
}

/**
 * Full-RBF replacement checks (policy/rbf.cpp, BIP-125 rules 3, 4 and 5 plus Core's
 * feerate rule). Returns the txids that the new transaction evicts.
 */
function checkReplacement(
  chain: Chain,
  tx: Tx,
  fee: bigint,
  policy: AdmissionPolicy,
  direct: Set<string>,
): string[] {
  if (!policy.fullRbf) {
    // Without full RBF only BIP-125 signalling (any nSequence < 0xfffffffe) is replaceable.
    for (const id of direct) {
      const signals = chain.mempool.get(id)?.tx.inputs.some((i) => i.sequence < 0xfffffffe);
      if (!signals) throw Reject.mempoolConflict();
    }
  }
  const evicted = new Set<string>();
  for (const id of direct) {
    evicted.add(id);
    chain.mempoolDescendants(id, evicted);
  }
  if (evicted.size > MAX_RBF_REPLACEMENTS) throw Reject.tooManyReplacements(evicted.size);
  const ancestors = new Set<string>();
  for (const input of tx.inputs) {
    if (chain.mempool.has(input.txid)) {
      ancestors.add(input.txid);
      chain.mempoolAncestors(input.txid, ancestors);
    }
  }
  for (const id of ancestors) if (evicted.has(id)) throw Reject.spendsConflicting(tx.txid);
  const newRate = rateOf(fee, tx.vsize);
  for (const id of direct) {
    const old = chain.mempool.get(id);
    if (!old) continue;
    const oldRate = rateOf(old.fee, old.tx.vsize);
    if (newRate <= oldRate) throw Reject.replacementFeeRate(tx.txid, newRate, oldRate);
  }
  let conflictingFees = 0n;
  for (const id of evicted) conflictingFees += chain.mempool.get(id)?.fee ?? 0n;
  if (fee < conflictingFees) throw Reject.replacementLessFees(tx.txid, fee, conflictingFees);
  const added = fee - conflictingFees;
  const required = feeForVsize(policy.incrementalRelayFeeRate, tx.vsize);
  if (added < required) throw Reject.replacementRelayFee(tx.txid, added, required);
  return [...evicted];
}

/**
 * Admits a transaction to the mempool in the order Core's sendrawtransaction and
 * MemPoolAccept run their checks, so the first failing rule is the one Core would report.
 */
export function admit(chain: Chain, tx: Tx, policy: AdmissionPolicy = DEFAULT_POLICY): Admitted {
  checkContextFree(tx);
  // BroadcastTransaction: a transaction already in the mempool is simply re-relayed.
  if (chain.mempool.has(tx.txid)) return { txid: tx.txid, alreadyKnown: true, replaced: [] };
  if (chain.txs.has(tx.txid)) {
    // Core answers -27 only while some output is still unspent; otherwise inputs are missing.
    const unspent = tx.outputs.some((_, vout) => chain.utxos.has(outpointKey(tx.txid, vout)));
    throw unspent ? Reject.alreadyInChain() : Reject.missingInputs();
  }
  checkStandard(tx);
  checkFinal(chain, tx);

  const prevouts: Coin[] = [];
  const conflicts = new Set<string>();
  for (const input of tx.inputs) {
    const coin = chain.findCoin(input.txid, input.vout);
    if (!coin) throw Reject.missingInputs();
    const spender = chain.mempoolSpends.get(outpointKey(input.txid, input.vout));
    if (spender) conflicts.add(spender.txid);
    prevouts.push(coin);
  }
  const valueIn = prevouts.reduce((s, c) => s + c.value, 0n);
  const valueOut = tx.outputs.reduce((s, o) => s + o.value, 0n);
  const fee = valueIn - valueOut;
  const replaced = conflicts.size > 0 ? checkReplacement(chain, tx, fee, policy, conflicts) : [];

  const nextHeight = chain.height + 1;
  for (const coin of prevouts) {
    if (coin.coinbase && coin.height !== undefined && nextHeight - coin.height < COINBASE_MATURITY) {
      throw Reject.prematureCoinbase(nextHeight - coin.height);
    }
  }
  if (valueIn < valueOut) throw Reject.inBelowOut(valueIn, valueOut);
  checkSequenceLocks(chain, tx, prevouts);
  for (const o of tx.outputs) if (o.value < dustThreshold(o)) throw Reject.dust();

  const required = feeForVsize(policy.minRelayFeeRate, tx.vsize);
  if (fee < required) throw Reject.minRelayFee(fee, required);
  if (policy.maxFeeRate > 0n && fee > feeForVsize(policy.maxFeeRate, tx.vsize)) throw Reject.maxFeeExceeded();

  const ancestors = new Set<string>();
  for (const input of tx.inputs) {
    if (chain.mempool.has(input.txid) && !replaced.includes(input.txid)) {
      ancestors.add(input.txid);
      chain.mempoolAncestors(input.txid, ancestors);
    }
  }
  if (ancestors.size + 1 > DEFAULT_ANCESTOR_LIMIT) throw Reject.tooLongChain(DEFAULT_ANCESTOR_LIMIT);

  verifyInputs(tx, prevouts);

  for (const id of replaced) chain.removeFromMempool(id, true);
  chain.addToMempool(tx, fee, prevouts);
  return { txid: tx.txid, alreadyKnown: false, replaced };
}
