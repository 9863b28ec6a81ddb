import { expect } from '../test/devwallet/fixture';
import { SUBJECT } from '../test/subjects';
import { connect, navigate, walletTest } from './flows-support';
import { devnet, freshWallet } from './support';

/**
 * Inscriptions on the devnet: seen on the Assets page through the devnet's ord index,
 * sent on with their postage, and never spent by accident by a send.
 */
walletTest(
  SUBJECT.satsConnect,
  'shows an inscription as text and sends it to another address',
  async ({ page, wallet }) => {
    const inscribed = await devnet.inscribe(wallet.ordinals, 'gm from the devnet');
    await devnet.faucet(wallet.payment, 200_000, true);
    await connect(page, SUBJECT.satsConnect, wallet, '/assets');
    const card = page.getByTestId(`assets-inscription-${inscribed.id}`);
    await expect(card.getByTestId('assets-inscription-text')).toHaveText('gm from the devnet');

    const recipient = freshWallet().ordinals;
    await card.getByTestId('assets-send-inscription').click();
    await page.getByTestId('transfer-recipient').fill(recipient);
    await page.getByTestId('transfer-review').click();
    await expect(page.getByTestId('transfer-plan')).toContainText(recipient);
    await page.getByTestId('transfer-submit').click();
    await expect(page.getByTestId('transfer-txid')).toHaveText(/^[0-9a-f]{64}$/);
    const txid = await page.getByTestId('transfer-txid').innerText();
    await devnet.mine();
    const moved = await devnet.inscription(inscribed.id);
    expect(moved.address).toBe(recipient);
    expect(moved.satpoint).toBe(`${txid}:0:0`);
  },
);

walletTest(
  SUBJECT.injected,
  'a send never spends the inscription the address holds',
  async ({ page, wallet }) => {
    // One address for payments and ordinals: a 10,000-sat inscription and 600 sats beside it.
    await devnet.inscribe(wallet.payment, 'keep me');
    await devnet.faucet(wallet.payment, 600, true);
    await connect(page, SUBJECT.injected, wallet);
    await expect(page.getByTestId('balance-total')).toHaveText('0.000106');
    await expect(page.getByTestId('balance-protected')).toHaveText('0.0001');
    await expect(page.getByTestId('balance-spendable')).toHaveText('0.000006');

    await navigate(page, '/send');
    await page.getByTestId('send-address').fill(freshWallet().payment);
    await page.getByTestId('send-amount').fill('0.00005');
    await page.getByTestId('fee-normal').check();
    await page.getByTestId('send-review').click();
    await expect(page.getByTestId('error-message')).toContainText(
      'The amount is more than your spendable balance of 0.000006 BTC.',
    );
    await expect(page.getByTestId('send-plan')).toHaveCount(0);
  },
);
