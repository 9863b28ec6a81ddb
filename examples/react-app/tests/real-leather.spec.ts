import { expect, test } from '@satchel/devwallet/real';

const DEVNET = `http://127.0.0.1:${process.env.DEVNET_PORT ?? 3750}`;

// The real Leather extension (its build from SATCHEL_REAL_WALLETS_DIR), set up with a test seed
// and pointed at the regtest devnet the page reads.
test.use({ realWallet: { wallet: 'leather', devnetUrl: DEVNET } });

test('Leather: a refused connection, then connect, a refused and a signed message', async ({
  page,
  wallet,
}) => {
  await page.goto('/');

  await test.step('Deny in Leather: the page shows the refusal and stays disconnected', async () => {
    await page.getByTestId('connect-button').click();
    await wallet.reject(() => page.getByTestId('wallet-option-leather').click());
    await expect(page.getByTestId('error-message')).toContainText('User rejected the request.');
    await expect(page.getByTestId('payment-address')).toHaveCount(0);
  });

  await test.step('Confirm in Leather: connected with its native segwit address', async () => {
    await page.getByTestId('connect-button').click();
    await wallet.approve(() => page.getByTestId('wallet-option-leather').click());
    await expect(page.getByTestId('payment-address')).toHaveText(/^bcrt1q/);
  });

  const sign = page.getByRole('button', { name: 'Sign', exact: true });
  await test.step('Cancel in Leather: the message is not signed', async () => {
    await wallet.reject(() => sign.click());
    await expect(page.getByRole('alert')).toHaveText('Failed to sign message');
    await expect(page.getByTestId('signature')).toHaveCount(0);
  });

  await test.step('Sign in Leather: a BIP-322 signature the page verifies', async () => {
    await wallet.approve(() => sign.click());
    await expect(page.getByTestId('verified')).toHaveText('verified');
  });
});
