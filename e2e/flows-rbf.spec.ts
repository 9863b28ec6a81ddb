import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from '../test/devwallet/fixture';
import { conflictingTransaction, type SpentInput } from '../test/rbf/conflicting-tx';
import { SUBJECT } from '../test/subjects';
import { addressStats, connect, navigate, type Wallet, walletTest } from './flows-support';
import { DEVNET, devnet, freshWallet } from './support';

interface DevnetTx {
  fee: number;
  weight: number;
  vin: SpentInput[];
  vout: { scriptpubkey_address?: string; value: number }[];
}

const getTx = async (txid: string) => (await (await fetch(`${DEVNET}/api/tx/${txid}`)).json()) as DevnetTx;

/** An app-built send (a chosen rate builds the PSBT here): 0.1 BTC at 2 sat/vB, from 0.3 BTC. */
async function sendBuiltHere(page: Page, family: Parameters<typeof connect>[1], wallet: Wallet) {
  const recipient = freshWallet().payment;
  await devnet.faucet(wallet.payment, 30_000_000, true);
  await connect(page, family, wallet);
  await expect(page.getByTestId('balance-total')).toHaveText('0.3');
  await navigate(page, '/send');
  await page.getByTestId('send-address').fill(recipient);
  await page.getByTestId('send-amount').fill('0.1');
  await page.getByTestId('fee-custom').check();
  await page.getByTestId('fee-custom-rate').fill('2');
  await page.getByTestId('send-review').click();
  await page.getByTestId('send-submit').click();
  await expect(page.getByTestId('send-txid')).toHaveText(/^[0-9a-f]{64}$/);
  const txid = await page.getByTestId('send-txid').innerText();
  await expect(page.getByTestId('tx-status')).toHaveAttribute('data-state', 'mempool');
  return { recipient, txid };
}

/**
 * Bitcoin Core 29.1 relays from 0.1 sat/vB (bitcoin/bitcoin#33106) and asks a replacement for
 * 0.1 sat/vB more of its own size (BIP-125 rule 4), as the devnet does: a send at 0.2 sat/vB goes
 * out, is sped up to 0.3 sat/vB, and the replacement confirms.
 */
walletTest(
  SUBJECT.satsConnect,
  'sends at 0.2 sat/vB and speeds it up to 0.3 sat/vB; the replacement confirms',
  async ({ page, wallet }) => {
    const recipient = freshWallet().payment;
    await devnet.faucet(wallet.payment, 30_000_000, true);
    await connect(page, SUBJECT.satsConnect, wallet);
    await expect(page.getByTestId('balance-total')).toHaveText('0.3');
    await navigate(page, '/send');
    await page.getByTestId('send-address').fill(recipient);
    await page.getByTestId('send-amount').fill('0.1');
    await page.getByTestId('fee-custom').check();
    await page.getByTestId('fee-custom-rate').fill('0.2');
    await page.getByTestId('send-review').click();
    const fee = page.getByTestId('send-fee');
    await expect(fee).toContainText('(0.2 sat/vB, ~');
    const reviewedSend = Number(await fee.getAttribute('data-sats'));
    await page.getByTestId('send-submit').click();
    await expect(page.getByTestId('send-txid')).toHaveText(/^[0-9a-f]{64}$/);
    const original = await page.getByTestId('send-txid').innerText();
    await expect(page.getByTestId('tx-status')).toHaveAttribute('data-state', 'mempool');
    const sent = await getTx(original);
    const sentVsize = Math.ceil(sent.weight / 4);
    expect(sent.fee).toBe(reviewedSend);
    // ceil(0.2 × the estimated vsize), which a signature a byte shorter than the worst case leaves above.
    expect(sent.fee).toBeGreaterThanOrEqual(Math.ceil(sentVsize * 0.2));
    expect(sent.fee).toBeLessThan(sentVsize * 0.3);

    await page.getByTestId('tx-replace-rate').fill('0.3');
    await page.getByTestId('tx-speed-up').click();
    const plan = page.getByTestId('tx-replace-plan');
    await expect(plan).toHaveAttribute('data-kind', 'speed-up');
    await expect(plan).toContainText(`${recipient} · 0.1 BTC`);
    await expect(page.getByTestId('fee-warning')).toHaveCount(0);
    const reviewedFee = Number(await page.getByTestId('tx-replace-fee').getAttribute('data-sats'));
    // Rule 4 at 0.1 sat/vB, not the 1 sat/vB of older nodes.
    expect(reviewedFee).toBeLessThan(sent.fee + sentVsize / 2);
    await page.getByTestId('tx-replace-submit').click();

    const step = page.getByTestId('tx-replaced');
    await expect(step).toHaveAttribute('data-txid', original);
    const replacement = (await step.getAttribute('data-by')) ?? '';
    expect(replacement).toMatch(/^[0-9a-f]{64}$/);
    expect((await fetch(`${DEVNET}/api/tx/${original}`)).status).toBe(404);
    const tx = await getTx(replacement);
    expect(tx.fee).toBe(reviewedFee);
    expect(tx.fee / Math.ceil(tx.weight / 4)).toBeGreaterThanOrEqual(0.3);
    expect(tx.fee / Math.ceil(tx.weight / 4)).toBeLessThan(1);
    expect(tx.vout[0]).toMatchObject({ scriptpubkey_address: recipient, value: 10_000_000 });

    await devnet.mine();
    await expect(page.getByTestId('tx-status')).toHaveAttribute('data-state', 'confirmed');
    expect(await addressStats(recipient)).toEqual({ confirmed: 10_000_000n, pending: 0n });
    expect(await addressStats(wallet.payment)).toEqual({
      confirmed: 20_000_000n - BigInt(reviewedFee),
      pending: 0n,
    });
  },
);

/**
 * "Speed up" replaces the app's own unconfirmed send (BIP-125) paying the same
 * recipient the same amount at a higher rate; the tracker follows the replacement and reports
 * the original `replaced` with the new txid.
 */
walletTest(
  SUBJECT.satsConnect,
  'speeds up its own send; the replacement confirms',
  async ({ page, wallet }) => {
    const { recipient, txid: original } = await sendBuiltHere(page, SUBJECT.satsConnect, wallet);

    await page.getByTestId('tx-replace-rate').fill('12');
    await page.getByTestId('tx-speed-up').click();
    const plan = page.getByTestId('tx-replace-plan');
    await expect(plan).toHaveAttribute('data-kind', 'speed-up');
    await expect(plan).toContainText(original);
    await expect(plan).toContainText(`${recipient} · 0.1 BTC`);
    await expect(page.getByTestId('fee-warning')).toHaveCount(0);
    const reviewedFee = Number(await page.getByTestId('tx-replace-fee').getAttribute('data-sats'));
    await page.getByTestId('tx-replace-submit').click();

    const step = page.getByTestId('tx-replaced');
    await expect(step).toHaveAttribute('data-txid', original);
    const replacement = (await step.getAttribute('data-by')) ?? '';
    expect(replacement).toMatch(/^[0-9a-f]{64}$/);
    await expect(page.getByTestId('send-txid')).toHaveText(replacement);
    await expect(page.getByTestId('tx-status')).toHaveAttribute('data-state', 'mempool');
    expect((await fetch(`${DEVNET}/api/tx/${original}`)).status).toBe(404);
    const tx = await getTx(replacement);
    expect(tx.fee).toBe(reviewedFee);
    expect(tx.fee / Math.ceil(tx.weight / 4)).toBeGreaterThanOrEqual(12);
    expect(tx.vout[0]).toMatchObject({ scriptpubkey_address: recipient, value: 10_000_000 });

    await devnet.mine();
    await expect(page.getByTestId('tx-status')).toHaveAttribute('data-state', 'confirmed');
    await expect(page.getByTestId('tx-speed-up')).toHaveCount(0);
    expect(await addressStats(recipient)).toEqual({ confirmed: 10_000_000n, pending: 0n });
    expect(await addressStats(wallet.payment)).toEqual({
      confirmed: 20_000_000n - BigInt(reviewedFee),
      pending: 0n,
    });

    // After a reload the original is still found replaced, by the replacement now confirmed.
    await page.reload();
    await expect(page.getByTestId('tx-replaced')).toHaveAttribute('data-by', replacement);
    await expect(page.getByTestId('send-txid')).toHaveText(replacement);
    await expect(page.getByTestId('tx-status')).toHaveAttribute('data-state', 'confirmed');
  },
);

/**
 * "Cancel" pays everything back to the payment address; its review has the send's
 * fee guard (a rate above 5× the fastest estimate must be confirmed).
 */
walletTest(
  SUBJECT.injected,
  'cancels its own send: the coins come back, less the fee',
  async ({ page, wallet }) => {
    const { recipient, txid: original } = await sendBuiltHere(page, SUBJECT.injected, wallet);

    // The devnet's fastest estimate is 5 sat/vB: 30 is above the 25 sat/vB ceiling.
    await page.getByTestId('tx-replace-rate').fill('30');
    await page.getByTestId('tx-cancel').click();
    const plan = page.getByTestId('tx-replace-plan');
    await expect(plan).toHaveAttribute('data-kind', 'cancel');
    await expect(plan).toContainText(wallet.payment);
    await expect(page.getByTestId('fee-warning')).toContainText('above 25 sat/vB');
    await expect(page.getByTestId('tx-replace-submit')).toBeDisabled();
    await page.getByTestId('fee-confirm').check();
    const fee = BigInt((await page.getByTestId('tx-replace-fee').getAttribute('data-sats')) ?? '0');
    await page.getByTestId('tx-replace-submit').click();

    await expect(page.getByTestId('tx-replaced')).toHaveAttribute('data-txid', original);
    const cancel = (await page.getByTestId('tx-replaced').getAttribute('data-by')) ?? '';
    const tx = await getTx(cancel);
    expect(tx.vout).toEqual([expect.objectContaining({ scriptpubkey_address: wallet.payment })]);
    await devnet.mine();
    await expect(page.getByTestId('tx-status')).toHaveAttribute('data-state', 'confirmed');
    expect(await addressStats(recipient)).toEqual({ confirmed: 0n, pending: 0n });
    expect(await addressStats(wallet.payment)).toEqual({ confirmed: 30_000_000n - fee, pending: 0n });
  },
);

/**
 * A replacement made elsewhere (here, the wallet's key spending the same coins back
 * to itself, as a wallet's own cancel would) is found from the spender of the send's inputs and
 * reported `replaced` with its txid; the app does not follow it, and offers nothing to replace.
 */
walletTest(SUBJECT.rpc, 'reports a replacement made outside the app', async ({ page, wallet }) => {
  const { txid: original } = await sendBuiltHere(page, SUBJECT.rpc, wallet);
  await expect(page.getByTestId('tx-speed-up')).toBeVisible();

  const conflict = conflictingTransaction(wallet.mnemonic, (await getTx(original)).vin, 20_000n);
  const broadcast = await fetch(`${DEVNET}/api/tx`, { method: 'POST', body: conflict.hex });
  expect(await broadcast.text()).toBe(conflict.txid);

  const status = page.getByTestId('tx-status');
  await expect(status).toHaveAttribute('data-state', 'replaced');
  await expect(status).toHaveAttribute('data-by', conflict.txid);
  await expect(status).toContainText(conflict.txid);
  await expect(page.getByTestId('send-txid')).toHaveText(original);
  await expect(page.getByTestId('tx-replaced')).toHaveCount(0);
  await expect(page.getByTestId('tx-speed-up')).toHaveCount(0);
  await expect(page.getByTestId('tx-cancel')).toHaveCount(0);

  await devnet.mine();
  await expect(status).toContainText('confirmed in a block');
  expect(await addressStats(wallet.payment)).toEqual({ confirmed: 30_000_000n - 20_000n, pending: 0n });
});

/** The devnet's static table as it starts (packages/devnet/src/fees.ts), for tests that change it. */
const DEVNET_FEES = { fastestFee: 5, halfHourFee: 3, hourFee: 2, economyFee: 0.5, minimumFee: 0.1 };

/** With SATCHEL_SHOTS_DIR set, the fee picker in light, dark and at phone width. */
async function shootPicker(page: Page) {
  const dir = process.env.SATCHEL_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const form = page.locator('form.card');
  await page.emulateMedia({ colorScheme: 'light' });
  await form.screenshot({ path: join(dir, 'fees-light.png') });
  await page.emulateMedia({ colorScheme: 'dark' });
  await form.screenshot({ path: join(dir, 'fees-dark.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.screenshot({ path: join(dir, 'fees-phone.png'), fullPage: true });
}

/**
 * mempool.space's `/api/v1/fees/precise` (mempool#6089) answers decimal rates, below 1 sat/vB on a
 * quiet mempool; the app reads it first and offers those tiers as they are, not rounded up.
 */
walletTest(
  SUBJECT.satsConnect,
  "offers the explorer's precise tiers below 1 sat/vB and builds a send at one",
  async ({ page, wallet }) => {
    await devnet.fees({ fastestFee: 0.8, halfHourFee: 0.5, hourFee: 0.2, economyFee: 0.1, minimumFee: 0.1 });
    try {
      await devnet.faucet(wallet.payment, 10_000_000, true);
      await connect(page, SUBJECT.satsConnect, wallet, '/send');
      await expect(page.getByTestId('fee-fast').locator('..')).toHaveText('Fast · 0.8 sat/vB');
      await expect(page.getByTestId('fee-normal').locator('..')).toHaveText('Normal · 0.5 sat/vB');
      await expect(page.getByTestId('fee-slow').locator('..')).toHaveText('Slow · 0.2 sat/vB');
      await expect(page.getByTestId('fee-notice')).toHaveCount(0);
      await page.getByTestId('send-address').fill(freshWallet().payment);
      await page.getByTestId('send-amount').fill('0.01');
      await page.getByTestId('fee-slow').check();
      await page.getByTestId('send-review').click();
      await expect(page.getByTestId('send-fee')).toContainText('(0.2 sat/vB, ~');
      await page.getByTestId('fee-custom').check();
      await page.getByTestId('fee-custom-rate').fill('0.2');
      await shootPicker(page);
      await page.getByTestId('send-review').click();
      await expect(page.getByTestId('send-fee')).toContainText('(0.2 sat/vB, ~');
      if (process.env.SATCHEL_SHOTS_DIR) {
        await page
          .getByTestId('send-plan')
          .screenshot({ path: join(process.env.SATCHEL_SHOTS_DIR, 'fees-review-phone.png') });
      }
    } finally {
      await devnet.fees(DEVNET_FEES);
    }
  },
);
