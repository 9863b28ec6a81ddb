import { expect, test } from '../test/devwallet/fixture';
import { SUBJECT } from '../test/subjects';
import { emitEvent, expectConnected, openChooser, setNetwork, storedProvider } from './connection-helpers';
import { freshWallet } from './support';

const NOT_CONFIGURED = (network: string) =>
  `The wallet is on ${network}, which this app is not configured for.`;

test.describe('network and disconnect events', () => {
  const wallet = freshWallet();
  test.use({
    devwallet: { mnemonic: wallet.mnemonic, impersonate: [SUBJECT.satsConnect], autoApprove: true },
  });

  test('a wallet on another network is refused with guidance', async ({ page }) => {
    await page.goto('/');
    await setNetwork(page, 'mainnet');
    await openChooser(page);
    await page.getByTestId(`wallet-option-${SUBJECT.satsConnect}`).click();
    const error = page.getByTestId('error-message');
    await expect(error).toContainText(NOT_CONFIGURED('mainnet'));
    await expect(error).toContainText('Switch the wallet to regtest');
    await expect(page.getByTestId('account-address-payment')).toHaveCount(0);

    await setNetwork(page, 'regtest');
    await page.getByTestId('connect-button').click();
    await expectConnected(page, wallet.payment, wallet.ordinals);
    await expect(page.getByTestId('error-message')).toHaveCount(0);
  });

  test('a network switch while connected reports it, and a wallet disconnect clears the header', async ({
    page,
  }) => {
    await page.goto('/');
    await openChooser(page);
    await page.getByTestId(`wallet-option-${SUBJECT.satsConnect}`).click();
    await expectConnected(page, wallet.payment, wallet.ordinals);

    await setNetwork(page, 'testnet');
    const error = page.getByTestId('error-message');
    await expect(error).toContainText(NOT_CONFIGURED('testnet'));
    await expect(error).toContainText('Switch the wallet to regtest');
    await setNetwork(page, 'regtest');
    await expect(page.getByTestId('error-message')).toHaveCount(0);

    await emitEvent(page, 'disconnect');
    await expect(page.getByTestId('account-address-payment')).toHaveCount(0);
    await expect(page.getByTestId('connect-button')).toBeVisible();
    expect(await storedProvider(page)).toBeNull();
  });
});

test.describe('late injection', () => {
  const wallet = freshWallet();
  test.use({
    devwallet: {
      mnemonic: wallet.mnemonic,
      impersonate: [SUBJECT.satsConnect],
      autoApprove: true,
      injectDelayMs: 1500,
    },
  });

  test('a wallet injected late shows up as installed, and a reload waits for it', async ({ page }) => {
    await page.goto('/');
    await openChooser(page);
    const tile = page.getByTestId(`wallet-option-${SUBJECT.satsConnect}`);
    await expect(tile).toHaveAttribute('data-installed', 'true');
    await expect(page.getByTestId('chooser-title')).toHaveText('Choose wallet to connect');
    await tile.click();
    await expectConnected(page, wallet.payment, wallet.ordinals);

    await page.reload();
    await expectConnected(page, wallet.payment, wallet.ordinals);
  });
});
