import { useAccounts, useConnection } from '@satchel/react';
import { useCallback, useEffect, useState } from 'react';
import { ErrorMessage } from '../components/ErrorMessage';
import { en } from '../locales/en';

type AccountsModule = typeof import('./OverviewAccounts');

/**
 * What a connected wallet shows is no part of a disconnected first load: its code is fetched once
 * the page is idle, or as soon as a wallet is being connected, beside the wallet's connector. Kept
 * here once loaded and rendered straight away, not through `lazy` and Suspense: a boundary that
 * showed its fallback holds the content back a while after it is ready, and the balance would wait.
 */
let loaded: AccountsModule | undefined;
let loading: Promise<AccountsModule> | undefined;
function loadAccounts(): Promise<AccountsModule> {
  loading ??= import('./OverviewAccounts').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export function Overview() {
  const { accounts } = useAccounts();
  const { status } = useConnection();
  const [module, setModule] = useState(loaded);
  const [failure, setFailure] = useState<unknown>();
  const load = useCallback(() => {
    setFailure(undefined);
    loadAccounts().then(setModule, setFailure);
  }, []);
  useEffect(() => {
    if (loaded) return;
    const idle = globalThis.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 200));
    idle(() => void loadAccounts().then(setModule, () => undefined));
  }, []);
  useEffect(() => {
    if (status !== 'disconnected' && !loaded) load();
  }, [status, load]);
  const Accounts = module?.OverviewAccounts;
  return (
    <section className="page">
      <h1>{en.nav.overview}</h1>
      {accounts.length === 0 ? (
        <p className="muted">{en.notConnected}</p>
      ) : Accounts ? (
        <Accounts />
      ) : failure ? (
        <ErrorMessage error={failure} onRetry={load} retryLabel={en.retry} />
      ) : (
        <p className="muted">{en.loading}</p>
      )}
    </section>
  );
}
