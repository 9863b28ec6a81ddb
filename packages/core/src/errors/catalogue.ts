import { ErrorCode } from './codes';
import { SatchelError } from './satchel-error';

/** Exact texts of the error catalogue. Tests assert them verbatim. */
export const Messages = {
  selectionCancelled: 'Failed to select the provider. User may have cancelled the selection prompt.',
  emptyWalletResult: 'Wallet Error processing the request',
  chooserMissing: 'Failed to detect the wallet provider selector.',
  noWallets: 'No wallets detected, may want to prompt user to install a wallet.',
  signPsbtFailed: 'signPsbt - failed to sign PSBT',
  connectorSignFailed: 'Failed to sign transaction with sats-connect',
  signMessageFailed: 'Failed to sign message',
  sendFailed: 'Failed to send transaction',
  userRejected: 'User rejected the request.',
  providerNotFound: 'Wallet provider not found.',
  alreadyConnected: 'A wallet is already connected; disconnect it first.',
  noTransaction: 'No transaction specified!',
  noConnectedAddress: 'No connected address found!',
  rateLimited: 'mempool api rate limit exceeded',
  broadcastFailed: 'failed to send transaction',
  walletChangedTransaction: 'The wallet returned a transaction that differs from the one you reviewed.',
  sentToCosigners:
    "Sent to your wallet's co-signers, not broadcast yet. This step needs a broadcast transaction; do not pay again, check your wallet.",
  // Marketplace listings (a seller's SIGHASH_SINGLE|ANYONECANPAY PSBT).
  listingUnreadable: 'The listing could not be read as a PSBT.',
  listingShape: 'A sale listing has exactly one input and one output.',
  listingTxFields: 'A sale listing must be a version 2 transaction with no lock time and no relative lock.',
  listingInputType: 'Listings from this type of address are not supported.',
  listingNotForSale: 'The listing is not signed for sale (SIGHASH_SINGLE|ANYONECANPAY).',
  listingSignatureInvalid: "The seller's signature on this listing does not verify.",
  listingPriceMoved: "The listing's price output is not paired with the seller's input.",
  listingInputMismatch: 'The listing does not match the output it spends.',
  listingInscriptionGone: "The inscription is no longer on this listing's input.",
  listingInscriptionsUnknown: "The indexer cannot say which inscriptions this listing's input holds.",
  listingRunesUnknown: "The indexer cannot say which runes this listing's input holds.",
  listingNeedsPadding:
    'Buying needs two spare outputs on your payment address besides those that pay. Send yourself two small amounts first.',
  listingSharedOutput:
    'This inscription shares its output with other inscriptions or runes. Send it to an output of its own before listing it.',
} as const;

type Extra = { details?: string; cause?: unknown };

export const Errors = {
  selectionCancelled: (extra?: Extra) =>
    new SatchelError(ErrorCode.INTERNAL_ERROR, Messages.selectionCancelled, extra),
  emptyWalletResult: (extra?: Extra) =>
    new SatchelError(ErrorCode.INTERNAL_ERROR, Messages.emptyWalletResult, extra),
  chooserMissing: (extra?: Extra) =>
    new SatchelError(ErrorCode.INTERNAL_ERROR, Messages.chooserMissing, extra),
  noWallets: (extra?: Extra) => new SatchelError(ErrorCode.NO_WALLETS, Messages.noWallets, extra),
  userRejected: (extra?: Extra) => new SatchelError(ErrorCode.USER_REJECTION, Messages.userRejected, extra),
  providerNotFound: (wallet: string, extra?: Extra) =>
    new SatchelError(ErrorCode.PROVIDER_NOT_FOUND, `${wallet}: ${Messages.providerNotFound}`, extra),
  alreadyConnected: (extra?: Extra) =>
    new SatchelError(ErrorCode.CONNECTOR_ALREADY_CONNECTED, Messages.alreadyConnected, extra),
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
  signPsbtFailed: (extra?: Extra) =>
    new SatchelError(ErrorCode.SIGNING_FAILED, Messages.signPsbtFailed, extra),
  connectorSignFailed: (extra?: Extra) =>
    new SatchelError(ErrorCode.SIGNING_FAILED, Messages.connectorSignFailed, extra),
  signMessageFailed: (extra?: Extra) =>
    new SatchelError(ErrorCode.SIGNING_FAILED, Messages.signMessageFailed, extra),
  sendFailed: (extra?: Extra) => new SatchelError(ErrorCode.BROADCAST_FAILED, Messages.sendFailed, extra),
  noTransaction: () => new SatchelError(ErrorCode.INVALID_PARAMS, Messages.noTransaction),
  noConnectedAddress: () => new SatchelError(ErrorCode.INVALID_REQUEST, Messages.noConnectedAddress),
  rateLimited: (extra?: Extra) => new SatchelError(ErrorCode.RATE_LIMITED, Messages.rateLimited, extra),
  /**
   * A transaction spends each output at most once (Bitcoin Core's CheckTransaction refuses it
   * otherwise, `bad-txns-inputs-duplicate`); counting the coin twice would misstate the totals.
   */
  duplicateInput: (earlier: number, index: number, outpoint: string) =>
    new SatchelError(
      ErrorCode.PSBT_VALIDATION,
      `Inputs ${earlier} and ${index} both spend ${outpoint}: nodes refuse a transaction that spends an output twice (bad-txns-inputs-duplicate).`,
    ),
  walletChangedTransaction: (extra?: Extra) =>
    new SatchelError(ErrorCode.WALLET_CHANGED_TRANSACTION, Messages.walletChangedTransaction, extra),
  broadcastFailed: (extra?: Extra) =>
    new SatchelError(ErrorCode.BROADCAST_FAILED, Messages.broadcastFailed, extra),
  /** A payment a co-signed account handed to its co-signers where a broadcast one is needed. */
  sentToCosigners: (extra?: Extra) =>
    new SatchelError(ErrorCode.SENT_TO_COSIGNERS, Messages.sentToCosigners, extra),
  listingUnreadable: (extra?: Extra) =>
    new SatchelError(ErrorCode.INVALID_LISTING, Messages.listingUnreadable, extra),
  listingShape: (extra?: Extra) => new SatchelError(ErrorCode.INVALID_LISTING, Messages.listingShape, extra),
  listingTxFields: (extra?: Extra) =>
    new SatchelError(ErrorCode.INVALID_LISTING, Messages.listingTxFields, extra),
  listingInputType: (extra?: Extra) =>
    new SatchelError(ErrorCode.INVALID_LISTING, Messages.listingInputType, extra),
  listingNotForSale: (extra?: Extra) =>
    new SatchelError(ErrorCode.INVALID_LISTING, Messages.listingNotForSale, extra),
  listingSignatureInvalid: (extra?: Extra) =>
    new SatchelError(ErrorCode.INVALID_LISTING, Messages.listingSignatureInvalid, extra),
  listingPriceMoved: (extra?: Extra) =>
    new SatchelError(ErrorCode.INVALID_LISTING, Messages.listingPriceMoved, extra),
  listingInputMismatch: (extra?: Extra) =>
    new SatchelError(ErrorCode.INVALID_LISTING, Messages.listingInputMismatch, extra),
  listingInscriptionGone: (extra?: Extra) =>
    new SatchelError(ErrorCode.LISTING_UNAVAILABLE, Messages.listingInscriptionGone, extra),
  listingInscriptionsUnknown: (extra?: Extra) =>
    new SatchelError(ErrorCode.EXPLORER_UNAVAILABLE, Messages.listingInscriptionsUnknown, extra),
  listingRunesUnknown: (extra?: Extra) =>
    new SatchelError(ErrorCode.EXPLORER_UNAVAILABLE, Messages.listingRunesUnknown, extra),
  listingNeedsPadding: (extra?: Extra) =>
    new SatchelError(ErrorCode.INSUFFICIENT_FUNDS, Messages.listingNeedsPadding, extra),
  listingSharedOutput: (extra?: Extra) =>
    new SatchelError(ErrorCode.INVALID_PARAMS, Messages.listingSharedOutput, extra),
  /** Exact text: an input the wallet was asked to sign carries no signature that verifies. */
  walletDidNotSign: (inputIndex: number, extra?: Extra) =>
    new SatchelError(
      ErrorCode.WALLET_DID_NOT_SIGN,
      `The wallet returned the PSBT without signing input ${inputIndex}.`,
      extra,
    ),
  /** Exact text: the wallet's key for `address` is not that address's key; `wallet` is its display name. */
  noUsablePublicKey: (wallet: string, address: string, extra?: Extra) =>
    new SatchelError(
      ErrorCode.NO_USABLE_PUBLIC_KEY,
      `${wallet} did not provide a usable public key for ${address}.`,
      extra,
    ),
} as const;
