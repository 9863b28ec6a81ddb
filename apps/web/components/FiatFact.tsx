import { useFiat } from '@satchel/react';
import { enFiat } from '../locales/en-fiat';

/**
 * A review row converting the row above it (`what`: "Total", "Fee") into the
 * picked currency. Nothing at all when there is no fresh price: never a stale or guessed number.
 */
export function FiatFact({ sats, what }: { sats: bigint | undefined; what: string }) {
  const fiat = useFiat();
  const text = sats === undefined ? undefined : fiat.format(sats);
  if (text === undefined) return null;
  return (
    <div className="fact-pair">
      <dt>{enFiat.in.replace('{what}', what).replace('{currency}', fiat.currency)}</dt>
      <dd>
        <span data-testid="fiat-amount" data-currency={fiat.currency}>
          ≈ {text}
        </span>
      </dd>
    </div>
  );
}
