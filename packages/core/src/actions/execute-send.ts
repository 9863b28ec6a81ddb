import type { ExplorerClient } from '../clients/explorer';
import { finalizePsbt } from '../protocol/send';
import type { Connector } from '../wallets/kit/types';
import { checkWalletPsbt } from './internal/check-wallet-psbt';
import { isWalletAnswerRefusal, sendFailure } from './internal/send-failure';
import type { SendPlan } from './plan-send';

export interface ExecuteSendParameters {
  plan: SendPlan;
  connector: Connector;
  explorer: ExplorerClient;
  /** Called with the signed raw transaction before it is broadcast, so it can be kept. */
  onSigned?: (rawHex: string, txid: string) => void;
  signal?: AbortSignal;
}

/**
 * How a send ended: broadcast, with its txid; or, from a co-signed account's own send, handed to
 * the account's co-signers with no transaction yet (nothing to show on an explorer, follow or
 * speed up, and nothing failed).
 */
export type SendOutcome = { kind: 'broadcast'; txid: string } | { kind: 'proposed'; proposalId?: string };

/**
 * Carries out a reviewed plan: the wallet's own send, or sign → finalize → broadcast.
 * @throws SatchelError `Failed to send transaction`, the reason as details;
 * `checkWalletPsbt`'s refusals as they are.
 */
export async function executeSend(params: ExecuteSendParameters): Promise<SendOutcome> {
  const { plan, connector, explorer } = params;
  try {
    if (plan.mode === 'native') {
      const answer = await connector.sendTransfer(
        { recipients: plan.recipients, ...(plan.feeRate === undefined ? {} : { feeRate: plan.feeRate }) },
        { signal: params.signal },
      );
      if (answer.kind === 'proposed') {
        return answer.proposalId === undefined
          ? { kind: 'proposed' }
          : { kind: 'proposed', proposalId: answer.proposalId };
      }
      return { kind: 'broadcast', txid: answer.txid };
    }
    const signInputs = { [plan.from]: Array.from({ length: plan.inputCount }, (_, i) => i) };
    const signed = await connector.signPsbt(
      { psbtBase64: plan.psbtBase64, signInputs, broadcast: false, finalize: true },
      { signal: params.signal },
    );
    checkWalletPsbt({ requestedPsbt: plan.psbtBase64, returnedPsbt: signed.psbtBase64, signInputs });
    const { hex, txid } = finalizePsbt(signed.psbtBase64);
    params.onSigned?.(hex, txid);
    return { kind: 'broadcast', txid: await explorer.broadcast(hex) };
  } catch (cause) {
    // A wallet that changed what was reviewed or left an input unsigned is reported
    // as such, not as a failed send.
    if (isWalletAnswerRefusal(cause)) throw cause;
    throw sendFailure(cause);
  }
}
