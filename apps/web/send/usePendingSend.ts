import { describeCause, isSatchelError, type SendPlan } from '@satchel/core';
import { useExecuteSend, useRebroadcast, useStoredState } from '@satchel/react';
import { isPendingSend, PENDING_KEY, type PendingSend, type SendForm } from './pending-send';

/**
 * The Send page's send in progress, kept in storage (per network) at every stage so a reload
 * shows where it stopped: signing, broadcasting (the txid is known), sent, proposed to a co-signed
 * account's co-signers (no transaction yet), or failed with the error and, when the wallet had
 * signed, the transaction to broadcast again.
 */
export function usePendingSend() {
  const executing = useExecuteSend();
  const rebroadcasting = useRebroadcast();
  const [pending, remember, readPending] = useStoredState(PENDING_KEY, isPendingSend);

  /** Signs and broadcasts a reviewed plan; a failure is stored, then thrown for the page to show. */
  async function send(plan: SendPlan, form: SendForm): Promise<void> {
    const base: PendingSend = {
      ...form,
      stage: 'signing',
      ...(plan.mode === 'psbt' ? { psbtBase64: plan.psbtBase64 } : {}),
    };
    remember(base);
    try {
      const outcome = await executing.mutateAsync({
        plan,
        onSigned: (rawHex, id) => remember({ ...base, stage: 'broadcasting', rawHex, txid: id }),
      });
      if (outcome.kind === 'proposed') {
        remember({
          ...base,
          stage: 'proposed',
          ...(outcome.proposalId === undefined ? {} : { proposalId: outcome.proposalId }),
        });
      } else remember({ ...base, stage: 'sent', txid: outcome.txid });
    } catch (cause) {
      const saved = readPending();
      const failure = isSatchelError(cause)
        ? { message: cause.message, details: cause.details }
        : { message: describeCause(cause) };
      // Keep a signed transaction that failed to broadcast: it can be sent again.
      remember({ ...base, stage: 'failed', rawHex: saved?.rawHex, error: failure });
      throw cause;
    }
  }

  /** Broadcasts the kept signed transaction again; a failure is thrown and the kept one stays. */
  async function rebroadcast(rawHex: string, form: SendForm): Promise<void> {
    const { txid } = await rebroadcasting.mutateAsync(rawHex);
    remember({ ...form, stage: 'sent', txid, psbtBase64: pending?.psbtBase64 });
  }

  /** A replacement of the send was signed here: it is followed in the send's place from now on. */
  function addReplacement(txid: string): void {
    // Read what is stored now, not this render's copy: the replacement may follow other writes.
    const saved = readPending();
    const earlier = Array.isArray(saved?.replacements) ? saved.replacements : [];
    if (saved) remember({ ...saved, replacements: [...earlier, txid] });
  }

  return {
    pending,
    send,
    rebroadcast,
    addReplacement,
    clear: () => remember(undefined),
    /** The wallet is asked to sign (and the transaction is then broadcast). */
    signing: executing.isPending,
    /** Stops waiting for a wallet that never answers. */
    cancelSigning: executing.cancel,
    rebroadcasting: rebroadcasting.isPending,
  };
}
