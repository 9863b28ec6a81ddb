import { expect, test, UNISAT_ADDRESS } from '@satchel/devwallet/real';

// UniSat has no regtest: the config builds the page for testnet and starts a testnet devnet.
const DEVNET = `http://127.0.0.1:${process.env.TESTNET_DEVNET_PORT ?? Number(process.env.DEVNET_PORT ?? 3750) + 1}`;
const APP = `http://127.0.0.1:${process.env.TESTNET_APP_PORT ?? Number(process.env.APP_PORT ?? 4750) + 2}`;

// The real UniSat extension (its build from SATCHEL_REAL_WALLETS_DIR), set up with a test seed,
// its backend answered from the testnet devnet.
test.use({ realWallet: { wallet: 'unisat', devnetUrl: DEVNET, baseURL: APP } });

test('UniSat: a refused connection, then connect, a refused and a signed message', async ({
  page,
  wallet,
}) => {
  await page.goto('/');

  await test.step('Cancel in UniSat: the page shows the refusal and stays disconnected', async () => {
    await page.getByTestId('connect-button').click();
    await wallet.reject(() => page.getByTestId('wallet-option-unisat').click());
    await expect(page.getByTestId('error-message')).toContainText('User rejected the request.');
    await expect(page.getByTestId('payment-address')).toHaveCount(0);
  });

  await test.step('Connect in UniSat: connected with the test seed’s address', async () => {
    await page.getByTestId('connect-button').click();
    await wallet.approve(() => page.getByTestId('wallet-option-unisat').click());
    await expect(page.getByTestId('payment-address')).toHaveText(UNISAT_ADDRESS);
  });

  const sign = page.getByRole('button', { name: 'Sign', exact: true });
  await test.step('Reject in UniSat: the message is not signed', async () => {
    await wallet.reject(() => sign.click());
    await expect(page.getByRole('alert')).toHaveText('Failed to sign message');
    await expect(page.getByTestId('signature')).toHaveCount(0);
  });

  await test.step('Sign in UniSat: a signature the page verifies', async () => {
    await wallet.approve(() => sign.click());
    await expect(page.getByTestId('verified')).toHaveText('verified');
  });
});
