import { hex } from '@scure/base';
import { isCoinbase, type Tx } from '../tx/transaction';
import { AddressIndex } from './address-index';
import {
  type Block,
  blockSubsidy,
  COINBASE_MATURITY,
  encodeBlock,
  MAX_BLOCK_WEIGHT,
  meetsTarget,
  regtestGenesis,
  txMerkleRoot,
} from './block';
import { type BlockRecord, type Coin, type ConfirmedTx, type MempoolEntry, outpointKey } from './types';

export interface Spend {
  txid: string;
  vin: number;
}

/**
 * Told about every block after it is connected (its transactions and prevouts are already in
 * `txs`) and about resets. Replaying a state file connects the same blocks again, so an index
 * built from these calls is rebuilt on restart.
 */
export interface ChainListener {
  blockConnected(height: number): void;
  chainReset(): void;
}

/**
 * Chain state: blocks, the UTXO set, confirmed spends, the mempool and the address index.
 * Every mutation goes through connectBlock / addToMempool / removeFromMempool so the indexes
 * cannot drift from the data they describe.
 */
export class Chain {
  readonly blocks: BlockRecord[] = [];
  readonly blockHeights = new Map<string, number>();
  readonly txs = new Map<string, ConfirmedTx>();
  readonly utxos = new Map<string, Coin>();
  readonly chainSpends = new Map<string, Spend>();
  readonly mempool = new Map<string, MempoolEntry>();
  /** Outpoint → mempool txid spending it. */
  readonly mempoolSpends = new Map<string, Spend>();
  readonly index = new AddressIndex();
  private mempoolSeq = 0;
  private readonly listeners = new Set<ChainListener>();

  /** `genesis` builds block 0: regtest's by default, or a chain's own (block.ts). */
  constructor(private readonly genesis: () => Block = regtestGenesis) {
    this.connectGenesis();
  }

  get height(): number {
    return this.blocks.length - 1;
  }

  get tip(): BlockRecord {
    return this.blocks[this.blocks.length - 1] as BlockRecord;
  }

  /** BIP-113 median time past of the last 11 blocks ending at `height`. */
  medianTimePast(height = this.height): number {
    const times: number[] = [];
    for (let h = height; h >= 0 && h > height - 11; h--) times.push((this.blocks[h] as BlockRecord).time);
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)] as number;
  }

  /** Registers a listener; returns the function that removes it. */
  subscribe(listener: ChainListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  reset(): void {
    for (const l of this.listeners) l.chainReset();
    this.blocks.length = 0;
    this.blockHeights.clear();
    this.txs.clear();
    this.utxos.clear();
    this.chainSpends.clear();
    this.mempool.clear();
    this.mempoolSpends.clear();
    this.index.clear();
    this.connectGenesis();
  }

  private connectGenesis(): void {
    const genesis = this.genesis();
    const coinbase = genesis.txs[0] as Tx;
    this.pushBlockRecord(genesis, 0);
    this.txs.set(coinbase.txid, { tx: coinbase, height: 0, pos: 0, fee: 0n, prevouts: [] });
  }

  private pushBlockRecord(block: Block, height: number): void {
    const raw = encodeBlock(block);
    let weight = 80 * 4 + 4 * (raw.length - 80 - block.txs.reduce((n, t) => n + t.size, 0));
    for (const t of block.txs) weight += t.weight;
    this.blocks.push({
      hash: block.hash,
      height,
      ...block.header,
      txids: block.txs.map((t) => t.txid),
      size: raw.length,
      weight,
      raw,
    });
    this.blockHeights.set(block.hash, height);
  }

  /** A coin from the UTXO set or an unconfirmed mempool output (not checking mempool spends). */
  findCoin(txid: string, vout: number): Coin | undefined {
    const confirmed = this.utxos.get(outpointKey(txid, vout));
    if (confirmed) return confirmed;
    const entry = this.mempool.get(txid);
    const out = entry?.tx.outputs[vout];
    if (!entry || !out) return undefined;
    return {
      value: out.value,
      script: out.script,
      scriptKey: hex.encode(out.script),
      height: undefined,
      coinbase: false,
    };
  }

  /**
   * Validates and connects a block on top of the tip (ConnectBlock): linkage, proof of work,
   * merkle root, coinbase placement and value, input existence, maturity and amounts.
   * Scripts are not re-run: every block here was either assembled from admitted (verified)
   * transactions or is being replayed from our own acknowledged state, the same trust Core's
   * assumevalid places in blocks it already knows.
   */
  connectBlock(block: Block): void {
    const height = this.height + 1;
    const fail = (why: string) => new Error(`invalid block ${block.hash} at ${height}: ${why}`);
    if (block.header.prevHash !== this.tip.hash) throw fail('bad-prevblk');
    if (!meetsTarget(block.hash, block.header.bits)) throw fail('high-hash');
    if (block.txs.length === 0 || txMerkleRoot(block.txs) !== block.header.merkleRoot)
      throw fail('bad-txnmrklroot');
    const [coinbase, ...rest] = block.txs as [Tx, ...Tx[]];
    if (!isCoinbase(coinbase) || rest.some(isCoinbase)) throw fail('bad-cb-missing');
    if (block.txs.reduce((w, t) => w + t.weight, 0) > MAX_BLOCK_WEIGHT) throw fail('bad-blk-weight');

    // Check every input before mutating anything, so a bad block leaves no trace.
    const created = new Map<string, Coin>();
    const spent = new Set<string>();
    const fees: bigint[] = [];
    const prevoutsByTx: Coin[][] = [];
    let totalFees = 0n;
    for (const tx of rest) {
      let valueIn = 0n;
      const prevouts: Coin[] = [];
      for (const input of tx.inputs) {
        const key = outpointKey(input.txid, input.vout);
        const coin = created.get(key) ?? this.utxos.get(key);
        if (!coin || spent.has(key)) throw fail('bad-txns-inputs-missingorspent');
        if (coin.coinbase && coin.height !== undefined && height - coin.height < COINBASE_MATURITY) {
          throw fail('bad-txns-premature-spend-of-coinbase');
        }
        spent.add(key);
        valueIn += coin.value;
        prevouts.push(coin);
      }
      const valueOut = tx.outputs.reduce((s, o) => s + o.value, 0n);
      if (valueIn < valueOut) throw fail('bad-txns-in-belowout');
      fees.push(valueIn - valueOut);
      prevoutsByTx.push(prevouts);
      totalFees += valueIn - valueOut;
      tx.outputs.forEach((o, vout) => {
        created.set(outpointKey(tx.txid, vout), {
          value: o.value,
          script: o.script,
          scriptKey: hex.encode(o.script),
          height,
          coinbase: false,
        });
      });
    }
    const reward = coinbase.outputs.reduce((s, o) => s + o.value, 0n);
    if (reward > blockSubsidy(height) + totalFees) throw fail('bad-cb-amount');

    this.pushBlockRecord(block, height);
    // Mined transactions leave the mempool first; anything else spending their inputs is evicted.
    for (const tx of rest) if (this.mempool.has(tx.txid)) this.removeFromMempool(tx.txid, false);
    for (const tx of rest) {
      for (const input of tx.inputs) {
        const other = this.mempoolSpends.get(outpointKey(input.txid, input.vout));
        if (other && other.txid !== tx.txid) this.removeFromMempool(other.txid, true);
      }
    }
    this.connectTx(coinbase, height, 0, 0n, []);
    rest.forEach((tx, i) => {
      this.connectTx(tx, height, i + 1, fees[i] as bigint, prevoutsByTx[i] as Coin[]);
    });
    for (const l of this.listeners) l.blockConnected(height);
  }

  private connectTx(tx: Tx, height: number, pos: number, fee: bigint, prevouts: Coin[]): void {
    const coinbase = pos === 0;
    const touched = new Set<string>();
    tx.inputs.forEach((input, vin) => {
      if (coinbase) return;
      const key = outpointKey(input.txid, input.vout);
      const coin = prevouts[vin] as Coin;
      this.utxos.delete(key);
      this.chainSpends.set(key, { txid: tx.txid, vin });
      const e = this.index.entry(coin.scriptKey);
      e.chainStats.spent_txo_count++;
      e.chainStats.spent_txo_sum += Number(coin.value);
      e.utxos.delete(key);
      touched.add(coin.scriptKey);
    });
    tx.outputs.forEach((o, vout) => {
      const scriptKey = hex.encode(o.script);
      const key = outpointKey(tx.txid, vout);
      // OP_RETURN outputs are provably unspendable and never enter the UTXO set (Core's AddCoins).
      const unspendable = o.script[0] === 0x6a;
      if (!unspendable)
        this.utxos.set(key, { value: o.value, script: o.script, scriptKey, height, coinbase });
      const e = this.index.entry(scriptKey);
      e.chainStats.funded_txo_count++;
      e.chainStats.funded_txo_sum += Number(o.value);
      if (!unspendable) e.utxos.add(key);
      touched.add(scriptKey);
    });
    for (const scriptKey of touched) {
      const e = this.index.entry(scriptKey);
      e.chainTxids.push(tx.txid);
      e.chainStats.tx_count++;
    }
    this.txs.set(tx.txid, { tx, height, pos, fee, prevouts });
  }

  /** Inserts an already validated transaction into the mempool and its indexes. */
  addToMempool(tx: Tx, fee: bigint, prevouts: Coin[]): MempoolEntry {
    const parents = new Set<string>();
    tx.inputs.forEach((input, vin) => {
      this.mempoolSpends.set(outpointKey(input.txid, input.vout), { txid: tx.txid, vin });
      if (this.mempool.has(input.txid)) parents.add(input.txid);
    });
    const entry: MempoolEntry = {
      tx,
      fee,
      prevouts,
      seq: this.mempoolSeq++,
      time: Math.floor(Date.now() / 1000),
      parents,
      children: new Set(),
    };
    for (const p of parents) this.mempool.get(p)?.children.add(tx.txid);
    this.mempool.set(tx.txid, entry);
    for (const key of this.scriptKeysOf(entry)) this.index.entry(key).mempoolTxids.add(tx.txid);
    return entry;
  }

  /** Removes a mempool tx; with `withDescendants` its in-mempool children go too (they lose inputs). */
  removeFromMempool(txid: string, withDescendants: boolean): void {
    const entry = this.mempool.get(txid);
    if (!entry) return;
    if (withDescendants) for (const child of [...entry.children]) this.removeFromMempool(child, true);
    this.mempool.delete(txid);
    for (const input of entry.tx.inputs) {
      const key = outpointKey(input.txid, input.vout);
      if (this.mempoolSpends.get(key)?.txid === txid) this.mempoolSpends.delete(key);
    }
    for (const p of entry.parents) this.mempool.get(p)?.children.delete(txid);
    for (const c of entry.children) this.mempool.get(c)?.parents.delete(txid);
    for (const key of this.scriptKeysOf(entry)) this.index.get(key)?.mempoolTxids.delete(txid);
  }

  scriptKeysOf(entry: { tx: Tx; prevouts: Coin[] }): Set<string> {
    const keys = new Set<string>();
    for (const p of entry.prevouts) keys.add(p.scriptKey);
    for (const o of entry.tx.outputs) keys.add(hex.encode(o.script));
    return keys;
  }

  /** All in-mempool ancestors of a transaction (not including itself). */
  mempoolAncestors(txid: string, into = new Set<string>()): Set<string> {
    const entry = this.mempool.get(txid);
    if (!entry) return into;
    for (const p of entry.parents) {
      if (into.has(p)) continue;
      into.add(p);
      this.mempoolAncestors(p, into);
    }
    return into;
  }

  mempoolDescendants(txid: string, into = new Set<string>()): Set<string> {
    const entry = this.mempool.get(txid);
    if (!entry) return into;
    for (const c of entry.children) {
      if (into.has(c)) continue;
      into.add(c);
      this.mempoolDescendants(c, into);
    }
    return into;
  }
}
