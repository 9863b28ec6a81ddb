import { AccountHeader, ConnectButton } from '@satchel/react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import type { AppConfig } from './config';
import { en } from './locales/en';
import { NAV } from './nav';

// Only devnet builds show the panel: its code stays out of every first load.
const DevnetPanel = lazy(() => import('./devnet/DevnetPanel').then((m) => ({ default: m.DevnetPanel })));

export function Layout({ config, children }: { config: AppConfig; children: ReactNode }) {
  const [location] = useLocation();
  return (
    <div className="app">
      {config.privateChain ? (
        // A note, not a second banner landmark: the header stays the page's one banner.
        <p className="private-chain-banner" data-testid="private-chain-banner" role="note">
          {en.privateChainBanner}
        </p>
      ) : null}
      <header className="app-header">
        <div className="brand">
          <span className="brand-name">{en.productName}</span>
          <span className="network-badge" data-testid="network-badge" data-network={config.network}>
            {en.networkNames[config.network]}
          </span>
        </div>
        <div className="account-area">
          <ConnectButton />
          <AccountHeader />
        </div>
      </header>
      <nav className="app-nav" aria-label="Main">
        {NAV.map(([href, label]) => (
          <Link
            key={href}
            href={href}
            className="nav-link"
            aria-current={location === href ? 'page' : undefined}
          >
            {label}
          </Link>
        ))}
      </nav>
      <main className="app-main">{children}</main>
      {config.devnet ? (
        <Suspense fallback={null}>
          <DevnetPanel explorerBaseUrl={config.explorerBaseUrl} />
        </Suspense>
      ) : null}
    </div>
  );
}
