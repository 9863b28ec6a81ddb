// @vitest-environment jsdom

import { familyById, listWalletOptions, type WalletGlobals } from '@satchel/core/connectors';
import { isDevWalletProvider } from '@satchel/core/wallets/kit/dev-wallet-mark';
import { WALLET_FAMILIES } from '@satchel/core/wallets/registry/families';
import { walletProvider } from '@satchel/core/wallets/registry/registry';
import { getWallets } from '@wallet-standard/app';
import { describe, expect, it } from 'vitest';
import { SUBJECT } from '../../../../test/subjects';
import { FAMILIES } from '../config';
import { installDevWallet } from '../install';

/** The family whose real extension (its provider unmarked) sits beside the Dev Wallet: one with a top-level global. */
const REAL = SUBJECT.rpc;

describe("the Dev Wallet's mark", () => {
  it('every family it impersonates connects on a private test chain; an extension beside it does not', async () => {
    const win = window as unknown as Window & { __SATCHEL_DEVWALLET__?: unknown } & WalletGlobals;
    win.__SATCHEL_DEVWALLET__ = {
      network: 'mainnet',
      esploraUrl: 'http://127.0.0.1:3202/api',
      // Every family but the one whose real extension is injected below.
      impersonate: FAMILIES.filter((family) => family !== REAL),
    };
    expect(installDevWallet(win)).toBeDefined();
    // Unisat arrives late, after its phishing check.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const api = getWallets();
    const standardWallets = { get: () => api.get(), on: api.on };

    const options = listWalletOptions({ devnet: true, privateChain: true, win, standardWallets });
    const installed = options.filter((o) => o.isInstalled);
    // Every named family, the Dev Wallet itself, and its Wallet-Standard-only wallet.
    expect(installed.map((o) => o.id).sort()).toEqual(
      [
        ...FAMILIES.filter((f) => f !== 'standard' && f !== 'devwallet' && f !== REAL),
        'devwallet',
        'wallet-standard:Satchel Standard Wallet',
      ].sort(),
    );
    expect(installed.filter((o) => o.unavailable)).toEqual([]);
    // For each named family, the object its connector talks to is the Dev Wallet's, marked.
    const ctx = { devnet: true, privateChain: true, win, standardWallets };
    for (const family of WALLET_FAMILIES.filter((f) => f.id !== REAL)) {
      expect(isDevWalletProvider(walletProvider(family.id, ctx)), family.id).toBe(true);
    }

    // A real extension beside it (its global carries no mark): listed, but refused.
    // Its provider where the family reads it (a top-level global for this one: `LeatherProvider`).
    const [global] = familyById(REAL)?.btcProviderIds ?? [];
    Object.defineProperty(win, global ?? '', {
      value: { request: async () => ({}) },
      configurable: true,
    });
    const real = listWalletOptions(ctx).find((o) => o.id === REAL);
    expect(isDevWalletProvider(walletProvider(REAL, ctx))).toBe(false);
    expect(real).toMatchObject({
      isInstalled: true,
      unavailable: `Not available on a private test chain: ${familyById(REAL)?.name} would use real bitcoin.`,
    });
  });
});
