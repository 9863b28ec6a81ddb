import { Errors } from '../../primitives/errors';
import { assertInputsSigned } from '../../protocol/psbt/check-signed';
import { decodedOf, decodePsbtText } from '../../protocol/psbt/decode';
import type { DecodedPsbt } from '../../protocol/psbt/reader';
import { assertSameTransaction } from '../../protocol/send';

interface WalletPsbtAnswer {
  /** The PSBT the wallet was asked to sign, as reviewed (base64, or as the flow decoded it). */
  requestedPsbt: string | DecodedPsbt;
  /** The PSBT the wallet handed back. */
  returnedPsbt: string;
  /** Address → input indexes the wallet was asked to sign. */
  signInputs: Record<string, readonly number[]>;
  allowedSighash?: readonly number[];
}

/**
 * What every path that takes a signed PSBT back from a wallet checks before anything is broadcast or
 * shown as a result: the same transaction as reviewed, and every input asked for signed
 * with a signature that verifies. Each PSBT is read once, by one parser, for both checks.
 * @throws SatchelError `The wallet returned a transaction that differs from the one you reviewed.`
 * or `The wallet returned the PSBT without signing input {i}.`
 */
export function checkWalletPsbt(answer: WalletPsbtAnswer): void {
  const requested = decodedOf(answer.requestedPsbt);
  let returned: DecodedPsbt;
  try {
    returned = decodePsbtText(answer.returnedPsbt).psbt;
  } catch (cause) {
    throw Errors.walletChangedTransaction({ details: 'The returned PSBT could not be read.', cause });
  }
  assertSameTransaction(requested, returned);
  assertInputsSigned({
    requestedPsbt: requested,
    returnedPsbt: returned,
    indexes: Object.values(answer.signInputs).flat(),
    ...(answer.allowedSighash ? { allowedSighash: answer.allowedSighash } : {}),
  });
}
