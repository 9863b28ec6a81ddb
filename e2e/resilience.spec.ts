import { expect, test } from '../test/devwallet/fixture';
import { SUBJECT } from '../test/subjects';
import { connect, navigate, walletControl, walletTest } from './flows-support';
import { DEVNET, devnet, freshWallet } from './support';

/** A wallet that never answers: Cancel frees the page, keeps the input, and the next try works. */
walletTest(
  SUBJECT.satsConnect,
  'a silent wallet can be walked away from without losing the message',
  async ({ page, wallet }) => {
    await connect(page, SUBJECT.satsConnect, wallet, '/sign-message');
    await page.getByTestId('sign-message-input').fill('still here after the wallet went quiet');
    await walletControl(page, 'hangNext');
    await page.getByTestId('sign-message-submit').click();
    await expect(page.getByTestId('sign-message-submit')).toBeDisabled();
    await page.getByTestId('wallet-cancel').click();
    await expect(page.getByTestId('error-message').locator('.message')).toHaveText('Failed to sign message');
    await expect(page.getByTestId('error-details')).toHaveText('The wallet request was cancelled.');
    await expect(page.getByTestId('sign-message-input')).toHaveValue(
      'still here after the wallet went quiet',
    );
    await page.getByTestId('sign-message-submit').click();
    await expect(page.getByTestId('signature-stale')).toHaveCount(0);
    await expect(page.getByTestId('signature-verified')).toHaveAttribute('data-verified', 'true');
  },
);

walletTest(
  SUBJECT.injected,
  'a send the wallet never answers can be cancelled and retried',
  async ({ page, wallet }) => {
    const recipient = freshWallet().payment;
    await devnet.faucet(wallet.payment, 50_000_000, true);
    await connect(page, SUBJECT.injected, wallet, '/send');
    await page.getByTestId('send-address').fill(recipient);
    await page.getByTestId('send-amount').fill('0.01');
    await page.getByTestId('send-review').click();
    await walletControl(page, 'hangNext');
    await page.getByTestId('send-submit').click();
    await page.getByTestId('wallet-cancel').click();
    await expect(page.getByTestId('error-message').locator('.message')).toHaveText(
      'Failed to send transaction',
    );
    await expect(page.getByTestId('send-address')).toHaveValue(recipient);
    await page.getByTestId('send-submit').click();
    const txid = await page.getByTestId('send-txid').innerText();
    expect((await fetch(`${DEVNET}/api/tx/${txid}`)).status).toBe(200);
  },
);

test.describe('corrupt storage', () => {
  const wallet = freshWallet();
  test.use({
    devwallet: {
      mnemonic: wallet.mnemonic,
      impersonate: ['devwallet'],
      esploraUrl: `${DEVNET}/api`,
      autoApprove: true,
    },
  });

  test('garbage in every stored entry neither breaks the page nor opens a wallet', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('sats-connect_defaultProvider', '"devwall');
      localStorage.setItem('satchel_connectedAccounts_devwallet', '{"bcrt1q": {"active": tr');
      localStorage.setItem('satchel_pendingSend:regtest', '[1, 2');
      localStorage.setItem('satchel_lastSignedPsbt:regtest', 'not json');
      // A well-formed send of another network is never shown on this one.
      localStorage.setItem(
        'satchel_pendingSend:mainnet',
        JSON.stringify({
          recipient: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
          amount: '1',
          stage: 'failed',
        }),
      );
    });
    await page.goto('/');
    await expect(page.getByTestId('connect-button')).toBeVisible();
    await navigate(page, '/send');
    await expect(page.getByTestId('send-address')).toHaveValue('');
    await navigate(page, '/sign-psbt');
    await expect(page.getByTestId('psbt-result')).toHaveCount(0);
    await navigate(page, '/');
    // The corrupt default is ignored, so the chooser opens rather than a stale wallet.
    await page.getByTestId('connect-button').click();
    await expect(page.getByTestId('wallet-chooser')).toBeVisible();
    await page.getByTestId('wallet-option-devwallet').click();
    await expect(page.getByTestId('account-address-payment')).toHaveAttribute('data-address', wallet.payment);
    expect(problems).toEqual([]);
  });
});
