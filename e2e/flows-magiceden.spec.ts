import type { Page } from '@playwright/test';
import { verifyMessage } from '@satchel/core/message';
import { deriveKeyRing } from '../packages/devwallet/src/keys';
import { addressStatsOn, freshWalletOn } from './chain';
import { expectConnected, pendingApprovals, setAccount, setAutoApprove } from './connection-helpers';
import { connect, navigate } from './flows-support';
import {
  batchSignedInOnePrompt,
  refusedThenSent,
  reviewSend,
  signMessageWith,
  verifySignature,
} from './flows-wallet-steps';
import { expect, mainnetWalletTest } from './mainnet-chain';

/**
 * Magic Eden speaks only mainnet, so it runs on a mainnet devnet: its account flows
 * (balance, BIP-322 and ECDSA messages, PSBTs, its own send and the app-built one) are in
 * mainnet-devnet.spec.ts. Here, what only its v1 token API has: `sendBtcTransaction` with several
 * recipients and `signMultipleTransactions` (docs/wallet-interfaces.md §2,
 * https://docs-wallet.magiceden.io/bitcoin/provider-api-methods).
 */
type Logged = { method: string; status: string };
const walletCalls = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { satchelDevWallet: { requests(): Logged[] } }).satchelDevWallet
      .requests()
      .map(({ method, status }) => ({ method, status })),
  );

mainnetWalletTest(
  'magiceden',
  'pays two recipients through its own sendBtcTransaction',
  async ({ page, wallet, chain }) => {
    const recipients = [freshWalletOn('mainnet').payment, freshWalletOn('mainnet').ordinals] as const;
    await chain.faucet(wallet.payment, 30_000_000, true);
    await connect(page, 'magiceden', wallet, '/send');
    await reviewSend(page, [
      [recipients[0], '0.01'],
      [recipients[1], '0.02'],
    ]);
    // The wallet's own send: it picks the fee, so none is known at review.
    await expect(page.getByTestId('send-total')).toHaveText('0.03 BTC + fee');
    await refusedThenSent(
      page,
      [
        [recipients[0], 1_000_000n],
        [recipients[1], 2_000_000n],
      ],
      chain,
    );
    const sends = (await walletCalls(page)).filter((c) => c.method !== 'connect');
    expect(sends).toEqual([
      { method: 'sendBtcTransaction', status: 'error' },
      { method: 'sendBtcTransaction', status: 'ok' },
    ]);
  },
);

mainnetWalletTest(
  'magiceden',
  'a batch of PSBTs is signed in one Magic Eden prompt (signMultipleTransactions)',
  async ({ page, wallet, chain }) => {
    await batchSignedInOnePrompt(page, 'magiceden', wallet, 'signMultipleTransactions', chain);
  },
);

mainnetWalletTest(
  'magiceden',
  'signMessage without a protocol signs BIP-322, even with the payment address',
  async ({ page, wallet }) => {
    // "protocol accepts either 'BIP322' or 'ECDSA' and defaults to the former"
    // (https://docs-wallet.magiceden.io/bitcoin/provider-api-methods): the opposite of Xverse's
    // ECDSA default for payment addresses. The app always names the protocol; this holds the
    // Dev Wallet to the wallet's own default.
    await connect(page, 'magiceden', wallet, '/sign-message');
    const message = 'Magic Eden defaults to BIP-322';
    const signature = await page.evaluate(
      async ([address, text]) => {
        const encode = (value: unknown) =>
          btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
            .replace(/\+/g, '-')
            .replace(/\//g, '_')
            .replace(/=+$/, '');
        const token = `${encode({ typ: 'JWT', alg: 'none' })}.${encode({ address, message: text })}.`;
        const provider = (
          window as unknown as { magicEden: { bitcoin: { signMessage(t: string): Promise<string> } } }
        ).magicEden.bitcoin;
        return provider.signMessage(token);
      },
      [wallet.payment, message] as const,
    );
    await expect(await verifySignature(page, wallet.payment, message, signature)).toHaveText(
      'Valid BIP-322 signature.',
    );
  },
);

mainnetWalletTest(
  'magiceden',
  'an account switch in the wallet moves the page to the new account, with no prompt',
  async ({ page, wallet, chain }) => {
    // `accountsChanged` with the new account's `{address, purpose}` list
    // (https://docs-wallet.magiceden.io/bitcoin/provider-events): the page follows it, signs and
    // pays with the new addresses, and never calls the wallet to learn them.
    const second = deriveKeyRing(wallet.mnemonic, 'mainnet', 1);
    await chain.faucet(second.payment.address, 30_000_000, true);
    await connect(page, 'magiceden', wallet, '/sign-message');
    const before = await walletCalls(page);

    await setAutoApprove(page, false);
    await setAccount(page, 1);
    await expectConnected(page, second.payment.address, second.ordinals.address);
    expect(await pendingApprovals(page)).toEqual([]);
    expect(await walletCalls(page)).toEqual(before);
    await setAutoApprove(page, true);

    const message = 'Magic Eden signs with the account it switched to';
    const signature = await signMessageWith(page, second.payment.address, 'ecdsa', message);
    expect(verifyMessage({ address: second.payment.address, message, signature })).toEqual({
      valid: true,
      protocol: 'ecdsa',
    });

    const recipient = freshWalletOn('mainnet').payment;
    await navigate(page, '/send');
    await reviewSend(page, [[recipient, '0.1']]);
    await page.getByTestId('send-submit').click();
    await expect(page.getByTestId('tx-status')).toHaveAttribute('data-state', /mempool|confirmed/);
    const paid = await addressStatsOn(chain, recipient);
    expect(paid.confirmed + paid.pending).toBe(10_000_000n);
    expect((await walletCalls(page)).slice(-1)).toEqual([{ method: 'sendBtcTransaction', status: 'ok' }]);
  },
);

// Magic Eden Wallet went export/withdraw-only on 2026-03-13 and unsupported on 2026-04-01 (Magic
// Eden's Help Center): an older install that still injects is listed, says so, and connects.
mainnetWalletTest(
  'magiceden',
  'an older install is listed, says it left, and connects',
  async ({ page, wallet }) => {
    await page.goto('/');
    await page.getByTestId('connect-button').click();
    await expect(page.getByTestId('wallet-left-magiceden')).toHaveText(
      'Magic Eden left Bitcoin web apps in April 2026: an older install may still answer.',
    );
    await expect(page.getByTestId('wallet-option-magiceden')).toHaveAttribute('data-installed', 'true');
    await page.getByTestId('wallet-option-magiceden').click();
    await expectConnected(page, wallet.payment, wallet.ordinals);
  },
);
