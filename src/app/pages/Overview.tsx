import { useAccounts } from '../../react';
import { en } from '../locales/en';
import { AddressCard } from '../overview/AddressCard';
import { BalanceCard } from '../overview/BalanceCard';
import { RecentTransactions } from '../overview/RecentTransactions';
import { WalletBalance } from '../overview/WalletBalance';

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
          <WalletBalance />
          <div className="grid">
            {accounts.map((account) => (
              <AddressCard key={account.address} account={account} />
            ))}
          </div>
          {payment ? <RecentTransactions address={payment.address} /> : null}
        </>
      )}
    </section>
  );
}
