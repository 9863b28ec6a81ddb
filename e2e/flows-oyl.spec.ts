import { expect } from '../test/devwallet/fixture';
import { connect, navigate, walletTest } from './flows-support';
import {
  batchSignedInOnePrompt,
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
 * OYL has no send method, so the shared send spec (the wallet's own send) does not apply: sends
 * are built by the app, signed by OYL with its hex `signPsbt`, and broadcast by the app.
 */
walletTest('oyl', 'balance; messages with both protocols on its two addresses', async ({ page, wallet }) => {
  await connectWithBalance(page, 'oyl', wallet, 25_000_000);
  await navigate(page, '/sign-message');
  await refusedMessage(page);

  const message = 'Satchel oyl says hello ✓';
  const checks = [
    [wallet.payment, 'bip322', 'Valid BIP-322 signature.'],
    [wallet.ordinals, 'bip322', 'Valid BIP-322 signature.'],
    [wallet.payment, 'ecdsa', 'Valid BIP-137 signature.'],
  ] as const;
  for (const [address, protocol, verdict] of checks) {
    const signature = await signMessageWith(page, address, protocol, message);
    const result = await verifySignature(page, address, message, signature);
    await expect(result).toHaveText(verdict);
  }
});

walletTest('oyl', 'signs a hex PSBT without finalizing; the app broadcasts it', async ({ page, wallet }) => {
  await signAndBroadcastPsbt(page, 'oyl', wallet);
});

walletTest('oyl', 'a send is built by the app, signed by OYL and confirmed', async ({ page, wallet }) => {
  const recipient = freshWallet().ordinals;
  await devnet.faucet(wallet.payment, 50_000_000, true);
  await connect(page, 'oyl', wallet, '/send');
  await reviewSend(page, [[recipient, '0.2']]);
  expect(Number(await page.getByTestId('send-fee').getAttribute('data-sats'))).toBeGreaterThan(0);
  await refusedThenSent(page, [[recipient, 20_000_000n]]);
});

walletTest('oyl', 'a batch of PSBTs is signed in one OYL prompt (signPsbts)', async ({ page, wallet }) => {
  await batchSignedInOnePrompt(page, 'oyl', wallet, 'signPsbts');
});
