import { devices, type Page } from '@playwright/test';
import { FAMILIES } from '../packages/devwallet/src/config';
import { expect, test } from '../packages/devwallet/src/fixture';
import { chooserTiles, expectConnected, openChooser, storedProvider } from './connection-helpers';
import { freshWallet } from './support';

/**
 * SPEC R21.1: on a first visit the default wallet (the family table's first) leads and the Dev Wallet
 * comes right after it, labelled Installed and visible without scrolling, even while it answers as
 * every other family; installed wallets come before wallets to install; the wallet used last leads
 * on later visits, disconnect or not.
 */

// `npm start`'s Dev Wallet: every family but the Wallet-Standard-only test family (vite.config.ts).
const NPM_START_FAMILIES = FAMILIES.filter((family) => family !== 'standard');

const { defaultBrowserType: _iphoneBrowser, ...IPHONE } = devices['iPhone 13'];
const SCREENS = [
  ['desktop 1280x860', { viewport: { width: 1280, height: 860 } }],
  ['iPhone 13', IPHONE],
] as const;

/** Every installed tile after the leading default comes before every tile to install. */
function expectInstalledFirst(tiles: { id: string; installed: boolean }[]): void {
  const rest = tiles.slice(1);
  const firstToInstall = rest.findIndex((tile) => !tile.installed);
  if (firstToInstall >= 0) expect(rest.slice(firstToInstall).every((tile) => !tile.installed)).toBe(true);
}

async function expectDevWalletSecondAndInView(page: Page): Promise<void> {
  await openChooser(page);
  // Detection may still be adding wallets: wait for the Dev Wallet before reading the order.
  await expect(page.getByTestId('wallet-installed-devwallet')).toHaveText('Installed');
  const tiles = await chooserTiles(page);
  expect(tiles[0]?.id).toBe('xverse');
  expect(tiles[1]).toEqual({ id: 'devwallet', installed: true });
  expectInstalledFirst(tiles);
  // Whole tile and its label on screen, inside the card's scroll box, without any scrolling.
  await expect(page.getByTestId('wallet-option-devwallet')).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('wallet-installed-devwallet')).toBeInViewport({ ratio: 1 });
  expect(await page.locator('.satchel-chooser__grid').evaluate((grid) => grid.scrollTop)).toBe(0);
}

for (const [screen, device] of SCREENS) {
  test.describe(`${screen}, npm start's Dev Wallet answering as every family`, () => {
    test.use({
      ...device,
      devwallet: { mnemonic: freshWallet().mnemonic, impersonate: NPM_START_FAMILIES, autoApprove: true },
    });

    test('the Dev Wallet is second, labelled Installed, in view; every tile is labelled', async ({
      page,
    }) => {
      await page.goto('/');
      await expectDevWalletSecondAndInView(page);
      for (const tile of await chooserTiles(page)) {
        expect(tile.installed).toBe(true);
        await expect(page.getByTestId(`wallet-installed-${tile.id}`)).toHaveText('Installed');
      }
    });
  });

  test.describe(`${screen}, only the Dev Wallet installed`, () => {
    test.use({
      ...device,
      devwallet: { mnemonic: freshWallet().mnemonic, impersonate: ['devwallet'], autoApprove: true },
    });

    test('the default leads, then the Dev Wallet, then the wallets to install', async ({ page }) => {
      await page.goto('/');
      await expectDevWalletSecondAndInView(page);
      const tiles = await chooserTiles(page);
      expect(tiles[0]).toEqual({ id: 'xverse', installed: false });
      expect(tiles.slice(2).every((tile) => !tile.installed)).toBe(true);
      await expect(page.getByTestId('wallet-installed-xverse')).toHaveCount(0);
      await expect(page.getByTestId('wallet-option-xverse')).toContainText('Not installed');
      // The keyboard starts on a wallet that connects, not on a store link.
      await expect(page.getByTestId('wallet-option-devwallet')).toBeFocused();
    });

    test('the side panel’s text is never cut at the 460px max height', async ({ page }) => {
      // A phone's tile goes straight to the store: keep that tab from opening.
      await page.addInitScript(() => {
        window.open = () => null;
      });
      await page.goto('/');
      await openChooser(page);
      await expect(page.getByTestId('wallet-installed-devwallet')).toBeVisible();
      await expectSidePanelWhole(page, 'explainer');
      await page.getByTestId('wallet-option-unisat').click();
      await expectSidePanelWhole(page, 'install-wallet-prompt');
    });
  });
}

/**
 * Each piece of the side panel lies whole inside the card (at most 460px high) and the screen. On a
 * phone the bottom sheet has no side panel (SPEC R2.5, as sats-connect's) and an uninstalled tile
 * goes straight to its store.
 */
async function expectSidePanelWhole(page: Page, panel: string): Promise<void> {
  const side = page.locator('.satchel-chooser__side');
  if (!(await side.isVisible())) return;
  const card = await page.getByTestId('wallet-chooser').boundingBox();
  // A box's edges are read in floating point while the card slides in (bottom minus top can
  // come out as 460.00002), so allow less than one layout unit (1/64 px) over.
  expect(card?.height).toBeLessThanOrEqual(460 + 1 / 64);
  await expect(side).toHaveAttribute('data-panel', panel);
  const parts = side.locator(':scope > *');
  expect(await parts.count()).toBeGreaterThan(1);
  for (const part of await parts.all()) await expect(part).toBeInViewport({ ratio: 1 });
  expect(await side.evaluate((el) => el.scrollHeight <= el.clientHeight)).toBe(true);
}

test.describe('some families installed', () => {
  test.use({
    devwallet: {
      mnemonic: freshWallet().mnemonic,
      impersonate: ['devwallet', 'okx', 'leather'],
      autoApprove: true,
    },
  });

  test('installed wallets, each labelled, come before the wallets to install', async ({ page }) => {
    await page.goto('/');
    await openChooser(page);
    await expect(page.getByTestId('wallet-installed-okx')).toHaveText('Installed');
    const tiles = await chooserTiles(page);
    expect(tiles.slice(0, 5)).toEqual([
      { id: 'xverse', installed: false },
      { id: 'devwallet', installed: true },
      { id: 'leather', installed: true },
      { id: 'okx', installed: true },
      { id: 'unisat', installed: false },
    ]);
    expectInstalledFirst(tiles);
    await expect(page.getByTestId('wallet-installed-leather')).toHaveText('Installed');
    await expect(page.getByTestId('wallet-installed-unisat')).toHaveCount(0);
  });
});

test.describe('after a wallet was used', () => {
  const wallet = freshWallet();
  test.use({
    viewport: { width: 1280, height: 860 },
    devwallet: { mnemonic: wallet.mnemonic, impersonate: NPM_START_FAMILIES, autoApprove: true },
  });

  test('the wallet used leads after disconnect and on a later visit, the Dev Wallet right after it', async ({
    page,
  }) => {
    await page.goto('/');
    await openChooser(page);
    await page.getByTestId('wallet-option-leather').click();
    await expectConnected(page, wallet.payment, wallet.ordinals);
    await page.getByTestId('disconnect-button').click();
    await expect(page.getByTestId('connect-button')).toBeVisible();
    // SPEC R3.3: the stored default is gone; the chooser still knows which wallet was used.
    expect(await storedProvider(page)).toBeNull();

    await openChooser(page);
    await expect(page.getByTestId('wallet-installed-devwallet')).toBeVisible();
    expect((await chooserTiles(page)).slice(0, 3).map((tile) => tile.id)).toEqual([
      'leather',
      'devwallet',
      'xverse',
    ]);
    await page.keyboard.press('Escape');

    await page.reload();
    await openChooser(page);
    await expect(page.getByTestId('wallet-installed-devwallet')).toBeVisible();
    expect((await chooserTiles(page)).slice(0, 2).map((tile) => tile.id)).toEqual(['leather', 'devwallet']);
    await expect(page.getByTestId('wallet-option-leather')).toBeInViewport({ ratio: 1 });
  });
});
