import { MAX_SATS } from '../../primitives/units';
import { at, bool, hex, integer, list, optional, record, ShapeError, sats, text, txid } from '../http/schema';
import type {
  EsploraAddress,
  EsploraStats,
  EsploraTx,
  EsploraTxStatus,
  EsploraVin,
  EsploraVout,
} from './types';

/**
 * Shape checks of Esplora answers (Blockstream's esplora API-REFERENCE.md; mempool.space's REST
 * docs). Each reader returns a fresh object holding only checked fields, so nothing unchecked
 * reaches the rest of the app.
 */

const U32 = { min: 0, max: 0xffff_ffff };

export function readTxStatus(value: unknown, path: string): EsploraTxStatus {
  const v = record(value, path);
  const status: EsploraTxStatus = { confirmed: bool(v.confirmed, at(path, 'confirmed')) };
  const height = optional(v.block_height, at(path, 'block_height'), integer);
  const hash = optional(v.block_hash, at(path, 'block_hash'), (h, p) =>
    text(h, p, { pattern: /^[0-9a-f]{64}$/i, describe: 'a block hash' }),
  );
  const time = optional(v.block_time, at(path, 'block_time'), integer);
  if (height !== undefined) status.block_height = height;
  if (hash !== undefined) status.block_hash = hash;
  if (time !== undefined) status.block_time = time;
  return status;
}

function readStats(value: unknown, path: string): EsploraStats {
  const v = record(value, path);
  // Sums over an address's whole history may exceed the supply; each must still be exact.
  return {
    funded_txo_count: integer(v.funded_txo_count ?? 0, at(path, 'funded_txo_count')),
    funded_txo_sum: integer(v.funded_txo_sum, at(path, 'funded_txo_sum')),
    spent_txo_count: integer(v.spent_txo_count ?? 0, at(path, 'spent_txo_count')),
    spent_txo_sum: integer(v.spent_txo_sum, at(path, 'spent_txo_sum')),
    tx_count: integer(v.tx_count ?? 0, at(path, 'tx_count')),
  };
}

/** `/address/:a`; the confirmed balance and the total must each lie within the supply. */
export function readAddress(value: unknown): EsploraAddress {
  const v = record(value, '');
  const data: EsploraAddress = {
    address: optional(v.address, 'address', (a, p) => text(a, p, { max: 200 })) ?? '',
    chain_stats: readStats(v.chain_stats, 'chain_stats'),
    mempool_stats: readStats(v.mempool_stats, 'mempool_stats'),
  };
  const confirmed = BigInt(data.chain_stats.funded_txo_sum - data.chain_stats.spent_txo_sum);
  const pending = BigInt(data.mempool_stats.funded_txo_sum - data.mempool_stats.spent_txo_sum);
  if (confirmed < 0n || confirmed > MAX_SATS)
    throw new ShapeError('chain_stats', 'a balance within the supply');
  if (confirmed + pending < 0n || confirmed + pending > MAX_SATS) {
    throw new ShapeError('mempool_stats', 'a total balance within the supply');
  }
  return data;
}

interface CheckedUtxo {
  txid: string;
  vout: number;
  value: bigint;
  status: EsploraTxStatus;
}

export function readUtxos(value: unknown): CheckedUtxo[] {
  return list(value, '', (item, path) => {
    const v = record(item, path);
    return {
      txid: txid(v.txid, at(path, 'txid')),
      vout: integer(v.vout, at(path, 'vout'), U32),
      value: sats(v.value, at(path, 'value')),
      status: readTxStatus(v.status ?? { confirmed: false }, at(path, 'status')),
    };
  });
}

function readVout(value: unknown, path: string): EsploraVout {
  const v = record(value, path);
  const out: EsploraVout = {
    scriptpubkey: hex(v.scriptpubkey, at(path, 'scriptpubkey')),
    scriptpubkey_type: text(v.scriptpubkey_type, at(path, 'scriptpubkey_type'), { max: 40 }),
    // The schema reader gives bigint; the Esplora type keeps the wire's number, now known exact.
    value: Number(sats(v.value, at(path, 'value'))),
  };
  const asm = optional(v.scriptpubkey_asm, at(path, 'scriptpubkey_asm'), (a, p) =>
    text(a, p, { max: 100_000 }),
  );
  const address = optional(v.scriptpubkey_address, at(path, 'scriptpubkey_address'), (a, p) =>
    text(a, p, { min: 1, max: 200 }),
  );
  if (asm !== undefined) out.scriptpubkey_asm = asm;
  if (address !== undefined) out.scriptpubkey_address = address;
  return out;
}

function readVin(value: unknown, path: string): EsploraVin {
  const v = record(value, path);
  const vin: EsploraVin = {
    txid: txid(v.txid, at(path, 'txid')),
    vout: integer(v.vout, at(path, 'vout'), U32),
    prevout: optional(v.prevout, at(path, 'prevout'), readVout) ?? null,
    scriptsig: hex(v.scriptsig, at(path, 'scriptsig')),
    is_coinbase: bool(v.is_coinbase, at(path, 'is_coinbase')),
    sequence: integer(v.sequence, at(path, 'sequence'), U32),
  };
  const witness = optional(v.witness, at(path, 'witness'), (w, p) => list(w, p, hex));
  if (witness !== undefined) vin.witness = witness;
  return vin;
}

/** `/tx/:txid`, also each item of `/address/:a/txs`. */
export function readTx(value: unknown, path = ''): EsploraTx {
  const v = record(value, path);
  return {
    txid: txid(v.txid, at(path, 'txid')),
    version: integer(v.version, at(path, 'version'), { min: -0x8000_0000, max: 0xffff_ffff }),
    locktime: integer(v.locktime, at(path, 'locktime'), U32),
    size: integer(v.size, at(path, 'size'), { min: 1, max: 4_000_000 }),
    weight: integer(v.weight, at(path, 'weight'), { min: 1, max: 4_000_000 }),
    fee: Number(sats(v.fee, at(path, 'fee'))),
    vin: list(v.vin, at(path, 'vin'), readVin),
    vout: list(v.vout, at(path, 'vout'), readVout),
    status: readTxStatus(v.status, at(path, 'status')),
  };
}

export function readTxList(value: unknown): EsploraTx[] {
  return list(value, '', readTx, 10_000);
}

/** `/blocks/tip/height`: plain text. */
export function readHeight(body: unknown): number {
  const trimmed = typeof body === 'string' ? body.trim() : '';
  if (!/^\d{1,9}$/.test(trimmed)) throw new ShapeError('', 'a block height');
  return Number(trimmed);
}
