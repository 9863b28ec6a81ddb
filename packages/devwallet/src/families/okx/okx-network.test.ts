import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../config';
import { DevWallet } from '../../wallet';
import { MAINNET_ONLY_FAMILIES } from '../facts';

/**
 * OKX's main object, `okxwallet.bitcoin`, speaks mainnet only; its test networks are other objects
 * (okx.ts cites the wallet's documents). So the Dev Wallet answers the family with
 * mainnet addresses and signs for it with mainnet keys whatever network it is set to. What a
 * mainnet-only family then refuses is in mainnet-signing.test.ts.
 */
describe('OKX: the main object is mainnet only', () => {
  it('answers mainnet on a regtest wallet', () => {
    const wallet = new DevWallet(resolveConfig({ network: 'regtest', autoApprove: true }));
    expect(MAINNET_ONLY_FAMILIES.has('okx')).toBe(true);
    expect(wallet.networkFor('okx')).toBe('mainnet');
  });
});
