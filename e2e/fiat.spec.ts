import { DEVNET_PRICES } from '../packages/devnet/src/http/esplora/prices';
import { expect, test } from '../test/devwallet/fixture';
import { SUBJECT } from '../test/subjects';
import { connect, navigate, walletTest } from './flows-support';
import { devnet, freshWallet } from './support';

/**
 * On the devnet, whose `/api/v1/prices` quotes 1 BTC at 100,000 USD and 92,000 EUR:
 * the balance and a review show the fiat amount, the picked currency is remembered, and nothing
 * shows when the prices fail or are older than 10 minutes.
 */

const PRICES_PATH = '/api/v1/prices';

/** How many price requests this worker's devnet has answered; earlier tests on it ask too. */
const pricesAsked = async () => (await devnet.requests()).filter((r) => r.path === PRICES_PATH).length;

test.afterEach(async () => {
  await devnet.clearFaults();
});

walletTest(
  SUBJECT.satsConnect,
  'shows the balance and a send review in USD, then in the currency picked',
  async ({ page, wallet }) => {
    expect(DEVNET_PRICES.USD).toBe(100_000);
    await devnet.faucet(wallet.payment, 100_000_000, true);
    await connect(page, SUBJECT.satsConnect, wallet);
    await expect(page.getByTestId('balance-total')).toHaveText('1');
    const balanceFiat = page.getByTestId('fiat-amount');
    await expect(balanceFiat).toHaveText('≈ $100,000.00');
    await expect(page.getByTestId('fiat-currency').locator('option')).toHaveText([
      'USD',
      'EUR',
      'GBP',
      'CAD',
      'CHF',
      'AUD',
      'JPY',
    ]);

    await navigate(page, '/send');
    await page.getByTestId('send-address').fill(freshWallet().payment);
    await page.getByTestId('send-amount').fill('0.1');
    await page.getByTestId('fee-normal').check();
    await page.getByTestId('send-review').click();
    const fee = Number(await page.getByTestId('send-fee').getAttribute('data-sats'));
    // (10,000,000 + fee) sats at 100,000 USD per BTC: one dollar per 1,000 sats.
    const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
      (10_000_000 + fee) / 1_000,
    );
    await expect(page.getByTestId('send-plan').getByTestId('fiat-amount')).toHaveText(`≈ ${dollars}`);

    await navigate(page, '/');
    await page.getByTestId('fiat-currency').selectOption('EUR');
    await expect(balanceFiat).toHaveText('≈ €92,000.00');
    await page.reload();
    await expect(page.getByTestId('balance-total')).toHaveText('1');
    await expect(page.getByTestId('fiat-amount')).toHaveText('≈ €92,000.00');
    await expect(page.getByTestId('fiat-currency')).toHaveValue('EUR');
  },
);

walletTest(
  SUBJECT.satsConnect,
  'shows no fiat amount when the prices request fails',
  async ({ page, wallet }) => {
    await devnet.fault({ path: PRICES_PATH, status: 500, body: 'Internal Server Error' });
    await devnet.faucet(wallet.payment, 50_000_000, true);
    const before = await pricesAsked();
    await connect(page, SUBJECT.satsConnect, wallet);
    await expect(page.getByTestId('balance-total')).toHaveText('0.5');
    await navigate(page, '/send');
    await page.getByTestId('send-address').fill(freshWallet().payment);
    await page.getByTestId('send-amount').fill('0.1');
    await page.getByTestId('fee-normal').check();
    await page.getByTestId('send-review').click();
    await expect(page.getByTestId('send-plan')).toBeVisible();
    await expect(page.getByTestId('tx-diagram')).toBeVisible();
    // The request was made, and failed: no number anywhere.
    expect(await pricesAsked()).toBeGreaterThan(before);
    await expect(page.getByTestId('fiat-amount')).toHaveCount(0);
    await navigate(page, '/');
    await expect(page.getByTestId('balance-total')).toHaveText('0.5');
    await expect(page.getByTestId('fiat-amount')).toHaveCount(0);
    await expect(page.getByTestId('fiat-currency')).toHaveCount(0);
  },
);

walletTest(
  SUBJECT.satsConnect,
  'shows no fiat amount from prices taken more than 10 minutes ago',
  async ({ page, wallet }) => {
    const elevenMinutesAgo = Math.floor(Date.now() / 1000) - 11 * 60;
    await devnet.fault({
      path: PRICES_PATH,
      status: 200,
      body: JSON.stringify({ time: elevenMinutesAgo, ...DEVNET_PRICES }),
      headers: { 'content-type': 'application/json' },
    });
    await devnet.faucet(wallet.payment, 50_000_000, true);
    const before = await pricesAsked();
    await connect(page, SUBJECT.satsConnect, wallet);
    await expect(page.getByTestId('balance-total')).toHaveText('0.5');
    await expect.poll(pricesAsked).toBeGreaterThan(before);
    await expect(page.getByTestId('fiat-amount')).toHaveCount(0);
  },
);
