import { Errors } from '../primitives/errors';
import type { Connector, SignPsbtResult } from '../wallets/kit/types';
import { checkWalletPsbt } from './internal/check-wallet-psbt';
import { operationFailure } from './internal/operation-error';
import type { PreparedPsbt } from './prepare-psbt';

export const NOTHING_TO_SIGN = 'No input of this PSBT belongs to the connected wallet.';

export interface SignPsbtParameters {
  connector: Connector;
  prepared: PreparedPsbt;
  allowedSighash: readonly number[];
  signal?: AbortSignal;
}

/**
 * Has the wallet sign what `preparePsbt` found for it. The result has the same shape on every
 * wallet; broadcasting is a separate, explicit step (`broadcastPsbt`).
 * @throws SatchelError `signPsbt - failed to sign PSBT`, the wallet's reason as details;
 * `Errors.walletChangedTransaction` when the wallet returns another transaction than the one inspected;
 * `Errors.walletDidNotSign` when an
 * input it was asked to sign carries no signature that verifies.
 */
export async function signPsbt(params: SignPsbtParameters): Promise<SignPsbtResult> {
  const { prepared } = params;
  if (Object.keys(prepared.signInputs).length === 0)
    throw Errors.signPsbtFailed({ details: NOTHING_TO_SIGN });
  let signed: SignPsbtResult;
  try {
    signed = await params.connector.signPsbt(
      {
        psbtBase64: prepared.base64,
        signInputs: prepared.signInputs,
        allowedSighash: [...params.allowedSighash],
        broadcast: false,
      },
      { signal: params.signal },
    );
  } catch (cause) {
    throw operationFailure(cause, Errors.signPsbtFailed);
  }
  // The wallet signed what was inspected, every input it was asked to, or
  // nothing of it is used (no result, no download).
  checkWalletPsbt({
    // The request as preparePsbt decoded it: not decoded again.
    requestedPsbt: prepared.psbt,
    returnedPsbt: signed.psbtBase64,
    signInputs: prepared.signInputs,
    allowedSighash: params.allowedSighash,
  });
  return signed;
}
