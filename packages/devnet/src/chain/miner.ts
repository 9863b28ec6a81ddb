import type { Tx } from '../tx/transaction';
import {
  BLOCK_VERSION,
  type Block,
  blockSubsidy,
  buildCoinbase,
  MAX_BLOCK_WEIGHT,
  REGTEST_BITS,
  solveHeader,
  txMerkleRoot,
} from './block';
import type { Chain } from './chain';

/** Room Core's BlockAssembler reserves for the header and coinbase. */
const COINBASE_RESERVED_WEIGHT = 4000;

/**
 * Picks mempool transactions by ancestor fee rate (Core's BlockAssembler::addPackageTxs):
 * each candidate is scored with its not-yet-included ancestors as a package, so a high-fee
 * child pulls in its low-fee parent (CPFP). Packages go in parents first.
 */
function selectTemplate(chain: Chain, maxWeight = MAX_BLOCK_WEIGHT - COINBASE_RESERVED_WEIGHT): Tx[] {
  const included = new Set<string>();
  const selected: Tx[] = [];
  let weight = 0;
  const score = (id: string): Candidate => {
    const pkg = [...chain.mempoolAncestors(id)].filter((a) => !included.has(a));
    pkg.push(id);
    let fee = 0n;
    let w = 0;
    for (const p of pkg) {
      const e = chain.mempool.get(p);
      if (!e) continue;
      fee += e.fee;
      w += e.tx.weight;
    }
    return { id, pkg, fee, weight: w };
  };
  // Ascending by package fee rate so the best candidate pops off the end.
  const queue = [...chain.mempool.keys()].map(score).sort(compareRate);
  while (queue.length > 0) {
    const top = queue.pop() as Candidate;
    if (included.has(top.id)) continue;
    const current = score(top.id);
    // Lazy re-scoring: ancestors included since the score was taken change the package.
    if (current.pkg.length !== top.pkg.length) {
      queue.splice(insertionPoint(queue, current), 0, current);
      continue;
    }
    if (weight + current.weight > maxWeight) continue;
    const ordered = current.pkg.sort(
      (a, b) => (chain.mempool.get(a)?.seq ?? 0) - (chain.mempool.get(b)?.seq ?? 0),
    );
    for (const p of ordered) {
      const e = chain.mempool.get(p);
      if (!e || included.has(p)) continue;
      included.add(p);
      selected.push(e.tx);
      weight += e.tx.weight;
    }
  }
  // Parents were sorted before children within each package; across packages arrival order
  // also respects dependencies, because a child always arrives after its parents.
  return selected.sort(
    (a, b) => (chain.mempool.get(a.txid)?.seq ?? 0) - (chain.mempool.get(b.txid)?.seq ?? 0),
  );
}

interface Candidate {
  id: string;
  pkg: string[];
  fee: bigint;
  weight: number;
}

/** Orders by fee/weight without division: a.fee * b.weight vs b.fee * a.weight. */
function compareRate(a: Candidate, b: Candidate): number {
  const l = a.fee * BigInt(b.weight);
  const r = b.fee * BigInt(a.weight);
  return l < r ? -1 : l > r ? 1 : 0;
}

function insertionPoint(queue: Candidate[], c: Candidate): number {
  let lo = 0;
  let hi = queue.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (compareRate(queue[mid] as Candidate, c) <= 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Assembles, solves and connects one block paying `payTo`; returns its hash. */
export function mineBlock(chain: Chain, payTo: Uint8Array, now = Math.floor(Date.now() / 1000)): string {
  const txs = selectTemplate(chain);
  const height = chain.height + 1;
  let fees = 0n;
  for (const t of txs) fees += chain.mempool.get(t.txid)?.fee ?? 0n;
  const coinbase = buildCoinbase(height, payTo, blockSubsidy(height) + fees, txs);
  const all = [coinbase, ...txs];
  // A block's time must exceed the median time past (BIP-113); keep it moving forward.
  const time = Math.max(now, chain.medianTimePast() + 1, chain.tip.time + 1);
  const { header, hash } = solveHeader({
    version: BLOCK_VERSION,
    prevHash: chain.tip.hash,
    merkleRoot: txMerkleRoot(all),
    time,
    bits: REGTEST_BITS,
    nonce: 0,
  });
  const block: Block = { header, hash, txs: all };
  chain.connectBlock(block);
  return hash;
}
