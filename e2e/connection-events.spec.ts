import { expect, test } from '../packages/devwallet/src/fixture';
import { deriveKeyRing } from '../packages/devwallet/src/keys';
import {
  emitEvent,
  expectConnected,
  openChooser,
  pendingApprovals,
  setAccount,
  setAutoApprove,
  setNetwork,
  storedProvider,
} from './connection-helpers';
import { freshWallet } from './support';

const NOT_CONFIGURED = (network: string) =>
  `The wallet is on ${network}, which this app is not configured for.`;

test.describe('network and disconnect events', () => {
  const wallet = freshWallet();
  test.use({ devwallet: { mnemonic: wallet.mnemonic, impersonate: ['xverse'], autoApprove: true } });

  test('a wallet on another network is refused with guidance', async ({ page }) => {
    await page.goto('/');
    await setNetwork(page, 'mainnet');
    await openChooser(page);
    await page.getByTestId('wallet-option-xverse').click();
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
    await page.getByTestId('wallet-option-xverse').click();
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
    devwallet: { mnemonic: wallet.mnemonic, impersonate: ['xverse'], autoApprove: true, injectDelayMs: 1500 },
  });

  test('a wallet injected late shows up as installed, and a reload waits for it', async ({ page }) => {
    await page.goto('/');
    await openChooser(page);
    const tile = page.getByTestId('wallet-option-xverse');
    await expect(tile).toHaveAttribute('data-installed', 'true');
    await expect(page.getByTestId('chooser-title')).toHaveText('Choose wallet to connect');
    await tile.click();
    await expectConnected(page, wallet.payment, wallet.ordinals);

    await page.reload();
    await expectConnected(page, wallet.payment, wallet.ordinals);
  });
});

test.describe('an account switch in Orange, whose event names no addresses', () => {
  const wallet = freshWallet();
  const second = deriveKeyRing(wallet.mnemonic, 'regtest', 1);
  test.use({ devwallet: { mnemonic: wallet.mnemonic, impersonate: ['orange'], autoApprove: true } });

  test('shows the page disconnected with the reason, asks nothing, and Connect goes back to Orange', async ({
    page,
  }) => {
    await page.goto('/');
    await openChooser(page);
    await page.getByTestId('wallet-option-orange').click();
    await expectConnected(page, wallet.payment, wallet.ordinals);
    const calls = () =>
      page.evaluate(() =>
        (window as unknown as { satchelDevWallet: { requests(): { method: string }[] } }).satchelDevWallet
          .requests()
          .map((r) => r.method),
      );
    const before = await calls();

    // With approvals off, any prompt the page opened would wait in the wallet's queue.
    await setAutoApprove(page, false);
    await setAccount(page, 1);
    await expect(page.getByTestId('account-address-payment')).toHaveCount(0);
    const error = page.getByTestId('error-message');
    await expect(error).toContainText('Orange Wallet switched to another account.');
    await expect(error).toContainText('Connect again to use it.');
    expect(await pendingApprovals(page)).toEqual([]);
    expect(await calls()).toEqual(before);
    expect(await storedProvider(page)).toBe('orange');

    // Connect asks Orange straight away (no chooser), and the page is on the new account.
    await setAutoApprove(page, true);
    await page.getByTestId('connect-button').click();
    await expectConnected(page, second.payment.address, second.ordinals.address);
    await expect(page.getByTestId('error-message')).toHaveCount(0);
    await expect(page.getByTestId('wallet-chooser')).toHaveCount(0);
  });
});
