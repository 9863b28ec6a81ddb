import type { SignClientModule } from './sign-client-types';

/** What the app gives to offer WalletConnect: nothing is listed without a project id. */
export interface WalletConnectOptions {
  /** The project id from WalletConnect's dashboard (README, "Phones over WalletConnect"). */
  projectId: string;
  /** The relay; WalletConnect's public relay when absent (a test relay on loopback in the suite). */
  relayUrl?: string;
  /**
   * Loads `@walletconnect/sign-client`, which the app installs when it offers WalletConnect:
   * `() => import('@walletconnect/sign-client')`. A loader rather than a dependency, so an app
   * without WalletConnect never installs or bundles it; called only when WalletConnect is picked.
   */
  loadSignClient: () => Promise<SignClientModule>;
  /** How the app introduces itself in the wallet's approval screen. */
  metadata?: WalletConnectMetadata;
  /**
   * WalletConnect's Verify attests the page's domain to the wallet through a frame from
   * verify.walletconnect.org before every proposal and request. Off (`false`) on the devnet and
   * private chains, which reach nothing beyond this machine: the SDK would otherwise wait 5 s for
   * that frame on each call, and the wallet shows the domain as unverified.
   */
  verify?: boolean;
}

export interface WalletConnectMetadata {
  name: string;
  description: string;
  url: string;
  icons: string[];
}

export const WALLETCONNECT_ID = 'walletconnect';
export const WALLETCONNECT_NAME = 'WalletConnect';

// Kept free of imports: the family table and the chooser read this file on first load, and the
// chain ids (message/sign-in) pull in the signature code, which loads only with the connector.

/**
 * The Bitcoin namespace of WalletConnect's RPC reference
 * (https://docs.walletconnect.network/wallet-sdk/chain-support/bitcoin): four methods, one event.
 */
export const BIP122_NAMESPACE = 'bip122';
export const BIP122_METHODS = ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'] as const;
export type Bip122Method = (typeof BIP122_METHODS)[number];
export const ADDRESSES_CHANGED = 'bip122_addressesChanged';

/**
 * The Dev Wallet's phone-wallet mode puts this in the session's properties, as its injected
 * providers carry their mark: on a private test chain only such a session is kept.
 */
export const DEV_WALLET_SESSION_MARK = 'satchelDevWallet';

/** Whether options name a project, the condition for listing WalletConnect at all. */
export const isConfigured = (options: WalletConnectOptions | undefined): options is WalletConnectOptions =>
  typeof options?.projectId === 'string' && options.projectId.trim() !== '';
