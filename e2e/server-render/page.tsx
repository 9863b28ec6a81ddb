import {
  AccountHeader,
  ConnectButton,
  ExplorerProvider,
  SatchelProvider,
  useStoredState,
} from '@satchel/react';
import { useEffect } from 'react';

const isText = (value: unknown): value is string => typeof value === 'string';

/** A value kept in storage: the server has none, the client shows it once hydrated. */
function StoredNote() {
  const [note, setNote] = useStoredState('server-render-note', isText);
  return (
    <p>
      <span data-testid="stored-note">{note ?? 'nothing stored'}</span>{' '}
      <button type="button" onClick={() => setNote('remembered')}>
        Remember
      </button>
    </p>
  );
}

/**
 * The page both sides render: the server to HTML, the browser to hydrate it. It marks the
 * document once hydrated, so a test knows the server's markup has come alive.
 */
export function Page({ esploraUrl }: { esploraUrl: string }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <ExplorerProvider baseUrl={esploraUrl} network="regtest">
      <SatchelProvider config={{ network: 'regtest', devnet: true }}>
        <main>
          <h1>Server-rendered Satchel</h1>
          <ConnectButton />
          <AccountHeader />
          <StoredNote />
        </main>
      </SatchelProvider>
    </ExplorerProvider>
  );
}
