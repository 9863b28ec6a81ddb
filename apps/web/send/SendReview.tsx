import { formatBtc, type SendPlan, sendPlanFlow, type TxFlow } from '@satchel/core';
import { useAccounts, useExplorer } from '@satchel/react';
import { useMemo } from 'react';
import { CancelButton } from '../components/CancelButton';
import { FeeWarningNotice } from '../components/FeeWarningNotice';
import { FiatFact } from '../components/FiatFact';
import { LazyTxDiagram } from '../diagram/LazyTxDiagram';
import { enFiat } from '../locales/en-fiat';
import { en } from '../locales/en-pages';
import { sendFeeText } from './send-fee-text';

/** What the reviewed send signs; nothing when its own PSBT cannot be read back. */
function useSendFlow(plan: SendPlan): TxFlow | undefined {
  const { network } = useExplorer();
  const { accounts } = useAccounts();
  return useMemo(() => {
    try {
      return sendPlanFlow(plan, { network, ownedAddresses: accounts.map((a) => a.address) });
    } catch {
      return undefined;
    }
  }, [plan, network, accounts]);
}

/** The reviewed send: recipients, amount, fee and total, then the wallet is asked. */
export function SendReview(props: {
  plan: SendPlan;
  /** The connected wallet's name, for a fee line that speaks of it. */
  walletName: string;
  /** The fee guard's warnings were acknowledged. */
  feeConfirmed: boolean;
  onFeeConfirm: (confirmed: boolean) => void;
  /** Anything of the page's is running: reviewing, sending, broadcasting again. */
  busy: boolean;
  /** The wallet is asked to sign: it may be stopped waiting for. */
  signing: boolean;
  onCancelSigning: () => void;
  onSend: () => void;
}) {
  const { plan } = props;
  const flow = useSendFlow(plan);
  return (
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
        <dd
          data-testid="send-fee"
          data-sats={plan.mode === 'psbt' ? plan.fee.toString() : undefined}
          data-fee-rate={plan.feeRate}
        >
          {sendFeeText(plan, props.walletName)}
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
          confirmed={props.feeConfirmed}
          onConfirm={props.onFeeConfirm}
        />
      ) : null}
      <button
        type="button"
        className="button primary"
        disabled={props.busy || (plan.mode === 'psbt' && plan.feeWarnings.length > 0 && !props.feeConfirmed)}
        data-testid="send-submit"
        onClick={props.onSend}
      >
        {props.busy ? en.signMessage.waiting : en.send.confirm}
      </button>
      <CancelButton busy={props.signing} onCancel={props.onCancelSigning} />
    </div>
  );
}
