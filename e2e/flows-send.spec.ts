import type { Page } from '@playwright/test';
import { formatBtc } from '@satchel/core/units';
import { expect } from '../test/devwallet/fixture';
import { SUBJECT } from '../test/subjects';
import { addressStats, connect, FAMILIES, navigate, walletControl, walletTest } from './flows-support';
import { DEVNET, devnet, freshWallet } from './support';

const MAINNET_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const TESTNET_ADDRESS = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';

const errorText = (page: Page) => page.getByTestId('error-message').locator('.message');

async function review(page: Page, address: string, amount: string) {
  await page.getByTestId('send-address').fill(address);
  await page.getByTestId('send-amount').fill(amount);
  await page.getByTestId('send-review').click();
}

for (const family of FAMILIES) {
  walletTest(
    family,
    'a rejected send keeps the form; an approved one confirms and refreshes the balance',
    async ({ page, wallet }) => {
      const recipient = freshWallet().payment;
      await devnet.faucet(wallet.payment, 100_000_000, true);
      await connect(page, family, wallet);
      await expect(page.getByTestId('balance-total')).toHaveText('1');
      await navigate(page, '/send');

      await review(page, recipient, '0.1');
      const plan = page.getByTestId('send-plan');
      await expect(plan).toContainText(recipient);
      await expect(page.getByTestId('send-fee')).not.toBeEmpty();
      await expect(page.getByTestId('send-total')).toContainText('0.1 BTC');

      // The wallet says no first: one failure message, the form as typed.
      await walletControl(page, 'rejectNext');
      await page.getByTestId('send-submit').click();
      await expect(errorText(page)).toHaveText('Failed to send transaction');
      await expect(page.getByTestId('send-address')).toHaveValue(recipient);
      await expect(page.getByTestId('send-amount')).toHaveValue('0.1');
      await expect(page.getByTestId('send-txid')).toHaveCount(0);

      // Then it approves.
      await page.getByTestId('send-submit').click();
      const txid = page.getByTestId('send-txid');
      await expect(txid).toHaveText(/^[0-9a-f]{64}$/);
      await expect(page.getByTestId('error-message')).toHaveCount(0);
      await expect(page.getByTestId('tx-status')).toHaveAttribute('data-state', 'mempool');
      expect((await fetch(`${DEVNET}/api/tx/${await txid.innerText()}`)).status).toBe(200);
      await devnet.mine();
      await expect(page.getByTestId('tx-status')).toHaveAttribute('data-state', 'confirmed');

      expect(await addressStats(recipient)).toEqual({ confirmed: 10_000_000n, pending: 0n });
      const after = await addressStats(wallet.payment);
      expect(after.pending).toBe(0n);
      expect(after.confirmed < 90_000_000n).toBe(true);
      await navigate(page, '/');
      await expect(page.getByTestId('balance-total')).toHaveText(formatBtc(after.confirmed));
      await expect(page.getByTestId('balance-confirmed')).toHaveText(formatBtc(after.confirmed));
      await expect(page.getByTestId('balance-pending')).toHaveText('0');

      // The sent transaction is still shown after a reload.
      await navigate(page, '/send');
      const shown = await page.getByTestId('send-txid').innerText();
      expect(shown).toMatch(/^[0-9a-f]{64}$/);
      await page.reload();
      await expect(page.getByTestId('send-txid')).toHaveText(shown);
      await expect(page.getByTestId('tx-status')).toHaveAttribute('data-state', 'confirmed');
    },
  );
}

walletTest(
  SUBJECT.satsConnect,
  'refuses bad recipients and amounts before asking the wallet',
  async ({ page, wallet }) => {
    await devnet.faucet(wallet.payment, 10_000_000, true);
    await connect(page, SUBJECT.satsConnect, wallet, '/send');
    // Nothing reaches the wallet: with auto-approve off, any request would wait as a prompt.
    await page.evaluate(() =>
      (
        window as unknown as { satchelDevWallet: { setAutoApprove(on: boolean): void } }
      ).satchelDevWallet.setAutoApprove(false),
    );
    const refused = async (address: string, amount: string, message: RegExp) => {
      await review(page, address, amount);
      await expect(errorText(page)).toHaveText(message);
      await expect(page.getByTestId('send-plan')).toHaveCount(0);
      await expect(page.getByTestId('send-address')).toHaveValue(address);
      await expect(page.getByTestId('send-amount')).toHaveValue(amount);
    };
    const recipient = freshWallet().payment;
    await refused(MAINNET_ADDRESS, '0.01', /mainnet|network/i);
    await refused(TESTNET_ADDRESS, '0.01', /testnet|network/i);
    await refused('bcrt1qnotanaddress', '0.01', /address/i);
    await refused(recipient, '0.00000100', /dust/i);
    await refused(recipient, '5', /more than your spendable balance of 0\.1 BTC/);
    await refused(recipient, '0.123456789', /at most 8 decimals/);
    await refused(recipient, '0', /more than zero/);
    const prompts = await page.evaluate(() =>
      (window as unknown as { satchelDevWallet: { pending(): unknown[] } }).satchelDevWallet.pending(),
    );
    expect(prompts).toEqual([]);
  },
);

walletTest(
  SUBJECT.injected,
  'an explorer 429 on broadcast fails the send with the rate limit reason',
  async ({ page, wallet }) => {
    await devnet.faucet(wallet.payment, 20_000_000, true);
    await connect(page, SUBJECT.injected, wallet, '/send');
    await review(page, freshWallet().payment, '0.01');
    await expect(page.getByTestId('send-plan')).toBeVisible();
    await devnet.fault({ path: '/api/tx', method: 'POST', status: 429, count: 1 });
    await page.getByTestId('send-submit').click();
    await expect(errorText(page)).toHaveText('Failed to send transaction');
    await expect(page.getByTestId('error-details')).toContainText('mempool api rate limit exceeded');
    await expect(page.getByTestId('send-amount')).toHaveValue('0.01');
  },
);

walletTest(SUBJECT.rpc, 'an explorer 500 on broadcast fails the send', async ({ page, wallet }) => {
  await devnet.faucet(wallet.payment, 20_000_000, true);
  await connect(page, SUBJECT.rpc, wallet, '/send');
  await review(page, freshWallet().payment, '0.01');
  await expect(page.getByTestId('send-plan')).toBeVisible();
  await devnet.fault({ path: '/api/tx', method: 'POST', status: 500, body: 'node exploded', count: 1 });
  await page.getByTestId('send-submit').click();
  await expect(errorText(page)).toHaveText('Failed to send transaction');
  await expect(page.getByTestId('send-txid')).toHaveCount(0);
});

walletTest(
  SUBJECT.satsConnect,
  'a reload while the wallet is asked to sign shows the interrupted notice',
  async ({ page, wallet }) => {
    await devnet.faucet(wallet.payment, 20_000_000, true);
    await connect(page, SUBJECT.satsConnect, wallet, '/send');
    await review(page, freshWallet().payment, '0.02');
    await expect(page.getByTestId('send-plan')).toBeVisible();
    await walletControl(page, 'hangNext');
    await page.getByTestId('send-submit').click();
    await expect(page.getByTestId('send-submit')).toBeDisabled();
    await page.reload();
    await expect(page.getByText('The page reloaded while your wallet was asked to sign.')).toBeVisible();
    await expect(page.getByTestId('send-amount')).toHaveValue('0.02');
    await expect(page.getByTestId('send-txid')).toHaveCount(0);
    expect(await addressStats(wallet.payment)).toEqual({ confirmed: 20_000_000n, pending: 0n });
  },
);
