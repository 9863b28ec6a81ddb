import type { Page } from '@playwright/test';
import { STANDARD_WALLET_NAME } from '../packages/devwallet/src/families/standard';
import { deriveKeyRing } from '../packages/devwallet/src/keys';
import { expect, test } from '../test/devwallet/fixture';
import {
  chooserTiles,
  expectConnected,
  openChooser,
  pendingApprovals,
  rejectNext,
  setAccount,
  setAutoApprove,
  storedProvider,
  walletState,
} from './connection-helpers';
import { fundedUtxo, unsignedPsbt } from './flows-psbt-support';
import { addressStats, navigate } from './flows-support';
import { signAndBroadcast } from './flows-wallet-steps';
import { DEVNET, devnet, freshWallet } from './support';

/** A wallet found only through the Bitcoin Wallet Standard is listed as `wallet-standard:<name>`. */
const WALLET_ID = `wallet-standard:${STANDARD_WALLET_NAME}`;

type Wallet = ReturnType<typeof freshWallet>;

const errorText = (page: Page) => page.getByTestId('error-message').locator('.message');

/** One test with a wallet of its own, the Dev Wallet registered only as a Wallet Standard wallet. */
function standardTest(title: string, body: (args: { page: Page; wallet: Wallet }) => Promise<void>) {
  test.describe(STANDARD_WALLET_NAME, () => {
    const wallet = freshWallet();
    test.use({
      devwallet: {
        mnemonic: wallet.mnemonic,
        impersonate: ['standard'],
        autoApprove: true,
        esploraUrl: `${DEVNET}/api`,
      },
    });
    test(title, async ({ page }) => body({ page, wallet }));
  });
}

async function connect(page: Page, wallet: Wallet, path = '/') {
  await page.goto('/');
  await openChooser(page);
  await page.getByTestId(`wallet-option-${WALLET_ID}`).click();
  await expectConnected(page, wallet.payment, wallet.ordinals);
  if (path !== '/') await navigate(page, path);
}

standardTest('reject, connect, silent reload, account switch, disconnect', async ({ page, wallet }) => {
  const second = deriveKeyRing(wallet.mnemonic, 'regtest', 1);
  await page.goto('/');
  // Nothing but the Wallet Standard registration: no global, no WBIP-004 entry.
  expect(
    await page.evaluate(() => (window as { btc_providers?: unknown[] }).btc_providers?.length ?? 0),
  ).toBe(0);
  await rejectNext(page);
  await openChooser(page);
  const tile = page.getByTestId(`wallet-option-${WALLET_ID}`);
  await expect(tile).toHaveAttribute('data-installed', 'true');
  await expect(tile).toContainText(STANDARD_WALLET_NAME);
  // The icon the wallet announces (`Wallet.icon`), not a monogram of ours.
  await expect(tile.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
  // After the first-visit default (Xverse), the installed wallet leads.
  expect((await chooserTiles(page))[1]).toEqual({ id: WALLET_ID, installed: true });
  await tile.click();
  const error = page.getByTestId('error-message');
  await expect(error).toContainText('User rejected the request.');
  await expect(error).toHaveAttribute('data-code', '-32000');
  expect(await storedProvider(page)).toBeNull();

  await openChooser(page);
  await tile.click();
  await expectConnected(page, wallet.payment, wallet.ordinals);
  expect(await storedProvider(page)).toBe(WALLET_ID);
  expect((await walletState(page)).connected).toContain('standard');
  // The header's icons are inline SVG.
  await expect(page.locator('.satchel-account__copy svg').first()).toBeVisible();
  await expect(page.locator('.satchel-account__icon')).toHaveAttribute(
    'src',
    /^data:image\/svg\+xml;base64,/,
  );

  // `wallet.accounts` answers a reload without any prompt.
  await page.reload();
  await setAutoApprove(page, false);
  await expectConnected(page, wallet.payment, wallet.ordinals);
  expect(await pendingApprovals(page)).toEqual([]);

  // `standard:events` tells the app about another account.
  await setAccount(page, 1);
  await expectConnected(page, second.payment.address, second.ordinals.address);

  await page.getByTestId('disconnect-button').click();
  await expect(page.getByTestId('connect-button')).toBeVisible();
  await expect.poll(() => storedProvider(page)).toBeNull();
  await expect.poll(async () => (await walletState(page)).connected).not.toContain('standard');
  await page.reload();
  await expect(page.getByTestId('connect-button')).toHaveText('Connect wallet');
});

standardTest('balance is read from the explorer', async ({ page, wallet }) => {
  await devnet.faucet(wallet.payment, 87_654_321, true);
  await connect(page, wallet);
  await expect(page.getByTestId('balance-total')).toHaveText('0.87654321');
  await expect(page.getByTestId('balance-confirmed')).toHaveText('0.87654321');
});

standardTest(
  'bitcoin:signMessage: ECDSA for the payment key, BIP-322 for taproot',
  async ({ page, wallet }) => {
    await connect(page, wallet, '/sign-message');
    await rejectNext(page);
    await page.getByTestId('sign-message-input').fill('no');
    await page.getByTestId('sign-message-submit').click();
    await expect(errorText(page)).toHaveText('Failed to sign message');

    const message = 'Satchel over the Wallet Standard ✓';
    const sign = async (address: string, protocol: 'ecdsa' | 'bip322', label: string) => {
      await page.getByTestId('sign-message-address').selectOption(address);
      await page.getByTestId('sign-message-protocol').selectOption(protocol);
      await page.getByTestId('sign-message-input').fill(message);
      await page.getByTestId('sign-message-submit').click();
      await expect(page.getByTestId('signature-stale')).toHaveCount(0);
      await expect(page.getByTestId('signature-verified')).toHaveAttribute('data-verified', 'true');
      await expect(page.getByText(`Signature (${label})`)).toBeVisible();
      const signature = await page.getByTestId('signature-output').inputValue();
      await page.getByTestId('verify-address').fill(address);
      await page.getByTestId('verify-message').fill(message);
      await page.getByTestId('verify-signature').fill(signature);
      await page.getByTestId('verify-submit').click();
      return page.getByTestId('verify-result');
    };
    await expect(await sign(wallet.payment, 'ecdsa', 'ECDSA (BIP-137)')).toHaveText(
      'Valid BIP-137 signature.',
    );
    await expect(await sign(wallet.ordinals, 'bip322', 'BIP-322')).toHaveText('Valid BIP-322 signature.');
  },
);

standardTest(
  'bitcoin:signTransaction signs a PSBT the app finalizes and broadcasts',
  async ({ page, wallet }) => {
    const coin = await fundedUtxo(wallet.payment, 40_000_000);
    const psbt = unsignedPsbt([coin], 10_000_000n, wallet.payment);
    await connect(page, wallet, '/sign-psbt');
    await page.getByTestId('psbt-input').fill(psbt);
    await page.getByTestId('psbt-validate').click();
    await expect(page.getByTestId('psbt-summary').getByTestId('psbt-input-0')).toHaveAttribute(
      'data-owned',
      'true',
    );
    await rejectNext(page);
    await page.getByTestId('psbt-sign').click();
    await expect(errorText(page)).toHaveText('signPsbt - failed to sign PSBT');

    await signAndBroadcast(page);
  },
);

standardTest('a send is built by the app, signed by the wallet and confirmed', async ({ page, wallet }) => {
  const recipient = freshWallet().payment;
  await devnet.faucet(wallet.payment, 30_000_000, true);
  await connect(page, wallet);
  await expect(page.getByTestId('balance-total')).toHaveText('0.3');
  await navigate(page, '/send');
  await page.getByTestId('send-address').fill(recipient);
  await page.getByTestId('send-amount').fill('0.1');
  // No transfer feature in the Standard: the app builds the transaction, so it needs a fee rate.
  await page.getByTestId('fee-custom').check();
  await page.getByTestId('fee-custom-rate').fill('3');
  await page.getByTestId('send-review').click();
  await expect(page.getByTestId('send-fee')).toContainText('3 sat/vB');

  await rejectNext(page);
  await page.getByTestId('send-submit').click();
  await expect(errorText(page)).toHaveText('Failed to send transaction');

  await page.getByTestId('send-submit').click();
  await expect(page.getByTestId('send-txid')).toHaveText(/^[0-9a-f]{64}$/);
  await devnet.mine();
  await expect(page.getByTestId('tx-status')).toHaveAttribute('data-state', 'confirmed');
  expect(await addressStats(recipient)).toEqual({ confirmed: 10_000_000n, pending: 0n });
  const requests = await page.evaluate(() =>
    (
      window as unknown as { satchelDevWallet: { requests(): { method: string }[] } }
    ).satchelDevWallet.requests(),
  );
  expect(requests.map((r) => r.method)).toContain('bitcoin:signTransaction');
});
