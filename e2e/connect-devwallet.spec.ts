import { expect, test } from '../test/devwallet/fixture';
import { devnet, freshWallet } from './support';

const wallet = freshWallet();
test.use({ devwallet: { mnemonic: wallet.mnemonic, impersonate: ['devwallet'], autoApprove: true } });

test('connect the Dev Wallet and see its balance', async ({ page }) => {
  await devnet.faucet(wallet.payment, 150_000_000);
  await page.goto('/');
  await page.getByTestId('connect-button').click();
  await expect(page.getByTestId('wallet-chooser')).toBeVisible();
  await page.getByTestId('wallet-option-devwallet').click();
  await expect(page.getByTestId('account-address-payment')).toHaveAttribute('data-address', wallet.payment);
  await expect(page.getByTestId('balance-total')).toHaveText('1.5');
});
