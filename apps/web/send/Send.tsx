import { resolveFeeRate, type SendPlan } from '@satchel/core';
import { useAccounts, useConnector, usePlanSend } from '@satchel/react';
import { useState } from 'react';
import { ErrorMessage } from '../components/ErrorMessage';
import { FeeSection } from '../components/FeeSection';
import { RecipientField } from '../components/RecipientField';
import { useFeeChoice } from '../components/useFeeChoice';
import { useReviewPreload } from '../components/useReviewPreload';
import { en } from '../locales/en-pages';
import { ExtraRecipients, type RecipientRow } from './ExtraRecipients';
import { PendingSendStatus } from './PendingSendStatus';
import { SendReview } from './SendReview';
import { usePendingSend } from './usePendingSend';

export default function SendPage() {
  useReviewPreload();
  const { payment } = useAccounts();
  const connector = useConnector();
  const planning = usePlanSend();
  const sending = usePendingSend();
  const { pending } = sending;
  const [recipient, setRecipient] = useState(pending?.recipient ?? '');
  const [amount, setAmount] = useState(pending?.amount ?? '');
  // Rows after the first; the first keeps the public test ids `send-address`/`send-amount`.
  const [extraRows, setExtraRows] = useState<RecipientRow[]>([]);
  const fee = useFeeChoice(connector?.capabilities.nativeSend ?? false);
  const [plan, setPlan] = useState<SendPlan>();
  const [feeConfirmed, setFeeConfirmed] = useState(false);
  const [error, setError] = useState<unknown>(() =>
    pending?.stage === 'failed' && pending.error ? pending.error : undefined,
  );
  const busy = planning.isPending || sending.signing || sending.rebroadcasting;
  const multiRecipientSend = connector?.capabilities.multiRecipientSend ?? false;
  const { speed } = fee.choice;

  async function review() {
    if (!connector) return;
    setError(undefined);
    setPlan(undefined);
    setFeeConfirmed(false);
    try {
      // A custom rate is a plain decimal, a tier waits for its estimate.
      // The wallet's own send picks its fee; the rate matters only when the app builds the PSBT
      // (any other choice, or several recipients for a wallet whose send takes one).
      const walletBuilds = speed === 'wallet' && (extraRows.length === 0 || multiRecipientSend);
      const feeRate = walletBuilds ? 1 : resolveFeeRate(fee.choice, fee.fees);
      setPlan(
        await planning.mutateAsync({
          recipient,
          amountText: amount,
          ...(extraRows.length > 0
            ? {
                recipients: [
                  { address: recipient, amountText: amount },
                  ...extraRows.map((row) => ({ address: row.address, amountText: row.amount })),
                ],
              }
            : {}),
          feeRate,
          ...(fee.fees ? { fastestRate: fee.fees.fastestFee } : {}),
          useWalletSend: speed === 'wallet',
        }),
      );
    } catch (cause) {
      setError(cause);
    }
  }

  async function send(current: SendPlan) {
    if (!connector) return;
    setError(undefined);
    try {
      await sending.send(current, { recipient, amount });
      setPlan(undefined);
    } catch (cause) {
      setError(cause);
    }
  }

  async function rebroadcast(rawHex: string) {
    setError(undefined);
    try {
      await sending.rebroadcast(rawHex, { recipient, amount });
    } catch (cause) {
      setError(cause);
    }
  }

  return (
    <section className="page">
      <h1>{en.nav.send}</h1>
      {!connector || !payment ? <p className="muted">{en.notConnected}</p> : null}
      <form
        className="card"
        onSubmit={(event) => {
          event.preventDefault();
          void review();
        }}
      >
        <RecipientField
          value={recipient}
          onChange={(value) => {
            setRecipient(value);
            setPlan(undefined);
          }}
          testId="send-address"
        />
        <label className="field">
          <span>{en.send.amount}</span>
          <input
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              setPlan(undefined);
            }}
            data-testid="send-amount"
            inputMode="decimal"
            autoComplete="off"
          />
        </label>
        <ExtraRecipients
          rows={extraRows}
          onChange={(update) => {
            setExtraRows(update);
            setPlan(undefined);
          }}
        />
        <FeeSection state={fee} onChange={() => setPlan(undefined)} />
        <button
          type="submit"
          className="button"
          disabled={!connector || !payment || busy}
          data-testid="send-review"
        >
          {en.send.review}
        </button>
        <ErrorMessage error={error} />
      </form>
      {plan ? (
        <SendReview
          plan={plan}
          walletName={connector?.name ?? ''}
          feeConfirmed={feeConfirmed}
          onFeeConfirm={setFeeConfirmed}
          busy={busy}
          signing={sending.signing}
          onCancelSigning={sending.cancelSigning}
          onSend={() => void send(plan)}
        />
      ) : null}
      <PendingSendStatus
        pending={pending}
        busy={busy}
        onReplaced={sending.addReplacement}
        onRebroadcast={(rawHex) => void rebroadcast(rawHex)}
        onClear={() => {
          sending.clear();
          setError(undefined);
        }}
      />
    </section>
  );
}
