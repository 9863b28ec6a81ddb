import type { WalletConnectOptions } from '@satchel/core/connectors';
import type { AppConfig } from './config';

/**
 * The app's WalletConnect settings, from `VITE_WALLETCONNECT_PROJECT_ID` and
 * `VITE_WALLETCONNECT_RELAY_URL`: undefined without a project id, so the chooser lists no
 * WalletConnect. The SDK is fetched only when WalletConnect is picked or a session restored.
 */
export function walletConnectOptions(config: AppConfig): WalletConnectOptions | undefined {
  if (!config.walletConnect) return undefined;
  return {
    projectId: config.walletConnect.projectId,
    relayUrl: config.walletConnect.relayUrl,
    loadSignClient: () => import('@walletconnect/sign-client'),
    metadata: {
      name: 'Satchel',
      description: 'Connect a Bitcoin wallet: balance, messages, PSBTs, sends and rune orders.',
      url: typeof location === 'undefined' ? 'http://127.0.0.1' : location.origin,
      icons: [],
    },
    // The devnet and private chains reach nothing beyond this machine: no Verify frame to wait for.
    verify: !config.devnet,
  };
}
