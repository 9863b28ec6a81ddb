import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeCause, isSatchelError } from '../../core/errors';
import { readValue, removeValue, writeValue } from '../../core/storage';
import { formatBtc } from '../../core/units';
import { executeSend, planSend, type SendPlan } from '../../core/wallet-send';
import { useAccounts, useConnector } from '../../react';
import { useExplorer, useRecommendedFees, useTxStatus } from '../../react/explorer';
import { CancelButton } from '../components/CancelButton';
import { ErrorMessage } from '../components/ErrorMessage';
import { useWalletRequest } from '../hooks/useWalletRequest';
import { en } from '../locales/en';
import { type FeeChoice, FeePicker } from './FeePicker';
import { TxStatusLine } from './TxStatusLine';

/** A send in progress survives a reload: the txid, the signed transaction or the error is still shown. */
const PENDING_KEY = 'satchel_pendingSend';
interface PendingSend {
  recipient: string;
  amount: string;
  stage: 'signing' | 'broadcasting' | 'sent' | 'failed';
  txid?: string;
  rawHex?: string;
  error?: { message: string; details?: string };
}
const isPending = (v: unknown): v is PendingSend =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as PendingSend).recipient === 'string' &&
  typeof (v as PendingSend).stage === 'string';

export default function SendPage() {
  const { accounts } = useAccounts();
  const connector = useConnector();
  const { client, network } = useExplorer();
  const fees = useRecommendedFees();
  const queryClient = useQueryClient();
  const [restored] = useState(() => readValue(PENDING_KEY, isPending));
  const [recipient, setRecipient] = useState(restored?.recipient ?? '');
  const [amount, setAmount] = useState(restored?.amount ?? '');
  const [fee, setFee] = useState<FeeChoice>({ speed: 'wallet', custom: '' });
  const [plan, setPlan] = useState<SendPlan>();
  const [pending, setPending] = useState<PendingSend | undefined>(restored);
  const [error, setError] = useState<unknown>(() =>
    restored?.stage === 'failed' && restored.error ? restored.error : undefined,
  );
  const [checking, setBusy] = useState(false);
  const wallet = useWalletRequest();
  const busy = checking || wallet.busy;
  const status = useTxStatus(pending?.txid);
  const payment = accounts.find((a) => a.purpose === 'payment');
  const walletSends = connector?.capabilities.nativeSend ?? false;
  // Without a wallet-native send, "the wallet decides" falls back to the normal rate.
  const speed = fee.speed === 'wallet' && !walletSends ? 'normal' : fee.speed;

  function remember(next: PendingSend) {
    writeValue(PENDING_KEY, next);
    setPending(next);
  }

  function feeRate(): number {
    const table = fees.data;
    if (speed === 'custom') return Number(fee.custom);
    if (!table) return 1;
    return speed === 'fast' ? table.fastestFee : speed === 'slow' ? table.hourFee : table.halfHourFee;
  }

  async function review() {
    if (!connector) return;
    setError(undefined);
    setPlan(undefined);
    const rate = feeRate();
    if (!(rate > 0) || !Number.isFinite(rate)) {
      setError(new Error(en.send.badFeeRate));
      return;
    }
    setBusy(true);
    try {
      setPlan(
        await planSend({
          connector,
          explorer: client,
          network,
          payment,
          recipient,
          amountText: amount,
          feeRate: rate,
          useWalletSend: speed === 'wallet',
        }),
      );
    } catch (cause) {
      setError(cause);
    } finally {
      setBusy(false);
    }
  }

  async function send(current: SendPlan) {
    if (!connector) return;
    setError(undefined);
    const base: PendingSend = { recipient, amount, stage: 'signing' };
    remember(base);
    try {
      const txid = await wallet.run((signal) =>
        executeSend(current, connector, client, {
          signal,
          onSigned: (rawHex, id) => remember({ ...base, stage: 'broadcasting', rawHex, txid: id }),
        }),
      );
      remember({ ...base, stage: 'sent', txid });
      setPlan(undefined);
      void queryClient.invalidateQueries({ queryKey: ['balance', network] });
    } catch (cause) {
      const saved = readValue(PENDING_KEY, isPending);
      const failure = isSatchelError(cause)
        ? { message: cause.message, details: cause.details }
        : { message: describeCause(cause) };
      // Keep a signed transaction that failed to broadcast: it can be sent again.
      remember({ ...base, stage: 'failed', rawHex: saved?.rawHex, error: failure });
      setError(cause);
    }
  }

  async function rebroadcast(rawHex: string) {
    setBusy(true);
    setError(undefined);
    try {
      const txid = await client.broadcast(rawHex);
      remember({ recipient, amount, stage: 'sent', txid });
    } catch (cause) {
      setError(cause);
    } finally {
      setBusy(false);
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
            <dt>{en.send.to}</dt>
            <dd className="mono">{plan.recipient}</dd>
            <dt>{en.send.amount}</dt>
            <dd>{formatBtc(plan.amount)} BTC</dd>
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
          </dl>
          <button
            type="button"
            className="button primary"
            disabled={busy}
            data-testid="send-submit"
            onClick={() => void send(plan)}
          >
            {busy ? en.signMessage.waiting : en.send.confirm}
          </button>
          <CancelButton busy={wallet.busy} onCancel={wallet.cancel} />
        </div>
      ) : null}
      {interrupted ? <p className="warning">{en.send.interrupted}</p> : null}
      {pending?.txid && pending.stage !== 'failed' ? (
        <div className="card">
          <h2>{en.send.sentTitle}</h2>
          <TxStatusLine txid={pending.txid} status={status.data} />
        </div>
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
            removeValue(PENDING_KEY);
            setPending(undefined);
            setError(undefined);
          }}
        >
          {en.send.clear}
        </button>
      ) : null}
    </section>
  );
}
