import type { Page } from '@playwright/test';
import { expect, test } from '../test/devwallet/fixture';
import { SUBJECT } from '../test/subjects';
import {
  expectConnected,
  openChooser,
  pendingApprovals,
  setNetwork,
  storedProvider,
  walletState,
} from './connection-helpers';
import { freshWallet } from './support';

const NOT_CONFIGURED = (network: string) =>
  `The wallet is on ${network}, which this app is not configured for.`;

/** Settles the one prompt the wallet shows now, after checking which call asked for it. */
async function answerPrompt(page: Page, method: string) {
  await expect.poll(async () => (await pendingApprovals(page)).map((p) => p.method)).toEqual([method]);
  await page.evaluate(() =>
    (window as unknown as { satchelDevWallet: { approve(): boolean } }).satchelDevWallet.approve(),
  );
}

/** A sats-connect wallet: it switches networks when asked (`wallet_changeNetwork`). */
test.describe(`network switch from the app: ${SUBJECT.satsConnect}`, () => {
  const wallet = freshWallet();
  // Every prompt waits for the test: a connect popup after the switch would hold the connection.
  test.use({
    devwallet: { mnemonic: wallet.mnemonic, impersonate: [SUBJECT.satsConnect], autoApprove: false },
  });

  test('a wallet connecting from testnet is switched, then connected on regtest without a connect popup', async ({
    page,
  }) => {
    await page.goto('/');
    await setNetwork(page, 'testnet');
    await openChooser(page);
    await page.getByTestId(`wallet-option-${SUBJECT.satsConnect}`).click();
    await answerPrompt(page, 'wallet_connect');

    const error = page.getByTestId('error-message');
    await expect(error).toContainText(NOT_CONFIGURED('testnet'));
    await expect(error).toContainText('Switch the wallet to regtest');
    await expect(page.getByTestId('account-address-payment')).toHaveCount(0);
    const button = page.getByTestId('network-switch');
    await expect(button).toHaveText('Switch wallet to regtest');

    await button.click();
    await answerPrompt(page, 'wallet_changeNetwork');
    // The regtest addresses: the accounts were read again after the switch.
    await expectConnected(page, wallet.payment, wallet.ordinals);
    await expect(page.getByTestId('error-message')).toHaveCount(0);
    await expect(page.getByTestId('network-switch')).toHaveCount(0);
    expect(await pendingApprovals(page)).toEqual([]);
    expect((await walletState(page)).network).toBe('regtest');
    expect(await storedProvider(page)).toBe(SUBJECT.satsConnect);

    // The refused attempt is over: after a disconnect the connect button shows no stale error.
    await page.getByTestId('disconnect-button').click();
    await expect(page.getByTestId('connect-button')).toBeVisible();
    await expect(page.getByTestId('error-message')).toHaveCount(0);
  });

  test('a connected wallet moved to testnet is switched back from the header', async ({ page }) => {
    await page.goto('/');
    await openChooser(page);
    await page.getByTestId(`wallet-option-${SUBJECT.satsConnect}`).click();
    await answerPrompt(page, 'wallet_connect');
    await expectConnected(page, wallet.payment, wallet.ordinals);

    await setNetwork(page, 'testnet');
    await expect(page.getByTestId('error-message')).toContainText(NOT_CONFIGURED('testnet'));
    await page.getByTestId('network-switch').click();
    await answerPrompt(page, 'wallet_changeNetwork');
    await expect(page.getByTestId('error-message')).toHaveCount(0);
    await expect(page.getByTestId('network-switch')).toHaveCount(0);
    await expectConnected(page, wallet.payment, wallet.ordinals);
    expect(await pendingApprovals(page)).toEqual([]);
  });

  test('a refused switch keeps the guidance and the button', async ({ page }) => {
    await page.goto('/');
    await setNetwork(page, 'testnet');
    await openChooser(page);
    await page.getByTestId(`wallet-option-${SUBJECT.satsConnect}`).click();
    await answerPrompt(page, 'wallet_connect');
    await page.getByTestId('network-switch').click();
    await expect.poll(async () => (await pendingApprovals(page)).length).toBe(1);
    await page.evaluate(() =>
      (window as unknown as { satchelDevWallet: { reject(): boolean } }).satchelDevWallet.reject(),
    );
    await expect(page.getByTestId('network-switch-error')).toContainText('User rejected the request.');
    await expect(page.getByTestId('network-switch')).toBeEnabled();
    await expect(page.getByTestId('error-message')).toContainText(NOT_CONFIGURED('testnet'));
    expect((await walletState(page)).network).toBe('testnet');
  });
});

/** An injected wallet whose networks do not include the devnet's. */
test.describe(`network switch from the app: ${SUBJECT.injected}`, () => {
  const wallet = freshWallet();
  test.use({ devwallet: { mnemonic: wallet.mnemonic, impersonate: [SUBJECT.injected], autoApprove: true } });

  // Unisat's chains are mainnet, testnet, testnet4 and signet (switchChain in
  // https://github.com/unisat-wallet/unisat-dev-docs/blob/master/wallet-api/api-docs/manage-networks.md):
  // it cannot be asked to move to the devnet, so the guidance stays and no switch is offered.
  test('a wallet on testnet gets the guidance without a switch, and connects once moved', async ({
    page,
  }) => {
    await page.goto('/');
    await setNetwork(page, 'testnet');
    await openChooser(page);
    await page.getByTestId(`wallet-option-${SUBJECT.injected}`).click();
    const error = page.getByTestId('error-message');
    await expect(error).toContainText(NOT_CONFIGURED('testnet'));
    await expect(error).toContainText('Switch the wallet to regtest');
    await expect(page.getByTestId('network-switch')).toHaveCount(0);

    await setNetwork(page, 'regtest');
    await page.getByTestId('connect-button').click();
    await expectConnected(page, wallet.payment, wallet.payment);
    await expect(page.getByTestId('network-switch')).toHaveCount(0);
  });
});
