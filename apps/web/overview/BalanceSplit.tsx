import { formatBtc } from '@satchel/core';
import { useBalanceSplit } from '@satchel/react';
import { en } from '../locales/en-pages';

/** Of the balance, what can be spent and what is kept apart because it carries assets. */
export function BalanceSplit({ address }: { address: string }) {
  const split = useBalanceSplit(address);
  if (!split.data) return null;
  return (
    <p className="muted" data-testid="balance-split">
      {en.assets.spendable} <span data-testid="balance-spendable">{formatBtc(split.data.spendable)}</span> BTC
      · {en.assets.protected} <span data-testid="balance-protected">{formatBtc(split.data.protected)}</span>{' '}
      BTC
    </p>
  );
}
