import { fundedUtxo, unsignedPsbt } from './flows-psbt-support';
import { navigate } from './flows-support';
import { errorText, inspectPsbt, reviewSend, signAndBroadcast } from './flows-wallet-steps';
import { DEVNET, devnet, freshWallet } from './support';
import { expect, type Phone, pairFromPanel, test } from './walletconnect-support';

/**
 * A phone wallet over WalletConnect's Bitcoin namespace, from the pairing link the
 * chooser shows to each method of the reference, with the real SDKs on both ends (the app's
 * @walletconnect/sign-client, the Dev Wallet's @reown/walletkit phone) through the devnet's relay.
 */

// No injected wallet: the phone is the only one.
test.use({ devwallet: { impersonate: [], autoApprove: true } });

const connected = async (page: import('@playwright/test').Page, phone: Phone) => {
  await expect(page.getByTestId('account-address-payment')).toHaveAttribute('data-address', phone.payment);
  await expect(page.getByTestId('account-address-ordinals')).toHaveAttribute('data-address', phone.ordinals);
};

test('a refused proposal leaves the page disconnected; an approved one connects', async ({ page, phone }) => {
  await page.goto('/');
  phone.refuseNext();
  await pairFromPanel(page, phone);
  await expect(page.getByRole('alert')).toContainText('User rejected');
  await expect(page.getByTestId('account-address-payment')).toHaveCount(0);

  await pairFromPanel(page, phone);
  await connected(page, phone);
  expect(phone.prompts.map((p) => p.method)).toEqual(['session_proposal', 'session_proposal']);
});

test('messages signed on the phone verify; a refusal keeps the message', async ({ page, phone }) => {
  await page.goto('/');
  await pairFromPanel(page, phone);
  await connected(page, phone);
  await navigate(page, '/sign-message');

  phone.refuseNext();
  await page.getByTestId('sign-message-input').fill('Please do not sign this');
  await page.getByTestId('sign-message-submit').click();
  await expect(errorText(page)).toHaveText('Failed to sign message');
  await expect(page.getByTestId('sign-message-input')).toHaveValue('Please do not sign this');

  for (const protocol of ['ecdsa', 'bip322'] as const) {
    await page.getByTestId('sign-message-address').selectOption(phone.payment);
    await page.getByTestId('sign-message-protocol').selectOption(protocol);
    await page.getByTestId('sign-message-input').fill(`Satchel over WalletConnect (${protocol})`);
    await page.getByTestId('sign-message-submit').click();
    await expect(page.getByTestId('signature-stale')).toHaveCount(0);
    await expect(page.getByTestId('signature-verified')).toHaveAttribute('data-verified', 'true');
  }
});

test('a PSBT signed on the phone is checked, finalized and broadcast by the app', async ({ page, phone }) => {
  const coin = await fundedUtxo(phone.payment, 40_000_000);
  const psbt = unsignedPsbt([coin], 10_000_000n, phone.payment);
  await page.goto('/');
  await pairFromPanel(page, phone);
  await connected(page, phone);
  await navigate(page, '/sign-psbt');
  await inspectPsbt(page, psbt);
  await signAndBroadcast(page);
});

test("a send through the phone's sendTransfer; a refusal keeps the form", async ({ page, phone }) => {
  await devnet.faucet(phone.payment, 30_000_000, true);
  await page.goto('/');
  await pairFromPanel(page, phone);
  await connected(page, phone);
  await navigate(page, '/send');
  const recipient = freshWallet().payment;
  await reviewSend(page, [[recipient, '0.05']]);

  phone.refuseNext();
  await page.getByTestId('send-submit').click();
  await expect(errorText(page)).toHaveText('Failed to send transaction');
  await expect(page.getByTestId('send-address')).toHaveValue(recipient);

  await page.getByTestId('send-submit').click();
  const txid = page.getByTestId('send-txid');
  await expect(txid).toHaveText(/^[0-9a-f]{64}$/);
  expect((await fetch(`${DEVNET}/api/tx/${await txid.innerText()}`)).status).toBe(200);
  expect(phone.prompts.at(-1)?.method).toBe('sendTransfer');
});

test('an account switch on the phone moves the page; a reload keeps the session without a prompt', async ({
  page,
  phone,
}) => {
  await page.goto('/');
  await pairFromPanel(page, phone);
  await connected(page, phone);

  await phone.wallet.switchAccount(1);
  const next = phone.account(1);
  await expect(page.getByTestId('account-address-payment')).toHaveAttribute('data-address', next.payment);

  const prompts = phone.prompts.length;
  await page.reload();
  await expect(page.getByTestId('account-address-payment')).toHaveAttribute('data-address', next.payment);
  expect(phone.prompts.length).toBe(prompts);
});

test('disconnecting on the page ends the session on the phone', async ({ page, phone }) => {
  await page.goto('/');
  await pairFromPanel(page, phone);
  await connected(page, phone);
  await page.getByTestId('disconnect-button').click();
  await expect(page.getByTestId('connect-button')).toBeVisible();
  await expect.poll(() => phone.wallet.sessions.length).toBe(0);
  await page.reload();
  await expect(page.getByTestId('connect-button')).toHaveText('Connect wallet');
});

test('disconnecting on the phone ends it on the page', async ({ page, phone }) => {
  await page.goto('/');
  await pairFromPanel(page, phone);
  await connected(page, phone);
  await phone.wallet.disconnect();
  await expect(page.getByTestId('connect-button')).toBeVisible();
  await expect(page.getByTestId('account-address-payment')).toHaveCount(0);
});

test.describe('a wallet approving only addresses and messages (as Edge does)', () => {
  test.use({ phoneMethods: ['getAccountAddresses', 'signMessage'] });

  test('signs messages; PSBT signing is greyed and a send is refused before any prompt', async ({
    page,
    phone,
  }) => {
    await devnet.faucet(phone.payment, 5_000_000, true);
    await page.goto('/');
    await pairFromPanel(page, phone);
    await connected(page, phone);
    await navigate(page, '/sign-psbt');
    await expect(page.getByTestId('psbt-unsupported')).toBeVisible();
    await expect(page.getByTestId('psbt-sign')).toBeDisabled();

    await navigate(page, '/send');
    await page.getByTestId('send-address').fill(freshWallet().payment);
    await page.getByTestId('send-amount').fill('0.01');
    await page.getByTestId('send-review').click();
    await expect(errorText(page)).toContainText('approved neither sending nor signing transactions');
    expect(phone.prompts.map((p) => p.method)).toEqual(['session_proposal']);
  });
});
