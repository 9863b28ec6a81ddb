import type { Page } from '@playwright/test';
import { base64, hex } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import { expect } from '../test/devwallet/fixture';
import { SUBJECT } from '../test/subjects';
import { pendingApprovals, setAutoApprove } from './connection-helpers';
import { fundedUtxo, signedInputs, unsignedPsbt } from './flows-psbt-support';
import { connect, type Wallet, walletTest } from './flows-support';

/** Three unsigned PSBTs, each spending its own coin of the wallet's. */
async function threePsbts(wallet: Wallet): Promise<string[]> {
  const coins = await Promise.all([1, 2, 3].map((n) => fundedUtxo(wallet.payment, n * 10_000_000)));
  return coins.map((coin, n) => unsignedPsbt([coin], BigInt(n + 1) * 1_000_000n, wallet.payment));
}

async function fillBatch(page: Page, psbts: string[]) {
  for (const [n, psbt] of psbts.entries()) {
    if (n > 0) await page.getByTestId('psbt-batch-add').click();
    await page.getByTestId(`psbt-batch-input-${n}`).fill(psbt);
  }
}

type Control = { satchelDevWallet: { approve(): boolean; reject(): boolean } };
const decide = (page: Page, approve: boolean) =>
  page.evaluate((yes) => {
    const control = (window as unknown as Control).satchelDevWallet;
    return yes ? control.approve() : control.reject();
  }, approve);

/** Waits until the wallet shows exactly these prompts (method names). */
const prompts = (page: Page, methods: string[]) =>
  expect.poll(async () => (await pendingApprovals(page)).map((p) => p.method)).toEqual(methods);

/** The coin a one-input PSBT spends, as `txid:vout`. */
function spentCoin(psbtBase64: string): string {
  const input = Transaction.fromPSBT(base64.decode(psbtBase64)).getInput(0);
  return `${hex.encode(input.txid ?? new Uint8Array())}:${input.index}`;
}

const result = (page: Page, n: number) => page.getByTestId(`psbt-batch-result-${n}`);
const signedBase64 = (page: Page, n: number) =>
  page.getByTestId(`psbt-batch-result-${n}-base64`).inputValue();

/** A wallet with a batch method (`signPsbts`, its capabilities' batchSignPsbt). */
walletTest(
  SUBJECT.injected,
  'a batch of three PSBTs is signed in one wallet prompt',
  async ({ page, wallet }) => {
    const psbts = await threePsbts(wallet);
    await connect(page, SUBJECT.injected, wallet, '/sign-psbt');
    await setAutoApprove(page, false);
    await fillBatch(page, psbts);

    await page.getByTestId('psbt-batch-sign').click();
    await prompts(page, ['signPsbts']);
    const titles = await page.evaluate(() =>
      (window as unknown as { satchelDevWallet: { pending(): { title: string }[] } }).satchelDevWallet
        .pending()
        .map((p) => p.title),
    );
    expect(titles).toEqual(['Sign 3 transactions?']);
    await expect(page.getByTestId('psbt-batch-progress')).toHaveText('Confirm the 3 PSBTs in your wallet…');
    for (const n of [0, 1, 2]) await expect(result(page, n)).toHaveAttribute('data-status', 'waiting');
    await decide(page, true);

    for (const n of [0, 1, 2]) await expect(result(page, n)).toHaveAttribute('data-status', 'signed');
    // One approval answered all three: nothing else is waiting in the wallet.
    expect(await pendingApprovals(page)).toEqual([]);
    for (const n of [0, 1, 2]) expect(signedInputs(await signedBase64(page, n))).toEqual([true]);
    await expect(page.getByTestId('psbt-batch-stop')).toHaveCount(0);

    // Stored: a reload shows the same signed PSBTs, and a new batch waits until they are discarded.
    const before = await Promise.all([0, 1, 2].map((n) => signedBase64(page, n)));
    await page.reload();
    for (const n of [0, 1, 2]) await expect(result(page, n)).toHaveAttribute('data-status', 'signed');
    expect(await Promise.all([0, 1, 2].map((n) => signedBase64(page, n)))).toEqual(before);
  },
);

/**
 * A wallet without a batch method, one by one: the first PSBT approved, the second refused in the wallet, and the batch
 * going on to ask for the third (left waiting in the wallet). Returns the three PSBTs given.
 */
async function firstSignedSecondRefused(page: Page, wallet: Wallet): Promise<string[]> {
  const psbts = await threePsbts(wallet);
  await connect(page, SUBJECT.rpc, wallet, '/sign-psbt');
  await setAutoApprove(page, false);
  await fillBatch(page, psbts);

  await page.getByTestId('psbt-batch-sign').click();
  await prompts(page, ['signPsbt']);
  await expect(page.getByTestId('psbt-batch-progress')).toHaveText('Signing 1 of 3…');
  await expect(result(page, 0)).toHaveAttribute('data-status', 'waiting');
  await expect(result(page, 1)).toHaveAttribute('data-status', 'queued');
  await decide(page, true);

  await expect(result(page, 0)).toHaveAttribute('data-status', 'signed');
  await expect(page.getByTestId('psbt-batch-progress')).toHaveText('Signing 2 of 3…');
  await prompts(page, ['signPsbt']);
  await decide(page, false);

  await expect(result(page, 1)).toHaveAttribute('data-status', 'rejected');
  await expect(result(page, 1)).toContainText('PSBT 2 · Not signed');
  await expect(result(page, 1).getByTestId('error-message')).toContainText('signPsbt - failed to sign PSBT');
  // The refusal does not end the batch: the wallet is asked for the third one.
  await expect(page.getByTestId('psbt-batch-progress')).toHaveText('Signing 3 of 3…');
  await prompts(page, ['signPsbt']);
  return psbts;
}

walletTest(
  SUBJECT.rpc,
  'without a batch method, PSBTs are asked one by one; a refusal keeps the first and Stop ends the batch',
  async ({ page, wallet }) => {
    await firstSignedSecondRefused(page, wallet);
    await page.getByTestId('psbt-batch-stop').click();

    await expect(result(page, 2)).toHaveAttribute('data-status', 'skipped');
    await expect(page.getByTestId('psbt-batch-stop')).toHaveCount(0);
    await expect(result(page, 0)).toHaveAttribute('data-status', 'signed');
    const first = await signedBase64(page, 0);
    expect(signedInputs(first)).toEqual([true]);
    await expect(page.getByTestId('psbt-batch-result-1-base64')).toHaveCount(0);

    // The signed one survives a reload; the others stay reported as not signed.
    await page.reload();
    await expect(result(page, 0)).toHaveAttribute('data-status', 'signed');
    expect(await signedBase64(page, 0)).toBe(first);
    await expect(result(page, 1)).toHaveAttribute('data-status', 'rejected');
    await expect(result(page, 2)).toHaveAttribute('data-status', 'skipped');
    await expect(page.getByTestId('psbt-batch-sign')).toBeDisabled();
  },
);

walletTest(
  SUBJECT.rpc,
  'without a batch method, a refusal in the wallet keeps the other two: the first and third are signed',
  async ({ page, wallet }) => {
    const psbts = await firstSignedSecondRefused(page, wallet);
    await decide(page, true);

    await expect(result(page, 2)).toHaveAttribute('data-status', 'signed');
    await expect(page.getByTestId('psbt-batch-stop')).toHaveCount(0);
    await expect(page.getByTestId('psbt-batch-progress')).toHaveCount(0);
    expect(await pendingApprovals(page)).toEqual([]);
    await expect(result(page, 0)).toHaveAttribute('data-status', 'signed');
    await expect(result(page, 1)).toHaveAttribute('data-status', 'rejected');
    await expect(page.getByTestId('psbt-batch-result-1-base64')).toHaveCount(0);
    const kept = [await signedBase64(page, 0), await signedBase64(page, 2)];
    for (const signed of kept) expect(signedInputs(signed)).toEqual([true]);
    // Each signed PSBT is the one given at its position, not a neighbour's.
    expect(kept[0]).not.toBe(kept[1]);
    expect(kept.map(spentCoin)).toEqual([psbts[0], psbts[2]].map((p) => spentCoin(p as string)));

    // Both signed PSBTs survive a reload; the refused one stays reported, not signed.
    await page.reload();
    await expect(result(page, 0)).toHaveAttribute('data-status', 'signed');
    await expect(result(page, 1)).toHaveAttribute('data-status', 'rejected');
    await expect(result(page, 2)).toHaveAttribute('data-status', 'signed');
    expect([await signedBase64(page, 0), await signedBase64(page, 2)]).toEqual(kept);
    await expect(page.getByTestId('psbt-batch-sign')).toBeDisabled();
  },
);
