import { type FeeRates, type FeeSpeed, tierRate } from '@satchel/core';
import { en } from '../locales/en-pages';

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
              {rate !== undefined ? ` · ${rate} sat/vB` : ''}
            </label>
          );
        })}
        {props.value.speed === 'custom' ? (
          <input
            className="fee-custom"
            value={props.value.custom}
            onChange={(e) => props.onChange({ ...props.value, custom: e.target.value })}
            inputMode="decimal"
            aria-label={en.send.customRate}
            data-testid="fee-custom-rate"
          />
        ) : null}
      </div>
      {props.value.speed === 'wallet' ? <span className="muted">{en.send.walletFeeNote}</span> : null}
      {props.fees?.source === 'floor' ? <span className="muted">{en.send.floorFees}</span> : null}
      {props.fees?.notice ? (
        <span className="muted" data-testid="fee-notice">
          {props.fees.notice}
        </span>
      ) : null}
    </fieldset>
  );
}
