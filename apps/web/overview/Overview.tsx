import { useAccounts } from '@satchel/react';
import { lazy, Suspense } from 'react';
import { NoOrdinalsNotice } from '../components/NoOrdinalsNotice';
import { en } from '../locales/en';
import { AddressCard } from './AddressCard';
import { BalanceCard } from './BalanceCard';
import { WalletBalance } from './WalletBalance';

// The list comes after the balance: its code loads once an account is connected.
const RecentTransactions = lazy(() =>
  import('./RecentTransactions').then((m) => ({ default: m.RecentTransactions })),
);

// Reading the indexer is not part of the first paint either.
const BalanceSplit = lazy(() => import('./BalanceSplit').then((m) => ({ default: m.BalanceSplit })));

export function Overview() {
  const { accounts, payment } = useAccounts();
  return (
    <section className="page">
      <h1>{en.nav.overview}</h1>
      {accounts.length === 0 ? (
        <p className="muted">{en.notConnected}</p>
      ) : (
        <>
          {payment ? <BalanceCard address={payment.address} /> : null}
          {payment ? (
            <Suspense fallback={null}>
              <BalanceSplit address={payment.address} />
            </Suspense>
          ) : null}
          <WalletBalance />
          <div className="grid">
            {accounts.map((account) => (
              <AddressCard key={account.address} account={account} />
            ))}
          </div>
          <NoOrdinalsNotice />
          {payment ? (
            <Suspense fallback={null}>
              <RecentTransactions address={payment.address} />
            </Suspense>
          ) : null}
        </>
      )}
    </section>
  );
}
