import {
  formatBtc,
  formatRuneAmount,
  parseRuneAmount,
  resolveFeeRate,
  type TransferPlan,
  type TxFlow,
  transferPlanFlow,
} from '@satchel/core';
import { useAccounts, useConnector, useExecuteTransfer, useExplorer, usePlanTransfer } from '@satchel/react';
import { useMemo, useState } from 'react';
import { CancelButton } from '../components/CancelButton';
import { ErrorMessage } from '../components/ErrorMessage';
import { FeeSection } from '../components/FeeSection';
import { FeeWarningNotice } from '../components/FeeWarningNotice';
import { FiatFact } from '../components/FiatFact';
import { RecipientField } from '../components/RecipientField';
import { useFeeChoice } from '../components/useFeeChoice';
import { useReviewPreload } from '../components/useReviewPreload';
import { LazyTxDiagram } from '../diagram/LazyTxDiagram';
import { enFiat } from '../locales/en-fiat';
import { en } from '../locales/en-pages';
import { feeRateText } from '../send/fee-rate-text';

export type TransferTarget =
  | { kind: 'inscription'; id: string }
  | { kind: 'runes'; spacedName: string; divisibility: number; held: bigint; symbol: string | undefined };

/** What the reviewed transfer signs; nothing when its own PSBT cannot be read back. */
function useTransferFlow(plan: TransferPlan | undefined): TxFlow | undefined {
  const { network } = useExplorer();
  const { accounts } = useAccounts();
  return useMemo(() => {
    if (!plan) return undefined;
    try {
      return transferPlanFlow(plan, { network, ownedAddresses: accounts.map((a) => a.address) });
    } catch {
      return undefined;
    }
  }, [plan, network, accounts]);
}

/**
 * Recipient (and amount for runes) and the fee, reviewed, then the wallet signs. A
 * wallet with its own send for this asset is offered it ("Set by wallet"): it then picks the
 * outputs and the fee itself; any rate chosen here builds the transfer here, fee guard included.
 */
export function TransferForm({ target }: { target: TransferTarget }) {
  useReviewPreload();
  const connector = useConnector();
  const fee = useFeeChoice(connector?.capabilities.assetTransfers.includes(target.kind) ?? false);
  const planning = usePlanTransfer();
  const executing = useExecuteTransfer();
  const [recipient, setRecipient] = useState('');
  const [amount, setAmount] = useState('');
  const [plan, setPlan] = useState<TransferPlan>();
  const flow = useTransferFlow(plan);
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<unknown>();

  async function review() {
    setError(undefined);
    setPlan(undefined);
    setConfirmed(false);
    try {
      const asset =
        target.kind === 'inscription'
          ? { kind: 'inscription' as const, inscriptionId: target.id }
          : {
              kind: 'runes' as const,
              rune: target.spacedName,
              amount: parseRuneAmount(amount, target.divisibility),
            };
      const fastest = fee.fees ? { fastestRate: fee.fees.fastestFee } : {};
      setPlan(
        await planning.mutateAsync(
          fee.choice.speed === 'wallet'
            ? { ...asset, viaWallet: true, recipient }
            : {
                ...asset,
                recipient,
                feeRate: resolveFeeRate(fee.choice, fee.fees),
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
  const needsConfirm = plan?.mode === 'app' && plan.feeWarnings.length > 0;
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
      <RecipientField
        value={recipient}
        onChange={(value) => {
          setRecipient(value);
          setPlan(undefined);
        }}
        testId="transfer-recipient"
      />
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
      <FeeSection state={fee} onChange={() => setPlan(undefined)} />
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
            <dd className={plan.kind === 'runes' ? undefined : 'mono'}>
              {plan.kind === 'runes' && target.kind === 'runes'
                ? `${formatRuneAmount(plan.amount, target.divisibility)} ${plan.asset}`
                : plan.asset}
            </dd>
            {plan.mode === 'app' ? (
              <>
                <dt>{en.assets.postage}</dt>
                <dd>{formatBtc(plan.postage)} BTC</dd>
                <dt>{en.psbt.fee}</dt>
                <dd data-testid="transfer-fee" data-sats={plan.fee.toString()}>
                  {formatBtc(plan.fee)} BTC ({feeRateText(plan.feeRate)} sat/vB, ~{plan.vsize} vB)
                </dd>
                <FiatFact sats={plan.postage + plan.fee} what={enFiat.cost} />
              </>
            ) : (
              <>
                <dt>{en.psbt.fee}</dt>
                <dd data-testid="transfer-fee-wallet">{en.send.walletFeeNote}</dd>
              </>
            )}
          </dl>
          <LazyTxDiagram flow={flow} />
          {plan.mode === 'app' ? (
            <FeeWarningNotice
              warnings={plan.feeWarnings}
              ceiling={plan.feeCeiling}
              confirmed={confirmed}
              onConfirm={setConfirmed}
            />
          ) : null}
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
