import {
  formatBtc,
  type ReplacementPlan,
  resolveFeeRate,
  spentOutpoints,
  type TrackedStatus,
} from '@satchel/core';
import {
  useCancelSend,
  useExecuteSend,
  useFeeRates,
  useSpeedUpSend,
  useTrackedTransaction,
} from '@satchel/react';
import { useMemo, useState } from 'react';
import { CancelButton } from '../components/CancelButton';
import { CopyButton } from '../components/CopyButton';
import { ErrorMessage } from '../components/ErrorMessage';
import { FeeWarningNotice } from '../components/FeeWarningNotice';
import { en } from '../locales/en-pages';
import { feeRateText } from './fee-rate-text';

interface SentTransactionProps {
  txid: string;
  /** The PSBT the app built for it. Only such sends can be sped up or cancelled here. */
  psbtBase64?: string | undefined;
  /** Replacements broadcast from this page, oldest first: they are followed in its place. */
  replacements?: readonly string[] | undefined;
  /** A replacement was signed and is about to be broadcast. */
  onReplaced?: (txid: string) => void;
}

/** What a stored PSBT spends; a stored value that is not a PSBT counts as unknown. */
function spendsOf(psbtBase64: string | undefined): string[] {
  if (!psbtBase64) return [];
  try {
    return spentOutpoints(psbtBase64);
  } catch {
    return [];
  }
}

function statusText(status: TrackedStatus | undefined): string {
  switch (status?.state) {
    case 'confirmed':
      return en.tx.confirmed.replace('{height}', String(status.blockHeight ?? '?'));
    case 'mempool':
      return en.tx.mempool;
    case 'replaced':
      return (status.confirmed ? en.rbf.replacedConfirmed : en.rbf.replaced).replace('{txid}', status.by);
    case 'dropped':
      return en.rbf.dropped;
    case 'unknown':
      return en.tx.unknown;
    default:
      return en.tx.checking;
  }
}

/**
 * A sent transaction as it stands: mempool, confirmed, replaced (with the
 * replacing txid) or dropped; while an app-built send is unconfirmed it can be sped up or
 * cancelled, each reviewed like a send with the same fee guard before the wallet signs.
 */
export function SentTransaction(props: SentTransactionProps) {
  // Both come from storage, which anything may have written: only well-formed values count.
  const psbtBase64 = typeof props.psbtBase64 === 'string' ? props.psbtBase64 : undefined;
  const follow = useMemo(
    () =>
      Array.isArray(props.replacements)
        ? props.replacements.filter((t): t is string => typeof t === 'string')
        : [],
    [props.replacements],
  );
  const spends = useMemo(() => spendsOf(psbtBase64), [psbtBase64]);
  const tracked = useTrackedTransaction(props.txid, { spends, follow });
  const fees = useFeeRates();
  const speedingUp = useSpeedUpSend();
  const cancelling = useCancelSend();
  const executing = useExecuteSend();
  const [rateText, setRateText] = useState('');
  const [plan, setPlan] = useState<ReplacementPlan>();
  const [feeConfirmed, setFeeConfirmed] = useState(false);
  const [error, setError] = useState<unknown>();
  const current = tracked.data?.txid ?? props.txid;
  const status = tracked.data?.status;
  const busy = speedingUp.isPending || cancelling.isPending || executing.isPending;
  const replaceable = psbtBase64 !== undefined && status?.state === 'mempool';

  async function review(kind: ReplacementPlan['kind']) {
    setError(undefined);
    setPlan(undefined);
    setFeeConfirmed(false);
    try {
      // An empty rate means the fast estimate; the action raises it to what BIP-125 requires.
      const text = rateText.trim();
      const feeRate = resolveFeeRate({ speed: text ? 'custom' : 'fast', custom: text }, fees.data);
      const variables = {
        txid: current,
        feeRate,
        ...(fees.data ? { fastestRate: fees.data.fastestFee } : {}),
      };
      const mutation = kind === 'speed-up' ? speedingUp : cancelling;
      setPlan(await mutation.mutateAsync(variables));
    } catch (cause) {
      setError(cause);
    }
  }

  async function replace(reviewed: ReplacementPlan) {
    setError(undefined);
    try {
      await executing.mutateAsync({ plan: reviewed, onSigned: (_raw, txid) => props.onReplaced?.(txid) });
      setPlan(undefined);
    } catch (cause) {
      setError(cause);
    }
  }

  const state = status?.state ?? 'pending';
  return (
    <div className="card" data-testid="sent-transaction">
      <h2>{en.send.sentTitle}</h2>
      {tracked.data?.replaced.map((step) => (
        <p
          key={step.txid}
          className="muted mono"
          data-testid="tx-replaced"
          data-txid={step.txid}
          data-by={step.by}
        >
          {en.rbf.replacedByUs.replace('{txid}', step.txid)}
        </p>
      ))}
      <div className="row tx-line">
        <span className="mono" data-testid="send-txid">
          {current}
        </span>
        <CopyButton text={current} />
        <span
          data-testid="tx-status"
          data-state={state}
          data-by={status?.state === 'replaced' ? status.by : undefined}
        >
          {statusText(status)}
        </span>
      </div>
      {replaceable && !plan ? (
        <div className="row">
          <input
            className="fee-custom"
            value={rateText}
            onChange={(e) => setRateText(e.target.value)}
            inputMode="decimal"
            aria-label={en.rbf.newRate}
            placeholder={en.rbf.newRate}
            data-testid="tx-replace-rate"
          />
          <button
            type="button"
            className="button"
            disabled={busy}
            data-testid="tx-speed-up"
            onClick={() => void review('speed-up')}
          >
            {en.rbf.speedUp}
          </button>
          <button
            type="button"
            className="button"
            disabled={busy}
            data-testid="tx-cancel"
            onClick={() => void review('cancel')}
          >
            {en.rbf.cancel}
          </button>
        </div>
      ) : null}
      {replaceable && plan ? (
        <div data-testid="tx-replace-plan" data-kind={plan.kind}>
          <h3>{plan.kind === 'speed-up' ? en.rbf.speedUpTitle : en.rbf.cancelTitle}</h3>
          <dl className="facts">
            <dt>{en.rbf.replaces}</dt>
            <dd className="mono">{plan.replaces}</dd>
            {plan.recipients.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: outputs are positional; one address may repeat.
              <div key={`${r.address}-${i}`} className="fact-pair">
                <dt>{plan.kind === 'cancel' ? en.rbf.returnsTo : en.send.to}</dt>
                <dd>
                  <span className="mono">{r.address}</span> ·{' '}
                  <span className="amount">{formatBtc(r.amount)} BTC</span>
                </dd>
              </div>
            ))}
            <dt>{en.rbf.oldFee}</dt>
            <dd>
              {formatBtc(plan.originalFee)} BTC ({feeRateText(plan.originalFeeRate)} sat/vB)
            </dd>
            <dt>{en.rbf.newFee}</dt>
            <dd data-testid="tx-replace-fee" data-sats={plan.fee.toString()}>
              {formatBtc(plan.fee)} BTC ({feeRateText(plan.feeRate)} sat/vB, ~{plan.vsize} vB)
            </dd>
            {plan.addedInputs > 0 ? (
              <>
                <dt>{en.rbf.addedInputs}</dt>
                <dd>{plan.addedInputs}</dd>
              </>
            ) : null}
          </dl>
          {plan.kind === 'cancel' ? <p className="muted">{en.rbf.cancelNote}</p> : null}
          <FeeWarningNotice
            warnings={plan.feeWarnings}
            ceiling={plan.feeCeiling}
            confirmed={feeConfirmed}
            onConfirm={setFeeConfirmed}
          />
          <div className="row">
            <button
              type="button"
              className="button primary"
              disabled={busy || (plan.feeWarnings.length > 0 && !feeConfirmed)}
              data-testid="tx-replace-submit"
              onClick={() => void replace(plan)}
            >
              {executing.isPending ? en.signMessage.waiting : en.rbf.confirm}
            </button>
            <button
              type="button"
              className="button"
              disabled={executing.isPending}
              data-testid="tx-replace-discard"
              onClick={() => setPlan(undefined)}
            >
              {en.rbf.discard}
            </button>
            <CancelButton busy={executing.isPending} onCancel={executing.cancel} />
          </div>
        </div>
      ) : null}
      <ErrorMessage error={error} />
    </div>
  );
}
