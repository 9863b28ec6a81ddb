import type { Page } from '@playwright/test';
import { formatBtc } from '@satchel/core/units';
import { expect } from '../test/devwallet/fixture';
import { fundedUtxo, unsignedPsbt } from './flows-psbt-support';
import { addressStats, connect, navigate, walletControl, walletTest } from './flows-support';
import { DEVNET, devnet, freshWallet } from './support';

/**
 * Binance Web3 Wallet documents no `sendBitcoin`, `signPsbts` or `pushPsbt`
 * (docs/wallets/binance.md), so it is not in the shared flows' `FAMILIES`, whose send is the
 * wallet's own: here every send is built, finalized and broadcast by the app, and the wallet only
 * signs. Balance, messages and PSBTs are the shared flows' checks.
 */
const errorText = (page: Page) => page.getByTestId('error-message').locator('.message');

walletTest('binance', 'balance, then a message signed with each protocol', async ({ page, wallet }) => {
  await devnet.faucet(wallet.payment, 123_456_789, true);
  await connect(page, 'binance', wallet);
  await expect(page.getByTestId('balance-total')).toHaveText('1.23456789');

  await navigate(page, '/sign-message');
  await walletControl(page, 'rejectNext');
  await page.getByTestId('sign-message-input').fill('Please do not sign this');
  await page.getByTestId('sign-message-submit').click();
  await expect(errorText(page)).toHaveText('Failed to sign message');
  for (const protocol of ['bip322', 'ecdsa'] as const) {
    await page.getByTestId('sign-message-address').selectOption(wallet.payment);
    await page.getByTestId('sign-message-protocol').selectOption(protocol);
    await page.getByTestId('sign-message-input').fill(`Binance signs with ${protocol}`);
    await page.getByTestId('sign-message-submit').click();
    await expect(page.getByTestId('signature-stale')).toHaveCount(0);
    await expect(page.getByTestId('signature-verified')).toHaveAttribute('data-verified', 'true');
  }
});

walletTest(
  'binance',
  'a send is built here: the fee is added, a refusal keeps the form, an approval confirms',
  async ({ page, wallet }) => {
    const recipient = freshWallet().payment;
    await devnet.faucet(wallet.payment, 100_000_000, true);
    await connect(page, 'binance', wallet);
    await expect(page.getByTestId('balance-total')).toHaveText('1');
    await navigate(page, '/send');
    // No "set by the wallet" fee: the wallet has no send of its own.
    await expect(page.getByTestId('fee-wallet')).toHaveCount(0);

    await page.getByTestId('send-address').fill(recipient);
    await page.getByTestId('send-amount').fill('0.1');
    await page.getByTestId('send-review').click();
    const fee = Number(await page.getByTestId('send-fee').getAttribute('data-sats'));
    expect(fee).toBeGreaterThan(0);
    await expect(page.getByTestId('send-total')).toHaveText(`${formatBtc(10_000_000n + BigInt(fee))} BTC`);

    await walletControl(page, 'rejectNext');
    await page.getByTestId('send-submit').click();
    await expect(errorText(page)).toHaveText('Failed to send transaction');
    await expect(page.getByTestId('send-address')).toHaveValue(recipient);
    await expect(page.getByTestId('send-txid')).toHaveCount(0);

    await page.getByTestId('send-submit').click();
    const txid = page.getByTestId('send-txid');
    await expect(txid).toHaveText(/^[0-9a-f]{64}$/);
    const tx = (await (await fetch(`${DEVNET}/api/tx/${await txid.innerText()}`)).json()) as { fee: number };
    expect(tx.fee).toBe(fee);
    await devnet.mine();
    await expect(page.getByTestId('tx-status')).toHaveAttribute('data-state', 'confirmed');
    expect(await addressStats(recipient)).toEqual({ confirmed: 10_000_000n, pending: 0n });
    expect(await addressStats(wallet.payment)).toEqual({
      confirmed: 90_000_000n - BigInt(fee),
      pending: 0n,
    });
  },
);

walletTest('binance', 'signs a PSBT and the app broadcasts it', async ({ page, wallet }) => {
  const coin = await fundedUtxo(wallet.payment, 40_000_000);
  const psbt = unsignedPsbt([coin], 10_000_000n, wallet.payment);
  await connect(page, 'binance', wallet, '/sign-psbt');
  await page.getByTestId('psbt-input').fill(psbt);
  await page.getByTestId('psbt-validate').click();
  await expect(page.getByTestId('psbt-summary').getByTestId('psbt-input-0')).toHaveAttribute(
    'data-owned',
    'true',
  );
  await page.getByTestId('psbt-sign').click();
  await expect(page.getByTestId('psbt-result')).toBeVisible();
  await page.getByTestId('psbt-broadcast').click();
  const txid = page.getByTestId('send-txid');
  await expect(txid).toHaveText(/^[0-9a-f]{64}$/);
  expect((await fetch(`${DEVNET}/api/tx/${await txid.innerText()}`)).status).toBe(200);
});
