import type { ReplacementPlan } from '@satchel/core';
import { en } from '../locales/en-pages';

/**
 * What the fee guard flagged in a review (a fee above the amount sent, a rate above
 * the ceiling), with the check the person must tick before the wallet is asked. Nothing when
 * nothing was flagged.
 */
export function FeeWarningNotice(props: {
  warnings: ReplacementPlan['feeWarnings'];
  /** The rate ceiling applied (sat/vB). */
  ceiling: number;
  confirmed: boolean;
  onConfirm: (confirmed: boolean) => void;
}) {
  if (props.warnings.length === 0) return null;
  return (
    <div className="warning" role="alert" data-testid="fee-warning">
      {props.warnings.map((warning) => (
        <p key={warning}>
          {warning === 'fee-above-amount'
            ? en.send.feeAboveAmount
            : en.send.rateAboveCeiling.replace('{ceiling}', String(props.ceiling))}
        </p>
      ))}
      <label className="check">
        <input
          type="checkbox"
          checked={props.confirmed}
          onChange={(e) => props.onConfirm(e.target.checked)}
          data-testid="fee-confirm"
        />
        {en.send.feeConfirm}
      </label>
    </div>
  );
}
