import { test as base } from '@playwright/test';
import { createDevnet, type Devnet } from '../packages/devnet/src/index';
import {
  APP_DEVNET,
  APP_ORIGIN,
  DEVNET,
  E2E_DEVNET_PORT,
  E2E_MAINNET_DEVNET_PORT,
  WALLETCONNECT_APP_ORIGIN,
  WORKER_DEVNET_PORT,
  WORKER_MAINNET_DEVNET_PORT,
  WORKER_SLOT,
} from './ports';

/**
 * One devnet per Playwright worker, so tests in different workers never share a
 * chain, a mempool, a fault registry or a request log.
 *
 * The worker's devnet listens on base + slot (`e2e/ports.ts`). The app build under test knows only
 * the base origin (`APP_DEVNET`), which is also the only devnet its Content-Security-Policy lets
 * it reach. So the worker's browser is started with a host-resolver rule that sends connections
 * for that origin to this worker's port: the page still calls `APP_DEVNET`, Chromium's CSP and
 * CORS checks run on that origin exactly as in one-worker runs, and every answer, preflight
 * refusal included, comes from the worker's own devnet rather than from a Playwright route (a
 * route would make Playwright answer CORS preflights itself). The rule is a browser flag, so every
 * context and page of the worker's browser gets it, `browser.newContext()` ones too.
 */
export interface WorkerDevnetOptions {
  /** Start the worker's devnet (default). Suites without the app under test turn it off. */
  ownDevnet: boolean;
}

export interface WorkerDevnetFixtures {
  /** This worker's devnet, in this process; undefined when `ownDevnet` is off. */
  workerDevnet: Devnet | undefined;
}

/**
 * Chromium's `--host-resolver-rules` mapping the builds' devnet origins onto this worker's
 * devnets: the regtest build's onto `port`, the mainnet build's (e2e/mainnet-chain.ts) onto
 * `mainnetPort`. A port that is already the base needs no rule.
 */
export function devnetHostRule(port: number, mainnetPort = E2E_MAINNET_DEVNET_PORT): string[] {
  const rules = [
    [E2E_DEVNET_PORT, port],
    [E2E_MAINNET_DEVNET_PORT, mainnetPort],
  ]
    .filter(([from, to]) => from !== to)
    .map(([from, to]) => `MAP 127.0.0.1:${from} 127.0.0.1:${to}`);
  return rules.length > 0 ? [`--host-resolver-rules=${rules.join(', ')}`] : [];
}

/**
 * The URL a script inside the app's page must use for a `DEVNET` URL: the same devnet, by the
 * origin the page's CSP allows. Anything else is returned as it is.
 */
export function asSeenByApp(url: string): string {
  return url === DEVNET || url.startsWith(`${DEVNET}/`) ? APP_DEVNET + url.slice(DEVNET.length) : url;
}

export const test = base.extend<{ clearedFaults: undefined }, WorkerDevnetOptions & WorkerDevnetFixtures>({
  ownDevnet: [true, { scope: 'worker', option: true }],

  workerDevnet: [
    async ({ ownDevnet }, use, workerInfo) => {
      if (!ownDevnet) {
        await use(undefined);
        return;
      }
      // `DEVNET` was fixed at module load from TEST_PARALLEL_INDEX; it must name this devnet.
      if (workerInfo.parallelIndex !== WORKER_SLOT) {
        throw new Error(
          `worker slot ${workerInfo.parallelIndex} but TEST_PARALLEL_INDEX says ${WORKER_SLOT}: DEVNET would name another worker's devnet`,
        );
      }
      // As `satchel-devnet --strict-cors --app-origin <app>` would run it: in memory, answering
      // preflights as the public explorers do (not at all), the control plane open to the app.
      const devnet = await createDevnet({
        port: WORKER_DEVNET_PORT,
        strictCors: true,
        appOrigins: [APP_ORIGIN, WALLETCONNECT_APP_ORIGIN],
      }).catch((error: unknown) => {
        throw new Error(
          `the devnet of worker ${WORKER_SLOT} could not listen on ${DEVNET} (SATCHEL_E2E_DEVNET_PORT is the base port; worker n takes base + n): ${error instanceof Error ? error.message : String(error)}`,
        );
      });
      await use(devnet);
      await devnet.close();
    },
    { scope: 'worker', auto: true },
  ],

  // Tests of one worker share its devnet one after the other: a fault a test armed and never
  // triggered must not answer the next test's request.
  clearedFaults: [
    async ({ workerDevnet }, use) => {
      await use(undefined);
      workerDevnet?.faults.clear();
    },
    { auto: true },
  ],

  // Playwright's own `browser` launches with the configured options; this one adds the rules.
  browser: [
    async ({ playwright, browserName, launchOptions, workerDevnet }, use) => {
      const browser = await playwright[browserName].launch({
        args: [
          ...(launchOptions.args ?? []),
          // The mainnet devnet is started only by the specs that need one, always on this
          // worker's mainnet port, so its rule does not wait for it.
          ...devnetHostRule(workerDevnet?.port ?? E2E_DEVNET_PORT, WORKER_MAINNET_DEVNET_PORT),
        ],
      });
      await use(browser);
      await browser.close();
    },
    { scope: 'worker', timeout: 0 },
  ],
});
