import type { Page } from '@playwright/test';
import { expect } from '../emulator/fixture';
import { createOrderingClient } from '../src/core/runes';
import { connect, type Wallet, walletTest } from './flows-support';
import { DEVNET, devnet } from './support';

/**
 * SPEC R8 end to end: the Runes page, the Dev Wallet (as Xverse) paying with real devnet
 * transactions, and the devnet's ordering service moving orders as blocks are mined.
 */
const ORDERING = `${DEVNET}/ordinals/v1`;
const service = createOrderingClient({ network: 'regtest', baseUrl: ORDERING });

/** A name no other test (or earlier run against the same devnet) has etched. */
function freshRuneName(): string {
  const letters = Array.from({ length: 12 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26)));
  return `SATCHEL•${letters.join('')}`;
}

async function openRunes(page: Page, wallet: Wallet) {
  await devnet.faucet(wallet.payment, 2_000_000, true);
  await connect(page, 'xverse', wallet);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Runes', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Runes' })).toBeVisible();
}

async function fillEtch(page: Page, name: string) {
  await page.getByTestId('runes-tab-etch').click();
  await page.getByTestId('runes-etch-name').fill(name);
  await page.getByTestId('runes-etch-divisibility').fill('2');
  await page.getByTestId('runes-etch-symbol').fill('¤');
  await page.getByTestId('runes-etch-premine').fill('1000');
  await page.getByTestId('runes-etch-amount').fill('100');
  await page.getByTestId('runes-etch-cap').fill('10');
  await page.getByTestId('runes-etch-fee-rate').fill('2');
}

/** The one order row for a rune, and its status. */
function orderRow(page: Page, name: string) {
  return page.locator('li[data-testid^="runes-order-"]').filter({ hasText: name });
}

async function expectStatus(page: Page, name: string, state: string) {
  await expect(orderRow(page, name).getByTestId('runes-order-status')).toHaveAttribute('data-state', state);
}

/** Estimate, pay, then mine twice: pending → executing → complete. */
async function payAndComplete(page: Page, name: string) {
  await page.getByTestId('runes-estimate').click();
  await expect(page.getByTestId('runes-estimate-total')).toBeVisible();
  await page.getByTestId('runes-pay').click();
  await expectStatus(page, name, 'pending');
  await devnet.mine(1);
  await expectStatus(page, name, 'executing');
  await devnet.mine(1);
  await expectStatus(page, name, 'complete');
}

/** Etches a mintable rune straight through the service, funded from the faucet. */
async function etchThroughService(name: string, destination: string) {
  const order = await service.createEtchOrder({
    runeName: name,
    isMintable: true,
    terms: { amount: '100', cap: '10' },
    destinationAddress: destination,
    refundAddress: destination,
    feeRate: 2,
  });
  const { txid } = await devnet.faucet(order.fundAddress, Number(order.fundAmount), false);
  await service.executeOrder('etch', order.orderId, txid);
  await devnet.mine(1);
  await expect.poll(async () => (await service.getOrder(order.orderId)).state).toBe('executing');
  await devnet.mine(1);
  await expect.poll(async () => (await service.getOrder(order.orderId)).state).toBe('complete');
}

walletTest(
  'xverse',
  'runes: the estimate shows the total and its breakdown before paying',
  async ({ page, wallet }) => {
    await openRunes(page, wallet);
    await fillEtch(page, freshRuneName());
    await expect(page.getByTestId('runes-pay')).toHaveCount(0);
    await page.getByTestId('runes-estimate').click();
    const sats = async (id: string) => Number((await page.getByTestId(id).innerText()).replace(/[^\d]/g, ''));
    await expect(page.getByTestId('runes-estimate-postage')).toHaveText('546 sats');
    const total = await page.getByTestId('runes-estimate-total').innerText();
    const postage = await sats('runes-estimate-postage');
    const network = await sats('runes-estimate-network-fee');
    const serviceFee = await sats('runes-estimate-service-fee');
    expect(network).toBeGreaterThan(0);
    expect(total).toContain(`(${(postage + network + serviceFee).toLocaleString('en-US')} sats)`);
    await expect(page.getByTestId('runes-pay')).toBeVisible();
  },
);

walletTest(
  'xverse',
  'runes: an etch order goes from pending to complete as blocks are mined',
  async ({ page, wallet }) => {
    const name = freshRuneName();
    await openRunes(page, wallet);
    await fillEtch(page, name);
    await payAndComplete(page, name);
    // The list is kept across a reload.
    await page.reload();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Runes', exact: true })
      .click();
    await expectStatus(page, name, 'complete');
  },
);

walletTest('xverse', 'runes: a mint order of an etched rune goes to complete', async ({ page, wallet }) => {
  const name = freshRuneName();
  await etchThroughService(name, wallet.ordinals);
  await openRunes(page, wallet);
  await page.getByTestId('runes-mint-name').fill(name.toLowerCase().replace('•', '.'));
  await page.getByTestId('runes-mint-fee-rate').fill('3');
  await payAndComplete(page, name);
});

walletTest(
  'xverse',
  'runes: a rejected funding payment leaves the order new, and paying again works',
  async ({ page, wallet }) => {
    const name = freshRuneName();
    await openRunes(page, wallet);
    await fillEtch(page, name);
    await page.getByTestId('runes-estimate').click();
    await page.evaluate(() =>
      (window as unknown as { satchelDevWallet: { rejectNext(): void } }).satchelDevWallet.rejectNext(),
    );
    await page.getByTestId('runes-pay').click();
    const form = page.getByTestId('runes-etch-form');
    await expect(form.getByTestId('error-message')).toContainText('User rejected the request.');
    await expect(page.getByTestId('runes-etch-name')).toHaveValue(name);
    await expectStatus(page, name, 'new');
    await devnet.mine(1);
    await expectStatus(page, name, 'new');

    await orderRow(page, name).getByTestId('runes-order-pay').click();
    await expectStatus(page, name, 'pending');
    await devnet.mine(1);
    await expectStatus(page, name, 'executing');
  },
);

walletTest(
  'xverse',
  'runes: a fee bump pays the quoted difference and the order still completes',
  async ({ page, wallet }) => {
    const name = freshRuneName();
    // The Dev Wallet reads its UTXOs with a plain fetch, which the browser may answer from cache
    // (the devnet sends max-age=10), so a second payment seconds after the first could reuse a
    // spent coin. Routing disables Chromium's HTTP cache for this page.
    await page.route(`${DEVNET}/api/**`, (route) => route.continue());
    await openRunes(page, wallet);
    await fillEtch(page, name);
    await page.getByTestId('runes-estimate').click();
    await page.getByTestId('runes-pay').click();
    await expectStatus(page, name, 'pending');
    await devnet.mine(1);
    await expectStatus(page, name, 'executing');

    const row = orderRow(page, name);
    await row.getByTestId('runes-bump-rate').fill('12');
    await row.getByTestId('runes-bump-quote').click();
    await expect(row.getByTestId('runes-bump-cost')).toContainText('sats');
    const cost = Number((await row.getByTestId('runes-bump-cost').innerText()).replace(/[^\d]/g, ''));
    expect(cost).toBeGreaterThan(0);
    await row.getByTestId('runes-bump-pay').click();
    await expect(row.getByTestId('runes-bumped')).toBeVisible();

    // The bump arrived at the funding address as a second payment of exactly the quote.
    const fundAddress = (await row.locator('.mono').first().innerText()).trim();
    const txs = (await (await fetch(`${DEVNET}/api/address/${fundAddress}/txs`)).json()) as {
      vout: { scriptpubkey_address?: string; value: number }[];
    }[];
    const payments = txs.flatMap((tx) =>
      tx.vout.filter((o) => o.scriptpubkey_address === fundAddress).map((o) => o.value),
    );
    expect(payments).toContain(cost);
    await devnet.mine(1);
    await expectStatus(page, name, 'complete');
  },
);

walletTest(
  'xverse',
  'runes: invalid inputs are refused before any call to the service',
  async ({ page, wallet }) => {
    await openRunes(page, wallet);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(ORDERING)) calls.push(request.url());
    });
    const form = () => page.getByTestId('runes-etch-form');
    await fillEtch(page, 'SATS-1');
    const cases: [string, string, string][] = [
      ['runes-etch-name', 'SATS-1', 'A rune name uses only the capital letters A–Z and the spacer •.'],
      ['runes-etch-divisibility', '39', 'Divisibility must be a whole number from 0 to 38.'],
      ['runes-etch-premine', '1.5', 'The premine must be a whole number, like 1000.'],
      ['runes-etch-cap', '0', 'The mint cap must be more than 0.'],
      ['runes-etch-fee-rate', '0', 'The fee rate must be more than 0 sat/vB.'],
    ];
    const valid: Record<string, string> = {
      'runes-etch-name': freshRuneName(),
      'runes-etch-divisibility': '2',
      'runes-etch-premine': '1000',
      'runes-etch-cap': '10',
      'runes-etch-fee-rate': '2',
    };
    for (const [id, value, message] of cases) {
      for (const [field, good] of Object.entries(valid))
        await page.getByTestId(field).fill(field === id ? value : good);
      await page.getByTestId('runes-estimate').click();
      await expect(form().getByTestId('error-message')).toContainText(message);
      await expect(page.getByTestId(id)).toHaveValue(value);
    }
    await page.getByTestId('runes-tab-mint').click();
    await page.getByTestId('runes-mint-name').fill('SATCHEL•OK');
    await page.getByTestId('runes-mint-repeats').fill('0');
    await page.getByTestId('runes-estimate').click();
    await expect(page.getByTestId('runes-mint-form').getByTestId('error-message')).toContainText(
      'Repeats must be a whole number of at least 1.',
    );
    expect(calls).toEqual([]);
  },
);
