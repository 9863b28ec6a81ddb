import { assertInputsSigned } from '../../psbt/check-signed';
import { assertSameTransaction } from '../../send';

export interface WalletPsbtAnswer {
  /** The PSBT the wallet was asked to sign, as reviewed. */
  requestedPsbt: string;
  /** The PSBT the wallet handed back. */
  returnedPsbt: string;
  /** Address → input indexes the wallet was asked to sign. */
  signInputs: Record<string, readonly number[]>;
  allowedSighash?: readonly number[];
}

/**
 * What every path that takes a signed PSBT back from a wallet checks before anything is broadcast or
 * shown as a result: the same transaction as reviewed, and every input asked for signed
 * with a signature that verifies.
 * @throws SatchelError `The wallet returned a transaction that differs from the one you reviewed.`
 * or `The wallet returned the PSBT without signing input {i}.`
 */
export function checkWalletPsbt(answer: WalletPsbtAnswer): void {
  assertSameTransaction(answer.requestedPsbt, answer.returnedPsbt);
  assertInputsSigned({
    requestedPsbt: answer.requestedPsbt,
    returnedPsbt: answer.returnedPsbt,
    indexes: Object.values(answer.signInputs).flat(),
    ...(answer.allowedSighash ? { allowedSighash: answer.allowedSighash } : {}),
  });
}
