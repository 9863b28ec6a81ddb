import { devices, type Page } from '@playwright/test';
import { type FamilyId, isWithdrawn, WALLET_FAMILIES } from '@satchel/core/wallets/registry/families';
import { FAMILIES } from '../packages/devwallet/src/config';
import { expect, test } from '../test/devwallet/fixture';
import { SUBJECT } from '../test/subjects';
import { chooserTiles, expectConnected, openChooser, storedProvider } from './connection-helpers';
import { freshWallet } from './support';

/**
 * On a first visit the default wallet (the family table's first) leads and the Dev Wallet
 * comes right after it, labelled Installed and visible without scrolling, even while it answers as
 * every other family; installed wallets come before wallets to install; the wallet used last leads
 * on later visits, disconnect or not.
 */

// `npm start`'s Dev Wallet: every family but the Wallet-Standard-only test family (vite.config.ts).
const NPM_START_FAMILIES = FAMILIES.filter((family) => family !== 'standard');

/** The first-visit default: the family table's first wallet. */
const DEFAULT = WALLET_FAMILIES[0].id;
/** The chooser's tiles with nothing installed: the family table less the withdrawn wallets. */
const LISTED = WALLET_FAMILIES.filter((family) => !isWithdrawn(family)).map((family) => family.id);

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
  expect(tiles[0]?.id).toBe(DEFAULT);
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
      expect(tiles[0]).toEqual({ id: DEFAULT, installed: false });
      expect(tiles.slice(2).every((tile) => !tile.installed)).toBe(true);
      await expect(page.getByTestId(`wallet-installed-${DEFAULT}`)).toHaveCount(0);
      await expect(page.getByTestId(`wallet-option-${DEFAULT}`)).toContainText('Not installed');
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
      // Any wallet to install other than the default.
      await page.getByTestId(`wallet-option-${SUBJECT.injected}`).click();
      await expectSidePanelWhole(page, 'install-wallet-prompt');
    });
  });
}

/**
 * Each piece of the side panel lies whole inside the card (at most 460px high) and the screen. On a
 * phone the bottom sheet has no side panel (as sats-connect's) and an uninstalled tile
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

/**
 * Two families besides the default, impersonated in the reverse of the table's order, so the
 * chooser's order is seen to come from the table and not from which wallet injected first.
 */
const INSTALLED: readonly FamilyId[] = LISTED.filter(
  (id) => id === SUBJECT.rpc || id === SUBJECT.perNetworkObjects,
);

test.describe('some families installed', () => {
  test.use({
    devwallet: {
      mnemonic: freshWallet().mnemonic,
      impersonate: ['devwallet', ...[...INSTALLED].reverse()],
      autoApprove: true,
    },
  });

  test('installed wallets, each labelled, come before the wallets to install', async ({ page }) => {
    expect(INSTALLED).toHaveLength(2);
    expect(INSTALLED).not.toContain(DEFAULT);
    const toInstall = LISTED.filter((id) => id !== DEFAULT && !INSTALLED.includes(id));
    await page.goto('/');
    await openChooser(page);
    await expect(page.getByTestId(`wallet-installed-${INSTALLED[1]}`)).toHaveText('Installed');
    const tiles = await chooserTiles(page);
    expect(tiles.slice(0, 5)).toEqual([
      { id: DEFAULT, installed: false },
      { id: 'devwallet', installed: true },
      ...INSTALLED.map((id) => ({ id, installed: true })),
      { id: toInstall[0], installed: false },
    ]);
    expectInstalledFirst(tiles);
    await expect(page.getByTestId(`wallet-installed-${INSTALLED[0]}`)).toHaveText('Installed');
    await expect(page.getByTestId(`wallet-installed-${toInstall[0]}`)).toHaveCount(0);
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
    // A two-address wallet that speaks regtest.
    await page.getByTestId(`wallet-option-${SUBJECT.rpc}`).click();
    await expectConnected(page, wallet.payment, wallet.ordinals);
    await page.getByTestId('disconnect-button').click();
    await expect(page.getByTestId('connect-button')).toBeVisible();
    // The stored default is gone; the chooser still knows which wallet was used.
    expect(await storedProvider(page)).toBeNull();

    await openChooser(page);
    await expect(page.getByTestId('wallet-installed-devwallet')).toBeVisible();
    expect((await chooserTiles(page)).slice(0, 3).map((tile) => tile.id)).toEqual([
      SUBJECT.rpc,
      'devwallet',
      DEFAULT,
    ]);
    await page.keyboard.press('Escape');

    await page.reload();
    await openChooser(page);
    await expect(page.getByTestId('wallet-installed-devwallet')).toBeVisible();
    expect((await chooserTiles(page)).slice(0, 2).map((tile) => tile.id)).toEqual([SUBJECT.rpc, 'devwallet']);
    await expect(page.getByTestId(`wallet-option-${SUBJECT.rpc}`)).toBeInViewport({ ratio: 1 });
  });
});
