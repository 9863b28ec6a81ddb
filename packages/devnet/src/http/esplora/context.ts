import type { ErrorStyle } from '../../admission/reject';
import type { FeeConfig } from '../../fees';
import type { DevnetNode } from '../../node';
import { HASH_RE } from '../../tx/bytes';
import { HttpError } from '../reply';

export interface EsploraContext {
  node: DevnetNode;
  errorStyle: ErrorStyle;
  fees: FeeConfig;
}

export const TX_NOT_FOUND = 'Transaction not found';

/** A txid or block hash from the path, lowercased; electrs' 400 otherwise. */
export function checkHash(h: string): string {
  if (!HASH_RE.test(h)) throw new HttpError(400, 'Invalid hex string');
  return h.toLowerCase();
}
