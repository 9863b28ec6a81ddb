import { at, bool, integer, optional, record, txid } from '../http/schema';
import { readTxStatus } from './schema';
import type { EsploraTxStatus } from './types';

/**
 * `GET /tx/:txid/outspend/:vout` (Blockstream esplora API-REFERENCE.md, "Transactions"): whether
 * an output is spent and, when it is, the spending transaction, the input index and that
 * transaction's status. electrs omits the three optional fields for an unspent output.
 */
export interface EsploraOutspend {
  spent: boolean;
  txid?: string;
  vin?: number;
  status?: EsploraTxStatus;
}

export function readOutspend(value: unknown, path = ''): EsploraOutspend {
  const v = record(value, path);
  const spent = bool(v.spent, at(path, 'spent'));
  if (!spent) return { spent };
  const answer: EsploraOutspend = { spent, txid: txid(v.txid, at(path, 'txid')) };
  const vin = optional(v.vin, at(path, 'vin'), (n, p) => integer(n, p, { min: 0, max: 0xffff_ffff }));
  const status = optional(v.status, at(path, 'status'), readTxStatus);
  if (vin !== undefined) answer.vin = vin;
  if (status !== undefined) answer.status = status;
  return answer;
}
