import { ErrorCode, SatchelError } from './errors';

/** `<reveal txid>i<index>` (ord docs, "Inscriptions": inscription ids). */
export const INSCRIPTION_ID = /^[0-9a-f]{64}i\d{1,10}$/i;

/** An inscription id as the index spells it (lower case), or the refusal of one that is not. */
export function checkInscriptionId(id: string): string {
  if (typeof id !== 'string' || !INSCRIPTION_ID.test(id)) {
    throw new SatchelError(ErrorCode.INVALID_PARAMS, 'An inscription id is <reveal txid>i<index>.', {
      details: String(id).slice(0, 200),
    });
  }
  return id.toLowerCase();
}
