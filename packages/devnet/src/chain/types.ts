import type { Tx } from '../tx/transaction';

/** An unspent (or being-spent) output as the chain tracks it. */
export interface Coin {
  value: bigint;
  script: Uint8Array;
  /** Hex of the script: the address index key. */
  scriptKey: string;
  /** Height of the block that created it; undefined while unconfirmed. */
  height: number | undefined;
  coinbase: boolean;
}

export interface BlockRecord {
  hash: string;
  height: number;
  version: number;
  prevHash: string;
  merkleRoot: string;
  time: number;
  bits: number;
  nonce: number;
  txids: string[];
  size: number;
  weight: number;
  raw: Uint8Array;
}

export interface ConfirmedTx {
  tx: Tx;
  height: number;
  /** Index inside its block. */
  pos: number;
  fee: bigint;
  prevouts: Coin[];
}

export interface MempoolEntry {
  tx: Tx;
  fee: bigint;
  prevouts: Coin[];
  /** Arrival order, for newest-first listings. */
  seq: number;
  time: number;
  parents: Set<string>;
  children: Set<string>;
}

export function outpointKey(txid: string, vout: number): string {
  return `${txid}:${vout}`;
}
