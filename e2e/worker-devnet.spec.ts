import type { Page } from '@playwright/test';
import { createDevnet } from '../packages/devnet/src/index';
import { expect, test } from '../test/devwallet/fixture';
import { freshWalletOn } from './chain';
import { MAINNET_DEVNET, test as mainnetTest } from './mainnet-chain';
import { APP_ORIGIN, E2E_DEVNET_PORT, E2E_MAINNET_DEVNET_PORT } from './ports';
import { APP_DEVNET, DEVNET, freshWallet } from './support';
import { devnetHostRule } from './worker-devnet';

/**
 * Each Playwright worker has a devnet of its own, and the app's page, which only
 * knows the build's devnet origin, reaches that devnet with CORS checked by the browser itself.
 */

/** What the devnet the page reaches at `origin` says an address received, still in its mempool. */
function pendingFromPage(page: Page, address: string, origin = APP_DEVNET): Promise<number> {
  return page.evaluate(
    async (url) => (await (await fetch(url)).json()).mempool_stats.funded_txo_sum as number,
    `${origin}/api/address/${address}`,
  );
}

test('this worker runs its own devnet on the base port plus its slot, and DEVNET names it', async ({
  workerDevnet,
}, testInfo) => {
  expect(workerDevnet?.port).toBe(E2E_DEVNET_PORT + testInfo.parallelIndex);
  expect(workerDevnet?.url).toBe(DEVNET);
});

test("the app's page reaches this worker's devnet through the build's devnet origin", async ({
  page,
  workerDevnet,
}) => {
  if (!workerDevnet) throw new Error('no worker devnet');
  const { payment } = freshWallet();
  // Paid in this process, read by the page: only this worker's devnet knows the payment.
  await workerDevnet.faucet(payment, 12_345);
  await page.goto('/');
  expect(await pendingFromPage(page, payment)).toBe(12_345);
});

test('a request needing a preflight is refused by the devnet itself, as by a public explorer', async ({
  page,
}) => {
  await page.goto('/');
  const outcome = await page.evaluate(async (url) => {
    try {
      await fetch(url, { headers: { 'X-Satchel-Probe': '1' } });
      return 'answered';
    } catch (error) {
      return error instanceof TypeError ? 'blocked' : String(error);
    }
  }, `${APP_DEVNET}/api/blocks/tip/height`);
  expect(outcome).toBe('blocked');
});

test('a browser with the host rule for another devnet reaches that devnet, not the base port', async ({
  playwright,
  launchOptions,
}) => {
  // The mechanism on its own, whichever worker runs this: a second devnet on a free port.
  const other = await createDevnet({ port: 0, strictCors: true, appOrigins: [APP_ORIGIN] });
  const browser = await playwright.chromium.launch({
    args: [...(launchOptions.args ?? []), ...devnetHostRule(other.port)],
  });
  try {
    const { payment } = freshWallet();
    await other.faucet(payment, 54_321);
    const page = await browser.newPage();
    await page.goto(APP_ORIGIN);
    expect(await pendingFromPage(page, payment)).toBe(54_321);
  } finally {
    await browser.close();
    await other.close();
  }
});

mainnetTest(
  "the mainnet build's page reaches this worker's own mainnet devnet through the build's origin",
  async ({ page, mainnet }, testInfo) => {
    // Worker n's mainnet devnet is on the mainnet base port plus n, never on a regtest devnet's port.
    expect(mainnet.url).toBe(`http://127.0.0.1:${E2E_MAINNET_DEVNET_PORT + testInfo.parallelIndex}`);
    const { payment } = freshWalletOn('mainnet');
    await mainnet.faucet(payment, 23_456, false);
    await page.goto('/');
    expect(await pendingFromPage(page, payment, MAINNET_DEVNET)).toBe(23_456);
  },
);
