import type { ExplorerClient } from '../clients/explorer';
import { finalizePsbt } from '../protocol/send';
import type { Connector } from '../wallets/kit/types';
import { unsupported } from '../wallets/kit/wallet-errors';
import { checkWalletPsbt } from './internal/check-wallet-psbt';
import { isWalletAnswerRefusal, sendFailure } from './internal/send-failure';
import type { TransferPlan, WalletTransferPlan } from './internal/transfer-plan';

export interface ExecuteTransferParameters {
  plan: TransferPlan;
  connector: Connector;
  explorer: ExplorerClient;
  signal?: AbortSignal;
}

/**
 * Has the wallet sign the reviewed transfer, checks it is what was reviewed and signed,
 * finalizes and broadcasts it.
 * @throws SatchelError `Failed to send transaction` with the reason, or `checkWalletPsbt`'s refusals.
 */
export async function executeTransfer(params: ExecuteTransferParameters): Promise<{ txid: string }> {
  const { plan: reviewed, connector } = params;
  try {
    if (reviewed.mode === 'wallet') return await sendWithWallet(reviewed, connector, params.signal);
    const signed = await connector.signPsbt(
      { psbtBase64: reviewed.psbtBase64, signInputs: reviewed.signInputs, broadcast: false, finalize: true },
      { signal: params.signal },
    );
    checkWalletPsbt({
      requestedPsbt: reviewed.psbtBase64,
      returnedPsbt: signed.psbtBase64,
      signInputs: reviewed.signInputs,
    });
    const { hex } = finalizePsbt(signed.psbtBase64);
    return { txid: await params.explorer.broadcast(hex) };
  } catch (cause) {
    if (isWalletAnswerRefusal(cause)) throw cause;
    throw sendFailure(cause);
  }
}

function sendWithWallet(plan: WalletTransferPlan, connector: Connector, signal?: AbortSignal) {
  const options = { signal };
  if (plan.kind === 'inscription') {
    const send = connector.assets?.sendInscription;
    if (!send) throw unsupported(connector.name, 'sending inscriptions');
    return send({ inscriptionId: plan.asset, recipient: plan.recipient }, options);
  }
  const send = connector.assets?.sendRunes;
  if (!send || !plan.runeId) throw unsupported(connector.name, 'sending runes');
  return send(
    {
      runeId: plan.runeId,
      spacedName: plan.asset,
      amount: plan.amount,
      divisibility: plan.divisibility,
      recipient: plan.recipient,
    },
    options,
  );
}
