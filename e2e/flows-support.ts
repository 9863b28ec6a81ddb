import type { Page } from '@playwright/test';
import { WALLET_FAMILIES } from '@satchel/core/wallets/registry/families';
import type { Family } from '../packages/devwallet/src/config';
import { expect, test } from '../test/devwallet/fixture';
import { DEVNET, freshWallet } from './support';

export type Wallet = ReturnType<typeof freshWallet>;

/**
 * Impersonations that pass every account flow (balance, message, PSBT, send) on the regtest
 * devnet: the wallet sends itself, speaks the test networks, and lets the app pick the message
 * protocol. The others have flows specs of their own: Magic Eden and OKX answer only mainnet
 * addresses, as the real wallets do (mainnet-devnet.spec.ts); the wallets with no send
 * of their own and Orange, which picks the protocol itself, run flows-<id>.spec.ts.
 */
export const FAMILIES: readonly Family[] = WALLET_FAMILIES.filter(
  ({ capabilities: c }) => c.nativeSend && !c.mainnetOnly && !c.messageProtocolsByAddressType,
).map((family) => family.id);

/**
 * Declares one test with a wallet of its own: a fresh mnemonic, one impersonated family,
 * and the Dev Wallet pointed at the test devnet.
 */
export function walletTest(
  family: Family,
  title: string,
  body: (args: { page: Page; wallet: Wallet }) => Promise<void>,
  autoApprove = true,
) {
  test.describe(`${family}`, () => {
    const wallet = freshWallet();
    test.use({
      devwallet: {
        mnemonic: wallet.mnemonic,
        impersonate: [family],
        autoApprove,
        esploraUrl: `${DEVNET}/api`,
      },
    });
    test(title, async ({ page }) => body({ page, wallet }));
  });
}

/** Opens the app and connects the impersonated family through the chooser. */
export async function connect(page: Page, family: Family, wallet: Wallet, path = '/') {
  await page.goto('/');
  await page.getByTestId('connect-button').click();
  await page.getByTestId(`wallet-option-${family}`).click();
  await expect(page.getByTestId('account-address-payment')).toHaveAttribute('data-address', wallet.payment);
  if (path !== '/') await navigate(page, path);
}

const NAV_LABELS: Record<string, string> = {
  '/': 'Overview',
  '/send': 'Send',
  '/sign-message': 'Sign message',
  '/sign-psbt': 'Sign PSBT',
  '/assets': 'Assets',
  '/runes': 'Runes',
  '/sign-in': 'Sign in',
};

/** Client-side navigation through the main menu, so the connection stays in memory. */
export async function navigate(page: Page, path: string) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: NAV_LABELS[path], exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
}

/** Fault path (literal, so matched exactly) of one address's `/address/:a` on the devnet. */
export const addressPath = (address: string) => `/api/address/${address}`;

/** GET requests the devnet logged for exactly this path. */
export async function requestsFor(path: string) {
  const response = await fetch(`${DEVNET}/__devnet/requests`, { headers: { 'X-Devnet-Control': '1' } });
  const log = (await response.json()) as { method: string; path: string; status: number }[];
  return log.filter((entry) => entry.path === path);
}

/** Scripts the Dev Wallet's next answer through its in-page control API. */
export function walletControl(page: Page, action: 'rejectNext' | 'hangNext') {
  return page.evaluate((name) => {
    const control = (window as unknown as { satchelDevWallet: Record<typeof name, () => void> })
      .satchelDevWallet;
    control[name]();
  }, action);
}

/** Confirmed and mempool net amounts of an address, straight from the devnet. */
export async function addressStats(address: string) {
  const info = (await (await fetch(`${DEVNET}/api/address/${address}`)).json()) as Record<
    'chain_stats' | 'mempool_stats',
    { funded_txo_sum: number; spent_txo_sum: number }
  >;
  const net = (s: { funded_txo_sum: number; spent_txo_sum: number }) =>
    BigInt(s.funded_txo_sum - s.spent_txo_sum);
  return { confirmed: net(info.chain_stats), pending: net(info.mempool_stats) };
}
