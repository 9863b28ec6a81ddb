import type { Page } from '@playwright/test';
import { expect, openApp, test, type WalletRig } from './fixtures';
import { errorText, fundedCoin, navigate, strangerAddress, txStatus, unsignedPsbt } from './flows';

test.describe.configure({ mode: 'serial' });

/** Opens the app in the extension's browser and connects Leather, approving its prompt. */
async function connect(leather: WalletRig): Promise<{ page: Page; payment: string }> {
  const page = await openApp(leather);
  await page.getByTestId('connect-button').click();
  await leather.wallet.approve(() => page.getByTestId('wallet-option-leather').click());
  const address = page.getByTestId('account-address-payment');
  await expect(address).toHaveAttribute('data-address', /^bcrt1q/);
  return { page, payment: (await address.getAttribute('data-address')) ?? '' };
}

test('connect: Deny is a rejection (-32000), Approve connects both addresses', async ({ leather }) => {
  const page = await openApp(leather);
  await page.getByTestId('connect-button').click();
  // Its "Deny" closes the window, which Leather answers as a refusal.
  await leather.wallet.reject(() => page.getByTestId('wallet-option-leather').click());
  const error = page.getByTestId('error-message');
  await expect(error).toHaveAttribute('data-code', '-32000');
  await expect(error).toContainText('User rejected the request.');
  await expect(page.getByTestId('account-address-payment')).toHaveCount(0);
  await page.close();

  const { page: connected } = await connect(leather);
  await expect(connected.getByTestId('account-address-ordinals')).toHaveAttribute('data-address', /^bcrt1p/);
  await connected.close();
});

test('message: signed with BIP-322 in Leather and verified by the app', async ({ leather }) => {
  const { page, payment } = await connect(leather);
  await navigate(page, '/sign-message');
  await page.getByTestId('sign-message-address').selectOption(payment);
  const message = 'Satchel and the real Leather ✓';
  await page.getByTestId('sign-message-input').fill(message);
  await leather.wallet.approve(() => page.getByTestId('sign-message-submit').click());
  await expect(page.getByTestId('signature-verified')).toHaveAttribute('data-verified', 'true');
  expect(await page.getByTestId('signature-output').inputValue()).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
  await page.close();
});

test('PSBT: signed in Leather, finalized and broadcast by the app, confirmed', async ({ leather }) => {
  const { page, payment } = await connect(leather);
  const coin = await fundedCoin(leather.devnet, payment, 20_000_000);
  const psbt = unsignedPsbt(coin, 5_000_000n, 'regtest');
  await navigate(page, '/sign-psbt');
  await page.getByTestId('psbt-input').fill(psbt);
  await page.getByTestId('psbt-validate').click();
  await expect(page.getByTestId('psbt-summary').getByTestId('psbt-input-0')).toHaveAttribute(
    'data-owned',
    'true',
  );
  await leather.wallet.approve(() => page.getByTestId('psbt-sign').click());
  await expect(page.getByTestId('psbt-result')).toBeVisible();
  await page.getByTestId('psbt-broadcast').click();
  const txid = page.getByTestId('send-txid');
  await expect(txid).toHaveText(/^[0-9a-f]{64}$/);
  expect(await txStatus(leather.devnet, await txid.innerText())).toEqual(
    expect.objectContaining({ confirmed: false }),
  );
  await leather.devnet.mine();
  await expect(page.getByTestId('tx-status')).toHaveAttribute('data-state', 'confirmed');
  await page.close();
});

test('send: a cancelled send keeps the form; an approved one is broadcast', async ({ leather }) => {
  const { page, payment } = await connect(leather);
  await fundedCoin(leather.devnet, payment, 30_000_000);
  const recipient = strangerAddress('regtest');
  await navigate(page, '/send');
  await page.getByTestId('send-address').fill(recipient);
  await page.getByTestId('send-amount').fill('0.01');
  await page.getByTestId('send-review').click();
  await expect(page.getByTestId('send-plan')).toContainText(recipient);

  // Closing Leather's window is its refusal (the background answers 4001 when the popup goes).
  await (await leather.wallet.popup(() => page.getByTestId('send-submit').click())).close();
  await expect(errorText(page)).toHaveText('Failed to send transaction');
  await expect(page.getByTestId('error-details')).toContainText('User rejected the request.');
  await expect(page.getByTestId('send-address')).toHaveValue(recipient);
  await expect(page.getByTestId('send-amount')).toHaveValue('0.01');
  await expect(page.getByTestId('send-txid')).toHaveCount(0);

  await leather.wallet.approve(() => page.getByTestId('send-submit').click());
  const txid = page.getByTestId('send-txid');
  await expect(txid).toHaveText(/^[0-9a-f]{64}$/);
  await leather.devnet.mine();
  await expect(page.getByTestId('tx-status')).toHaveAttribute('data-state', 'confirmed');
  await page.close();
});
