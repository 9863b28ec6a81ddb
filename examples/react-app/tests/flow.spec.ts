import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@satchel/devwallet';
import type {} from '@satchel/devwallet/window';

const DEVNET = `http://127.0.0.1:${process.env.DEVNET_PORT ?? 3750}`;
const SSR = `http://127.0.0.1:${process.env.SSR_PORT ?? Number(process.env.APP_PORT ?? 4750) + 1}/`;

// The Satchel Dev Wallet as itself: the provider lists it because the app targets the devnet.
test.use({ devwallet: { impersonate: ['devwallet'], esploraUrl: `${DEVNET}/api`, autoApprove: true } });

/** The devnet's control plane (README "The devnet"): faucet, mine, faults… */
async function devnet(request: APIRequestContext, call: string, data: object) {
  const response = await request.post(`${DEVNET}/__devnet/${call}`, {
    headers: { 'X-Devnet-Control': '1' },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('connect, balance, sign a message and send with @satchel/react', async ({ page, request }) => {
  await page.goto('/');
  await page.getByTestId('connect-button').click();
  await expect(page.getByTestId('wallet-chooser')).toBeVisible();
  await page.getByTestId('wallet-option-devwallet').click();
  await expect(page.getByTestId('payment-address')).toHaveText(/^bcrt1q/);
  const payment = (await page.getByTestId('payment-address').textContent()) ?? '';

  await devnet(request, 'faucet', { address: payment, sats: 100_000, confirm: true });
  await page.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(page.getByTestId('balance')).toHaveText('0.001 BTC');

  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page.getByTestId('verified')).toHaveText('verified');

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByTestId('txid')).toHaveText(/^[0-9a-f]{64}$/);
  const txid = await page.getByTestId('txid').textContent();
  const tx = await (await request.get(`${DEVNET}/api/tx/${txid}`)).json();
  expect(tx.vout.map((o: { value: number }) => o.value)).toContain(10_000);

  // Every wallet call the app made, as the Dev Wallet logged it: no prompt the page did not ask for.
  const calls = await page.evaluate(() =>
    window.satchelDevWallet.requests().map((r) => `${r.method}:${r.status}`),
  );
  expect(calls.filter((c) => !c.endsWith(':ok'))).toEqual([]);
});

test('the server-rendered page streams the connect button', async ({ request }) => {
  const response = await request.get(SSR);
  expect(response.ok()).toBe(true);
  const html = await response.text();
  expect(html).toContain('data-testid="connect-button"');
  expect(html).toContain('>Connect wallet</button>');
  expect(html).toContain('One satoshi is 0.00000001 BTC.');
});
