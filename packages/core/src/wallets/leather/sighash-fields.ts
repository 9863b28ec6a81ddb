import { hex } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import { psbtBytes } from '../kit/psbt-encoding';

const DEFAULTS = new Set([0x00, 0x01]);

/**
 * The PSBT as hex for Leather, each requested input that has no PSBT_IN_SIGHASH_TYPE (BIP-174)
 * given the one sighash the request allows, when that is neither DEFAULT nor ALL. Leather signs an
 * input with that field's sighash, else DEFAULT: before leather-io/mono#2667 it never read
 * `allowedSighash`, and since, it only checks the field against it; so the field is what makes
 * either sign a listing's SINGLE|ANYONECANPAY. A field already there is the PSBT's own and is kept.
 */
export function withSighashFields(
  psbtBase64: string,
  indexes: readonly number[],
  allowedSighash: readonly number[] | undefined,
): string {
  const bytes = psbtBytes(psbtBase64);
  const only = allowedSighash?.length === 1 ? allowedSighash[0] : undefined;
  if (only === undefined || DEFAULTS.has(only)) return hex.encode(bytes);
  const tx = Transaction.fromPSBT(bytes, {
    allowUnknown: true,
    allowUnknownInputs: true,
    allowUnknownOutputs: true,
  });
  let changed = false;
  for (const index of indexes) {
    if (index >= tx.inputsLength || tx.getInput(index).sighashType !== undefined) continue;
    tx.updateInput(index, { sighashType: only }, true);
    changed = true;
  }
  return hex.encode(changed ? tx.toPSBT() : bytes);
}
