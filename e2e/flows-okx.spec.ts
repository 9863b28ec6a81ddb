import type { Page } from '@playwright/test';
import { freshWalletOn } from './chain';
import { connect } from './flows-support';
import { batchSignedInOnePrompt, refusedThenSent, reviewSend } from './flows-wallet-steps';
import { expect, mainnetWalletTest } from './mainnet-chain';

/**
 * OKX's main object `okxwallet.bitcoin` speaks only mainnet, so it runs on a mainnet
 * devnet: its account flows (balance, ECDSA and BIP-322 messages with its one address, hex PSBTs,
 * its own send and the app-built one) are in mainnet-devnet.spec.ts. Here, what its API shapes (https://web3.okx.com/build/dev-docs/sdks/chains/bitcoin/provider,
 * docs/wallet-interfaces.md §5): `sendBitcoin(to, satoshis)` pays one recipient in sats, so
 * several recipients are an app-built PSBT; `signPsbts` signs a batch in one prompt.
 */
type Logged = { method: string; status: string; params: unknown };
const walletCalls = async (page: Page) =>
  (
    await page.evaluate(() =>
      (window as unknown as { satchelDevWallet: { requests(): Logged[] } }).satchelDevWallet.requests(),
    )
  )
    .map(({ method, status, params }) => ({ method, status, params }))
    .filter(
      (c) => !['connect', 'getAccounts', 'getPublicKey', 'getNetwork', 'getBalance'].includes(c.method),
    );

mainnetWalletTest(
  'okx',
  'a one-recipient send is its own sendBitcoin, in satoshis',
  async ({ page, wallet, chain }) => {
    const recipient = freshWalletOn('mainnet').payment;
    await chain.faucet(wallet.payment, 30_000_000, true);
    await connect(page, 'okx', wallet, '/send');
    await reviewSend(page, [[recipient, '0.015']]);
    await expect(page.getByTestId('send-total')).toHaveText('0.015 BTC + fee');
    await refusedThenSent(page, [[recipient, 1_500_000n]], chain);
    expect(await walletCalls(page)).toEqual([
      { method: 'sendBitcoin', status: 'error', params: [recipient, 1_500_000] },
      { method: 'sendBitcoin', status: 'ok', params: [recipient, 1_500_000] },
    ]);
  },
);

mainnetWalletTest(
  'okx',
  'two recipients: the app builds the PSBT, OKX signs it, the app broadcasts',
  async ({ page, wallet, chain }) => {
    const recipients = [freshWalletOn('mainnet').payment, freshWalletOn('mainnet').ordinals] as const;
    await chain.faucet(wallet.payment, 30_000_000, true);
    await connect(page, 'okx', wallet, '/send');
    await reviewSend(page, [
      [recipients[0], '0.01'],
      [recipients[1], '0.02'],
    ]);
    // Built here: the fee is known before OKX is asked.
    expect(Number(await page.getByTestId('send-fee').getAttribute('data-sats'))).toBeGreaterThan(0);
    await refusedThenSent(
      page,
      [
        [recipients[0], 1_000_000n],
        [recipients[1], 2_000_000n],
      ],
      chain,
    );
    expect((await walletCalls(page)).map(({ method, status }) => ({ method, status }))).toEqual([
      { method: 'signPsbt', status: 'error' },
      { method: 'signPsbt', status: 'ok' },
    ]);
  },
);

mainnetWalletTest(
  'okx',
  'a batch of PSBTs is signed in one OKX prompt (signPsbts)',
  async ({ page, wallet, chain }) => {
    await batchSignedInOnePrompt(page, 'okx', wallet, 'signPsbts', chain);
  },
);
