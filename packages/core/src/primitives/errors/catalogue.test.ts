import { describe, expect, it } from 'vitest';
import { ErrorCode, Errors, SatchelError } from '.';

describe('error catalogue', () => {
  it.each([
    [
      Errors.selectionCancelled(),
      -32603,
      'Failed to select the provider. User may have cancelled the selection prompt.',
    ],
    [Errors.emptyWalletResult(), -32603, 'Wallet Error processing the request'],
    [Errors.chooserMissing(), -32603, 'Failed to detect the wallet provider selector.'],
    [Errors.userRejected(), -32000, 'User rejected the request.'],
    [
      Errors.noWallets(),
      ErrorCode.NO_WALLETS,
      'No wallets detected, may want to prompt user to install a wallet.',
    ],
    [Errors.signPsbtFailed(), ErrorCode.SIGNING_FAILED, 'signPsbt - failed to sign PSBT'],
    [Errors.connectorSignFailed(), ErrorCode.SIGNING_FAILED, 'Failed to sign transaction with sats-connect'],
    [Errors.signMessageFailed(), ErrorCode.SIGNING_FAILED, 'Failed to sign message'],
    [Errors.sendFailed(), ErrorCode.BROADCAST_FAILED, 'Failed to send transaction'],
    [Errors.noTransaction(), ErrorCode.INVALID_PARAMS, 'No transaction specified!'],
    [Errors.noConnectedAddress(), ErrorCode.INVALID_REQUEST, 'No connected address found!'],
    [Errors.rateLimited(), ErrorCode.RATE_LIMITED, 'mempool api rate limit exceeded'],
    [Errors.broadcastFailed(), ErrorCode.BROADCAST_FAILED, 'failed to send transaction'],
  ])('%o', (error, code, message) => {
    expect(error).toBeInstanceOf(SatchelError);
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
  });

  it('carries details and cause', () => {
    const cause = new Error('wallet said no');
    const error = Errors.signMessageFailed({ details: 'wallet said no', cause });
    expect(error.details).toBe('wallet said no');
    expect(error.cause).toBe(cause);
  });

  it('names the provider that is missing', () => {
    const error = Errors.providerNotFound('Magic Eden');
    expect(error.code).toBe(ErrorCode.PROVIDER_NOT_FOUND);
    expect(error.message).toBe('Magic Eden: Wallet provider not found.');
  });

  it('names the input a wallet left unsigned', () => {
    const error = Errors.walletDidNotSign(2);
    expect(error.code).toBe(ErrorCode.WALLET_DID_NOT_SIGN);
    expect(error.message).toBe('The wallet returned the PSBT without signing input 2.');
  });

  it('names the wallet and address whose key is unusable', () => {
    const error = Errors.noUsablePublicKey('MetaMask', 'bc1qexample');
    expect(error.code).toBe(ErrorCode.NO_USABLE_PUBLIC_KEY);
    expect(error.message).toBe('MetaMask did not provide a usable public key for bc1qexample.');
  });

  it('guides the user when the wallet is on a network the app is not built for', () => {
    const error = Errors.networkNotConfigured('mainnet', ['regtest']);
    expect(error.code).toBe(ErrorCode.NETWORK_NOT_CONFIGURED);
    expect(error.details).toBe('Switch the wallet to regtest, or build the app for mainnet.');
  });

  it('tells a mainnet-only wallet it works on mainnet only, with no advice to switch', () => {
    const error = Errors.mainnetOnly('Magic Eden', 'regtest');
    expect(error.code).toBe(ErrorCode.NETWORK_NOT_CONFIGURED);
    expect(error.message).toBe('Magic Eden works on mainnet only; this app is on regtest.');
    expect(error.details).toBeUndefined();
  });

  it('says why a wallet is not available on a private test chain', () => {
    const error = Errors.privateChainWallet('Xverse');
    expect(error.code).toBe(ErrorCode.PRIVATE_CHAIN_WALLET);
    expect(error.message).toBe('Not available on a private test chain: Xverse would use real bitcoin.');
  });

  it.each([
    [Errors.listingUnreadable(), ErrorCode.INVALID_LISTING, 'The listing could not be read as a PSBT.'],
    [
      Errors.listingShape(),
      ErrorCode.INVALID_LISTING,
      'A sale listing has exactly one input and one output.',
    ],
    [
      Errors.listingTxFields(),
      ErrorCode.INVALID_LISTING,
      'A sale listing must be a version 2 transaction with no lock time and no relative lock.',
    ],
    [
      Errors.listingInputType(),
      ErrorCode.INVALID_LISTING,
      'Listings from this type of address are not supported.',
    ],
    [
      Errors.listingNotForSale(),
      ErrorCode.INVALID_LISTING,
      'The listing is not signed for sale (SIGHASH_SINGLE|ANYONECANPAY).',
    ],
    [
      Errors.listingSignatureInvalid(),
      ErrorCode.INVALID_LISTING,
      "The seller's signature on this listing does not verify.",
    ],
    [
      Errors.listingPriceMoved(),
      ErrorCode.INVALID_LISTING,
      "The listing's price output is not paired with the seller's input.",
    ],
    [
      Errors.listingInputMismatch(),
      ErrorCode.INVALID_LISTING,
      'The listing does not match the output it spends.',
    ],
    [
      Errors.listingInscriptionGone(),
      ErrorCode.LISTING_UNAVAILABLE,
      "The inscription is no longer on this listing's input.",
    ],
    [
      Errors.listingInscriptionsUnknown(),
      ErrorCode.EXPLORER_UNAVAILABLE,
      "The indexer cannot say which inscriptions this listing's input holds.",
    ],
    [
      Errors.listingRunesUnknown(),
      ErrorCode.EXPLORER_UNAVAILABLE,
      "The indexer cannot say which runes this listing's input holds.",
    ],
    [
      Errors.listingNeedsPadding(),
      ErrorCode.INSUFFICIENT_FUNDS,
      'Buying needs two spare outputs on your payment address besides those that pay. Send yourself two small amounts first.',
    ],
    [
      Errors.listingSharedOutput(),
      ErrorCode.INVALID_PARAMS,
      'This inscription shares its output with other inscriptions or runes. Send it to an output of its own before listing it.',
    ],
  ])('says what is wrong with a marketplace listing: %o', (error, code, message) => {
    expect(error).toBeInstanceOf(SatchelError);
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
  });
});
