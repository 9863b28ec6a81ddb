import { MAINNET_ONLY_FAMILIES } from '../packages/devwallet/src/families/facts';
import { test as regtestTest } from '../test/devwallet/fixture';
import { freshWalletOn } from './chain';
import {
  ACCOUNT_EVENTS,
  expectConnected,
  type Family,
  openChooser,
  pendingApprovals,
  RENOUNCES,
  rejectNext,
  SILENT_RECONNECT,
  SINGLE_ADDRESS,
  setAccount,
  setAutoApprove,
  storedProvider,
  walletState,
} from './connection-helpers';
import { ringWhenRead } from './fresh-wallet';
import { expect, MAINNET_DEVNET, test as mainnetTest } from './mainnet-chain';

/**
 * Rejection, connect, silent reload, account switch and disconnect for one family, each spec file
 * running one family so the families spread over the workers. The families that speak only
 * mainnet run it on a mainnet devnet with the mainnet build (mainnet-chain.ts).
 */
export function familySuite(family: Family): void {
  const mainnet = MAINNET_ONLY_FAMILIES.has(family);
  const test = mainnet ? mainnetTest : regtestTest;
  const network = mainnet ? 'mainnet' : 'regtest';
  test.describe(`${family} through the Dev Wallet`, () => {
    const wallet = freshWalletOn(network);
    const second = ringWhenRead(wallet.mnemonic, network, 1);
    const payment = () => wallet.payment;
    const ordinals = () => (SINGLE_ADDRESS.has(family) ? wallet.payment : wallet.ordinals);
    test.use({
      devwallet: {
        mnemonic: wallet.mnemonic,
        impersonate: [family],
        autoApprove: true,
        ...(mainnet ? { network: 'mainnet', esploraUrl: `${MAINNET_DEVNET}/api` } : {}),
      },
    });

    test('reject, connect, silent reload, account switch, disconnect', async ({ page }) => {
      await page.goto('/');
      await rejectNext(page);
      await openChooser(page);
      await expect(page.getByTestId(`wallet-option-${family}`)).toHaveAttribute('data-installed', 'true');
      await page.getByTestId(`wallet-option-${family}`).click();
      const error = page.getByTestId('error-message');
      await expect(error).toContainText('User rejected the request.');
      await expect(error).toHaveAttribute('data-code', '-32000');
      await expect(page.getByTestId('wallet-chooser')).toBeHidden();
      expect(await storedProvider(page)).toBeNull();
      expect((await walletState(page)).connected).not.toContain(family);

      // The rejected first choice is forgotten: the chooser comes back.
      await openChooser(page);
      await page.getByTestId(`wallet-option-${family}`).click();
      await expectConnected(page, payment(), ordinals());
      await expect(page.getByTestId('error-message')).toHaveCount(0);
      await expect(page.getByTestId('wallet-chooser')).toBeHidden();
      expect(await storedProvider(page)).toBe(family);
      expect((await walletState(page)).connected).toContain(family);

      // Reload with approvals off: any prompting call would wait in the wallet's queue.
      await page.reload();
      await setAutoApprove(page, false);
      if (SILENT_RECONNECT.has(family)) {
        await expectConnected(page, payment(), ordinals());
      } else {
        // Leather and Magic Eden cannot read accounts silently: they stay disconnected.
        await expect(page.getByTestId('connect-button')).toHaveText('Connect wallet');
        await expect(page.getByTestId('account-address-payment')).toHaveCount(0);
      }
      expect(await pendingApprovals(page)).toEqual([]);
      await expect(page.getByTestId('devwallet-approve')).toHaveCount(0);

      if (!SILENT_RECONNECT.has(family)) {
        // Connect again so there is something to disconnect.
        await setAutoApprove(page, true);
        await page.getByTestId('connect-button').click();
        await expectConnected(page, payment(), ordinals());
      }

      if (ACCOUNT_EVENTS.has(family)) {
        await setAccount(page, 1);
        await expectConnected(
          page,
          second().payment.address,
          SINGLE_ADDRESS.has(family) ? second().payment.address : second().ordinals.address,
        );
      }

      await page.getByTestId('disconnect-button').click();
      await expect(page.getByTestId('connect-button')).toBeVisible();
      await expect(page.getByTestId('account-address-payment')).toHaveCount(0);
      await expect.poll(() => storedProvider(page)).toBeNull();
      if (RENOUNCES.has(family)) {
        await expect.poll(async () => (await walletState(page)).connected).not.toContain(family);
      }

      // Nothing stored any more: the next connect asks which wallet again, and a reload stays out.
      await page.reload();
      await expect(page.getByTestId('connect-button')).toHaveText('Connect wallet');
      expect(await pendingApprovals(page)).toEqual([]);
      await openChooser(page);
    });
  });
}
