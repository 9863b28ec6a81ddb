import { expect } from '../emulator/fixture';
import { connect, navigate, walletTest } from './flows-support';
import {
  connectWithBalance,
  errorText,
  refusedMessage,
  refusedThenSent,
  reviewSend,
  signAndBroadcastPsbt,
  signMessageWith,
  verifySignature,
} from './flows-wallet-steps';
import { devnet, freshWallet } from './support';

/**
 * Orange picks the message protocol itself (ECDSA with the payment address, BIP-322 with taproot),
 * so the shared message spec, which asks for BIP-322 with the payment address, does not apply.
 * Its balance comes from the explorer; sends go through its own `sendTransfer`.
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

    // BIP-322 with the payment address is refused before Orange is asked: no prompt, no signature.
    await page.getByTestId('sign-message-address').selectOption(wallet.payment);
    await page.getByTestId('sign-message-protocol').selectOption('bip322');
    await page.getByTestId('sign-message-submit').click();
    await expect(errorText(page)).toHaveText('Failed to sign message');
    await expect(page.getByTestId('error-details')).toContainText('does not support BIP-322 message signing');
    const pending = await page.evaluate(() =>
      (window as unknown as { satchelDevWallet: { pending(): unknown[] } }).satchelDevWallet.pending(),
    );
    expect(pending).toEqual([]);
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
