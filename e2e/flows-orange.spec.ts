import { expect, test } from '../test/devwallet/fixture';
import {
  expectConnected,
  openChooser,
  pendingApprovals,
  setAccount,
  setAutoApprove,
  storedProvider,
} from './connection-helpers';
import { connect, navigate, walletTest } from './flows-support';
import {
  connectWithBalance,
  refusedMessage,
  refusedThenSent,
  reviewSend,
  signAndBroadcastPsbt,
  signMessageWith,
  verifySignature,
} from './flows-wallet-steps';
import { ringWhenRead } from './fresh-wallet';
import { devnet, freshWallet } from './support';

/**
 * Orange picks the message protocol itself (ECDSA with the payment address, BIP-322 with taproot),
 * so the form offers only that one for each address and preselects it.
 * Its balance comes from the explorer; sends go through its own `sendTransfer`. Its account-switch
 * event names no addresses, so the page cannot follow it (below).
 */
walletTest(
  'orange',
  'explorer balance; each address signs with the protocol Orange uses for it',
  async ({ page, wallet }) => {
    await connectWithBalance(page, 'orange', wallet, 12_000_000);
    await navigate(page, '/sign-message');
    await page.getByTestId('sign-message-protocol').selectOption('ecdsa');
    await refusedMessage(page);

    const message = 'Satchel orange says hello ✓';
    const ecdsa = await signMessageWith(page, wallet.payment, 'ecdsa', message);
    await expect(await verifySignature(page, wallet.payment, message, ecdsa)).toHaveText(
      'Valid BIP-137 signature.',
    );
    const bip322 = await signMessageWith(page, wallet.ordinals, 'bip322', message);
    await expect(await verifySignature(page, wallet.ordinals, message, bip322)).toHaveText(
      'Valid BIP-322 signature.',
    );

    // With the payment address the form offers ECDSA alone and picks it: its defaults sign.
    await page.getByTestId('sign-message-address').selectOption(wallet.payment);
    await expect(page.getByTestId('sign-message-protocol').locator('option[value="bip322"]')).toBeDisabled();
    await expect(page.getByTestId('sign-message-protocol')).toHaveValue('ecdsa');
    await page.getByTestId('sign-message-input').fill(message);
    await page.getByTestId('sign-message-submit').click();
    await expect(page.getByTestId('signature-stale')).toHaveCount(0);
    await expect(page.getByTestId('signature-verified')).toHaveAttribute('data-verified', 'true');
    // With the taproot address, BIP-322 alone.
    await page.getByTestId('sign-message-address').selectOption(wallet.ordinals);
    await expect(page.getByTestId('sign-message-protocol').locator('option[value="ecdsa"]')).toBeDisabled();
    await expect(page.getByTestId('sign-message-protocol')).toHaveValue('bip322');
  },
);

walletTest('orange', 'signs a base64 PSBT; the app finalizes and broadcasts it', async ({ page, wallet }) => {
  await signAndBroadcastPsbt(page, 'orange', wallet);
});

walletTest('orange', 'pays two recipients through its own sendTransfer', async ({ page, wallet }) => {
  const recipients = [freshWallet().payment, freshWallet().ordinals] as const;
  await devnet.faucet(wallet.payment, 30_000_000, true);
  await connect(page, 'orange', wallet, '/send');
  await reviewSend(page, [
    [recipients[0], '0.01'],
    [recipients[1], '0.02'],
  ]);
  // The wallet's own send: it picks the fee.
  await expect(page.getByTestId('send-total')).toHaveText('0.03 BTC + fee');
  await refusedThenSent(page, [
    [recipients[0], 1_000_000n],
    [recipients[1], 2_000_000n],
  ]);
});

test.describe('an account switch in Orange, whose event names no addresses', () => {
  const wallet = freshWallet();
  const second = ringWhenRead(wallet.mnemonic, 'regtest', 1);
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
    await expectConnected(page, second().payment.address, second().ordinals.address);
    await expect(page.getByTestId('error-message')).toHaveCount(0);
    await expect(page.getByTestId('wallet-chooser')).toBeHidden();
  });
});
