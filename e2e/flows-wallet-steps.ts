import type { Page } from '@playwright/test';
import { formatBtc } from '@satchel/core/units';
import type { Family } from '../packages/devwallet/src/config';
import { expect } from '../test/devwallet/fixture';
import { addressStatsOn, type E2eChain, regtestChain } from './chain';
import { pendingApprovals, setAutoApprove } from './connection-helpers';
import { fundedUtxo, signedInputs, unsignedPsbt } from './flows-psbt-support';
import { connect, type Wallet, walletControl } from './flows-support';
import { DEVNET, devnet } from './support';

/**
 * Steps of the account flows for the families whose wallets differ from the shared flow specs
 * (a missing protocol, no native send): each dedicated spec runs the steps its wallet supports.
 */

export const errorText = (page: Page) => page.getByTestId('error-message').locator('.message');

/** Funds the payment address, connects and checks the explorer's balance on the overview. */
export async function connectWithBalance(page: Page, family: Family, wallet: Wallet, sats: number) {
  await devnet.faucet(wallet.payment, sats, true);
  await connect(page, family, wallet);
  await expect(page.getByTestId('balance-total')).toHaveText(formatBtc(BigInt(sats)));
}

/** Signs `message` with `address` and `protocol` on the sign-message page; the app verifies it. */
export async function signMessageWith(
  page: Page,
  address: string,
  protocol: 'bip322' | 'ecdsa',
  message: string,
) {
  await page.getByTestId('sign-message-address').selectOption(address);
  await page.getByTestId('sign-message-protocol').selectOption(protocol);
  await page.getByTestId('sign-message-input').fill(message);
  await page.getByTestId('sign-message-submit').click();
  // An earlier signature stays on screen, marked stale, until this one replaces it.
  await expect(page.getByTestId('signature-stale')).toHaveCount(0);
  await expect(page.getByTestId('signature-verified')).toHaveAttribute('data-verified', 'true');
  return page.getByTestId('signature-output').inputValue();
}

/** The standalone verify form's verdict on a signature. */
export async function verifySignature(page: Page, address: string, message: string, signature: string) {
  await page.getByTestId('verify-address').fill(address);
  await page.getByTestId('verify-message').fill(message);
  await page.getByTestId('verify-signature').fill(signature);
  await page.getByTestId('verify-submit').click();
  return page.getByTestId('verify-result');
}

/** A refused request fails with the catalogue message and keeps the typed message. */
export async function refusedMessage(page: Page) {
  await walletControl(page, 'rejectNext');
  await page.getByTestId('sign-message-input').fill('Please do not sign this');
  await page.getByTestId('sign-message-submit').click();
  await expect(errorText(page)).toHaveText('Failed to sign message');
  await expect(page.getByTestId('sign-message-input')).toHaveValue('Please do not sign this');
  await expect(page.getByTestId('signature-output')).toHaveCount(0);
}

/**
 * A PSBT paying a stranger from a funded coin: a refusal first, then signed by the wallet in its
 * own encoding, finalized and broadcast by the app, and mined.
 */
export async function signAndBroadcastPsbt(page: Page, family: Family, wallet: Wallet) {
  const coin = await fundedUtxo(wallet.payment, 40_000_000);
  const psbt = unsignedPsbt([coin], 10_000_000n, wallet.payment);
  await connect(page, family, wallet, '/sign-psbt');
  await inspectPsbt(page, psbt);

  await walletControl(page, 'rejectNext');
  await page.getByTestId('psbt-sign').click();
  await expect(errorText(page)).toHaveText('signPsbt - failed to sign PSBT');
  await expect(page.getByTestId('psbt-result')).toHaveCount(0);

  await signAndBroadcast(page);
  await devnet.mine();
  await expect(page.getByTestId('tx-status')).toHaveAttribute('data-state', 'confirmed');
}

/** Fills the send form for each `[address, amount]` row and asks for the review. */
export async function reviewSend(page: Page, rows: readonly (readonly [string, string])[]) {
  for (const [index, [address, amount]] of rows.entries()) {
    if (index > 0) await page.getByTestId('send-add-recipient').click();
    const suffix = index === 0 ? '' : `-${index}`;
    await page.getByTestId(`send-address${suffix}`).fill(address);
    await page.getByTestId(`send-amount${suffix}`).fill(amount);
  }
  await page.getByTestId('send-review').click();
  await expect(page.getByTestId('send-plan')).toBeVisible();
}

/** A refusal keeps the form; the approved send is broadcast, mined and paid in full. */
export async function refusedThenSent(
  page: Page,
  recipients: readonly (readonly [string, bigint])[],
  chain: E2eChain = regtestChain,
) {
  await walletControl(page, 'rejectNext');
  await page.getByTestId('send-submit').click();
  await expect(errorText(page)).toHaveText('Failed to send transaction');
  await expect(page.getByTestId('send-txid')).toHaveCount(0);

  await page.getByTestId('send-submit').click();
  const txid = page.getByTestId('send-txid');
  await expect(txid).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByTestId('error-message')).toHaveCount(0);
  expect((await fetch(`${chain.url}/api/tx/${await txid.innerText()}`)).status).toBe(200);
  await chain.mine();
  await expect(page.getByTestId('tx-status')).toHaveAttribute('data-state', 'confirmed');
  for (const [address, sats] of recipients) {
    expect(await addressStatsOn(chain, address)).toEqual({ confirmed: sats, pending: 0n });
  }
}

/**
 * Two PSBTs, each spending its own coin, signed in one wallet prompt of `method` (the family's
 * batch call): one approval signs both, and nothing else is left waiting in the wallet.
 */
export async function batchSignedInOnePrompt(
  page: Page,
  family: Family,
  wallet: Wallet,
  method: string,
  chain: E2eChain = regtestChain,
) {
  const coins = await Promise.all([1, 2].map((n) => fundedUtxo(wallet.payment, n * 10_000_000, chain)));
  const psbts = coins.map((coin, n) =>
    unsignedPsbt([coin], BigInt(n + 1) * 1_000_000n, wallet.payment, 2, chain.network),
  );
  await connect(page, family, wallet, '/sign-psbt');
  await setAutoApprove(page, false);
  for (const [n, psbt] of psbts.entries()) {
    if (n > 0) await page.getByTestId('psbt-batch-add').click();
    await page.getByTestId(`psbt-batch-input-${n}`).fill(psbt);
  }
  await page.getByTestId('psbt-batch-sign').click();
  await expect.poll(async () => (await pendingApprovals(page)).map((p) => p.method)).toEqual([method]);
  await page.evaluate(() =>
    (window as unknown as { satchelDevWallet: { approve(): boolean } }).satchelDevWallet.approve(),
  );
  for (const n of [0, 1]) {
    await expect(page.getByTestId(`psbt-batch-result-${n}`)).toHaveAttribute('data-status', 'signed');
    const signed = await page.getByTestId(`psbt-batch-result-${n}-base64`).inputValue();
    expect(signedInputs(signed)).toEqual([true]);
  }
  expect(await pendingApprovals(page)).toEqual([]);
}

/** Pastes `psbt` on the sign-PSBT page; the app reads its one input as the wallet's own. */
export async function inspectPsbt(page: Page, psbt: string) {
  await page.getByTestId('psbt-input').fill(psbt);
  await page.getByTestId('psbt-validate').click();
  await expect(page.getByTestId('psbt-summary').getByTestId('psbt-input-0')).toHaveAttribute(
    'data-owned',
    'true',
  );
}

/** Signs the inspected PSBT (its one input comes back signed), broadcasts it; the devnet has it. */
export async function signAndBroadcast(page: Page) {
  await page.getByTestId('psbt-sign').click();
  await expect(page.getByTestId('psbt-result')).toBeVisible();
  expect(signedInputs(await page.getByTestId('psbt-result-base64').inputValue())).toEqual([true]);
  await page.getByTestId('psbt-broadcast').click();
  const txid = page.getByTestId('send-txid');
  await expect(txid).toHaveText(/^[0-9a-f]{64}$/);
  expect((await fetch(`${DEVNET}/api/tx/${await txid.innerText()}`)).status).toBe(200);
}
