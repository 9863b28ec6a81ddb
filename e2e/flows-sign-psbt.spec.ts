import type { Page } from '@playwright/test';
import { base64, hex } from '@scure/base';
import { expect } from '../test/devwallet/fixture';
import { SUBJECT } from '../test/subjects';
import { fundedUtxo, psbtHex, signedInputs, unsignedPsbt } from './flows-psbt-support';
import { connect, FAMILIES, walletControl, walletTest } from './flows-support';
import { DEVNET, devnet, freshWallet } from './support';

const errorText = (page: Page) => page.getByTestId('error-message').locator('.message');

for (const family of FAMILIES) {
  walletTest(
    family,
    'inspects a base64 PSBT, survives a refusal, signs, finalizes and broadcasts it',
    async ({ page, wallet }) => {
      const coin = await fundedUtxo(wallet.payment, 40_000_000);
      const psbt = unsignedPsbt([coin], 10_000_000n, wallet.payment);
      await connect(page, family, wallet, '/sign-psbt');

      await page.getByTestId('psbt-input').fill(psbt);
      await page.getByTestId('psbt-validate').click();
      const summary = page.getByTestId('psbt-summary');
      await expect(summary).toBeVisible();
      await expect(summary.getByTestId('psbt-input-0')).toHaveAttribute('data-owned', 'true');
      await expect(summary.getByTestId('psbt-input-0')).toContainText(wallet.payment);
      await expect(summary.getByTestId('psbt-input-0')).toContainText('0.4 BTC');
      await expect(page.getByTestId('psbt-fee')).toHaveText(/^0\.00000\d+ BTC$/);

      // A refusal first: the sign PSBT failure, nothing signed, the PSBT still in the box.
      await walletControl(page, 'rejectNext');
      await page.getByTestId('psbt-sign').click();
      await expect(errorText(page)).toHaveText('signPsbt - failed to sign PSBT');
      await expect(page.getByTestId('psbt-result')).toHaveCount(0);
      await expect(page.getByTestId('psbt-input')).toHaveValue(psbt);

      await page.getByTestId('psbt-sign').click();
      const result = page.getByTestId('psbt-result');
      await expect(result).toBeVisible();
      const signedBase64 = await page.getByTestId('psbt-result-base64').inputValue();
      expect(await page.getByTestId('psbt-result-hex').inputValue()).toBe(psbtHex(signedBase64));
      expect(signedInputs(signedBase64)).toEqual([true]);
      await expect(result).toHaveAttribute('data-finalized', /^(true|false)$/);

      await page.getByTestId('psbt-broadcast').click();
      const txid = page.getByTestId('send-txid');
      await expect(txid).toHaveText(/^[0-9a-f]{64}$/);
      const accepted = await fetch(`${DEVNET}/api/tx/${await txid.innerText()}`);
      expect(accepted.status).toBe(200);
      await expect(page.getByTestId('tx-status')).toHaveAttribute('data-state', 'mempool');
      await devnet.mine();
      await expect(page.getByTestId('tx-status')).toHaveAttribute('data-state', 'confirmed');
    },
  );

  walletTest(family, 'accepts a hex PSBT and signs only the inputs it owns', async ({ page, wallet }) => {
    const stranger = freshWallet();
    const mine = await fundedUtxo(wallet.payment, 50_000_000);
    const theirs = await fundedUtxo(stranger.payment, 30_000_000);
    const psbt = unsignedPsbt([mine, theirs], 70_000_000n, wallet.payment);
    const order = signedInputs(psbt).map((_, i) => i);
    await connect(page, family, wallet, '/sign-psbt');

    await page.getByTestId('psbt-input').fill(psbtHex(psbt));
    await page.getByTestId('psbt-validate').click();
    const summary = page.getByTestId('psbt-summary');
    await expect(summary).toBeVisible();
    await expect(page.getByText('hex detected')).toBeVisible();
    const rows = summary.locator('[data-testid^="psbt-input-"]');
    await expect(rows).toHaveCount(2);
    const owned = order.map(
      async (i) => (await summary.getByTestId(`psbt-input-${i}`).getAttribute('data-owned')) === 'true',
    );
    const ownedFlags = await Promise.all(owned);
    expect(ownedFlags.filter(Boolean)).toHaveLength(1);
    const strangerRow = summary.getByTestId(`psbt-input-${ownedFlags.indexOf(false)}`);
    await expect(strangerRow).toContainText(stranger.payment);
    await expect(strangerRow).toContainText('Not yours');

    await page.getByTestId('psbt-sign').click();
    await expect(page.getByTestId('psbt-result')).toHaveAttribute('data-finalized', 'false');
    const signed = await page.getByTestId('psbt-result-base64').inputValue();
    expect(signedInputs(signed)).toEqual(ownedFlags);
    // Not broadcastable until the other owner signs: the app says so instead of sending it.
    await page.getByTestId('psbt-broadcast').click();
    await expect(errorText(page)).toHaveText('The PSBT is not fully signed.');
  });
}

walletTest(
  SUBJECT.satsConnect,
  'validation errors are shown verbatim and malformed PSBTs are refused',
  async ({ page, wallet }) => {
    const coin = await fundedUtxo(wallet.payment, 10_000_000);
    const psbt = unsignedPsbt([coin], 1_000_000n, wallet.payment);
    await connect(page, SUBJECT.satsConnect, wallet, '/sign-psbt');

    await page.getByTestId('psbt-input').fill('cHNidP8BAHECAAAAAZZZ');
    await page.getByTestId('psbt-validate').click();
    await expect(errorText(page)).toHaveText(/PSBT/);
    await expect(page.getByTestId('psbt-summary')).toHaveCount(0);

    await page.getByTestId('psbt-input').fill('not a psbt at all');
    await page.getByTestId('psbt-validate').click();
    await expect(errorText(page)).toHaveText(/PSBT/);

    const truncated = hex.encode(base64.decode(psbt).slice(0, 40));
    await page.getByTestId('psbt-input').fill(truncated);
    await page.getByTestId('psbt-validate').click();
    await expect(errorText(page)).toHaveText(/PSBT/);

    await page.getByTestId('psbt-input').fill(psbt);
    for (const name of ['DEFAULT', 'ALL']) await page.getByRole('checkbox', { name, exact: true }).uncheck();
    await page.getByTestId('psbt-validate').click();
    await expect(errorText(page)).toHaveText('allowedSighash cannot be an empty array');
    await page.getByTestId('psbt-sign').click();
    await expect(errorText(page)).toHaveText('allowedSighash cannot be an empty array');
    await expect(page.getByTestId('psbt-result')).toHaveCount(0);

    await page.getByRole('checkbox', { name: 'ALL', exact: true }).check();
    await page.getByTestId('psbt-validate').click();
    await expect(page.getByTestId('psbt-summary')).toBeVisible();
    await expect(page.getByTestId('error-message')).toHaveCount(0);
  },
);

walletTest(
  SUBJECT.rpc,
  'explorer failures on broadcast are reported and the signed PSBT is kept',
  async ({ page, wallet }) => {
    const coin = await fundedUtxo(wallet.payment, 10_000_000);
    const psbt = unsignedPsbt([coin], 2_000_000n, wallet.payment);
    await connect(page, SUBJECT.rpc, wallet, '/sign-psbt');
    await page.getByTestId('psbt-input').fill(psbt);
    await page.getByTestId('psbt-sign').click();
    await expect(page.getByTestId('psbt-result')).toBeVisible();

    // Retried with backoff; a rate limit that lasts is reported with the catalogue's rateLimited text.
    await devnet.fault({ path: '/api/tx', method: 'POST', status: 429, count: 3 });
    await page.getByTestId('psbt-broadcast').click();
    await expect(errorText(page)).toHaveText('mempool api rate limit exceeded');

    await devnet.fault({
      path: '/api/tx',
      method: 'POST',
      status: 400,
      body: 'sendrawtransaction RPC error: {"code":-26,"message":"min relay fee not met"}',
      count: 1,
    });
    await page.getByTestId('psbt-broadcast').click();
    await expect(errorText(page)).toHaveText('failed to send transaction');
    await expect(page.getByTestId('error-details')).toHaveText('min relay fee not met (code -26)');

    await page.reload();
    await expect(page.getByTestId('psbt-result')).toBeVisible();
    await page.getByTestId('psbt-broadcast').click();
    await expect(page.getByTestId('send-txid')).toHaveText(/^[0-9a-f]{64}$/);
    expect((await fetch(`${DEVNET}/api/tx/${await page.getByTestId('send-txid').innerText()}`)).status).toBe(
      200,
    );
  },
);
