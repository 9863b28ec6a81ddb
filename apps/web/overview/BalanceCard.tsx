import { formatBtc } from '@satchel/core';
import { useBalance } from '@satchel/react';
import { lazy, Suspense } from 'react';
import { ErrorMessage } from '../components/ErrorMessage';
import { en } from '../locales/en';

// Prices are not part of the first paint: their code loads once a balance is shown.
const BalanceFiat = lazy(() => import('./BalanceFiat').then((m) => ({ default: m.BalanceFiat })));

/** Total, confirmed and pending in exact BTC; unavailable with a retry, never a wrong number. */
export function BalanceCard({ address }: { address: string }) {
  const balance = useBalance(address);
  return (
    <div className="card balance">
      <h2>{en.balance.title}</h2>
      {balance.isPending ? (
        <p className="muted">{en.loading}</p>
      ) : balance.isError ? (
        <div data-testid="balance-unavailable">
          <p className="big muted">{en.balance.unavailable}</p>
          <ErrorMessage error={balance.error} onRetry={() => void balance.refetch()} retryLabel={en.retry} />
        </div>
      ) : (
        <>
          <p className="big">
            <span data-testid="balance-total">{formatBtc(balance.data.total)}</span> BTC
          </p>
          <Suspense fallback={null}>
            <BalanceFiat sats={balance.data.total} />
          </Suspense>
          <p className="muted">
            {en.balance.confirmed}{' '}
            <span data-testid="balance-confirmed">{formatBtc(balance.data.confirmed)}</span> BTC ·{' '}
            {en.balance.pending} <span data-testid="balance-pending">{formatBtc(balance.data.pending)}</span>{' '}
            BTC
          </p>
        </>
      )}
    </div>
  );
}
