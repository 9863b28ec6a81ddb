import type { Page } from '@playwright/test';
import { familyById, isWithdrawn, WALLET_FAMILIES } from '@satchel/core/wallets/registry/families';
import { MAINNET_ONLY_FAMILIES } from '../packages/devwallet/src/families/facts';
import { expect, test } from '../test/devwallet/fixture';
import { SUBJECT } from '../test/subjects';
import {
  chooserTiles,
  expectConnected,
  openChooser,
  SELECTION_CANCELLED,
  storedProvider,
} from './connection-helpers';
import { freshWallet } from './support';

/** The chooser's tiles with nothing installed: the family table less the withdrawn wallets. */
const LISTED = WALLET_FAMILIES.filter((family) => !isWithdrawn(family)).map((family) => family.id);
/** The first-visit default: the family table's first wallet. */
const DEFAULT = WALLET_FAMILIES[0];

/** Records store links instead of opening them (no network, no new tabs). */
async function recordStoreLinks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const opened: string[] = [];
    (window as unknown as { openedUrls: string[] }).openedUrls = opened;
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
  });
}

const openedUrls = (page: Page) =>
  page.evaluate(() => (window as unknown as { openedUrls: string[] }).openedUrls);

test.describe('with no wallet installed', () => {
  test.use({ devwallet: { mnemonic: freshWallet().mnemonic, impersonate: [], autoApprove: true } });

  test('the chooser invites to install, and a tile opens its store', async ({ page }) => {
    await recordStoreLinks(page);
    await page.goto('/');
    await openChooser(page);
    const chooser = page.getByTestId('wallet-chooser');
    await expect(page.getByTestId('chooser-title')).toHaveText("Don't have a wallet?");
    await expect(chooser).toContainText('Start by installing one of the wallets below.');
    await expect(chooser).not.toContainText('What is a wallet?');
    const tiles = await chooserTiles(page);
    // Every named family in the table's order, but those withdrawn from web apps.
    expect(tiles.map((t) => t.id)).toEqual(LISTED);
    expect(tiles.every((t) => !t.installed)).toBe(true);
    // No WalletConnect project id in this build: no WalletConnect tile.
    await expect(page.getByTestId('wallet-option-walletconnect')).toHaveCount(0);

    await page.getByTestId(`wallet-option-${SUBJECT.rpc}`).click();
    await expect.poll(() => openedUrls(page)).toHaveLength(1);
    expect((await openedUrls(page))[0]).toMatch(/^https:\/\//);
    await expect(chooser).toBeVisible();
  });
});

// The suite runs with reduced motion (playwright.config.ts); here the visitor has not asked for it.
test.describe('motion', () => {
  test.use({
    reducedMotion: 'no-preference',
    devwallet: { mnemonic: freshWallet().mnemonic, impersonate: [], autoApprove: true },
  });

  test('the chooser slides in and the page eases its changes, unless the visitor asks for reduced motion', async ({
    page,
  }) => {
    await page.goto('/');
    await openChooser(page);
    const card = page.locator('.satchel-chooser__card');
    const animation = () => card.evaluate((element) => getComputedStyle(element).animationName);
    // The page's transitions take --duration, in seconds (the build writes 0.25s as .25s).
    const duration = () =>
      page.evaluate(() =>
        Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--duration')),
      );
    expect(await animation()).toBe('satchel-chooser-in');
    expect(await duration()).toBe(0.25);
    // Closed, the chooser is kept in the page (once it has fallen idle) without its entrance, which
    // starts again on the next open: CSS starts an animation when its name is applied anew.
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('wallet-chooser')).toBeHidden();
    await expect(page.locator('.satchel-chooser[data-closed]')).toBeAttached();
    expect(await animation()).toBe('none');
    await openChooser(page);
    expect(await animation()).toBe('satchel-chooser-in');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await animation()).toBe('none');
    expect(await duration()).toBe(0);
  });
});

test.describe('with the Dev Wallet installed', () => {
  const wallet = freshWallet();
  test.use({ devwallet: { mnemonic: wallet.mnemonic, impersonate: ['devwallet'], autoApprove: true } });

  test('close button, Escape and a click outside each cancel the choice', async ({ page }) => {
    await page.goto('/');
    const cancels: [string, () => Promise<void>][] = [
      ['close button', () => page.getByTestId('chooser-close').click()],
      ['Escape', () => page.keyboard.press('Escape')],
      ['outside click', () => page.mouse.click(5, 5)],
    ];
    for (const [how, cancel] of cancels) {
      await test.step(how, async () => {
        await openChooser(page);
        await cancel();
        await expect(page.getByTestId('wallet-chooser')).toBeHidden();
        await expect(page.getByTestId('error-message')).toContainText(SELECTION_CANCELLED);
        await expect(page.getByTestId('error-message')).toHaveAttribute('data-code', '-32603');
        expect(await storedProvider(page)).toBeNull();
        await expect(page.getByTestId('connect-button')).toBeFocused();
      });
    }
  });

  test('titles, explainer and the install prompt with Get', async ({ page }) => {
    await recordStoreLinks(page);
    await page.goto('/');
    await openChooser(page);
    const chooser = page.getByTestId('wallet-chooser');
    await expect(page.getByTestId('chooser-title')).toHaveText('Choose wallet to connect');
    await expect(chooser).toContainText('What is a wallet?');
    const tiles = await chooserTiles(page);
    // The first-visit default (to install) leads, the Dev Wallet right after it.
    expect(tiles.slice(0, 2)).toEqual([
      { id: DEFAULT.id, installed: false },
      { id: 'devwallet', installed: true },
    ]);
    expect(tiles.slice(2).every((t) => !t.installed)).toBe(true);

    await page.getByTestId(`wallet-option-${DEFAULT.id}`).click();
    await expect(chooser).toContainText(`${DEFAULT.name} is not installed`);
    expect(await openedUrls(page)).toEqual([]);
    await chooser.getByRole('button', { name: 'Get', exact: true }).click();
    await expect.poll(() => openedUrls(page)).toHaveLength(1);
    expect((await openedUrls(page))[0]).toMatch(/^https:\/\//);
    await expect(chooser).toBeVisible();
  });

  test('the chooser works from the keyboard', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('connect-button').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('wallet-chooser')).toBeVisible();
    const tile = page.getByTestId('wallet-option-devwallet');
    const focusables = await page.getByTestId('wallet-chooser').locator('button').count();
    for (let i = 0; i < focusables && !(await tile.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(tile).toBeFocused();
    await page.keyboard.press('Enter');
    await expectConnected(page, wallet.payment, wallet.ordinals);
  });
});

/**
 * One wallet that speaks regtest (two addresses) and one whose main object answers mainnet
 * addresses only, impersonated in the reverse of the table's order.
 */
const REGTEST_WALLET = SUBJECT.rpc;
const MAINNET_ONLY = familyById(SUBJECT.perNetworkObjects);

test.describe('with two families installed', () => {
  const wallet = freshWallet();
  test.use({
    devwallet: {
      mnemonic: wallet.mnemonic,
      impersonate: [SUBJECT.perNetworkObjects, REGTEST_WALLET],
      autoApprove: true,
    },
  });

  test('both are listed as installed ahead of the others, after the default', async ({ page }) => {
    await page.goto('/');
    await openChooser(page);
    await expect(page.getByTestId(`wallet-option-${SUBJECT.perNetworkObjects}`)).toHaveAttribute(
      'data-installed',
      'true',
    );
    await expect(page.getByTestId(`wallet-option-${REGTEST_WALLET}`)).toHaveAttribute(
      'data-installed',
      'true',
    );
    const tiles = await chooserTiles(page);
    // The default first, then the installed ones, then the rest, each group in the table's order.
    const installed: string[] = LISTED.filter(
      (id) => id === REGTEST_WALLET || id === SUBJECT.perNetworkObjects,
    );
    expect(installed).toEqual([REGTEST_WALLET, SUBJECT.perNetworkObjects]);
    expect(tiles).toEqual([
      { id: DEFAULT.id, installed: false },
      ...installed.map((id) => ({ id, installed: true })),
      ...LISTED.filter((id) => id !== DEFAULT.id && !installed.includes(id)).map((id) => ({
        id,
        installed: false,
      })),
    ]);
    // The regtest one: the other's main object answers mainnet addresses only,
    // which this regtest app refuses; its own flows run on a mainnet devnet.
    await page.getByTestId(`wallet-option-${REGTEST_WALLET}`).click();
    await expectConnected(page, wallet.payment, wallet.ordinals);
    expect(await storedProvider(page)).toBe(REGTEST_WALLET);
  });

  test(`${MAINNET_ONLY?.name} answers with its mainnet address, which this regtest app refuses: it works on mainnet only`, async ({
    page,
  }) => {
    expect(MAINNET_ONLY_FAMILIES.has(SUBJECT.perNetworkObjects)).toBe(true);
    await page.goto('/');
    await openChooser(page);
    await page.getByTestId(`wallet-option-${SUBJECT.perNetworkObjects}`).click();
    // No advice to switch: its main provider has no other network to switch to.
    await expect(page.getByRole('alert')).toHaveText(
      `${MAINNET_ONLY?.name} works on mainnet only; this app is on regtest.`,
    );
    await expect(page.getByTestId('network-switch')).toHaveCount(0);
    await expect(page.getByTestId('account-address-payment')).toHaveCount(0);
  });
});
