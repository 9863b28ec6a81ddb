import type { Page } from '@playwright/test';
import type { Family } from '../packages/devwallet/src/config';
import { MAINNET_ONLY_FAMILIES } from '../packages/devwallet/src/families/facts';
import { expect, test as regtestTest } from '../test/devwallet/fixture';
import { SUBJECT } from '../test/subjects';
import { type E2eChain, freshWalletOn, inscribeOn, ordOn, regtestChain } from './chain';
import { navigate } from './flows-support';
import { MAINNET_DEVNET, test as mainnetTest } from './mainnet-chain';
import { etchThroughService, fillMint, freshRuneName, payAndComplete } from './runes-support';

/**
 * End to end, per family: an inscription made with the control plane and a rune minted
 * through the ordering service (paid from the Runes page) show on the Assets page; a BTC send
 * leaves the outputs carrying them unspent (read back from the chain); then the inscription and
 * part of the runes are sent on, and the devnet's ord index shows them at the recipients with
 * exact amounts.
 *
 * The sats-connect wallet keeps assets on its taproot address apart from payments; the injected
 * `window.unisat`-style wallet holds everything on one segwit address; the wallet with one object per
 * network here on one taproot address (the allow-list case). That wallet's main object
 * speaks only mainnet, so its case runs on a mainnet devnet (mainnet-chain.ts).
 */
interface Case {
  family: Family;
  /** Which of the wallet's two keys the family shows as its (payment) address. */
  paysFrom: 'payment' | 'ordinals';
  /** Which key holds inscriptions and runes: the ordinals one, or the one it pays from. */
  holdsAssetsOn: 'ordinals' | 'paying';
  singleAddressType?: 'p2tr';
  /**
   * The wallet's own method for each asset when it has one ("Set by wallet"), else `undefined`:
   * the transfer is then built here at the normal rate. Each family with its own methods moves one
   * asset each way, so both paths are covered.
   */
  inscriptionBy?: string;
  runesBy?: string;
  /** The family has no asset send of its own, so "Set by wallet" is not offered. */
  noWalletSends?: true;
}

const CASES: Case[] = [
  {
    family: SUBJECT.satsConnect,
    paysFrom: 'payment',
    holdsAssetsOn: 'ordinals',
    inscriptionBy: 'ord_sendInscriptions',
  },
  { family: SUBJECT.injected, paysFrom: 'payment', holdsAssetsOn: 'paying', runesBy: 'sendRunes' },
  {
    family: SUBJECT.perNetworkObjects,
    paysFrom: 'ordinals',
    holdsAssetsOn: 'paying',
    singleAddressType: 'p2tr',
    noWalletSends: true,
  },
];

interface OrdAddress {
  outputs: string[];
  inscriptions: string[];
  runes_balances: [string, string, string | null][];
}

interface OrdOutput {
  outpoint: string;
  inscriptions: string[];
  runes: Record<string, unknown>;
}

/** The outputs of `address` that carry an inscription or runes, as the index reports them. */
async function assetOutputs(chain: E2eChain, address: string): Promise<string[]> {
  const outputs = await ordOn<OrdOutput[]>(chain, `/outputs/${address}?type=any`);
  return outputs
    .filter((o) => o.inscriptions.length > 0 || Object.keys(o.runes ?? {}).length > 0)
    .map((o) => o.outpoint);
}

async function spentBy(chain: E2eChain, outpoint: string): Promise<boolean> {
  const [txid, vout] = outpoint.split(':');
  const response = await fetch(`${chain.url}/api/tx/${txid}/outspend/${vout}`);
  return ((await response.json()) as { spent: boolean }).spent;
}

/** The wallet methods the Dev Wallet was called with so far. */
async function walletMethods(page: Page): Promise<string[]> {
  const log = await page.evaluate(() =>
    (
      window as unknown as { satchelDevWallet: { requests(): { method: string }[] } }
    ).satchelDevWallet.requests(),
  );
  return log.map((entry) => entry.method);
}

/**
 * Reviews and submits a transfer, through the wallet's own method or built here at the normal
 * rate; a fee warning of a built one (e.g. a fee above the postage) is confirmed first.
 */
async function reviewAndSubmitTransfer(page: Page, walletMethod: string | undefined) {
  if (walletMethod) {
    await expect(page.getByTestId('fee-wallet')).toBeChecked();
  } else {
    await page.getByTestId('fee-normal').check();
  }
  await page.getByTestId('transfer-review').click();
  await expect(page.getByTestId('transfer-plan')).toBeVisible();
  if (walletMethod) {
    await expect(page.getByTestId('transfer-fee-wallet')).toBeVisible();
    await expect(page.getByTestId('transfer-fee')).toHaveCount(0);
  } else {
    expect(Number(await page.getByTestId('transfer-fee').getAttribute('data-sats'))).toBeGreaterThan(0);
    if ((await page.getByTestId('fee-warning').count()) > 0) await page.getByTestId('fee-confirm').check();
  }
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByTestId('transfer-txid')).toHaveText(/^[0-9a-f]{64}$/);
  return page.getByTestId('transfer-txid').innerText();
}

/** The case on one chain: the regtest devnet, or a mainnet devnet for the mainnet-only wallets. */
async function assetsCase(page: Page, chain: E2eChain, c: Case, wallet: ReturnType<typeof freshWalletOn>) {
  const { family, paysFrom, holdsAssetsOn, inscriptionBy, runesBy, noWalletSends } = c;
  const fresh = () => freshWalletOn(chain.network);
  const ord = <T>(path: string) => ordOn<T>(chain, path);
  const paying = wallet[paysFrom];
  // The address the wallet keeps inscriptions and runes on (the same one for one-address wallets).
  const holder = holdsAssetsOn === 'ordinals' ? wallet.ordinals : paying;
  const rune = freshRuneName();
  await chain.faucet(paying, 2_000_000, true);
  const inscription = await inscribeOn(chain, holder, `held by ${family}`);
  await etchThroughService(rune, fresh().ordinals, chain);

  await page.goto('/');
  await page.getByTestId('connect-button').click();
  await page.getByTestId(`wallet-option-${family}`).click();
  await expect(page.getByTestId('account-address-payment')).toHaveAttribute('data-address', paying);

  // A mint of 100 units through the ordering service, paid from the Runes page.
  await navigate(page, '/runes');
  await fillMint(page, rune);
  await payAndComplete(page, rune, chain);
  expect((await ord<OrdAddress>(`/address/${holder}`)).runes_balances).toEqual([[rune, '100', null]]);

  await navigate(page, '/assets');
  const card = page.getByTestId(`assets-inscription-${inscription.id}`);
  await expect(card.getByTestId('assets-inscription-text')).toHaveText(`held by ${family}`);
  const runeRow = page.getByTestId(`assets-rune-${rune.replace('•', '')}`);
  await expect(runeRow.getByTestId('assets-rune-amount')).toHaveText('100');

  // A BTC send built here (a fee tier) spends none of the outputs carrying them.
  const protectedOutputs = await assetOutputs(chain, holder);
  expect(protectedOutputs).toHaveLength(2);
  const payee = fresh().payment;
  await navigate(page, '/send');
  await page.getByTestId('send-address').fill(payee);
  await page.getByTestId('send-amount').fill('0.01');
  await page.getByTestId('fee-normal').check();
  await page.getByTestId('send-review').click();
  await page.getByTestId('send-submit').click();
  await expect(page.getByTestId('send-txid')).toHaveText(/^[0-9a-f]{64}$/);
  await chain.mine();
  for (const outpoint of protectedOutputs) expect(await spentBy(chain, outpoint)).toBe(false);
  expect(await assetOutputs(chain, holder)).toEqual(protectedOutputs);

  // The inscription moves with its postage.
  const inscriptionTo = fresh().ordinals;
  await navigate(page, '/assets');
  await card.getByTestId('assets-send-inscription').click();
  if (noWalletSends) await expect(page.getByTestId('fee-wallet')).toHaveCount(0);
  await page.getByTestId('transfer-recipient').fill(inscriptionTo);
  const inscriptionTx = await reviewAndSubmitTransfer(page, inscriptionBy);
  await expect(page.getByTestId('transfer-plan')).toHaveCount(0);
  await chain.mine();
  const moved = await ord<{ address: string; satpoint: string }>(`/inscription/${inscription.id}`);
  expect(moved.address).toBe(inscriptionTo);
  expect(moved.satpoint).toBe(`${inscriptionTx}:0:0`);

  // The Dev Wallet's request log lives in the page: read it before the reload.
  const called = new Set(await walletMethods(page));

  // 40 of the 100 units go to another address; 60 stay with the holder.
  const runesTo = fresh().ordinals;
  await page.reload();
  await page
    .getByTestId(`assets-rune-${rune.replace('•', '')}`)
    .getByTestId('assets-send-rune')
    .click();
  await page.getByTestId('transfer-recipient').fill(runesTo);
  await page.getByTestId('transfer-amount').fill('40');
  await reviewAndSubmitTransfer(page, runesBy);
  await chain.mine();
  for (const method of await walletMethods(page)) called.add(method);
  for (const method of ['ord_sendInscriptions', 'runes_transfer', 'sendInscription', 'sendRunes']) {
    expect(called.has(method)).toBe(method === inscriptionBy || method === runesBy);
  }
  expect((await ord<OrdAddress>(`/address/${runesTo}`)).runes_balances).toEqual([[rune, '40', null]]);
  expect((await ord<OrdAddress>(`/address/${holder}`)).runes_balances).toEqual([[rune, '60', null]]);
  expect((await ord<OrdAddress>(`/address/${holder}`)).inscriptions).toEqual([]);
}

const TITLE = 'assets: seen on the Assets page, kept by a send, then sent on with exact amounts';

for (const c of CASES) {
  const mainnet = MAINNET_ONLY_FAMILIES.has(c.family);
  const wallet = freshWalletOn(mainnet ? 'mainnet' : 'regtest');
  const devwallet = {
    mnemonic: wallet.mnemonic,
    impersonate: [c.family],
    autoApprove: true,
    ...(c.singleAddressType ? { singleAddressType: c.singleAddressType } : {}),
  };
  if (mainnet) {
    mainnetTest.describe(`${c.family} on a mainnet devnet`, () => {
      mainnetTest.use({
        devwallet: { ...devwallet, network: 'mainnet', esploraUrl: `${MAINNET_DEVNET}/api` },
      });
      mainnetTest(TITLE, async ({ page, mainnet: chain }) => assetsCase(page, chain, c, wallet));
    });
  } else {
    regtestTest.describe(c.family, () => {
      regtestTest.use({ devwallet: { ...devwallet, esploraUrl: `${regtestChain.url}/api` } });
      regtestTest(TITLE, async ({ page }) => assetsCase(page, regtestChain, c, wallet));
    });
  }
}
