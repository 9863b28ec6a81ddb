import type { Page } from '@playwright/test';
import { formatBtc } from '@satchel/core/units';
import { expect, test } from '../test/devwallet/fixture';
import { setAutoApprove } from './connection-helpers';
import { fundedUtxo, unsignedPsbt } from './flows-psbt-support';
import { addressStats, connect, navigate, walletControl } from './flows-support';
import {
  connectWithBalance,
  errorText,
  refusedMessage,
  refusedThenSent,
  reviewSend,
  signAndBroadcast,
  signMessageWith,
  verifySignature,
} from './flows-wallet-steps';
import { DEVNET, devnet, freshWallet } from './support';

type Logged = { family: string; method: string; status: string };
const requests = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { satchelDevWallet: { requests(): Logged[] } }).satchelDevWallet.requests(),
  );
const metamaskCalls = async (page: Page) =>
  (await requests(page)).filter((r) => r.family === 'metamask').map((r) => r.method);

/**
 * MetaMask through its own `@metamask/bitcoin-wallet-standard` package: the page talks to
 * MetaMask's `MetaMaskWallet`; the Dev Wallet only answers its multichain API client, granting the
 * regtest scope this devnet needs (MetaMask itself opens mainnet sessions).
 */
function metamaskTest(
  title: string,
  body: (args: { page: Page; wallet: ReturnType<typeof freshWallet> }) => Promise<void>,
) {
  test.describe('metamask', () => {
    const wallet = freshWallet();
    test.use({
      devwallet: {
        mnemonic: wallet.mnemonic,
        impersonate: ['metamask'],
        autoApprove: true,
        esploraUrl: `${DEVNET}/api`,
        metamaskScopes: ['regtest'],
      },
    });
    test(title, async ({ page }) => body({ page, wallet }));
  });
}

metamaskTest(
  'connects one payment account, says it has no ordinals address, restores on reload without a prompt',
  async ({ page, wallet }) => {
    await connectWithBalance(page, 'metamask', wallet, 20_000_000);
    await expect(page.getByTestId('wallet-option-metamask')).toBeHidden();
    await expect(page.getByTestId('account-address-ordinals')).toHaveCount(0);
    await expect(page.getByTestId('no-ordinals-address')).toHaveText(
      'MetaMask has no separate ordinals address; inscriptions and runes stay on your payment address.',
    );
    // The connection went through MetaMask's session: one request, granted.
    expect(await metamaskCalls(page)).toContain('wallet_createSession');

    // A full load: MetaMask's wallet restores its session after registering (getSession, then a
    // `change` event); the app waits for it instead of calling the site disconnected.
    await page.reload();
    await setAutoApprove(page, false);
    await expect(page.getByTestId('account-address-payment')).toHaveAttribute('data-address', wallet.payment);
    await expect(page.getByTestId('balance-total')).toHaveText(formatBtc(20_000_000n));
    const afterReload = await metamaskCalls(page);
    expect(afterReload).toContain('wallet_getSession');
    expect(afterReload).not.toContain('wallet_createSession');
    await expect(page.getByTestId('devwallet-approve')).toHaveCount(0);

    await page.getByTestId('disconnect-button').click();
    await expect(page.getByTestId('connect-button')).toHaveText('Connect wallet');
    await expect.poll(() => metamaskCalls(page)).toContain('wallet_revokeSession');
    await page.reload();
    await expect(page.getByTestId('connect-button')).toHaveText('Connect wallet');
    await expect(page.getByTestId('account-address-payment')).toHaveCount(0);
  },
);

metamaskTest('signs BIP-322 messages that verify, and nothing else is offered', async ({ page, wallet }) => {
  await connectWithBalance(page, 'metamask', wallet, 1_000_000);
  await navigate(page, '/sign-message');
  await expect(page.getByTestId('sign-message-protocol').locator('option[value="ecdsa"]')).toBeDisabled();
  await expect(page.getByTestId('sign-message-protocol')).toHaveValue('bip322');
  await refusedMessage(page);
  const message = 'Satchel metamask says hello ✓';
  const signature = await signMessageWith(page, wallet.payment, 'bip322', message);
  const result = await verifySignature(page, wallet.payment, message, signature);
  await expect(result).toHaveText('Valid BIP-322 signature.');
});

/** The rate MetaMask's account fills at: Esplora's estimate for 3 blocks (snap-bitcoin-wallet). */
async function metamaskFeeRate(): Promise<number> {
  const estimates = (await (await fetch(`${DEVNET}/api/fee-estimates`)).json()) as Record<string, number>;
  return Math.ceil(estimates['3'] ?? 5);
}

async function inspect(page: Page, psbt: string) {
  await page.getByTestId('psbt-input').fill(psbt);
  await page.getByTestId('psbt-validate').click();
  await expect(page.getByTestId('psbt-summary').getByTestId('psbt-input-0')).toHaveAttribute(
    'data-owned',
    'true',
  );
}

metamaskTest('signs a PSBT at its own fee rate, which the devnet accepts', async ({ page, wallet }) => {
  const coin = await fundedUtxo(wallet.payment, 40_000_000);
  const psbt = unsignedPsbt([coin], 10_000_000n, wallet.payment, await metamaskFeeRate());
  await connect(page, 'metamask', wallet, '/sign-psbt');
  await inspect(page, psbt);
  await walletControl(page, 'rejectNext');
  await page.getByTestId('psbt-sign').click();
  await expect(errorText(page)).toHaveText('signPsbt - failed to sign PSBT');

  await signAndBroadcast(page);
});

metamaskTest(
  'a PSBT at another fee rate comes back re-filled by MetaMask and is refused, unbroadcast',
  async ({ page, wallet }) => {
    const coin = await fundedUtxo(wallet.payment, 40_000_000);
    const psbt = unsignedPsbt([coin], 10_000_000n, wallet.payment, (await metamaskFeeRate()) + 2);
    await connect(page, 'metamask', wallet, '/sign-psbt');
    await inspect(page, psbt);
    await page.getByTestId('psbt-sign').click();
    await expect(errorText(page)).toHaveText(
      'The wallet returned a transaction that differs from the one you reviewed.',
    );
    await expect(page.getByTestId('psbt-result')).toHaveCount(0);
    // Nothing reached the chain: the coin is still unspent.
    expect(await addressStats(wallet.payment)).toEqual({ confirmed: 40_000_000n, pending: 0n });
  },
);

metamaskTest(
  'a send is built by the app, filled and signed by MetaMask, broadcast and confirmed',
  async ({ page, wallet }) => {
    const recipient = freshWallet().payment;
    await devnet.faucet(wallet.payment, 50_000_000, true);
    await connect(page, 'metamask', wallet, '/send');
    await reviewSend(page, [[recipient, '0.1']]);
    await refusedThenSent(page, [[recipient, 10_000_000n]]);
  },
);
