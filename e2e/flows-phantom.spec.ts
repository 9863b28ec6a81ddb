import { expect } from '../test/devwallet/fixture';
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
import { devnet, freshWallet } from './support';

/**
 * Phantom signs messages with BIP-322 only and has no send method, so the shared flow specs (ECDSA,
 * the wallet's own send) do not apply: its balance comes from the explorer, messages are BIP-322
 * for both addresses, PSBTs travel as bytes, and sends are built, finalized and broadcast by the app.
 */
walletTest(
  'phantom',
  'explorer balance; BIP-322 with both addresses, ECDSA greyed out',
  async ({ page, wallet }) => {
    await connectWithBalance(page, 'phantom', wallet, 30_000_000);
    await navigate(page, '/sign-message');
    await expect(page.getByTestId('sign-message-protocol').locator('option[value="ecdsa"]')).toBeDisabled();
    await refusedMessage(page);

    const message = 'Satchel phantom says hello ✓';
    for (const address of [wallet.payment, wallet.ordinals]) {
      const signature = await signMessageWith(page, address, 'bip322', message);
      const result = await verifySignature(page, address, message, signature);
      await expect(result).toHaveAttribute('data-valid', 'true');
      await expect(result).toHaveText('Valid BIP-322 signature.');
    }
  },
);

walletTest(
  'phantom',
  'signs a PSBT as bytes; the app finalizes and broadcasts it',
  async ({ page, wallet }) => {
    await signAndBroadcastPsbt(page, 'phantom', wallet);
  },
);

walletTest(
  'phantom',
  'a send is built by the app, signed by Phantom, then broadcast and confirmed',
  async ({ page, wallet }) => {
    const recipient = freshWallet().payment;
    await devnet.faucet(wallet.payment, 50_000_000, true);
    await connect(page, 'phantom', wallet, '/send');
    await reviewSend(page, [[recipient, '0.1']]);
    // Built here: the fee is known before Phantom is asked, and is part of the total.
    const fee = Number(await page.getByTestId('send-fee').getAttribute('data-sats'));
    expect(fee).toBeGreaterThan(0);
    await expect(page.getByTestId('send-total')).not.toHaveText('0.1 BTC');
    await refusedThenSent(page, [[recipient, 10_000_000n]]);
  },
);

// Phantom withdrew Bitcoin from web apps in June 2026 (bigmi PR 59): an older install that still
// injects is listed, says so, and connects.
walletTest('phantom', 'an older install is listed, says it left, and connects', async ({ page, wallet }) => {
  await page.goto('/');
  await page.getByTestId('connect-button').click();
  await expect(page.getByTestId('wallet-left-phantom')).toHaveText(
    'Phantom left Bitcoin web apps in June 2026: an older install may still answer.',
  );
  await page.getByTestId('wallet-option-phantom').click();
  await expect(page.getByTestId('account-address-payment')).toHaveAttribute('data-address', wallet.payment);
});
