import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../config';
import { DevWallet } from '../../wallet';
import { MAINNET_ONLY_FAMILIES } from '../facts';

/**
 * Magic Eden speaks mainnet only (magiceden.ts cites the wallet's documents), so the
 * Dev Wallet answers it with mainnet addresses and signs for it with mainnet keys whatever network
 * it is set to. What a mainnet-only family then refuses is in mainnet-signing.test.ts.
 */
describe('Magic Eden: mainnet only', () => {
  it('answers mainnet on a regtest wallet', () => {
    const wallet = new DevWallet(resolveConfig({ network: 'regtest', autoApprove: true }));
    expect(MAINNET_ONLY_FAMILIES.has('magiceden')).toBe(true);
    expect(wallet.networkFor('magiceden')).toBe('mainnet');
  });
});
