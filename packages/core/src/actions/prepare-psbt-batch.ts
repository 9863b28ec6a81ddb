import { Errors } from '../primitives/errors';
import { aboutItem } from './internal/about-item';
import { type PreparedPsbt, type PreparePsbtParameters, preparePsbt } from './prepare-psbt';
import { NOTHING_TO_SIGN } from './sign-psbt';

export interface PreparePsbtBatchParameters extends Omit<PreparePsbtParameters, 'text'> {
  /** Base64 or hex, one PSBT each, in the order they will be signed. */
  texts: readonly string[];
}

/**
 * Decode → inspect → validate every PSBT of a batch before any wallet is
 * asked: one malformed PSBT, or one with nothing of the wallet's to sign, stops the whole batch here.
 * @throws SatchelError the first failing PSBT's own error, its position in the details.
 */
export function preparePsbtBatch(params: PreparePsbtBatchParameters): PreparedPsbt[] {
  const { texts, ...shared } = params;
  if (texts.length === 0) throw Errors.signPsbtFailed({ details: 'No PSBT to sign.' });
  return texts.map((text, index) => {
    try {
      const prepared = preparePsbt({ ...shared, text });
      if (Object.keys(prepared.signInputs).length === 0)
        throw Errors.signPsbtFailed({ details: NOTHING_TO_SIGN });
      return prepared;
    } catch (error) {
      throw aboutItem(error, index);
    }
  });
}
