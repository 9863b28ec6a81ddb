import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@satchel/devwallet';
import type {} from '@satchel/devwallet/window';

const DEVNET = `http://127.0.0.1:${process.env.DEVNET_PORT ?? 3402}`;

// Xverse is the wallet sats-connect's request() talks to.
test.use({ devwallet: { impersonate: ['xverse'], esploraUrl: `${DEVNET}/api`, autoApprove: true } });

/** The devnet's control plane (README "The devnet"): faucet, mine, faults… */
async function devnet(request: APIRequestContext, call: string, data: object) {
  const response = await request.post(`${DEVNET}/__devnet/${call}`, {
    headers: { 'X-Devnet-Control': '1' },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('connect, balance, sign in, sign a PSBT and send through sats-connect', async ({ page, request }) => {
  await page.goto('/');
  const click = (name: string) => page.getByRole('button', { name, exact: true }).click();

  await click('Connect');
  await expect(page.getByTestId('connect')).toHaveText(/^bcrt1q/);
  const payment = (await page.getByTestId('connect').textContent()) ?? '';
  await devnet(request, 'faucet', { address: payment, sats: 100_000, confirm: true });

  await click('Balance');
  await expect(page.getByTestId('balance')).toHaveText('100000');

  await click('Sign in (sign a message)');
  await expect(page.getByTestId('message')).toHaveText(`signed in as ${payment}`);

  await click('Sign a PSBT');
  await expect(page.getByTestId('psbt')).toHaveText('1 input signed');

  await click('Send 10 000 sats');
  await expect(page.getByTestId('send')).toHaveText(/^[0-9a-f]{64}$/);
  const txid = await page.getByTestId('send').textContent();
  const tx = await (await request.get(`${DEVNET}/api/tx/${txid}`)).json();
  expect(tx.vout.map((o: { value: number }) => o.value)).toContain(10_000);

  // Every wallet call the app made, as the Dev Wallet logged it: sats-connect asks getInfo
  // silently before it connects.
  const calls = await page.evaluate(() =>
    window.satchelDevWallet.requests().map((r) => `${r.family}.${r.method}:${r.status}`),
  );
  expect(calls).toEqual([
    'xverse.getInfo:ok',
    'xverse.wallet_connect:ok',
    'xverse.getBalance:ok',
    'xverse.signMessage:ok',
    'xverse.signPsbt:ok',
    'xverse.sendTransfer:ok',
  ]);
});
