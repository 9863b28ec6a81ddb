import { blockSubsidy } from '../chain/block';
import type { Chain, ChainListener } from '../chain/chain';
import { type BlockTx, indexBlockInscriptions } from './inscriptions';
import { indexBlockRunes } from './runes';
import { OrdState } from './state';

/**
 * The devnet's ord index: follows the chain block by block (inscriptions first, then runes,
 * as ord's updater does) and starts over on a chain reset. It keeps nothing on disk: a
 * restarted devnet replays its blocks and the index catches up from them.
 */
export class OrdIndex implements ChainListener {
  readonly state = new OrdState();
  private readonly unsubscribe: () => void;

  constructor(readonly chain: Chain) {
    this.unsubscribe = chain.subscribe(this);
    this.catchUp();
  }

  get height(): number {
    return this.state.height;
  }

  blockConnected(): void {
    try {
      this.catchUp();
    } catch (err) {
      // The chain has already accepted the block; a bug here must not undo mining.
      process.stderr.write(`ord index failed: ${err instanceof Error ? err.stack : String(err)}\n`);
    }
  }

  chainReset(): void {
    this.state.clear();
  }

  close(): void {
    this.unsubscribe();
  }

  /** Indexes every connected block above the index height. */
  catchUp(): void {
    while (this.state.height < this.chain.height) this.indexBlock(this.state.height + 1);
  }

  private indexBlock(height: number): void {
    const record = this.chain.blocks[height];
    if (!record) throw new Error(`block ${height} is not connected`);
    const txs: BlockTx[] = record.txids.map((txid) => {
      const confirmed = this.chain.txs.get(txid);
      if (!confirmed) throw new Error(`transaction ${txid} of block ${height} is missing`);
      return { tx: confirmed.tx, prevouts: confirmed.prevouts };
    });
    indexBlockInscriptions(this.state, height, record.time, Number(blockSubsidy(height)), txs);
    indexBlockRunes(this.state, height, record.time, txs);
    this.state.height = height;
  }
}

const indexes = new WeakMap<Chain, OrdIndex>();

/** The one index of a chain, created (and caught up) on first use. */
export function ordIndexFor(chain: Chain): OrdIndex {
  let index = indexes.get(chain);
  if (!index) {
    index = new OrdIndex(chain);
    indexes.set(chain, index);
  }
  return index;
}
