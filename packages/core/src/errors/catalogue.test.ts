import { describe, expect, it } from 'vitest';
import { ErrorCode, Errors, SatchelError } from '.';

describe('error catalogue (SPEC R9)', () => {
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

  it('names the input a wallet left unsigned (SPEC R20.3)', () => {
    const error = Errors.walletDidNotSign(2);
    expect(error.code).toBe(ErrorCode.WALLET_DID_NOT_SIGN);
    expect(error.message).toBe('The wallet returned the PSBT without signing input 2.');
  });

  it('names the wallet and address whose key is unusable (SPEC R20.2)', () => {
    const error = Errors.noUsablePublicKey('MetaMask', 'bc1qexample');
    expect(error.code).toBe(ErrorCode.NO_USABLE_PUBLIC_KEY);
    expect(error.message).toBe('MetaMask did not provide a usable public key for bc1qexample.');
  });

  it('guides the user when the wallet is on a network the app is not built for', () => {
    const error = Errors.networkNotConfigured('mainnet', ['regtest']);
    expect(error.code).toBe(ErrorCode.NETWORK_NOT_CONFIGURED);
    expect(error.details).toBe('Switch the wallet to regtest, or build the app for mainnet.');
  });

  it('tells a mainnet-only wallet it works on mainnet only, with no advice to switch (SPEC R24.5)', () => {
    const error = Errors.mainnetOnly('Magic Eden', 'regtest');
    expect(error.code).toBe(ErrorCode.NETWORK_NOT_CONFIGURED);
    expect(error.message).toBe('Magic Eden works on mainnet only; this app is on regtest.');
    expect(error.details).toBeUndefined();
  });

  it('says why a wallet is not available on a private test chain (SPEC R24.3)', () => {
    const error = Errors.privateChainWallet('Xverse');
    expect(error.code).toBe(ErrorCode.PRIVATE_CHAIN_WALLET);
    expect(error.message).toBe('Not available on a private test chain: Xverse would use real bitcoin.');
  });
});
