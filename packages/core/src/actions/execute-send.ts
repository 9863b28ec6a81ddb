import type { Connector } from '../connectors/types';
import { ErrorCode, Errors, isSatchelError, Messages } from '../errors';
import type { ExplorerClient } from '../explorer';
import { finalizePsbt } from '../send';
import { checkWalletPsbt } from './check-wallet-psbt';
import type { SendPlan } from './plan-send';

export interface ExecuteSendParameters {
  plan: SendPlan;
  connector: Connector;
  explorer: ExplorerClient;
  /** Called with the signed raw transaction before it is broadcast, so it can be kept. */
  onSigned?: (rawHex: string, txid: string) => void;
  signal?: AbortSignal;
}

/** What a wallet that broadcasts itself reports when the explorer rate-limits it. */
const RATE_LIMIT_TEXT = /\b429\b|too many requests|rate limit/i;

/**
 * "Failed to send transaction" (SPEC R7.4) with the underlying reason as detail. A 429, from
 * Satchel's own broadcast or reported by a wallet that broadcast itself, reads as the
 * explorer's rate limit rather than the server's error page.
 */
export function sendFailure(cause: unknown) {
  if (isSatchelError(cause)) {
    const reason = cause.message === Messages.sendFailed ? undefined : cause.message;
    const text = [reason, cause.details].filter(Boolean).join(' ');
    const walletSawRateLimit =
      cause.code !== ErrorCode.RATE_LIMITED &&
      cause.code !== ErrorCode.USER_REJECTION &&
      RATE_LIMIT_TEXT.test(text);
    const details = walletSawRateLimit ? Messages.rateLimited : text || undefined;
    return Errors.sendFailed({ details, cause });
  }
  return Errors.sendFailed({ details: String(cause), cause });
}

/** The refusals of `checkWalletPsbt`: shown as they are, never as a failed send. */
export function isWalletAnswerRefusal(cause: unknown): boolean {
  return (
    isSatchelError(cause) &&
    (cause.code === ErrorCode.WALLET_CHANGED_TRANSACTION || cause.code === ErrorCode.WALLET_DID_NOT_SIGN)
  );
}

/**
 * Carries out a reviewed plan: the wallet's own send, or sign → finalize → broadcast.
 * @throws SatchelError `Failed to send transaction` (SPEC R7.4), the reason as details; the R16.5
 * and R20.3 refusals as they are.
 */
export async function executeSend(params: ExecuteSendParameters): Promise<{ txid: string }> {
  const { plan, connector, explorer } = params;
  try {
    if (plan.mode === 'native') {
      const { txid } = await connector.sendTransfer(
        { recipients: plan.recipients },
        { signal: params.signal },
      );
      return { txid };
    }
    const signInputs = { [plan.from]: Array.from({ length: plan.inputCount }, (_, i) => i) };
    const signed = await connector.signPsbt(
      { psbtBase64: plan.psbtBase64, signInputs, broadcast: false, finalize: true },
      { signal: params.signal },
    );
    checkWalletPsbt({ requestedPsbt: plan.psbtBase64, returnedPsbt: signed.psbtBase64, signInputs });
    const { hex, txid } = finalizePsbt(signed.psbtBase64);
    params.onSigned?.(hex, txid);
    return { txid: await explorer.broadcast(hex) };
  } catch (cause) {
    // A wallet that changed what was reviewed (R16.5) or left an input unsigned (R20.3) is reported
    // as such, not as a failed send.
    if (isWalletAnswerRefusal(cause)) throw cause;
    throw sendFailure(cause);
  }
}
