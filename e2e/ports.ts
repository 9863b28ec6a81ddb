/**
 * Where the end-to-end suite listens. Read by playwright.config.ts, by the worker devnet fixture
 * (e2e/worker-devnet.ts) and by the spec helpers, so each agrees without a live import of the
 * others.
 *
 * `SATCHEL_E2E_DEVNET_PORT` is the base: the app build under test (`dist-e2e`) has the devnet at
 * this port baked into its explorer URLs and its Content-Security-Policy, and Playwright worker n
 * runs its own devnet on base + n.
 */
export const E2E_DEVNET_PORT = Number(process.env.SATCHEL_E2E_DEVNET_PORT ?? 3102);
export const E2E_APP_PORT = Number(process.env.SATCHEL_E2E_APP_PORT ?? 4173);

/** Where `vite preview` serves the app; the devnet's control plane answers pages from here. */
export const APP_ORIGIN = `http://127.0.0.1:${E2E_APP_PORT}`;

/** The devnet origin the app build calls; inside the browser it reaches this worker's devnet. */
export const APP_DEVNET = `http://127.0.0.1:${E2E_DEVNET_PORT}`;

/**
 * Playwright numbers its worker slots 0, 1, … in `TEST_PARALLEL_INDEX` (the same as
 * `workerInfo.parallelIndex`; a worker that replaces a failed one keeps its slot). Read at module
 * load, so `DEVNET` is a constant in each worker process. The runner process itself has no slot.
 */
export const WORKER_SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** The port of this worker's own devnet. */
export const WORKER_DEVNET_PORT = E2E_DEVNET_PORT + WORKER_SLOT;

/** This worker's own devnet, as Node reaches it (control plane, direct reads). */
export const DEVNET = `http://127.0.0.1:${WORKER_DEVNET_PORT}`;

/**
 * The mainnet devnet the same way: the mainnet build (`dist-e2e-mainnet`) knows only
 * the base origin, and worker n runs its own mainnet devnet on base + n. The base sits a hundred
 * ports above the regtest one so no worker's regtest devnet ever listens on a mainnet origin.
 */
export const E2E_MAINNET_DEVNET_PORT = Number(process.env.SATCHEL_E2E_MAINNET_DEVNET_PORT ?? 3202);

/** The mainnet devnet origin the mainnet build calls. */
export const APP_MAINNET_DEVNET = `http://127.0.0.1:${E2E_MAINNET_DEVNET_PORT}`;

/** The port of this worker's own mainnet devnet. */
export const WORKER_MAINNET_DEVNET_PORT = E2E_MAINNET_DEVNET_PORT + WORKER_SLOT;

/**
 * The WalletConnect build (`dist-e2e-walletconnect`): the regtest build with a project id
 * and the devnet's relay (`ws://` + the devnet base origin + `/walletconnect`). Worker n serves it
 * on this base plus n, and its devnet answers pages from there.
 */
export const E2E_WALLETCONNECT_APP_PORT = Number(process.env.SATCHEL_E2E_WALLETCONNECT_APP_PORT ?? 4302);

/** The port this worker serves the WalletConnect build on. */
export const WORKER_WALLETCONNECT_APP_PORT = E2E_WALLETCONNECT_APP_PORT + WORKER_SLOT;

/** The origin of this worker's WalletConnect build. */
export const WALLETCONNECT_APP_ORIGIN = `http://127.0.0.1:${WORKER_WALLETCONNECT_APP_PORT}`;
