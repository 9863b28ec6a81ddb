import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { buildListingPsbt } from '@satchel/core/protocol/listing';
import { base64, hex } from '@scure/base';
import * as btc from '@scure/btc-signer';
import type { Family } from '../packages/devwallet/src/config';
import { FAMILY_FACTS } from '../packages/devwallet/src/families/facts';
import { deriveKeyRing } from '../packages/devwallet/src/keys';
import { signPsbt } from '../packages/devwallet/src/psbt-signing';
import { unlock } from '../packages/devwallet/src/signer';
import { ensureDevWalletBundle, expect, test } from '../test/devwallet/fixture';
import { SUBJECT } from '../test/subjects';
import { connect, type Wallet } from './flows-support';
import { APP_ORIGIN } from './ports';
import { APP_DEVNET, DEVNET, devnet, freshWallet } from './support';

/**
 * End to end: a seller lists an inscription from the Assets page with one wallet family
 * (its input signed SIGHASH_SINGLE|ANYONECANPAY), a buyer with another family pastes the listing,
 * reviews it, signs with ALL and broadcasts; the devnet's ord index then shows the inscription at
 * offset 0 of the buyer's ordinals address and the seller's payment address holds the price. A
 * tampered listing is refused before the buyer's wallet is asked anything.
 *
 * Each wallet runs in a browser context of its own, as two people would. A single-address wallet
 * (the injected one) holds everything on its one (segwit) address; the sats-connect and RPC wallets
 * keep inscriptions on their taproot address.
 */

const PRICE_BTC = '0.0005';
const PRICE = 50_000n;

/** The address a family keeps inscriptions on: its ordinals address, or its only one. */
const holderOf = (family: Family, wallet: Wallet) =>
  FAMILY_FACTS[family].singleAddress ? wallet.payment : wallet.ordinals;

/** A page in a context of its own with the Dev Wallet as `family` for `wallet`, as the fixture sets it up. */
async function walletPage(browser: Browser, family: Family, wallet: Wallet): Promise<Page> {
  const context = await browser.newContext({ baseURL: APP_ORIGIN });
  const page = await context.newPage();
  const options = {
    mnemonic: wallet.mnemonic,
    impersonate: [family],
    autoApprove: true,
    // The page reaches the worker's devnet by the origin the app build allows.
    esploraUrl: `${APP_DEVNET}/api`,
  };
  await page.addInitScript((o) => {
    (window as unknown as { __SATCHEL_DEVWALLET__: unknown }).__SATCHEL_DEVWALLET__ = o;
  }, options);
  await page.addInitScript({ path: await ensureDevWalletBundle() });
  return page;
}

/** The wallet methods the Dev Wallet of this page was called with so far. */
async function walletMethods(page: Page): Promise<string[]> {
  const log = await page.evaluate(() =>
    (
      window as unknown as { satchelDevWallet: { requests(): { method: string }[] } }
    ).satchelDevWallet.requests(),
  );
  return log.map((entry) => entry.method);
}

/** axe-core on the screen as it stands (WCAG 2.1 AA): no serious or critical violation. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode()
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

/** The buyer's coins: two small ones to pad with, one to pay with (the purchase's layout, packages/core/src/protocol/listing/layout.ts). */
async function fundBuyer(address: string) {
  for (const sats of [3_000, 4_000, 300_000]) await devnet.faucet(address, sats, true);
}

/** Lists the inscription from the seller's Assets page; returns the signed listing as shown. */
async function listForSale(page: Page, family: Family, seller: Wallet, id: string): Promise<string> {
  await connect(page, family, seller, '/assets');
  const card = page.getByTestId(`assets-inscription-${id}`);
  await card.getByTestId('assets-list-for-sale').click();
  await page.getByTestId('listing-price').fill(PRICE_BTC);
  await page.getByTestId('listing-review').click();
  const plan = page.getByTestId('listing-plan');
  await expect(plan.getByTestId('listing-plan-price')).toHaveAttribute('data-sats', PRICE.toString());
  await expect(plan.getByTestId('listing-plan-pay-to')).toHaveText(seller.payment);
  await expect(plan.getByTestId('tx-diagram-marker-inscription-input-0')).toBeVisible();
  await expectAccessible(page);
  await page.getByTestId('listing-sign').click();
  const result = page.locator(`[data-testid="listing-result"][data-inscription="${id}"]`);
  await expect(result).toBeVisible();
  await expect(page.getByTestId('listing-form')).toHaveCount(0);
  await expectAccessible(page);
  const listing = await result.getByTestId('listing-result-base64').inputValue();
  expect(listing).toMatch(/^cHNidP8/);
  // The Dev Wallet's request log lives in the page: read it before the reload.
  expect(await walletMethods(page)).toContain('signPsbt');
  // A reload keeps it, connected or not: the signed listing is the seller's only copy of the sale.
  await page.reload();
  await expect(result.getByTestId('listing-result-base64')).toHaveValue(listing);
  return listing;
}

/** Pastes the listing on the buyer's Assets page, checks the review and buys; returns the txid. */
async function buy(page: Page, family: Family, buyer: Wallet, listing: string, expected: Expected) {
  await connect(page, family, buyer, '/assets');
  await page.getByTestId('assets-buy-listing').click();
  await page.getByTestId('buy-listing-input').fill(listing);
  await page.getByTestId('fee-normal').check();
  await page.getByTestId('buy-listing-review').click();
  const plan = page.getByTestId('buy-listing-plan');
  await expect(plan.getByTestId('buy-listing-price')).toHaveAttribute('data-sats', PRICE.toString());
  await expect(plan.getByTestId('buy-listing-seller')).toHaveText(expected.seller);
  await expect(plan.getByTestId('buy-listing-inscription')).toHaveText(expected.id);
  await expect(plan.getByTestId('buy-listing-destination')).toHaveText(expected.destination);
  expect(Number(await plan.getByTestId('buy-listing-fee').getAttribute('data-sats'))).toBeGreaterThan(0);
  await expect(plan.getByTestId('tx-diagram-marker-inscription-input-2')).toBeVisible();
  await expect(plan.getByTestId('tx-diagram-marker-inscription-output-1')).toBeVisible();
  await expectAccessible(page);
  if ((await page.getByTestId('fee-warning').count()) > 0) await page.getByTestId('fee-confirm').check();
  await page.getByTestId('buy-listing-submit').click();
  await expect(page.getByTestId('buy-listing-txid')).toHaveText(/^[0-9a-f]{64}$/);
  return page.getByTestId('buy-listing-txid').innerText();
}

interface Expected {
  id: string;
  seller: string;
  destination: string;
}

interface EsploraTx {
  vout: { scriptpubkey_address?: string; value: number }[];
}

/** Each of three wallet interfaces sells once and buys once, each time from another. */
const PAIRS: [seller: Family, buyer: Family][] = [
  [SUBJECT.injected, SUBJECT.satsConnect],
  [SUBJECT.satsConnect, SUBJECT.rpc],
  [SUBJECT.rpc, SUBJECT.injected],
];

for (const [sellerFamily, buyerFamily] of PAIRS) {
  test(`listing: ${sellerFamily} lists an inscription, ${buyerFamily} buys it`, async ({ browser }) => {
    const seller = freshWallet();
    const buyer = freshWallet();
    const inscribed = await devnet.inscribe(holderOf(sellerFamily, seller), `for sale by ${sellerFamily}`);
    await fundBuyer(buyer.payment);

    const sellerPage = await walletPage(browser, sellerFamily, seller);
    const listing = await listForSale(sellerPage, sellerFamily, seller, inscribed.id);

    const destination = holderOf(buyerFamily, buyer);
    const buyerPage = await walletPage(browser, buyerFamily, buyer);
    const txid = await buy(buyerPage, buyerFamily, buyer, listing, {
      id: inscribed.id,
      seller: seller.payment,
      destination,
    });
    await devnet.mine();

    // The index: the inscription at offset 0 of the buyer's ordinals output.
    const moved = await devnet.inscription(inscribed.id);
    expect(moved.address).toBe(destination);
    expect(moved.satpoint).toBe(`${txid}:1:0`);
    const ordAddress = (await (
      await fetch(`${DEVNET}/ord/address/${destination}`, { headers: { Accept: 'application/json' } })
    ).json()) as { inscriptions: string[] };
    expect(ordAddress.inscriptions).toContain(inscribed.id);
    // The price, at the index the seller's signature paired it with, to the seller's payment address.
    const tx = (await (await fetch(`${DEVNET}/api/tx/${txid}`)).json()) as EsploraTx;
    expect(tx.vout[2]).toMatchObject({ scriptpubkey_address: seller.payment, value: Number(PRICE) });
    const utxos = (await (await fetch(`${DEVNET}/api/address/${seller.payment}/utxo`)).json()) as {
      txid: string;
      value: number;
    }[];
    expect(utxos).toContainEqual(expect.objectContaining({ txid, value: Number(PRICE) }));
    await sellerPage.context().close();
    await buyerPage.context().close();
  });
}

/**
 * Real listings signed in Node by the seller's keys: as built, its price then lowered by 10,000
 * sats, and one whose seller chose a lock time 100 blocks ahead (the signature genuine over it).
 */
async function sellerListings(
  seller: Wallet,
  id: string,
): Promise<{ genuine: string; tampered: string; locked: string }> {
  const [txid = '', vout = '0'] = (await devnet.inscription(id)).satpoint.split(':');
  const tx = (await (await fetch(`${DEVNET}/api/tx/${txid}`)).json()) as EsploraTx;
  const ring = deriveKeyRing(seller.mnemonic, 'regtest');
  const built = buildListingPsbt({
    inscriptionUtxo: {
      txid,
      vout: Number(vout),
      value: BigInt(tx.vout[Number(vout)]?.value ?? 0),
      type: 'p2tr',
      address: ring.ordinals.address,
      tapInternalKey: hex.encode(ring.ordinals.xOnlyPublicKey),
    },
    price: PRICE,
    paymentAddress: ring.payment.address,
    network: 'regtest',
  });
  const opts = { allowUnknownOutputs: true, allowLegacyWitnessUtxo: true };
  const sign = (tx: btc.Transaction) =>
    signPsbt(tx, unlock(ring, `${DEVNET}/api`), { inputs: [{ index: 0 }], finalize: 'none' }).tx;
  const unsigned = () => btc.Transaction.fromPSBT(base64.decode(built.psbtBase64), opts);
  const signed = sign(unsigned());
  const genuine = base64.encode(signed.toPSBT());
  const lowered = btc.Transaction.fromPSBT(signed.toPSBT(), opts);
  lowered.updateOutput(0, { amount: PRICE - 10_000n }, true);
  const height = (await (await fetch(`${DEVNET}/api/blocks/tip/height`)).json()) as number;
  const ahead = new btc.Transaction({ ...opts, lockTime: height + 100 });
  // The output first: scure locks the outputs once an input names SIGHASH_SINGLE.
  ahead.addOutput(unsigned().getOutput(0));
  ahead.addInput({ ...unsigned().getInput(0), sequence: 0xfffffffe });
  const locked = base64.encode(sign(ahead).toPSBT());
  return { genuine, tampered: base64.encode(lowered.toPSBT()), locked };
}

test('listing: a tampered listing is refused before the buyer’s wallet opens', async ({ browser }) => {
  const seller = freshWallet();
  const buyer = freshWallet();
  const inscribed = await devnet.inscribe(seller.ordinals, 'not for that price');
  await fundBuyer(buyer.payment);
  const { genuine, tampered } = await sellerListings(seller, inscribed.id);

  const page = await walletPage(browser, SUBJECT.satsConnect, buyer);
  await connect(page, SUBJECT.satsConnect, buyer, '/assets');
  await page.getByTestId('assets-buy-listing').click();
  await page.getByTestId('buy-listing-input').fill(tampered);
  await page.getByTestId('buy-listing-review').click();
  await expect(page.getByTestId('error-message')).toContainText(
    "The seller's signature on this listing does not verify.",
  );
  await expect(page.getByTestId('buy-listing-plan')).toHaveCount(0);
  await expect(page.getByTestId('buy-listing-input')).toHaveValue(tampered);
  expect(await walletMethods(page)).not.toContain('signPsbt');

  // The listing as signed passes the same checks: only the tampering was refused.
  await page.getByTestId('buy-listing-input').fill(genuine);
  await page.getByTestId('buy-listing-review').click();
  await expect(page.getByTestId('buy-listing-plan')).toBeVisible();
  await expect(page.getByTestId('error-message')).toHaveCount(0);
  expect(await walletMethods(page)).not.toContain('signPsbt');
  await page.context().close();
});

test('listing: a listing locked ahead is refused before the buyer’s wallet opens', async ({ browser }) => {
  // Signed and broadcast, its purchase would be refused by the node as non-final until that height.
  const seller = freshWallet();
  const buyer = freshWallet();
  const inscribed = await devnet.inscribe(seller.ordinals, 'not for sale yet');
  await fundBuyer(buyer.payment);
  const { locked } = await sellerListings(seller, inscribed.id);

  const page = await walletPage(browser, SUBJECT.satsConnect, buyer);
  await connect(page, SUBJECT.satsConnect, buyer, '/assets');
  await page.getByTestId('assets-buy-listing').click();
  await page.getByTestId('buy-listing-input').fill(locked);
  await page.getByTestId('buy-listing-review').click();
  await expect(page.getByTestId('error-message')).toContainText(
    'A sale listing must be a version 2 transaction with no lock time and no relative lock.',
  );
  await expect(page.getByTestId('buy-listing-plan')).toHaveCount(0);
  await expect(page.getByTestId('buy-listing-input')).toHaveValue(locked);
  expect(await walletMethods(page)).not.toContain('signPsbt');
  await page.context().close();
});
