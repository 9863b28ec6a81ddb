import type { Page } from '@playwright/test';
import type { PendingApproval } from '../packages/devwallet/src/approvals';
import type { Family } from '../packages/devwallet/src/config';
import { expect } from '../test/devwallet/fixture';
import { SUBJECT } from '../test/subjects';
import { addressStats, connect, type Wallet, walletTest } from './flows-support';
import {
  APP_ORDERING,
  etchThroughService,
  expectStatus,
  fillMint,
  freshRuneName,
  orderRow,
  payAndComplete,
  service,
} from './runes-support';
import { APP_DEVNET, DEVNET, devnet } from './support';

/**
 * End to end: the Runes page, the Dev Wallet paying with real devnet transactions, and
 * the devnet's ordering service moving orders as blocks are mined. As the sats-connect wallet
 * (Xverse's runes orders) the wallet places and pays orders itself (runes_mint / runes_etch); as the
 * injected one the app creates the order, pays it with the wallet's send and executes it.
 */
async function openRunes(page: Page, wallet: Wallet, family: Family = SUBJECT.satsConnect) {
  await devnet.faucet(wallet.payment, 2_000_000, true);
  await connect(page, family, wallet);
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

interface Control {
  setAutoApprove(on: boolean): void;
  pending(): PendingApproval[];
  approve(): boolean;
  rejectNext(): void;
}

/** The Dev Wallet's in-page control API. */
const devWallet = {
  holdPrompts: (page: Page) =>
    page.evaluate(() =>
      (window as unknown as { satchelDevWallet: Control }).satchelDevWallet.setAutoApprove(false),
    ),
  pendingMethods: (page: Page) =>
    page.evaluate(() =>
      (window as unknown as { satchelDevWallet: Control }).satchelDevWallet.pending().map((p) => p.method),
    ),
  approve: (page: Page) =>
    page.evaluate(() => (window as unknown as { satchelDevWallet: Control }).satchelDevWallet.approve()),
  rejectNext: (page: Page) =>
    page.evaluate(() => (window as unknown as { satchelDevWallet: Control }).satchelDevWallet.rejectNext()),
};

/** Estimate and pay with the wallet's prompts held; the wallet methods that are waiting. */
async function payAndHoldPrompt(page: Page): Promise<string[]> {
  await devWallet.holdPrompts(page);
  await page.getByTestId('runes-estimate').click();
  await expect(page.getByTestId('runes-estimate-total')).toBeVisible();
  await page.getByTestId('runes-pay').click();
  await expect.poll(async () => (await devWallet.pendingMethods(page)).length).toBe(1);
  return devWallet.pendingMethods(page);
}

walletTest(
  SUBJECT.satsConnect,
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
  SUBJECT.satsConnect,
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

walletTest(
  SUBJECT.satsConnect,
  'runes: a mint order of an etched rune goes to complete',
  async ({ page, wallet }) => {
    const name = freshRuneName();
    await etchThroughService(name, wallet.ordinals);
    await openRunes(page, wallet);
    await fillMint(page, name);
    await payAndComplete(page, name);
  },
);

walletTest(
  SUBJECT.satsConnect,
  'runes: a wallet offering runes_mint places and pays the mint order itself, and it completes',
  async ({ page, wallet }) => {
    const name = freshRuneName();
    await etchThroughService(name, wallet.ordinals);
    await openRunes(page, wallet);
    await fillMint(page, name);
    expect(await payAndHoldPrompt(page)).toEqual(['runes_mint']);
    expect(await devWallet.approve(page)).toBe(true);
    const row = orderRow(page, name);
    await expectStatus(page, name, 'pending');
    await expect(row.getByTestId('runes-order-paid-by-wallet')).toBeVisible();
    // The order the wallet placed is the service's, read back by its id.
    const orderId = ((await row.getAttribute('data-testid')) ?? '').replace('runes-order-', '');
    const order = await service.getOrder(orderId);
    expect(order).toMatchObject({ orderType: 'rune_mint' });
    expect(order.state).toBe('pending');
    await expect(row.locator('.mono').first()).toHaveText(order.fundingAddress);
    await devnet.mine(1);
    await expectStatus(page, name, 'executing');
    await devnet.mine(1);
    await expectStatus(page, name, 'complete');
  },
);

walletTest(
  SUBJECT.injected,
  'runes: a wallet without runes_mint pays the order the app created, and it completes',
  async ({ page, wallet }) => {
    const name = freshRuneName();
    await etchThroughService(name, wallet.ordinals);
    await openRunes(page, wallet, SUBJECT.injected);
    await fillMint(page, name);
    expect(await payAndHoldPrompt(page)).toEqual(['sendBitcoin']);
    // The app created the order before asking the wallet to fund it.
    await expectStatus(page, name, 'new');
    expect(await devWallet.approve(page)).toBe(true);
    await expectStatus(page, name, 'pending');
    await expect(orderRow(page, name).getByTestId('runes-order-paid-by-wallet')).toHaveCount(0);
    await devnet.mine(1);
    await expectStatus(page, name, 'executing');
    await devnet.mine(1);
    await expectStatus(page, name, 'complete');
  },
);

walletTest(
  SUBJECT.satsConnect,
  'runes: a mint the wallet refuses leaves no paid order and shows the error',
  async ({ page, wallet }) => {
    const name = freshRuneName();
    await etchThroughService(name, wallet.ordinals);
    await openRunes(page, wallet);
    await fillMint(page, name);
    await page.getByTestId('runes-estimate').click();
    await expect(page.getByTestId('runes-estimate-total')).toBeVisible();
    await devWallet.rejectNext(page);
    await page.getByTestId('runes-pay').click();
    const form = page.getByTestId('runes-mint-form');
    await expect(form.getByTestId('error-message')).toContainText('User rejected the request.');
    await expect(page.getByTestId('runes-mint-name')).toHaveValue(name.toLowerCase().replace('•', '.'));
    await expect(orderRow(page, name)).toHaveCount(0);
    await expect(page.getByTestId('runes-orders')).toContainText('No orders yet.');
    // Nothing left the wallet.
    expect(await addressStats(wallet.payment)).toEqual({ confirmed: 2_000_000n, pending: 0n });
  },
);

walletTest(
  SUBJECT.injected,
  'runes: a rejected funding payment of an order the app created leaves it new, and paying again works',
  async ({ page, wallet }) => {
    const name = freshRuneName();
    await openRunes(page, wallet, SUBJECT.injected);
    await fillEtch(page, name);
    await page.getByTestId('runes-estimate').click();
    await devWallet.rejectNext(page);
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
  SUBJECT.satsConnect,
  'runes: a fee bump pays the quoted difference and the order still completes',
  async ({ page, wallet }) => {
    const name = freshRuneName();
    // The Dev Wallet reads its UTXOs with a plain fetch, which the browser may answer from cache
    // (the devnet sends max-age=10), so a second payment seconds after the first could reuse a
    // spent coin. Routing disables Chromium's HTTP cache for this page.
    await page.route(`${APP_DEVNET}/api/**`, (route) => route.continue());
    await openRunes(page, wallet);
    await fillEtch(page, name);
    await page.getByTestId('runes-estimate').click();
    await page.getByTestId('runes-pay').click();
    // Bumped while the funding is unconfirmed.
    await expectStatus(page, name, 'pending');

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
    await expectStatus(page, name, 'executing');
    await devnet.mine(1);
    await expectStatus(page, name, 'complete');
  },
);

walletTest(
  SUBJECT.satsConnect,
  'runes: invalid inputs are refused before any call to the service',
  async ({ page, wallet }) => {
    await openRunes(page, wallet);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(APP_ORDERING)) calls.push(request.url());
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
