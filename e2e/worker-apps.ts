import { createDevnet, walletConnectRelayUrl } from '../packages/devnet/src/index';
import { checkedBuild } from './builds';
import { controlOn, type E2eChain } from './chain';
import {
  APP_DEVNET,
  APP_MAINNET_DEVNET,
  WORKER_MAINNET_DEVNET_PORT,
  WORKER_WALLETCONNECT_APP_PORT,
} from './ports';
import { type StaticApp, serveStaticApp } from './static-app-server';

/**
 * The worker's own copies of the suite's other builds, each started the first time a test of the
 * worker asks for it and kept until the worker ends. They are fixtures of the one `test` every spec
 * builds on (e2e/worker-devnet.ts) rather than of a `test` of their own: Playwright gives a spec
 * whose worker fixtures differ a worker of its own, so those specs would wait for a fresh worker
 * (its browser, its devnet) and run at the end of the suite, one file beside an idle worker.
 */

export const MAINNET_DEVNET = APP_MAINNET_DEVNET;
export const MAINNET_DIST = process.env.SATCHEL_E2E_MAINNET_DIST ?? 'dist-e2e-mainnet';
export const WALLETCONNECT_DIST = process.env.SATCHEL_E2E_WALLETCONNECT_DIST ?? 'dist-e2e-walletconnect';

export interface MainnetChain extends E2eChain {
  network: 'mainnet';
  /** Where this worker serves the mainnet build. */
  appUrl: string;
}

export interface WorkerAppFixtures {
  /** This worker's private mainnet devnet and the mainnet build beside it (e2e/mainnet-chain.ts). */
  mainnet: MainnetChain;
  /** This worker's WalletConnect build (e2e/walletconnect-support.ts). */
  walletConnectApp: StaticApp;
}

/**
 * The mainnet build (`dist-e2e-mainnet`, made by `npm test`) served on a free port and a mainnet
 * devnet on this worker's mainnet port, which the worker's browser maps the build's devnet origin
 * onto (e2e/worker-devnet.ts).
 */
export async function startMainnet(use: (chain: MainnetChain) => Promise<void>): Promise<void> {
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
}

/**
 * The WalletConnect build (`dist-e2e-walletconnect`: the regtest build with a project id and the
 * devnet's relay) on this worker's port of its own.
 */
export async function startWalletConnectApp(use: (app: StaticApp) => Promise<void>): Promise<void> {
  const app = await serveStaticApp(
    checkedBuild(
      'walletconnect',
      WALLETCONNECT_DIST,
      APP_DEVNET,
      new URL(walletConnectRelayUrl(APP_DEVNET)).origin,
    ),
    WORKER_WALLETCONNECT_APP_PORT,
  );
  await use(app);
  await app.close();
}
