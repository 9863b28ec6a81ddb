import { useAccounts, useConnection } from '@satchel/react';
import { lazy, Suspense, useEffect } from 'react';
import { en } from '../locales/en';

/**
 * What a connected wallet shows is no part of a disconnected first load: its code is fetched once
 * the page is idle, or as soon as a wallet is being connected, beside the wallet's connector.
 */
const loadAccounts = () => import('./OverviewAccounts');
const OverviewAccounts = lazy(() => loadAccounts().then((m) => ({ default: m.OverviewAccounts })));

export function Overview() {
  const { accounts } = useAccounts();
  const { status } = useConnection();
  useEffect(() => {
    const idle = globalThis.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 200));
    idle(() => void loadAccounts().catch(() => undefined));
  }, []);
  useEffect(() => {
    if (status !== 'disconnected') void loadAccounts().catch(() => undefined);
  }, [status]);
  return (
    <section className="page">
      <h1>{en.nav.overview}</h1>
      {accounts.length === 0 ? (
        <p className="muted">{en.notConnected}</p>
      ) : (
        <Suspense fallback={<p className="muted">{en.loading}</p>}>
          <OverviewAccounts />
        </Suspense>
      )}
    </section>
  );
}
