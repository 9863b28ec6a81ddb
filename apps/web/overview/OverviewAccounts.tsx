import { useAccounts } from '@satchel/react';
import { lazy, Suspense } from 'react';
import { NoOrdinalsNotice } from '../components/NoOrdinalsNotice';
import { AddressCard } from './AddressCard';
import { BalanceCard } from './BalanceCard';
import { WalletBalance } from './WalletBalance';

// The list comes after the balance: its code loads once an account is connected.
const RecentTransactions = lazy(() =>
  import('./RecentTransactions').then((m) => ({ default: m.RecentTransactions })),
);

// Reading the indexer is not part of the first paint either.
const BalanceSplit = lazy(() => import('./BalanceSplit').then((m) => ({ default: m.BalanceSplit })));

/** The connected wallet's balance, addresses and recent transactions. */
export function OverviewAccounts() {
  const { accounts, payment } = useAccounts();
  return (
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
  );
}
