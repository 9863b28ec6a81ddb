import { expect, test } from '../test/devwallet/fixture';
import { chooserTiles, expectConnected, openChooser, walletState } from './connection-helpers';
import { freshWallet } from './support';

/**
 * Unisat, Bitget and Binance all write `window.unisat`, Bitget flagged `isBitKeep` and Binance
 * `isBinance`; each keeps its own global too (docs/wallet-interfaces.md §3, docs/wallets/bitget.md,
 * binance.md). The chooser must list each wallet once, installed, and connect each to its own object.
 */
const installedOf = async (page: Parameters<typeof chooserTiles>[0]) =>
  (await chooserTiles(page))
    .filter((tile) => ['unisat', 'bitget', 'binance'].includes(tile.id))
    .map((tile) => [tile.id, tile.installed]);

test.describe('Bitget and Binance without Unisat', () => {
  const wallet = freshWallet();
  test.use({
    devwallet: { mnemonic: wallet.mnemonic, impersonate: ['bitget', 'binance'], autoApprove: true },
  });

  test('a flagged window.unisat is not Unisat', async ({ page }) => {
    await page.goto('/');
    const flags = await page.evaluate(() => {
      const unisat = (window as unknown as { unisat?: Record<string, unknown> }).unisat;
      return { isBitKeep: unisat?.isBitKeep, isBinance: unisat?.isBinance };
    });
    // Bitget installs first and holds the shared name.
    expect(flags).toEqual({ isBitKeep: true, isBinance: undefined });
    await openChooser(page);
    expect(await installedOf(page)).toEqual([
      ['bitget', true],
      ['binance', true],
      ['unisat', false],
    ]);
  });
});

test.describe('Unisat, Bitget and Binance together', () => {
  const wallet = freshWallet();
  test.use({
    devwallet: { mnemonic: wallet.mnemonic, impersonate: ['unisat', 'bitget', 'binance'], autoApprove: true },
  });

  test('each is listed once and connects to its own object', async ({ page }) => {
    await page.goto('/');
    await openChooser(page);
    await expect(page.getByTestId('wallet-option-unisat')).toHaveAttribute('data-installed', 'true');
    expect(await installedOf(page)).toEqual([
      ['unisat', true],
      ['bitget', true],
      ['binance', true],
    ]);
    for (const family of ['binance', 'bitget', 'unisat'] as const) {
      await page.getByTestId(`wallet-option-${family}`).click();
      await expectConnected(page, wallet.payment, wallet.payment);
      expect((await walletState(page)).connected).toEqual([family]);
      await page.getByTestId('disconnect-button').click();
      await expect(page.getByTestId('connect-button')).toBeVisible();
      await page.evaluate(() =>
        (window as unknown as { satchelDevWallet: { revoke(): void } }).satchelDevWallet.revoke(),
      );
      await openChooser(page);
    }
  });
});

/**
 * OneKey writes `window.$onekey.btc` and the same provider as `window.unisat`, flagged `isOneKey`
 * (docs/wallets/onekey.md): the flagged `window.unisat` is OneKey's, never listed as Unisat.
 */
test.describe('OneKey without Unisat', () => {
  const wallet = freshWallet();
  test.use({ devwallet: { mnemonic: wallet.mnemonic, impersonate: ['onekey'], autoApprove: true } });

  test('a window.unisat flagged isOneKey is OneKey, and OneKey connects to its own object', async ({
    page,
  }) => {
    await page.goto('/');
    const flags = await page.evaluate(() => {
      const win = window as unknown as {
        unisat?: Record<string, unknown>;
        $onekey?: { btc?: Record<string, unknown> };
      };
      return { isOneKey: win.unisat?.isOneKey, own: typeof win.$onekey?.btc?.requestAccounts };
    });
    expect(flags).toEqual({ isOneKey: true, own: 'function' });
    await openChooser(page);
    const listed = (await chooserTiles(page)).filter((tile) => ['unisat', 'onekey'].includes(tile.id));
    // Installed, OneKey comes before the uninstalled Unisat.
    expect(listed.map((tile) => [tile.id, tile.installed])).toEqual([
      ['onekey', true],
      ['unisat', false],
    ]);
    await page.getByTestId('wallet-option-onekey').click();
    await expectConnected(page, wallet.payment, wallet.payment);
    expect((await walletState(page)).connected).toEqual(['onekey']);
  });
});

test.describe('Unisat and OneKey together', () => {
  const wallet = freshWallet();
  test.use({
    devwallet: { mnemonic: wallet.mnemonic, impersonate: ['unisat', 'onekey'], autoApprove: true },
  });

  test('each is listed once, installed', async ({ page }) => {
    await page.goto('/');
    await openChooser(page);
    await expect(page.getByTestId('wallet-option-unisat')).toHaveAttribute('data-installed', 'true');
    const listed = (await chooserTiles(page)).filter((tile) => ['unisat', 'onekey'].includes(tile.id));
    expect(listed.map((tile) => [tile.id, tile.installed])).toEqual([
      ['unisat', true],
      ['onekey', true],
    ]);
  });
});
