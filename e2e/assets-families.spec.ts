import type { Page } from '@playwright/test';
import type { Family } from '../emulator/config';
import { expect, test } from '../emulator/fixture';
import { navigate } from './flows-support';
import { etchThroughService, fillMint, freshRuneName, payAndComplete } from './runes-support';
import { DEVNET, devnet, freshWallet } from './support';

/**
 * SPEC R15 end to end, per family: an inscription made with the control plane and a rune minted
 * through the ordering service (paid from the Runes page) show on the Assets page; a BTC send
 * leaves the outputs carrying them unspent (read back from the chain); then the inscription and
 * part of the runes are sent on, and the devnet's ord index shows them at the recipients with
 * exact amounts.
 *
 * Xverse keeps assets on its taproot address apart from payments; Unisat holds everything on one
 * segwit address; OKX here on one taproot address (the allow-list case of R15.3).
 */
interface Case {
  family: Family;
  /** Which of the wallet's two keys the family shows as its (payment) address. */
  paysFrom: 'payment' | 'ordinals';
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
  { family: 'xverse', paysFrom: 'payment', inscriptionBy: 'ord_sendInscriptions' },
  { family: 'unisat', paysFrom: 'payment', runesBy: 'sendRunes' },
  { family: 'okx', paysFrom: 'ordinals', singleAddressType: 'p2tr', noWalletSends: true },
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

async function ord<T>(path: string): Promise<T> {
  const response = await fetch(`${DEVNET}/ord${path}`, { headers: { Accept: 'application/json' } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** The outputs of `address` that carry an inscription or runes, as the index reports them. */
async function assetOutputs(address: string): Promise<string[]> {
  const outputs = await ord<OrdOutput[]>(`/outputs/${address}?type=any`);
  return outputs
    .filter((o) => o.inscriptions.length > 0 || Object.keys(o.runes ?? {}).length > 0)
    .map((o) => o.outpoint);
}

async function spentBy(outpoint: string): Promise<boolean> {
  const [txid, vout] = outpoint.split(':');
  const response = await fetch(`${DEVNET}/api/tx/${txid}/outspend/${vout}`);
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
 * rate; a fee warning of a built one (R16.1: e.g. a fee above the postage) is confirmed first.
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

for (const { family, paysFrom, singleAddressType } of CASES) {
  test.describe(family, () => {
    const wallet = freshWallet();
    test.use({
      devwallet: {
        mnemonic: wallet.mnemonic,
        impersonate: [family],
        autoApprove: true,
        esploraUrl: `${DEVNET}/api`,
        ...(singleAddressType ? { singleAddressType } : {}),
      },
    });

    test('assets: seen on the Assets page, kept by a send, then sent on with exact amounts', async ({
      page,
    }) => {
      const { inscriptionBy, runesBy, noWalletSends } = CASES.find((c) => c.family === family) ?? {};
      const paying = wallet[paysFrom];
      // The address the wallet keeps inscriptions and runes on (the same one for one-address wallets).
      const holder = family === 'xverse' ? wallet.ordinals : paying;
      const rune = freshRuneName();
      await devnet.faucet(paying, 2_000_000, true);
      const inscription = await devnet.inscribe(holder, `held by ${family}`);
      await etchThroughService(rune, freshWallet().ordinals);

      await page.goto('/');
      await page.getByTestId('connect-button').click();
      await page.getByTestId(`wallet-option-${family}`).click();
      await expect(page.getByTestId('account-address-payment')).toHaveAttribute('data-address', paying);

      // A mint of 100 units through the ordering service, paid from the Runes page.
      await navigate(page, '/runes');
      await fillMint(page, rune);
      await payAndComplete(page, rune);
      expect((await ord<OrdAddress>(`/address/${holder}`)).runes_balances).toEqual([[rune, '100', null]]);

      await navigate(page, '/assets');
      const card = page.getByTestId(`assets-inscription-${inscription.id}`);
      await expect(card.getByTestId('assets-inscription-text')).toHaveText(`held by ${family}`);
      const runeRow = page.getByTestId(`assets-rune-${rune.replace('•', '')}`);
      await expect(runeRow.getByTestId('assets-rune-amount')).toHaveText('100');

      // A BTC send built here (a fee tier) spends none of the outputs carrying them.
      const protectedOutputs = await assetOutputs(holder);
      expect(protectedOutputs).toHaveLength(2);
      const payee = freshWallet().payment;
      await navigate(page, '/send');
      await page.getByTestId('send-address').fill(payee);
      await page.getByTestId('send-amount').fill('0.01');
      await page.getByTestId('fee-normal').check();
      await page.getByTestId('send-review').click();
      await page.getByTestId('send-submit').click();
      await expect(page.getByTestId('send-txid')).toHaveText(/^[0-9a-f]{64}$/);
      await devnet.mine();
      for (const outpoint of protectedOutputs) expect(await spentBy(outpoint)).toBe(false);
      expect(await assetOutputs(holder)).toEqual(protectedOutputs);

      // The inscription moves with its postage.
      const inscriptionTo = freshWallet().ordinals;
      await navigate(page, '/assets');
      await card.getByTestId('assets-send-inscription').click();
      if (noWalletSends) await expect(page.getByTestId('fee-wallet')).toHaveCount(0);
      await page.getByTestId('transfer-recipient').fill(inscriptionTo);
      const inscriptionTx = await reviewAndSubmitTransfer(page, inscriptionBy);
      await expect(page.getByTestId('transfer-plan')).toHaveCount(0);
      await devnet.mine();
      const moved = await devnet.inscription(inscription.id);
      expect(moved.address).toBe(inscriptionTo);
      expect(moved.satpoint).toBe(`${inscriptionTx}:0:0`);

      // The Dev Wallet's request log lives in the page: read it before the reload.
      const called = new Set(await walletMethods(page));

      // 40 of the 100 units go to another address; 60 stay with the holder.
      const runesTo = freshWallet().ordinals;
      await page.reload();
      await page
        .getByTestId(`assets-rune-${rune.replace('•', '')}`)
        .getByTestId('assets-send-rune')
        .click();
      await page.getByTestId('transfer-recipient').fill(runesTo);
      await page.getByTestId('transfer-amount').fill('40');
      await reviewAndSubmitTransfer(page, runesBy);
      await devnet.mine();
      for (const method of await walletMethods(page)) called.add(method);
      for (const method of ['ord_sendInscriptions', 'runes_transfer', 'sendInscription', 'sendRunes']) {
        expect(called.has(method)).toBe(method === inscriptionBy || method === runesBy);
      }
      expect((await ord<OrdAddress>(`/address/${runesTo}`)).runes_balances).toEqual([[rune, '40', null]]);
      expect((await ord<OrdAddress>(`/address/${holder}`)).runes_balances).toEqual([[rune, '60', null]]);
      expect((await ord<OrdAddress>(`/address/${holder}`)).inscriptions).toEqual([]);
    });
  });
}
