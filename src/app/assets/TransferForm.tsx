import { useState } from 'react';
import { formatBtc, formatRuneAmount, parseRuneAmount, resolveFeeRate, type TransferPlan } from '../../core';
import { useExecuteTransfer, useFeeRates, usePlanTransfer } from '../../react';
import { CancelButton } from '../components/CancelButton';
import { ErrorMessage } from '../components/ErrorMessage';
import { en } from '../locales/en-pages';
import { FeeWarningNotice } from '../pages/FeeWarningNotice';

export type TransferTarget =
  | { kind: 'inscription'; id: string }
  | { kind: 'runes'; spacedName: string; divisibility: number; held: bigint; symbol: string | undefined };

/** SPEC R15.6: recipient (and amount for runes), review with the fee guard, then the wallet signs. */
export function TransferForm({ target }: { target: TransferTarget }) {
  const fees = useFeeRates();
  const planning = usePlanTransfer();
  const executing = useExecuteTransfer();
  const [recipient, setRecipient] = useState('');
  const [amount, setAmount] = useState('');
  const [plan, setPlan] = useState<TransferPlan>();
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<unknown>();

  async function review() {
    setError(undefined);
    setPlan(undefined);
    setConfirmed(false);
    try {
      const feeRate = resolveFeeRate({ speed: 'normal', custom: '' }, fees.data);
      const fastest = fees.data ? { fastestRate: fees.data.fastestFee } : {};
      setPlan(
        await planning.mutateAsync(
          target.kind === 'inscription'
            ? { kind: 'inscription', inscriptionId: target.id, recipient, feeRate, ...fastest }
            : {
                kind: 'runes',
                rune: target.spacedName,
                amount: parseRuneAmount(amount, target.divisibility),
                recipient,
                feeRate,
                ...fastest,
              },
        ),
      );
    } catch (cause) {
      setError(cause);
    }
  }

  async function submit(reviewed: TransferPlan) {
    setError(undefined);
    try {
      await executing.mutateAsync(reviewed);
      setPlan(undefined);
    } catch (cause) {
      setError(cause);
    }
  }

  const busy = planning.isPending || executing.isPending;
  const needsConfirm = plan !== undefined && plan.feeWarnings.length > 0;
  return (
    <form
      className="card"
      data-testid="transfer-form"
      onSubmit={(event) => {
        event.preventDefault();
        void review();
      }}
    >
      <h2>
        {target.kind === 'inscription'
          ? en.assets.sendInscription
          : en.assets.sendRune.replace('{rune}', target.spacedName)}
      </h2>
      <label className="field">
        <span>{en.send.recipient}</span>
        <input
          value={recipient}
          onChange={(e) => {
            setRecipient(e.target.value);
            setPlan(undefined);
          }}
          data-testid="transfer-recipient"
          spellCheck={false}
          autoComplete="off"
        />
      </label>
      {target.kind === 'runes' ? (
        <label className="field">
          <span>
            {en.assets.amount} ({en.assets.held} {formatRuneAmount(target.held, target.divisibility)})
          </span>
          <input
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              setPlan(undefined);
            }}
            data-testid="transfer-amount"
            inputMode="decimal"
            autoComplete="off"
          />
        </label>
      ) : null}
      <button type="submit" className="button" disabled={busy} data-testid="transfer-review">
        {en.send.review}
      </button>
      <ErrorMessage error={error} />
      {plan ? (
        <div className="result" data-testid="transfer-plan">
          <dl className="facts">
            <dt>{en.send.to}</dt>
            <dd className="mono">{plan.recipient}</dd>
            <dt>{en.assets.asset}</dt>
            <dd>
              {plan.kind === 'runes' && target.kind === 'runes'
                ? `${formatRuneAmount(plan.amount, target.divisibility)} ${plan.asset}`
                : plan.asset}
            </dd>
            <dt>{en.assets.postage}</dt>
            <dd>{formatBtc(plan.postage)} BTC</dd>
            <dt>{en.psbt.fee}</dt>
            <dd data-testid="transfer-fee" data-sats={plan.fee.toString()}>
              {formatBtc(plan.fee)} BTC ({plan.feeRate} sat/vB, ~{plan.vsize} vB)
            </dd>
          </dl>
          <FeeWarningNotice
            warnings={plan.feeWarnings}
            ceiling={plan.feeCeiling}
            confirmed={confirmed}
            onConfirm={setConfirmed}
          />
          <button
            type="button"
            className="button primary"
            disabled={busy || (needsConfirm && !confirmed)}
            onClick={() => void submit(plan)}
            data-testid="transfer-submit"
          >
            {executing.isPending ? en.signMessage.waiting : en.send.confirm}
          </button>
          <CancelButton busy={executing.isPending} onCancel={executing.cancel} />
        </div>
      ) : null}
      {executing.data ? (
        <p>
          {en.assets.sent}{' '}
          <span className="mono" data-testid="transfer-txid">
            {executing.data.txid}
          </span>
        </p>
      ) : null}
    </form>
  );
}
