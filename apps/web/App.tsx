import { ExplorerProvider, SatchelProvider } from '@satchel/react';
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { NotFound } from './components/NotFound';
import type { AppConfig } from './config';
import { Layout } from './Layout';
import { en } from './locales/en';
import { Overview } from './overview/Overview';
import { walletConnectOptions } from './walletconnect';

// Signing and sending screens pull in the Bitcoin libraries: load them on first visit.
const SendPage = lazy(() => import('./send/Send'));
const SignMessagePage = lazy(() => import('./message/SignMessage'));
const SignPsbtPage = lazy(() => import('./psbt/SignPsbt'));
const RunesPage = lazy(() => import('./runes/Runes'));
const SignInPage = lazy(() => import('./sign-in/SignIn'));
const AssetsPage = lazy(() => import('./assets/Assets'));

export function App({ config }: { config: AppConfig }) {
  const walletConnect = walletConnectOptions(config);
  return (
    <ExplorerProvider
      baseUrl={config.explorerBaseUrl}
      network={config.network}
      orderingBaseUrl={config.orderingBaseUrl}
      indexerBaseUrl={config.indexerBaseUrl}
      // A devnet's blocks come when someone mines one (the panel, the CLI, a script): one poll a
      // second shows them at once and costs a loopback request.
      pollMs={config.devnet ? 1_000 : undefined}
    >
      <SatchelProvider
        config={{
          network: config.network,
          devnet: config.devnet,
          privateChain: config.privateChain,
          connectMessage: en.connectMessage,
          ...(walletConnect ? { walletConnect } : {}),
        }}
      >
        <Layout config={config}>
          <Suspense fallback={<p className="muted">{en.loading}</p>}>
            <Switch>
              <Route path="/">
                <Overview />
              </Route>
              <Route path="/send">
                <SendPage />
              </Route>
              <Route path="/sign-message">
                <SignMessagePage />
              </Route>
              <Route path="/sign-psbt">
                <SignPsbtPage />
              </Route>
              <Route path="/assets">
                <AssetsPage />
              </Route>
              <Route path="/runes">
                <RunesPage />
              </Route>
              <Route path="/sign-in">
                <SignInPage
                  signInServiceUrl={
                    config.devnet ? `${new URL(config.explorerBaseUrl).origin}/siwb` : undefined
                  }
                />
              </Route>
              <Route>
                <NotFound />
              </Route>
            </Switch>
          </Suspense>
        </Layout>
      </SatchelProvider>
    </ExplorerProvider>
  );
}
