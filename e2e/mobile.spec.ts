import { devices } from '@playwright/test';
import { FAMILY_IDS } from '@satchel/core/wallets/registry/families';
import { expect, test } from '../test/devwallet/fixture';
import { SUBJECT } from '../test/subjects';
import { chooserTiles, openChooser } from './connection-helpers';
import { connect } from './flows-support';
import { DEVNET, devnet, freshWallet } from './support';

// The phones' screens, touch and user agents, in the suite's Chromium (not their own browsers).
const { defaultBrowserType: _iphoneBrowser, ...IPHONE } = devices['iPhone 13'];
const { defaultBrowserType: _pixelBrowser, ...PIXEL } = devices['Pixel 7'];

test.describe('a phone with no injected wallet', () => {
  test.use({
    ...IPHONE,
    devwallet: { mnemonic: freshWallet().mnemonic, impersonate: [], autoApprove: true },
  });

  test('the chooser offers Open in links that reopen this page in the wallet', async ({ page }) => {
    await page.goto('/sign-message?from=phone');
    await openChooser(page);
    await expect(page.getByTestId('chooser-title')).toHaveText("Don't have a wallet?");
    const here = encodeURIComponent(page.url());
    expect(page.url()).toMatch(/\/sign-message\?from=phone$/);

    const xverse = page.getByTestId('wallet-open-in-xverse');
    await expect(xverse).toHaveText('Open in Xverse');
    await expect(xverse).toHaveAttribute('href', `https://connect.xverse.app/browser?url=${here}`);
    // OKX's app deep link goes whole, encoded again, into its universal link.
    await expect(page.getByTestId('wallet-open-in-okx')).toHaveAttribute(
      'href',
      `https://web3.okx.com/download?deeplink=${encodeURIComponent(`okx://wallet/dapp/url?dappUrl=${here}`)}`,
    );
    // Wallets without a documented link get none; the store link stays on every tile.
    await expect(page.getByTestId('wallet-open-in-unisat')).toHaveCount(0);
    await expect(page.getByTestId('wallet-open-in-leather')).toHaveCount(0);
    await expect(page.getByTestId('wallet-option-xverse')).toContainText('Not installed');

    // A real link the person taps (iOS follows universal links only from a gesture).
    expect(await xverse.evaluate((a) => a.tagName)).toBe('A');

    // On a narrow screen: the bottom sheet is at least 340px high, tiles at least 100px.
    const card = await page.getByTestId('wallet-chooser').boundingBox();
    expect(card?.height).toBeGreaterThanOrEqual(340);
    const tile = await page.getByTestId('wallet-option-xverse').boundingBox();
    expect(tile?.width).toBeGreaterThanOrEqual(100);
  });
});

/**
 * OKX's own in-app browser (its user agent, docs/wallets/mobile.md), beside another installed
 * wallet that the family table lists before OKX.
 */
const BESIDE_OKX = [SUBJECT.satsConnect, 'okx'] as const;
/** The two in the family table's order. */
const TABLE_ORDER = FAMILY_IDS.filter((id) => (BESIDE_OKX as readonly string[]).includes(id));

test.describe('inside the OKX app’s browser', () => {
  test.use({
    ...PIXEL,
    // OKX's in-app browser names itself in the user agent (docs/wallets/mobile.md).
    userAgent: `${PIXEL.userAgent} OKApp/(OKEx/6.90.1)`,
    devwallet: { mnemonic: freshWallet().mnemonic, impersonate: [...BESIDE_OKX], autoApprove: true },
  });

  test('OKX is listed first, and no Open in links are offered', async ({ page }) => {
    await page.goto('/');
    await openChooser(page);
    await expect(page.getByTestId('wallet-option-okx')).toHaveAttribute('data-installed', 'true');
    const tiles = await chooserTiles(page);
    // Not the table's order: OKX comes first in its own browser.
    expect(TABLE_ORDER[0]).not.toBe('okx');
    expect(tiles.slice(0, 2)).toEqual([
      { id: 'okx', installed: true },
      { id: SUBJECT.satsConnect, installed: true },
    ]);
    await expect(page.locator('[data-testid^="wallet-open-in-"]')).toHaveCount(0);
  });
});

test.describe('the same wallets in a phone browser that is not OKX’s', () => {
  test.use({
    ...PIXEL,
    devwallet: { mnemonic: freshWallet().mnemonic, impersonate: [...BESIDE_OKX], autoApprove: true },
  });

  test('the family table order holds', async ({ page }) => {
    await page.goto('/');
    await openChooser(page);
    await expect(page.getByTestId('wallet-option-okx')).toHaveAttribute('data-installed', 'true');
    expect(TABLE_ORDER).toHaveLength(2);
    expect((await chooserTiles(page)).slice(0, 2).map((t) => t.id)).toEqual(TABLE_ORDER);
  });
});

test.describe('dark mode', () => {
  test.use({
    ...IPHONE,
    colorScheme: 'dark',
    devwallet: { mnemonic: freshWallet().mnemonic, impersonate: [SUBJECT.satsConnect], autoApprove: true },
  });

  test('the chooser takes the page’s dark design tokens', async ({ page }) => {
    await page.goto('/');
    await openChooser(page);
    const colours = await page.getByTestId('wallet-chooser').evaluate((card) => {
      const root = getComputedStyle(document.documentElement);
      const probe = document.createElement('div');
      document.body.append(probe);
      const resolve = (value: string) => {
        probe.style.color = value;
        return getComputedStyle(probe).color;
      };
      const out = {
        card: getComputedStyle(card).backgroundColor,
        text: getComputedStyle(card).color,
        surface: resolve(root.getPropertyValue('--surface')),
        ink: resolve(root.getPropertyValue('--text')),
      };
      probe.remove();
      return out;
    });
    expect(colours.card).toBe(colours.surface);
    expect(colours.text).toBe(colours.ink);
    // Dark, not the light default.
    expect(colours.card).not.toBe('rgb(255, 255, 255)');
    await expect(page.getByTestId('chooser-close').locator('svg path')).toHaveCount(1);
  });
});

test.describe('a phone with a wallet: what a number or an address looks like', () => {
  const wallet = freshWallet();
  test.use({
    ...IPHONE,
    devwallet: {
      mnemonic: wallet.mnemonic,
      impersonate: [SUBJECT.satsConnect],
      autoApprove: true,
      esploraUrl: `${DEVNET}/api`,
    },
  });

  test('the review keeps an amount with its unit on one line, and the header each short address', async ({
    page,
  }, testInfo) => {
    await devnet.faucet(wallet.payment, 50_000_000, true);
    await connect(page, SUBJECT.satsConnect, wallet, '/send');
    await page.getByTestId('send-address').fill(freshWallet().payment);
    await page.getByTestId('send-amount').fill('0.12345678');
    await page.getByTestId('send-review').click();
    await expect(page.getByTestId('send-plan')).toBeVisible();
    // One line each: an amount never splits as "0.1234 BT" / "C", an address never as two lines.
    // (A line break just before an inline element leaves an empty box on the line above.)
    const lines = (selector: string) =>
      page
        .locator(selector)
        .evaluateAll((nodes) =>
          nodes.map(
            (n) => new Set([...n.getClientRects()].filter((r) => r.width > 0).map((r) => r.top)).size,
          ),
        );
    const amounts = await lines('[data-testid="send-plan"] .amount');
    expect(amounts.length).toBeGreaterThan(0);
    expect(amounts.every((n) => n === 1)).toBe(true);
    const addresses = await lines('.satchel-account__address');
    expect(addresses).toHaveLength(2);
    expect(addresses.every((n) => n === 1)).toBe(true);
    // Nothing sticks out sideways: the page is as wide as the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath('send-review-phone.png'), fullPage: true });
  });

  test("an inscription's transfer review fits the phone: its id and the addresses wrap, nothing scrolls sideways", async ({
    page,
  }, testInfo) => {
    const inscribed = await devnet.inscribe(wallet.ordinals, 'gm from a phone');
    await devnet.faucet(wallet.payment, 200_000, true);
    await connect(page, SUBJECT.satsConnect, wallet, '/assets');
    const card = page.getByTestId(`assets-inscription-${inscribed.id}`);
    await card.getByTestId('assets-send-inscription').click();
    await page.getByTestId('transfer-recipient').fill(freshWallet().ordinals);
    await page.getByTestId('transfer-review').click();
    await expect(page.getByTestId('transfer-plan')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('transfer-review-phone.png'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
