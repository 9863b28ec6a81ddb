import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@satchel/devwallet';
import type {} from '@satchel/devwallet/window';

const DEVNET = `http://127.0.0.1:${process.env.DEVNET_PORT ?? 3404}`;

// The connectors of @bigmi/client 0.10.1 whose wallet the Dev Wallet impersonates, that pass.
// Left out: xverse, magiceden, leather, oyl, binance. bigmi has no message action, so the app signs
// in through the connector's provider with Unisat's `signMessage(message)`, which those wallets
// name or shape otherwise (Leather has no such method; Magic Eden takes a v1 token); Xverse, Oyl
// and Binance also stopped before the message step (undiagnosed).
const FAMILIES = [
  { family: 'unisat', wallet: 'unisat', silent: ['requestAccounts', 'getChain'] },
  { family: 'okx', wallet: 'okx', silent: ['requestAccounts', 'getAccounts', 'getPublicKey'] },
  { family: 'bitget', wallet: 'bitget', silent: ['requestAccounts', 'getNetwork'] },
] as const;

/** The devnet's control plane (README "The devnet"): faucet, mine, faults… */
async function devnet(request: APIRequestContext, call: string, data: object) {
  const response = await request.post(`${DEVNET}/__devnet/${call}`, {
    headers: { 'X-Devnet-Control': '1' },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

for (const { family, wallet, silent } of FAMILIES) {
  test.describe(family, () => {
    test.use({ devwallet: { impersonate: [family], esploraUrl: `${DEVNET}/api`, autoApprove: true } });

    test(`connect, balance, sign in, sign a PSBT and send through bigmi as ${family}`, async ({
      page,
      request,
    }) => {
      await page.goto(`/?wallet=${wallet}`);
      const click = (name: string) => page.getByRole('button', { name, exact: true }).click();

      await click('Connect');
      await expect(page.getByTestId('connect')).toHaveText(/^bcrt1q/);
      const address = (await page.getByTestId('connect').textContent()) ?? '';
      // Every family derives the same keys, and the devnet lives for the whole run.
      const { chain_stats: c, mempool_stats: m } = await (
        await request.get(`${DEVNET}/api/address/${address}`)
      ).json();
      await devnet(request, 'faucet', { address, sats: 100_000, confirm: true });

      await click('Balance');
      await expect(page.getByTestId('balance')).toHaveText(
        String(c.funded_txo_sum - c.spent_txo_sum + m.funded_txo_sum - m.spent_txo_sum + 100_000),
      );

      await click('Sign in (sign a message)');
      await expect(page.getByTestId('message')).toHaveText(`signed in as ${address}`);

      await click('Sign a PSBT');
      await expect(page.getByTestId('psbt')).toHaveText('1 input signed');

      await click('Send 10 000 sats');
      await expect(page.getByTestId('send')).toHaveText(/^[0-9a-f]{64}$/);
      const txid = await page.getByTestId('send').textContent();
      const tx = await (await request.get(`${DEVNET}/api/tx/${txid}`)).json();
      expect(tx.vout.map((o: { value: number }) => o.value)).toContain(10_000);

      // bigmi asks the wallet for accounts (and its chain) around each step and signs through it;
      // balances and the broadcast go to the devnet directly. None of it failed.
      const calls = await page.evaluate(() =>
        window.satchelDevWallet.requests().map((r) => `${r.family}.${r.method}:${r.status}`),
      );
      expect(calls).toEqual(
        expect.arrayContaining([...silent, 'signMessage'].map((method) => `${family}.${method}:ok`)),
      );
      expect(calls.filter((c) => c === `${family}.signPsbt:ok`)).toHaveLength(2);
      expect(calls.filter((c) => c.endsWith(':error'))).toEqual([]);
      expect(calls.every((c) => c.startsWith(`${family}.`))).toBe(true);
    });
  });
}
