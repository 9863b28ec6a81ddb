import { expect } from '../test/devwallet/fixture';
import { SUBJECT } from '../test/subjects';
import { addressStats, connect, FAMILIES, navigate, walletTest } from './flows-support';
import { DEVNET, devnet, freshWallet } from './support';

interface DevnetTx {
  fee: number;
  weight: number;
  vin: { sequence: number }[];
}

/**
 * A chosen fee rate builds the transaction in the app (the fallback when the wallet's own send is not used): coin selection,
 * an RBF PSBT the wallet signs in its own encoding, finalization and broadcast here. The fee
 * shown at review is the fee the chain records.
 */
for (const family of FAMILIES) {
  walletTest(
    family,
    'a chosen fee rate builds, signs and broadcasts the exact reviewed transaction',
    async ({ page, wallet }) => {
      const recipient = freshWallet().ordinals;
      await devnet.faucet(wallet.payment, 30_000_000, true);
      await devnet.faucet(wallet.payment, 20_000_000, true);
      await connect(page, family, wallet);
      await expect(page.getByTestId('balance-total')).toHaveText('0.5');
      await navigate(page, '/send');

      await page.getByTestId('send-address').fill(recipient);
      await page.getByTestId('send-amount').fill('0.4');
      await page.getByTestId('fee-custom').check();
      await page.getByTestId('fee-custom-rate').fill('7');
      await page.getByTestId('send-review').click();
      const feeCell = page.getByTestId('send-fee');
      await expect(feeCell).toContainText('7 sat/vB');
      const reviewedFee = Number(await feeCell.getAttribute('data-sats'));

      await page.getByTestId('send-submit').click();
      // The txid shows while the broadcast is still in flight; the explorer knows it once in the mempool.
      await expect(page.getByTestId('tx-status')).toHaveAttribute('data-state', /mempool|confirmed/);
      const txid = await page.getByTestId('send-txid').innerText();
      expect(txid).toMatch(/^[0-9a-f]{64}$/);

      const tx = (await (await fetch(`${DEVNET}/api/tx/${txid}`)).json()) as DevnetTx;
      expect(tx.fee).toBe(reviewedFee);
      const rate = tx.fee / Math.ceil(tx.weight / 4);
      expect(rate).toBeGreaterThanOrEqual(7);
      expect(rate).toBeLessThan(7.5);
      // Two 0.3 + 0.2 coins are needed for 0.4 BTC; every input signals replaceability (BIP-125).
      expect(tx.vin.map((input) => input.sequence)).toEqual([0xfffffffd, 0xfffffffd]);
      await devnet.mine();
      await expect(page.getByTestId('tx-status')).toHaveAttribute('data-state', 'confirmed');
      expect(await addressStats(recipient)).toEqual({ confirmed: 40_000_000n, pending: 0n });
      const change = await addressStats(wallet.payment);
      expect(change.confirmed).toBe(50_000_000n - 40_000_000n - BigInt(reviewedFee));
    },
  );
}

/**
 * A custom rate is a plain decimal; a fee above the amount, or a rate above 5× the
 * fastest estimate, is shown and must be confirmed before the wallet is asked.
 */
walletTest(
  SUBJECT.injected,
  'the fee guard refuses 5e3 and asks for confirmation of an absurd fee',
  async ({ page, wallet }) => {
    const recipient = freshWallet().payment;
    await devnet.faucet(wallet.payment, 1_000_000, true);
    await connect(page, SUBJECT.injected, wallet);
    await expect(page.getByTestId('balance-total')).toHaveText('0.01');
    await navigate(page, '/send');

    await page.getByTestId('send-address').fill(recipient);
    await page.getByTestId('send-amount').fill('0.00001');
    await page.getByTestId('fee-custom').check();
    await page.getByTestId('fee-custom-rate').fill('5e3');
    await page.getByTestId('send-review').click();
    await expect(page.getByTestId('error-message')).toContainText('plain number of sat/vB');
    await expect(page.getByTestId('send-plan')).toHaveCount(0);
    await expect(page.getByTestId('send-amount')).toHaveValue('0.00001');

    // The devnet's fastest estimate is 5 sat/vB: 30 is above the 25 sat/vB ceiling, and the fee
    // (about 4,200 sats) is above the 1,000 sats sent.
    await page.getByTestId('fee-custom-rate').fill('30');
    await page.getByTestId('send-review').click();
    const warning = page.getByTestId('fee-warning');
    await expect(warning).toContainText('The fee is more than the amount you are sending.');
    await expect(warning).toContainText('above 25 sat/vB');
    await expect(page.getByTestId('send-submit')).toBeDisabled();
    await page.getByTestId('fee-confirm').check();
    await page.getByTestId('send-submit').click();
    await expect(page.getByTestId('send-txid')).toHaveText(/^[0-9a-f]{64}$/);
  },
);

/**
 * Several recipients in one send: through the wallet's own multi-recipient
 * sendTransfer where it has one (the sats-connect wallet), the app-built PSBT otherwise (the
 * injected one).
 */
for (const family of [SUBJECT.satsConnect, SUBJECT.injected]) {
  walletTest(family, 'pays three recipients in one transaction', async ({ page, wallet }) => {
    const recipients = [freshWallet().payment, freshWallet().ordinals, freshWallet().payment];
    await devnet.faucet(wallet.payment, 10_000_000, true);
    await connect(page, family, wallet);
    await expect(page.getByTestId('balance-total')).toHaveText('0.1');
    await navigate(page, '/send');

    await page.getByTestId('send-address').fill(recipients[0] as string);
    await page.getByTestId('send-amount').fill('0.01');
    await page.getByTestId('send-add-recipient').click();
    await page.getByTestId('send-add-recipient').click();
    await page.getByTestId('send-add-recipient').click();
    await page.getByTestId('send-remove-recipient-3').click();
    await page.getByTestId('send-address-1').fill(recipients[1] as string);
    await page.getByTestId('send-amount-1').fill('0.02');
    await page.getByTestId('send-address-2').fill(recipients[2] as string);
    await page.getByTestId('send-amount-2').fill('0.0000001');
    await page.getByTestId('send-review').click();
    await expect(page.getByTestId('error-message')).toContainText(
      'Recipient 3: The amount is below the dust limit',
    );
    await page.getByTestId('send-amount-2').fill('0.03');
    if (family === SUBJECT.injected) await page.getByTestId('fee-normal').check();
    await page.getByTestId('send-review').click();
    await expect(page.getByTestId('send-plan-amount')).toHaveText('0.06 BTC');
    for (const [i, address] of recipients.entries()) {
      await expect(page.getByTestId(`send-plan-recipient-${i}`)).toContainText(address);
    }
    await page.getByTestId('send-submit').click();
    // The txid shows while the broadcast is still in flight; the explorer knows it once in the mempool.
    await expect(page.getByTestId('tx-status')).toHaveAttribute('data-state', /mempool|confirmed/);
    const txid = await page.getByTestId('send-txid').innerText();
    const tx = (await (await fetch(`${DEVNET}/api/tx/${txid}`)).json()) as { vout: { value: number }[] };
    expect(tx.vout.map((o) => o.value).slice(0, 3)).toEqual([1_000_000, 2_000_000, 3_000_000]);
    await devnet.mine();
    await expect(page.getByTestId('tx-status')).toHaveAttribute('data-state', 'confirmed');
    expect(await addressStats(recipients[2] as string)).toEqual({ confirmed: 3_000_000n, pending: 0n });
  });
}
