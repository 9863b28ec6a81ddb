import {
  describeCause,
  formatBtc,
  isSatchelError,
  resolveFeeRate,
  type SendPlan,
  sendPlanFlow,
  type TxFlow,
} from '@satchel/core';
import {
  useAccounts,
  useConnector,
  useExecuteSend,
  useExplorer,
  useFeeRates,
  usePlanSend,
  useRebroadcast,
  useStoredState,
} from '@satchel/react';
import { useMemo, useState } from 'react';
import { CancelButton } from '../components/CancelButton';
import { ErrorMessage } from '../components/ErrorMessage';
import { FiatFact } from '../components/FiatFact';
import { useReviewPreload } from '../components/useReviewPreload';
import { LazyTxDiagram } from '../diagram/LazyTxDiagram';
import { enFiat } from '../locales/en-fiat';
import { en } from '../locales/en-pages';
import { type FeeChoice, FeePicker } from './FeePicker';
import { FeeWarningNotice } from './FeeWarningNotice';
import { SentTransaction } from './SentTransaction';

/** A send in progress survives a reload: the txid, the signed transaction or the error is still shown. */
const PENDING_KEY = 'satchel_pendingSend';
interface PendingSend {
  recipient: string;
  amount: string;
  stage: 'signing' | 'broadcasting' | 'sent' | 'failed';
  txid?: string;
  rawHex?: string;
  error?: { message: string; details?: string };
  /** An app-built send's PSBT: what it spends, and that it may be sped up or cancelled (SPEC R18.1). */
  psbtBase64?: string;
  /** Replacements of it broadcast from here, followed in its place. */
  replacements?: string[];
}
const isPending = (v: unknown): v is PendingSend =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as PendingSend).recipient === 'string' &&
  typeof (v as PendingSend).stage === 'string';

/** SPEC R21.2: what the reviewed send signs; nothing when its own PSBT cannot be read back. */
function useSendFlow(plan: SendPlan | undefined): TxFlow | undefined {
  const { network } = useExplorer();
  const { accounts } = useAccounts();
  return useMemo(() => {
    if (!plan) return undefined;
    try {
      return sendPlanFlow(plan, { network, ownedAddresses: accounts.map((a) => a.address) });
    } catch {
      return undefined;
    }
  }, [plan, network, accounts]);
}

export default function SendPage() {
  useReviewPreload();
  const { payment } = useAccounts();
  const connector = useConnector();
  const fees = useFeeRates();
  const planning = usePlanSend();
  const executing = useExecuteSend();
  const rebroadcasting = useRebroadcast();
  const [pending, remember, readPending] = useStoredState(PENDING_KEY, isPending);
  const [recipient, setRecipient] = useState(pending?.recipient ?? '');
  const [amount, setAmount] = useState(pending?.amount ?? '');
  // SPEC R18.3: rows after the first; the first keeps the R14 test ids `send-address`/`send-amount`.
  const [extraRows, setExtraRows] = useState<{ address: string; amount: string }[]>([]);
  const [fee, setFee] = useState<FeeChoice>({ speed: 'wallet', custom: '' });
  const [plan, setPlan] = useState<SendPlan>();
  const flow = useSendFlow(plan);
  const [feeConfirmed, setFeeConfirmed] = useState(false);
  const [error, setError] = useState<unknown>(() =>
    pending?.stage === 'failed' && pending.error ? pending.error : undefined,
  );
  const busy = planning.isPending || executing.isPending || rebroadcasting.isPending;
  const walletSends = connector?.capabilities.nativeSend ?? false;
  const multiRecipientSend = connector?.capabilities.multiRecipientSend ?? false;
  // Without a wallet-native send, "the wallet decides" falls back to the normal rate.
  const speed = fee.speed === 'wallet' && !walletSends ? 'normal' : fee.speed;

  async function review() {
    if (!connector) return;
    setError(undefined);
    setPlan(undefined);
    setFeeConfirmed(false);
    try {
      // SPEC R16.1: a custom rate is a plain decimal, a tier waits for its estimate.
      // The wallet's own send picks its fee; the rate matters only when the app builds the PSBT
      // (any other choice, or several recipients for a wallet whose send takes one).
      const walletBuilds = speed === 'wallet' && (extraRows.length === 0 || multiRecipientSend);
      const feeRate = walletBuilds ? 1 : resolveFeeRate({ speed, custom: fee.custom }, fees.data);
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
          ...(fees.data ? { fastestRate: fees.data.fastestFee } : {}),
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
    const base: PendingSend = {
      recipient,
      amount,
      stage: 'signing',
      ...(current.mode === 'psbt' ? { psbtBase64: current.psbtBase64 } : {}),
    };
    remember(base);
    try {
      const { txid } = await executing.mutateAsync({
        plan: current,
        onSigned: (rawHex, id) => remember({ ...base, stage: 'broadcasting', rawHex, txid: id }),
      });
      remember({ ...base, stage: 'sent', txid });
      setPlan(undefined);
    } catch (cause) {
      const saved = readPending();
      const failure = isSatchelError(cause)
        ? { message: cause.message, details: cause.details }
        : { message: describeCause(cause) };
      // Keep a signed transaction that failed to broadcast: it can be sent again.
      remember({ ...base, stage: 'failed', rawHex: saved?.rawHex, error: failure });
      setError(cause);
    }
  }

  async function rebroadcast(rawHex: string) {
    setError(undefined);
    try {
      const { txid } = await rebroadcasting.mutateAsync(rawHex);
      remember({ recipient, amount, stage: 'sent', txid, psbtBase64: pending?.psbtBase64 });
    } catch (cause) {
      setError(cause);
    }
  }

  const interrupted = pending?.stage === 'signing' && !busy;
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
        <label className="field">
          <span>{en.send.recipient}</span>
          <input
            value={recipient}
            onChange={(e) => {
              setRecipient(e.target.value);
              setPlan(undefined);
            }}
            data-testid="send-address"
            spellCheck={false}
            autoComplete="off"
          />
        </label>
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
        {extraRows.map((row, i) => {
          const n = i + 1;
          const update = (fields: Partial<typeof row>) => {
            setExtraRows((rows) => rows.map((r, j) => (j === i ? { ...r, ...fields } : r)));
            setPlan(undefined);
          };
          return (
            <fieldset key={n} className="field recipient-row" data-testid={`send-row-${n}`}>
              <legend>{en.send.recipientN.replace('{n}', String(n + 1))}</legend>
              <input
                value={row.address}
                onChange={(e) => update({ address: e.target.value })}
                aria-label={en.send.recipient}
                data-testid={`send-address-${n}`}
                spellCheck={false}
                autoComplete="off"
              />
              <input
                value={row.amount}
                onChange={(e) => update({ amount: e.target.value })}
                aria-label={en.send.amount}
                data-testid={`send-amount-${n}`}
                inputMode="decimal"
                autoComplete="off"
              />
              <button
                type="button"
                className="button small"
                data-testid={`send-remove-recipient-${n}`}
                onClick={() => {
                  setExtraRows((rows) => rows.filter((_, j) => j !== i));
                  setPlan(undefined);
                }}
              >
                {en.send.removeRecipient}
              </button>
            </fieldset>
          );
        })}
        <button
          type="button"
          className="button small"
          data-testid="send-add-recipient"
          onClick={() => {
            setExtraRows((rows) => [...rows, { address: '', amount: '' }]);
            setPlan(undefined);
          }}
        >
          {en.send.addRecipient}
        </button>
        <FeePicker
          value={{ ...fee, speed }}
          onChange={(next) => {
            setFee(next);
            setPlan(undefined);
          }}
          fees={fees.data}
          walletSends={walletSends}
        />
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
        <div className="card" data-testid="send-plan">
          <h2>{en.send.reviewTitle}</h2>
          <dl className="facts">
            {plan.recipients.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the reviewed rows never move, and two rows may pay the same address
              <div key={`${r.address}-${i}`} className="fact-pair" data-testid={`send-plan-recipient-${i}`}>
                <dt>
                  {plan.recipients.length > 1 ? en.send.recipientN.replace('{n}', String(i + 1)) : en.send.to}
                </dt>
                <dd>
                  <span className="mono">{r.address}</span> ·{' '}
                  <span className="amount">{formatBtc(r.amount)} BTC</span>
                </dd>
              </div>
            ))}
            <dt>{en.send.amount}</dt>
            <dd data-testid="send-plan-amount">{formatBtc(plan.amount)} BTC</dd>
            <dt>{en.psbt.fee}</dt>
            <dd data-testid="send-fee" data-sats={plan.mode === 'psbt' ? plan.fee.toString() : undefined}>
              {plan.mode === 'psbt'
                ? `${formatBtc(plan.fee)} BTC (${plan.feeRate} sat/vB, ~${plan.vsize} vB)`
                : en.send.feeByWallet}
            </dd>
            <dt>{en.send.total}</dt>
            <dd data-testid="send-total">
              {plan.mode === 'psbt'
                ? `${formatBtc(plan.amount + plan.fee)} BTC`
                : `${formatBtc(plan.amount)} BTC + fee`}
            </dd>
            <FiatFact
              sats={plan.mode === 'psbt' ? plan.amount + plan.fee : plan.amount}
              what={plan.mode === 'psbt' ? enFiat.total : enFiat.amount}
            />
          </dl>
          <LazyTxDiagram flow={flow} />
          {plan.mode === 'psbt' ? (
            <FeeWarningNotice
              warnings={plan.feeWarnings}
              ceiling={plan.feeCeiling}
              confirmed={feeConfirmed}
              onConfirm={setFeeConfirmed}
            />
          ) : null}
          <button
            type="button"
            className="button primary"
            disabled={busy || (plan.mode === 'psbt' && plan.feeWarnings.length > 0 && !feeConfirmed)}
            data-testid="send-submit"
            onClick={() => void send(plan)}
          >
            {busy ? en.signMessage.waiting : en.send.confirm}
          </button>
          <CancelButton busy={executing.isPending} onCancel={executing.cancel} />
        </div>
      ) : null}
      {interrupted ? <p className="warning">{en.send.interrupted}</p> : null}
      {/* The txid shows once the explorer took the transaction, or after a reload cut a broadcast
          short (the tracker then tells whether it arrived); never while it is still being sent. */}
      {pending?.txid && (pending.stage === 'sent' || (pending.stage === 'broadcasting' && !busy)) ? (
        <SentTransaction
          txid={pending.txid}
          psbtBase64={pending.psbtBase64}
          replacements={pending.replacements}
          onReplaced={(txid) => {
            const saved = readPending();
            const earlier = Array.isArray(saved?.replacements) ? saved.replacements : [];
            if (saved) remember({ ...saved, replacements: [...earlier, txid] });
          }}
        />
      ) : null}
      {pending?.stage === 'failed' && pending.rawHex ? (
        <div className="card">
          <p>{en.send.signedKept}</p>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void rebroadcast(pending.rawHex ?? '')}
          >
            {en.send.broadcastAgain}
          </button>
        </div>
      ) : null}
      {pending && pending.stage !== 'signing' ? (
        <button
          type="button"
          className="button small"
          onClick={() => {
            remember(undefined);
            setError(undefined);
          }}
        >
          {en.send.clear}
        </button>
      ) : null}
    </section>
  );
}
