import { useFiat } from '@satchel/react';
import { enFiat } from '../locales/en-fiat';
import './fiat.css';

/**
 * The balance in the picked currency and the picker, listing the currencies the
 * explorer quotes. Absent when there is no fresh price.
 */
export function BalanceFiat({ sats }: { sats: bigint }) {
  const fiat = useFiat();
  const text = fiat.format(sats);
  if (text === undefined) return null;
  return (
    <p className="fiat-line">
      <span className="fiat-value" data-testid="fiat-amount" data-currency={fiat.currency}>
        ≈ {text}
      </span>
      <select
        aria-label={enFiat.currency}
        className="fiat-picker"
        data-testid="fiat-currency"
        value={fiat.currency}
        onChange={(event) => fiat.setCurrency(event.target.value)}
      >
        {fiat.currencies.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </p>
  );
}
