import { ErrorCode } from './codes';
import { SatchelError } from './satchel-error';

/**
 * The errors of detecting, choosing and connecting a wallet: the only ones a page can meet before
 * it has connected, kept apart from the rest of the catalogue so the first screen carries only
 * these. Exact texts; tests assert them verbatim.
 */
export const ConnectionMessages = {
  selectionCancelled: 'Failed to select the provider. User may have cancelled the selection prompt.',
  chooserMissing: 'Failed to detect the wallet provider selector.',
  noWallets: 'No wallets detected, may want to prompt user to install a wallet.',
  providerNotFound: 'Wallet provider not found.',
  alreadyConnected: 'A wallet is already connected; disconnect it first.',
} as const;

type Extra = { details?: string; cause?: unknown };

export const ConnectionErrors = {
  selectionCancelled: (extra?: Extra) =>
    new SatchelError(ErrorCode.INTERNAL_ERROR, ConnectionMessages.selectionCancelled, extra),
  chooserMissing: (extra?: Extra) =>
    new SatchelError(ErrorCode.INTERNAL_ERROR, ConnectionMessages.chooserMissing, extra),
  noWallets: (extra?: Extra) => new SatchelError(ErrorCode.NO_WALLETS, ConnectionMessages.noWallets, extra),
  providerNotFound: (wallet: string, extra?: Extra) =>
    new SatchelError(
      ErrorCode.PROVIDER_NOT_FOUND,
      `${wallet}: ${ConnectionMessages.providerNotFound}`,
      extra,
    ),
  alreadyConnected: (extra?: Extra) =>
    new SatchelError(ErrorCode.CONNECTOR_ALREADY_CONNECTED, ConnectionMessages.alreadyConnected, extra),
  networkNotConfigured: (walletNetwork: string, configured: readonly string[]) =>
    new SatchelError(
      ErrorCode.NETWORK_NOT_CONFIGURED,
      `The wallet is on ${walletNetwork}, which this app is not configured for.`,
      { details: `Switch the wallet to ${configured.join(' or ')}, or build the app for ${walletNetwork}.` },
    ),
  /**
   * Exact text: a wallet that speaks only mainnet (Magic Eden, OKX's main provider,
   * MetaMask's default session) cannot be switched to the app's network, so no switch is advised.
   */
  mainnetOnly: (wallet: string, appNetwork: string) =>
    new SatchelError(
      ErrorCode.NETWORK_NOT_CONFIGURED,
      `${wallet} works on mainnet only; this app is on ${appNetwork}.`,
    ),
  /**
   * The wallet switched accounts without naming the new one's addresses, and reading them would
   * open its popup unasked: the page shows itself disconnected with this, and Connect asks again.
   */
  accountSwitched: (wallet: string) =>
    new SatchelError(ErrorCode.ACCESS_DENIED, `${wallet} switched to another account.`, {
      details: 'Connect again to use it.',
    }),
  /** Exact text: on a private test chain only the Dev Wallet connects. */
  privateChainWallet: (wallet: string) =>
    new SatchelError(
      ErrorCode.PRIVATE_CHAIN_WALLET,
      `Not available on a private test chain: ${wallet} would use real bitcoin.`,
    ),
} as const;
