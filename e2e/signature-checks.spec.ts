import type { Page } from '@playwright/test';
import { expect } from '../test/devwallet/fixture';
import { familyName, SUBJECT } from '../test/subjects';
import { fundedUtxo, unsignedPsbt } from './flows-psbt-support';
import { addressStats, connect, navigate } from './flows-support';
import { errorText } from './flows-wallet-steps';
import {
  addressBytes,
  broadcastsSince,
  quirkTest,
  unsignedInput,
  walletRequests,
} from './signature-checks-support';
import { devnet, freshWallet } from './support';

/**
 * What the app does with a wallet that misbehaves the way MetaMask's Wallet Standard wallet did
 * (reown-com/appkit#5744), through the Dev Wallet's quirk switches:
 * - `signs-nothing`: every path that takes a PSBT back refuses it with the walletDidNotSign message and
 *   broadcasts nothing;
 * - `swaps-witness`: a finalized witness `[key, signature]` is refused as unsigned, as a node
 *   would refuse it, and nothing reaches `POST /api/tx`;
 * - `bogus-public-key`: connecting still works, the key is never shown, stored or built into a
 *   PSBT, and what needs a key refuses with the noUsablePublicKey message.
 * MetaMask's own wallet, whose key is its address's bytes, is checked in its own spec
 * (mainnet-metamask.spec.ts).
 */

/**
 * On the send page: an app-built send (a chosen fee rate) of 0.05 BTC to a fresh address, which
 * the app refuses as unsigned before any broadcast, keeping the form. Returns the recipient.
 */
async function sendRefusedUnsigned(page: Page): Promise<string> {
  const recipient = freshWallet().payment;
  await page.getByTestId('send-address').fill(recipient);
  await page.getByTestId('send-amount').fill('0.05');
  await page.getByTestId('fee-custom').check();
  await page.getByTestId('fee-custom-rate').fill('3');
  await page.getByTestId('send-review').click();
  await expect(page.getByTestId('send-plan')).toBeVisible();
  await page.getByTestId('send-submit').click();
  await expect(errorText(page)).toHaveText(unsignedInput(0));
  await expect(page.getByTestId('send-txid')).toHaveCount(0);
  await expect(page.getByTestId('send-address')).toHaveValue(recipient);
  return recipient;
}

quirkTest(
  SUBJECT.injected,
  ['signs-nothing'],
  'the PSBT page, a batch and an app-built send refuse a PSBT handed back unsigned; nothing is broadcast',
  async ({ page, wallet }) => {
    const since = Date.now();
    const coins = await Promise.all([1, 2, 3].map((n) => fundedUtxo(wallet.payment, n * 10_000_000)));
    const [single, ...batch] = coins.map((coin, n) =>
      unsignedPsbt([coin], BigInt(n + 1) * 1_000_000n, wallet.payment),
    );
    await connect(page, SUBJECT.injected, wallet, '/sign-psbt');

    // The PSBT page: the wallet answers "signed", the page says it is not, and offers nothing.
    await page.getByTestId('psbt-input').fill(single as string);
    await page.getByTestId('psbt-sign').click();
    await expect(errorText(page)).toHaveText(unsignedInput(0));
    await expect(page.getByTestId('psbt-result')).toHaveCount(0);
    await expect(page.getByTestId('psbt-broadcast')).toHaveCount(0);
    await expect(page.getByTestId('psbt-input')).toHaveValue(single as string);

    // A batch signed in the wallet's one `signPsbts` prompt: each PSBT is refused on its own.
    for (const [n, psbt] of batch.entries()) {
      if (n > 0) await page.getByTestId('psbt-batch-add').click();
      await page.getByTestId(`psbt-batch-input-${n}`).fill(psbt);
    }
    await page.getByTestId('psbt-batch-sign').click();
    for (const n of [0, 1]) {
      const row = page.getByTestId(`psbt-batch-result-${n}`);
      await expect(row).toHaveAttribute('data-status', 'rejected');
      await expect(row.getByTestId('error-message').locator('.message')).toHaveText(unsignedInput(0));
      await expect(page.getByTestId(`psbt-batch-result-${n}-base64`)).toHaveCount(0);
    }

    // An app-built send (a chosen fee rate): refused before the broadcast, the form kept.
    await navigate(page, '/send');
    const recipient = await sendRefusedUnsigned(page);

    // The wallet did report success each time; the devnet received no transaction at all.
    const signing = (await walletRequests(page)).filter((r) => r.method.startsWith('signPsbt'));
    expect(signing.map((r) => [r.method, r.status])).toEqual([
      ['signPsbt', 'ok'],
      ['signPsbts', 'ok'],
      ['signPsbt', 'ok'],
    ]);
    expect(await broadcastsSince(since)).toEqual([]);
    expect(await addressStats(wallet.payment)).toEqual({ confirmed: 60_000_000n, pending: 0n });
    expect(await addressStats(recipient)).toEqual({ confirmed: 0n, pending: 0n });
  },
);

quirkTest(
  SUBJECT.injected,
  ['swaps-witness'],
  'a send whose wallet returns its witness as [key, signature] is refused before the broadcast; the form is kept',
  async ({ page, wallet }) => {
    const since = Date.now();
    await fundedUtxo(wallet.payment, 20_000_000);
    await connect(page, SUBJECT.injected, wallet, '/send');
    // The signature itself verifies; only its place in the witness is wrong, and a node refuses that.
    const recipient = await sendRefusedUnsigned(page);
    const signing = (await walletRequests(page)).filter((r) => r.method === 'signPsbt');
    expect(signing.map((r) => r.status)).toEqual(['ok']);
    expect(await broadcastsSince(since)).toEqual([]);
    expect(await addressStats(recipient)).toEqual({ confirmed: 0n, pending: 0n });
  },
);

quirkTest(
  SUBJECT.satsConnect,
  ['signs-nothing'],
  'an inscription transfer handed back unsigned is refused and the inscription stays',
  async ({ page, wallet }) => {
    const since = Date.now();
    const inscribed = await devnet.inscribe(wallet.ordinals, 'stay with me');
    await devnet.faucet(wallet.payment, 200_000, true);
    await connect(page, SUBJECT.satsConnect, wallet, '/assets');
    const card = page.getByTestId(`assets-inscription-${inscribed.id}`);
    await card.getByTestId('assets-send-inscription').click();
    await page.getByTestId('transfer-recipient').fill(freshWallet().ordinals);
    // A fee rate of the app's: the transfer is built here and handed to the wallet to sign.
    await page.getByTestId('fee-normal').check();
    await page.getByTestId('transfer-review').click();
    await expect(page.getByTestId('transfer-plan')).toBeVisible();
    await page.getByTestId('transfer-submit').click();
    // Input 0 is the inscription's own output, the first the wallet was asked to sign.
    await expect(errorText(page)).toHaveText(unsignedInput(0));
    await expect(page.getByTestId('transfer-txid')).toHaveCount(0);

    const signing = (await walletRequests(page)).filter((r) => r.method === 'signPsbt');
    expect(signing.map((r) => r.status)).toEqual(['ok']);
    // The devnet's inscribe call broadcasts nothing through `/api/tx`: any POST would be the app's.
    expect(await broadcastsSince(since)).toEqual([]);
    expect((await devnet.inscription(inscribed.id)).address).toBe(wallet.ordinals);
  },
);

quirkTest(
  SUBJECT.satsConnect,
  ['bogus-public-key'],
  "connects, never shows or keeps the address's bytes as a key, and refuses what needs the key",
  async ({ page, wallet }) => {
    const inscribed = await devnet.inscribe(wallet.ordinals, 'needs a taproot key');
    await devnet.faucet(wallet.payment, 300_000, true);
    await connect(page, SUBJECT.satsConnect, wallet);
    await expect(page.getByTestId('account-address-ordinals')).toHaveAttribute(
      'data-address',
      wallet.ordinals,
    );
    // The wallet did hand the bytes over.
    const connectCall = (await walletRequests(page)).find((r) => r.method === 'wallet_connect');
    expect(JSON.stringify(connectCall?.result)).toContain(addressBytes(wallet.payment));

    // Neither the page nor what the app stores carries them.
    const bogus = [addressBytes(wallet.payment), addressBytes(wallet.ordinals)];
    const seen = await page.evaluate(() => document.documentElement.outerHTML + JSON.stringify(localStorage));
    for (const key of bogus) expect(seen).not.toContain(key);

    // A taproot input needs the internal key (BIP-371 tapInternalKey): refused before the wallet.
    await navigate(page, '/assets');
    const card = page.getByTestId(`assets-inscription-${inscribed.id}`);
    await card.getByTestId('assets-send-inscription').click();
    await page.getByTestId('transfer-recipient').fill(freshWallet().ordinals);
    await page.getByTestId('fee-normal').check();
    await page.getByTestId('transfer-review').click();
    await expect(errorText(page)).toHaveText(
      `${familyName(SUBJECT.satsConnect)} did not provide a usable public key for ${wallet.ordinals}.`,
    );
    await expect(page.getByTestId('transfer-plan')).toHaveCount(0);

    // A p2wpkh send needs no key: it is built, signed and broadcast as usual.
    const recipient = freshWallet().payment;
    await navigate(page, '/send');
    await page.getByTestId('send-address').fill(recipient);
    await page.getByTestId('send-amount').fill('0.001');
    await page.getByTestId('fee-custom').check();
    await page.getByTestId('fee-custom-rate').fill('3');
    await page.getByTestId('send-review').click();
    await page.getByTestId('send-submit').click();
    await expect(page.getByTestId('send-txid')).toHaveText(/^[0-9a-f]{64}$/);
    expect(await addressStats(recipient)).toEqual({ confirmed: 0n, pending: 100_000n });

    const requests = await walletRequests(page);
    expect(requests.filter((r) => r.method === 'signPsbt')).toHaveLength(1);
    expect(JSON.stringify(requests.find((r) => r.method === 'signPsbt')?.params)).not.toContain(bogus[0]);
    const seenAfter = await page.evaluate(
      () => document.documentElement.outerHTML + JSON.stringify(localStorage),
    );
    for (const key of bogus) expect(seenAfter).not.toContain(key);
  },
);

quirkTest(
  SUBJECT.injected,
  ['bogus-public-key'],
  'an app-built send from a taproot address refuses with the exact message and asks the wallet nothing',
  async ({ page, wallet }) => {
    // A single-address wallet on its taproot account: the payment address is the p2tr one.
    await devnet.faucet(wallet.ordinals, 500_000, true);
    await page.goto('/');
    await page.getByTestId('connect-button').click();
    await page.getByTestId(`wallet-option-${SUBJECT.injected}`).click();
    await expect(page.getByTestId('account-address-payment')).toHaveAttribute(
      'data-address',
      wallet.ordinals,
    );
    await navigate(page, '/send');
    await page.getByTestId('send-address').fill(freshWallet().payment);
    await page.getByTestId('send-amount').fill('0.001');
    await page.getByTestId('fee-custom').check();
    await page.getByTestId('fee-custom-rate').fill('3');
    await page.getByTestId('send-review').click();
    await expect(errorText(page)).toHaveText(
      `${familyName(SUBJECT.injected)} did not provide a usable public key for ${wallet.ordinals}.`,
    );
    await expect(page.getByTestId('send-plan')).toHaveCount(0);
    const requests = await walletRequests(page);
    expect(requests.map((r) => r.method)).not.toContain('signPsbt');
    expect(requests.find((r) => r.method === 'getPublicKey')?.result).toBe(addressBytes(wallet.ordinals));
  },
  { singleAddressType: 'p2tr' },
);
