import { join } from 'node:path';
import { expect } from '../test/devwallet/fixture';
import { SUBJECT } from '../test/subjects';
import { addressStats, connect, navigate, walletTest } from './flows-support';
import { DEVNET, devnet, freshWallet } from './support';

/**
 * With the indexer down: a single-address wallet (the injected `window.unisat`-style
 * one: payments and ordinals on one address) may hold inscriptions or runes there, so without the index's answer the app builds
 * nothing from it and says so, while the wallet's own send, which knows its assets, still works.
 *
 * The fault answers 500 to the devnet's ord paths naming this wallet's address (`/ord/address/…`,
 * `/ord/outputs/…`), which is every indexer question the app asks about it, and to no other
 * address on this worker's devnet.
 */
const REFUSAL =
  'Cannot confirm this address holds no inscriptions or runes. Try again, or send from your wallet.';

/** A single-address wallet whose own send takes no fee rate (`sendBitcoin(to, amount)`). */
const NO_RATE_SEND = 'keplr';

walletTest(
  NO_RATE_SEND,
  'with the indexer down, an app-built send is refused and the wallet send still works',
  async ({ page, wallet }) => {
    const recipient = freshWallet().payment;
    await devnet.faucet(wallet.payment, 1_000_000, true);
    await connect(page, NO_RATE_SEND, wallet);
    await expect(page.getByTestId('balance-total')).toHaveText('0.01');

    await devnet.fault({ path: `/ord/*${wallet.payment}*`, status: 500 });
    // The indexer really is down for this address.
    const asked = await fetch(`${DEVNET}/ord/outputs/${wallet.payment}?type=any`, {
      headers: { Accept: 'application/json' },
    });
    expect(asked.status).toBe(500);

    await navigate(page, '/send');
    await page.getByTestId('send-address').fill(recipient);
    await page.getByTestId('send-amount').fill('0.001');
    await page.getByTestId('fee-normal').check();
    await page.getByTestId('send-review').click();
    await expect(page.getByTestId('error-message').locator('.message')).toHaveText(REFUSAL);
    await expect(page.getByTestId('send-plan')).toHaveCount(0);
    expect(await addressStats(wallet.payment)).toEqual({ confirmed: 1_000_000n, pending: 0n });

    await page.getByTestId('fee-wallet').check();
    await page.getByTestId('send-review').click();
    await expect(page.getByTestId('send-plan')).toContainText(recipient);
    await expect(page.getByTestId('error-message')).toHaveCount(0);
    await page.getByTestId('send-submit').click();
    const txid = page.getByTestId('send-txid');
    await expect(txid).toHaveText(/^[0-9a-f]{64}$/);
    expect((await fetch(`${DEVNET}/api/tx/${await txid.innerText()}`)).status).toBe(200);
    expect(await addressStats(recipient)).toEqual({ confirmed: 0n, pending: 100_000n });
  },
);

/**
 * The same with a wallet whose own send takes a fee rate: the rate chosen goes to that send, which
 * knows the wallet's assets. Wizz takes whole sat/vB only, so a chosen 0.2 goes as 1 and the review
 * says so; Unisat takes decimals, so 0.2 goes as it is.
 */
const RATE_SENDS = [
  {
    family: 'wizz',
    fee: 'Wizz takes whole sat/vB only: your 0.2 sat/vB goes to it as 1 sat/vB. It shows the fee before you approve.',
    rate: '1',
  },
  {
    family: SUBJECT.injected,
    fee: '0.2 sat/vB, in your wallet’s own send; it shows the fee before you approve.',
    rate: '0.2',
  },
] as const;

for (const { family, fee, rate } of RATE_SENDS) {
  walletTest(
    family,
    "with the indexer down, a chosen 0.2 sat/vB goes to the wallet's own send in the form it takes",
    async ({ page, wallet }) => {
      const recipient = freshWallet().payment;
      await devnet.faucet(wallet.payment, 1_000_000, true);
      await connect(page, family, wallet);
      await expect(page.getByTestId('balance-total')).toHaveText('0.01');
      await devnet.fault({ path: `/ord/*${wallet.payment}*`, status: 500 });

      await navigate(page, '/send');
      await page.getByTestId('send-address').fill(recipient);
      await page.getByTestId('send-amount').fill('0.001');
      await page.getByTestId('fee-custom').check();
      await page.getByTestId('fee-custom-rate').fill('0.2');
      await page.getByTestId('send-review').click();
      await expect(page.getByTestId('error-message')).toHaveCount(0);
      await expect(page.getByTestId('send-fee')).toHaveText(fee);
      await expect(page.getByTestId('send-fee')).toHaveAttribute('data-fee-rate', rate);
      const shots = process.env.SATCHEL_SHOTS_DIR;
      if (shots)
        await page.getByTestId('send-plan').screenshot({ path: join(shots, `fees-wallet-${family}.png`) });
      await page.getByTestId('send-submit').click();
      const txid = page.getByTestId('send-txid');
      await expect(txid).toHaveText(/^[0-9a-f]{64}$/);
      expect((await fetch(`${DEVNET}/api/tx/${await txid.innerText()}`)).status).toBe(200);
      expect(await addressStats(recipient)).toEqual({ confirmed: 0n, pending: 100_000n });
    },
  );
}
