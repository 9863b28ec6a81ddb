import type { Page } from '@playwright/test';
import type { Family } from '../packages/devwallet/src/config';
import { test as base, expect } from '../test/devwallet/fixture';
import { freshWalletOn } from './chain';
import { MAINNET_DEVNET, type MainnetChain } from './worker-apps';

/**
 * The families whose real wallets speak only mainnet run on a private mainnet devnet.
 * Each worker that runs such a spec starts its own: `createDevnet({network: 'mainnet'})` on a free
 * port and the mainnet build (`dist-e2e-mainnet`, made by `npm test`) on another, so these specs
 * need neither the suite's regtest devnet nor its app, and workers never share a chain.
 *
 * The build was made for one devnet origin (its explorer, indexer and ordering bases, and its
 * Content-Security-Policy, name `MAINNET_DEVNET`). Worker n's mainnet devnet listens on that base
 * port plus n, and the worker's browser maps the origin onto it with a host-resolver rule
 * (e2e/worker-devnet.ts), as for the regtest devnet: the page's CSP and CORS checks run on the
 * build's origin, and every answer comes from the worker's own devnet.
 */
export { MAINNET_DEVNET, MAINNET_DIST, type MainnetChain } from './worker-apps';

/** The worker's mainnet devnet (a worker fixture of every spec, e2e/worker-apps.ts) as the page's app. */
export const test = base.extend({
  baseURL: async ({ mainnet }, use) => use(mainnet.appUrl),
});

export { expect };

export type MainnetWallet = ReturnType<typeof freshWalletOn>;

/**
 * One test with a wallet of its own on the mainnet devnet: a fresh mnemonic, one impersonated
 * family, the Dev Wallet set to mainnet with its explorer on the build's devnet origin.
 */
export function mainnetWalletTest(
  family: Family,
  title: string,
  body: (args: { page: Page; wallet: MainnetWallet; chain: MainnetChain }) => Promise<void>,
  autoApprove = true,
) {
  test.describe(`${family} on a mainnet devnet`, () => {
    const wallet = freshWalletOn('mainnet');
    test.use({
      devwallet: {
        mnemonic: wallet.mnemonic,
        impersonate: [family],
        autoApprove,
        network: 'mainnet',
        esploraUrl: `${MAINNET_DEVNET}/api`,
      },
    });
    test(title, async ({ page, mainnet }) => body({ page, wallet, chain: mainnet }));
  });
}
