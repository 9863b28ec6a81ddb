import '@satchel/react/styles.css';
import { ExplorerProvider, SatchelProvider } from '@satchel/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { DEVNET, SATCHEL } from './config';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      {/* The explorer (balances, fees, broadcasts) and its query cache, then the wallet connection. */}
      <ExplorerProvider baseUrl={`${DEVNET}/api`} network={SATCHEL.network}>
        <SatchelProvider config={SATCHEL}>
          <App />
        </SatchelProvider>
      </ExplorerProvider>
    </StrictMode>,
  );
}
