import { describeCause, Errors, isSatchelError, SatchelError } from '../../primitives/errors';

/** "PSBT 2: …": which PSBT of the batch an error is about, keeping its own message and code. */
export function aboutItem(error: unknown, index: number): SatchelError {
  const label = `PSBT ${index + 1}`;
  if (!isSatchelError(error))
    return Errors.signPsbtFailed({ details: `${label}: ${describeCause(error)}`, cause: error });
  const details = error.details ? `${label}: ${error.details}` : label;
  return new SatchelError(error.code, error.message, { details, cause: error });
}
