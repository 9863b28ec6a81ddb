import '@satchel/react/styles.css';
import { formatBtc } from '@satchel/core';
import {
  ConnectButton,
  ExplorerProvider,
  SatchelProvider,
  useAccounts,
  useBalance,
  useConnect,
} from '@satchel/react';
import { createRoot } from 'react-dom/client';
import { DEVNET, SATCHEL } from './config';

/**
 * The smallest Satchel app: a connect button and a balance. `npm run bench:consumer` in the
 * Satchel repository measures what it ships besides React.
 */
function Balance() {
  const { payment } = useAccounts();
  const { isPending } = useConnect();
  const balance = useBalance(payment?.address);
  if (!payment) return <p>{isPending ? 'Connecting…' : 'Not connected'}</p>;
  return <p>{balance.data ? `${formatBtc(balance.data.total)} BTC` : '…'}</p>;
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <ExplorerProvider baseUrl={`${DEVNET}/api`} network={SATCHEL.network}>
      <SatchelProvider config={SATCHEL}>
        <ConnectButton />
        <Balance />
      </SatchelProvider>
    </ExplorerProvider>,
  );
}
