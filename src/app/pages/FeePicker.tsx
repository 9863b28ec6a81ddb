import type { FeeRates } from '../../core/explorer';
import { en } from '../locales/en';

export interface FeeChoice {
  speed: 'fast' | 'normal' | 'slow' | 'custom';
  custom: string;
}

const SPEEDS = ['fast', 'normal', 'slow', 'custom'] as const;

function rateOf(speed: FeeChoice['speed'], fees: FeeRates | undefined): number | undefined {
  if (!fees) return undefined;
  if (speed === 'fast') return fees.fastestFee;
  if (speed === 'normal') return fees.halfHourFee;
  if (speed === 'slow') return fees.hourFee;
  return undefined;
}

export function FeePicker(props: {
  value: FeeChoice;
  onChange: (value: FeeChoice) => void;
  fees: FeeRates | undefined;
}) {
  return (
    <fieldset className="field">
      <legend>{en.send.feeRate}</legend>
      <div className="row">
        {SPEEDS.map((speed) => {
          const rate = rateOf(speed, props.fees);
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
      {props.fees?.source === 'floor' ? <span className="muted">{en.send.floorFees}</span> : null}
    </fieldset>
  );
}
