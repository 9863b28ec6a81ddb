/**
 * Esplora JSON shapes (reference: docs/esplora-api.md §1.4–1.7). electrs omits absent fields
 * rather than sending null, so every optional field is typed as optional and nullable.
 */
export interface EsploraTxStatus {
  confirmed: boolean;
  block_height?: number | null;
  block_hash?: string | null;
  block_time?: number | null;
}

export interface EsploraStats {
  funded_txo_count: number;
  funded_txo_sum: number;
  spent_txo_count: number;
  spent_txo_sum: number;
  tx_count: number;
}

export interface EsploraAddress {
  address: string;
  chain_stats: EsploraStats;
  mempool_stats: EsploraStats;
}

export interface EsploraUtxo {
  txid: string;
  vout: number;
  value: number;
  status: EsploraTxStatus;
}

export interface EsploraVout {
  scriptpubkey: string;
  scriptpubkey_asm?: string;
  scriptpubkey_type: string;
  scriptpubkey_address?: string | null;
  value: number;
}

export interface EsploraVin {
  txid: string;
  vout: number;
  prevout: EsploraVout | null;
  scriptsig: string;
  witness?: string[] | null;
  is_coinbase: boolean;
  sequence: number;
}

export interface EsploraTx {
  txid: string;
  version: number;
  locktime: number;
  size: number;
  weight: number;
  fee: number;
  vin: EsploraVin[];
  vout: EsploraVout[];
  status: EsploraTxStatus;
}

/** mempool.space `/v1/fees/precise` and `/v1/fees/recommended` (sat/vB). */
export interface RecommendedFees {
  fastestFee: number;
  halfHourFee: number;
  hourFee: number;
  economyFee: number;
  minimumFee: number;
}
