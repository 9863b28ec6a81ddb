import { type FeeRates, type FeeSpeed, tierRate } from '@satchel/core';
import { FEE_RATE_MIN, FLOOR_FEE_RATE } from '@satchel/core/explorer';
import { en } from '../locales/en-pages';
import { feeRateText } from '../send/fee-rate-text';

export interface FeeChoice {
  /** `wallet`: the wallet's own send picks the fee; any other choice builds the transaction here. */
  speed: FeeSpeed;
  custom: string;
}

const RATES = ['fast', 'normal', 'slow', 'custom'] as const;

export function FeePicker(props: {
  value: FeeChoice;
  onChange: (value: FeeChoice) => void;
  fees: FeeRates | undefined;
  /** The wallet has its own send, so "set by the wallet" is offered. */
  walletSends: boolean;
}) {
  const speeds: readonly FeeChoice['speed'][] = props.walletSends ? ['wallet', ...RATES] : RATES;
  return (
    <fieldset className="field">
      <legend>{en.send.feeRate}</legend>
      <div className="row">
        {speeds.map((speed) => {
          const rate = tierRate(speed, props.fees);
          return (
            <label key={speed} className="check">
              <input
                type="radio"
                name="fee-speed"
                value={speed}
                checked={props.value.speed === speed}
                onChange={() => props.onChange({ ...props.value, speed })}
                data-testid={`fee-${speed}`}
              />
              {en.send.speeds[speed]}
              {rate !== undefined ? ` · ${feeRateText(rate)} sat/vB` : ''}
            </label>
          );
        })}
        {props.value.speed === 'custom' ? (
          <input
            className="fee-custom"
            value={props.value.custom}
            onChange={(e) => props.onChange({ ...props.value, custom: e.target.value })}
            inputMode="decimal"
            placeholder={feeRateText(FEE_RATE_MIN)}
            aria-label={en.send.customRate}
            aria-describedby="fee-custom-hint"
            data-testid="fee-custom-rate"
          />
        ) : null}
      </div>
      {props.value.speed === 'custom' ? (
        <span className="muted" id="fee-custom-hint">
          {en.send.customRateHint.replace('{min}', feeRateText(FEE_RATE_MIN))}
        </span>
      ) : null}
      {props.value.speed === 'wallet' ? <span className="muted">{en.send.walletFeeNote}</span> : null}
      {props.fees?.source === 'floor' ? (
        <span className="muted" data-testid="fee-floor">
          {en.send.floorFees.replace('{rate}', feeRateText(FLOOR_FEE_RATE))}
        </span>
      ) : null}
      {props.fees?.notice ? (
        <span className="muted" data-testid="fee-notice">
          {props.fees.notice}
        </span>
      ) : null}
    </fieldset>
  );
}
