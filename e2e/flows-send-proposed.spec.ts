import type { Page } from '@playwright/test';
import { expect } from '../test/devwallet/fixture';
import { addressStats, connect } from './flows-support';
import { broadcastsSince, quirkTest, walletRequests } from './signature-checks-support';
import { devnet, freshWallet } from './support';

/**
 * A co-signed account's own send: Leather's policy (multisig) accounts answer `sendTransfer` with
 * `{txid: '', status: 'proposed', proposalId}` (leather-io/mono#2438, #2648). The page says the
 * payment went to the co-signers and is not broadcast yet: no txid, no tracking, no speed-up, no
 * error inviting a second send, and the same after a reload.
 */

const PROPOSED = "Sent to your wallet's co-signers, not broadcast yet";

/** Nothing of a broadcast send or of a failed one is on the page. */
async function expectProposedOnly(page: Page) {
  const proposed = page.getByTestId('send-proposed');
  await expect(proposed).toContainText(PROPOSED);
  await expect(proposed).toContainText(/Proposal proposal-\w+/);
  await expect(page.getByTestId('sent-transaction')).toHaveCount(0);
  await expect(page.getByTestId('send-txid')).toHaveCount(0);
  await expect(page.getByTestId('tx-status')).toHaveCount(0);
  await expect(page.getByTestId('tx-speed-up')).toHaveCount(0);
  await expect(page.getByTestId('error-message')).toHaveCount(0);
  await expect(page.getByText('Failed to send transaction')).toHaveCount(0);
}

quirkTest(
  'leather',
  ['policy-account'],
  "a co-signed account's send is shown as sent to its co-signers, never as broadcast or as failed",
  async ({ page, wallet }) => {
    const since = Date.now();
    const recipient = freshWallet().payment;
    await devnet.faucet(wallet.payment, 50_000_000, true);
    await connect(page, 'leather', wallet, '/send');
    await page.getByTestId('send-address').fill(recipient);
    await page.getByTestId('send-amount').fill('0.1');
    await page.getByTestId('send-review').click();
    await expect(page.getByTestId('send-plan')).toContainText(recipient);
    await page.getByTestId('send-submit').click();

    await expectProposedOnly(page);
    // The review is gone: there is no "Send" left to press a second time.
    await expect(page.getByTestId('send-submit')).toHaveCount(0);
    // The wallet was asked once and answered.
    const sends = (await walletRequests(page)).filter((r) => r.method === 'sendTransfer');
    expect(sends.map((r) => r.status)).toEqual(['ok']);

    await page.reload();
    await expectProposedOnly(page);
    // Nothing reached the chain.
    expect(await broadcastsSince(since)).toEqual([]);
    expect(await addressStats(recipient)).toEqual({ confirmed: 0n, pending: 0n });
    expect(await addressStats(wallet.payment)).toEqual({ confirmed: 50_000_000n, pending: 0n });
  },
);
