import type { Page } from '@playwright/test';
import { differential, differentialTitle } from './differential';
import { expect, openApp, test, type WalletRig } from './fixtures';
import { navigate, psbtSignedAndBroadcast, sendRefusedThenApproved } from './flows';

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
  await expect(page.getByTestId('signature-stale')).toHaveCount(0);
  await expect(page.getByTestId('signature-verified')).toHaveAttribute('data-verified', 'true');
  expect(await page.getByTestId('signature-output').inputValue()).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
  await page.close();
});

test('PSBT: signed in Leather, finalized and broadcast by the app, confirmed', async ({ leather }) => {
  const { page, payment } = await connect(leather);
  await psbtSignedAndBroadcast(leather, page, payment, 'regtest');
  await page.close();
});

test('send: a cancelled send keeps the form; an approved one is broadcast', async ({ leather }) => {
  const { page, payment } = await connect(leather);
  // Closing Leather's window is its refusal (the background answers 4001 when the popup goes).
  await sendRefusedThenApproved(leather, page, payment, 'regtest', async (submit) => {
    await (await leather.wallet.popup(submit)).close();
  });
  await page.close();
});

test(differentialTitle('leather'), async ({ leather }, testInfo) =>
  differential('leather', leather, testInfo),
);
