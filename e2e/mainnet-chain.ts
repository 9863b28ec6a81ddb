import type { Page } from '@playwright/test';
import { createDevnet } from '../packages/devnet/src';
import type { Family } from '../packages/devwallet/src/config';
import { test as base, expect } from '../test/devwallet/fixture';
import { checkedBuild } from './builds';
import { controlOn, type E2eChain, freshWalletOn } from './chain';
import { APP_MAINNET_DEVNET, WORKER_MAINNET_DEVNET_PORT } from './ports';
import { serveStaticApp } from './static-app-server';

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
export const MAINNET_DEVNET = APP_MAINNET_DEVNET;
export const MAINNET_DIST = process.env.SATCHEL_E2E_MAINNET_DIST ?? 'dist-e2e-mainnet';

export interface MainnetChain extends E2eChain {
  network: 'mainnet';
  /** Where this worker serves the mainnet build. */
  appUrl: string;
}

export const test = base.extend<object, { mainnet: MainnetChain }>({
  mainnet: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const app = await serveStaticApp(checkedBuild('mainnet', MAINNET_DIST, MAINNET_DEVNET, MAINNET_DEVNET));
      // Strict CORS as on the suite's devnet: every flow proves it sends no preflight to the explorer.
      const devnet = await createDevnet({
        network: 'mainnet',
        port: WORKER_MAINNET_DEVNET_PORT,
        strictCors: true,
        appOrigins: [app.url],
      }).catch(async (error: unknown) => {
        await app.close();
        throw new Error(
          `the mainnet devnet of this worker could not listen on port ${WORKER_MAINNET_DEVNET_PORT} (SATCHEL_E2E_MAINNET_DEVNET_PORT is the base port; worker n takes base + n): ${error instanceof Error ? error.message : String(error)}`,
        );
      });
      const chain: MainnetChain = {
        network: 'mainnet',
        url: devnet.url,
        appUrl: app.url,
        faucet: (address, sats, confirm = true) => controlOn(chain, 'faucet', { address, sats, confirm }),
        mine: (blocks = 1) => controlOn(chain, 'mine', { blocks }),
      };
      await use(chain);
      await devnet.close();
      await app.close();
    },
    { scope: 'worker' },
  ],
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
