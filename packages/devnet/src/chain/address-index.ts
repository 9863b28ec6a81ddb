import { hex } from '@scure/base';
import { scriptHashHex } from '../tx/script';

export interface TxoStats {
  funded_txo_count: number;
  funded_txo_sum: number;
  spent_txo_count: number;
  spent_txo_sum: number;
  tx_count: number;
}

export function emptyStats(): TxoStats {
  return { funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 0 };
}

/** Everything known about one output script, kept current as blocks and mempool change. */
export interface ScriptEntry {
  script: Uint8Array;
  /** Confirmed txids touching the script, oldest first (chain order). */
  chainTxids: string[];
  chainStats: TxoStats;
  /** Confirmed unspent outpoints (`txid:vout`) paying the script. */
  utxos: Set<string>;
  /** Unconfirmed txids touching the script, in arrival order. */
  mempoolTxids: Set<string>;
}

/**
 * Script → history index (electrs keeps the same thing keyed by script hash), so that address
 * lookups cost the same whether the chain holds a thousand transactions or a million.
 */
export class AddressIndex {
  private readonly byScript = new Map<string, ScriptEntry>();
  private readonly byScriptHash = new Map<string, string>();

  get(scriptKey: string): ScriptEntry | undefined {
    return this.byScript.get(scriptKey);
  }

  scriptKeyOfHash(scripthash: string): string | undefined {
    return this.byScriptHash.get(scripthash.toLowerCase());
  }

  entry(scriptKey: string): ScriptEntry {
    let e = this.byScript.get(scriptKey);
    if (!e) {
      const script = hex.decode(scriptKey);
      e = { script, chainTxids: [], chainStats: emptyStats(), utxos: new Set(), mempoolTxids: new Set() };
      this.byScript.set(scriptKey, e);
      this.byScriptHash.set(scriptHashHex(script), scriptKey);
    }
    return e;
  }

  clear(): void {
    this.byScript.clear();
    this.byScriptHash.clear();
  }
}
