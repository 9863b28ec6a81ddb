import { ErrorCode } from './codes';
import { ConnectionErrors, ConnectionMessages } from './connection-errors';
import { SatchelError } from './satchel-error';

/** Exact texts of the error catalogue. Tests assert them verbatim. */
export const Messages = {
  ...ConnectionMessages,
  emptyWalletResult: 'Wallet Error processing the request',
  signPsbtFailed: 'signPsbt - failed to sign PSBT',
  connectorSignFailed: 'Failed to sign transaction with sats-connect',
  signMessageFailed: 'Failed to sign message',
  sendFailed: 'Failed to send transaction',
  userRejected: 'User rejected the request.',
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
  ...ConnectionErrors,
  emptyWalletResult: (extra?: Extra) =>
    new SatchelError(ErrorCode.INTERNAL_ERROR, Messages.emptyWalletResult, extra),
  userRejected: (extra?: Extra) => new SatchelError(ErrorCode.USER_REJECTION, Messages.userRejected, extra),
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
