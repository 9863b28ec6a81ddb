import type { ExplorerClient } from '../clients/explorer';
import { completePurchase } from '../protocol/listing';
import { assertUnaskedInputsKept } from '../protocol/psbt/unasked-inputs';
import { SIGHASH_ALL } from '../protocol/tx';
import type { Connector } from '../wallets/kit/types';
import { checkWalletPsbt } from './internal/check-wallet-psbt';
import { isWalletAnswerRefusal, sendFailure } from './internal/send-failure';
import type { ListingPurchasePlan } from './plan-listing-purchase';

export interface ExecuteListingPurchaseParameters {
  plan: ListingPurchasePlan;
  connector: Connector;
  explorer: ExplorerClient;
  /** Called with the signed raw transaction before it is broadcast, so it can be kept. */
  onSigned?: (rawHex: string, txid: string) => void;
  signal?: AbortSignal;
}

/**
 * Carries out a reviewed purchase: the buyer's wallet signs its inputs with SIGHASH_ALL, the answer
 * is checked as every signed PSBT is (`checkWalletPsbt`) and for the seller's input coming
 * back untouched, the seller's signature joins it on input 2, and the finalized transaction is
 * broadcast through the explorer.
 * @throws SatchelError `Failed to send transaction` with the reason, or `checkWalletPsbt`'s
 * refusals as they are.
 */
export async function executeListingPurchase(
  params: ExecuteListingPurchaseParameters,
): Promise<{ txid: string; rawHex: string }> {
  const { plan } = params;
  const allowedSighash = [SIGHASH_ALL];
  try {
    const signed = await params.connector.signPsbt(
      {
        psbtBase64: plan.psbtBase64,
        signInputs: plan.signInputs,
        allowedSighash,
        broadcast: false,
        // Input 2 is the seller's and is signed only once the wallet answers: a wallet that
        // finalized every input would fail on it, so the app finalizes.
        finalize: false,
      },
      { signal: params.signal },
    );
    checkWalletPsbt({
      requestedPsbt: plan.psbtBase64,
      returnedPsbt: signed.psbtBase64,
      signInputs: plan.signInputs,
      allowedSighash,
    });
    // The seller's input is the one the wallet was not asked to sign: the listing's fields are
    // merged onto it next, and anything the wallet left there would be merged with them.
    assertUnaskedInputsKept(plan.psbtBase64, signed.psbtBase64, Object.values(plan.signInputs).flat());
    const { hex, txid } = completePurchase(signed.psbtBase64, plan.listing.seller);
    params.onSigned?.(hex, txid);
    return { txid: await params.explorer.broadcast(hex), rawHex: hex };
  } catch (cause) {
    if (isWalletAnswerRefusal(cause)) throw cause;
    throw sendFailure(cause);
  }
}
