// @vitest-environment jsdom

import { listWalletOptions, type WalletGlobals } from '@satchel/core/connectors';
import { getWallets } from '@wallet-standard/app';
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../config';
import { installDevWallet } from '../install';

describe("the Dev Wallet's mark (SPEC R24.3)", () => {
  it('every family it impersonates connects on a private test chain; an extension beside it does not', async () => {
    const win = window as unknown as Window & { __SATCHEL_DEVWALLET__?: unknown } & WalletGlobals;
    win.__SATCHEL_DEVWALLET__ = {
      network: 'mainnet',
      esploraUrl: 'http://127.0.0.1:3202/api',
      // Every family but Wizz, whose real extension is injected below.
      impersonate: FAMILIES.filter((family) => family !== 'wizz'),
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
        ...FAMILIES.filter((f) => f !== 'standard' && f !== 'devwallet' && f !== 'wizz'),
        'devwallet',
        'wallet-standard:Satchel Standard Wallet',
      ].sort(),
    );
    expect(installed.filter((o) => o.unavailable)).toEqual([]);

    // A real extension beside it (its global carries no mark): listed, but refused.
    Object.defineProperty(win, 'wizz', {
      value: { requestAccounts: async () => [], getAccounts: async () => [] },
      configurable: true,
    });
    const wizz = listWalletOptions({ devnet: true, privateChain: true, win, standardWallets }).find(
      (o) => o.id === 'wizz',
    );
    expect(wizz).toMatchObject({
      isInstalled: true,
      unavailable: 'Not available on a private test chain: Wizz would use real bitcoin.',
    });
  });
});
