import type { Page } from '@playwright/test';
import { familyById } from '@satchel/core/wallets/registry/families';
import { FAMILIES, type Family } from '../packages/devwallet/src/config';
import { FAMILY_FACTS } from '../packages/devwallet/src/families/facts';
import { expect } from '../test/devwallet/fixture';

export type { Family } from '../packages/devwallet/src/config';

/** A capability of a family's preset; the Dev Wallet under its own name has them all. */
const capable = (family: Family, capability: 'silentReconnect' | 'events'): boolean =>
  family === 'devwallet' || (familyById(family)?.capabilities[capability] ?? false);

/** Families whose wallet answers a silent account read, so a reload restores the connection. */
export const SILENT_RECONNECT: ReadonlySet<Family> = new Set(
  FAMILIES.filter((f) => capable(f, 'silentReconnect')),
);
/**
 * Families whose wallet tells the page about account changes in a way it can follow. Orange's
 * `accountChange` carries no addresses and Orange reads them only through a prompt
 * (wallets/orange/connector.ts): the page shows itself disconnected and says why
 * (flows-orange.spec.ts).
 */
export const ACCOUNT_EVENTS: ReadonlySet<Family> = new Set(
  FAMILIES.filter((f) => capable(f, 'events') && f !== 'orange'),
);
/** Families with a wallet-side disconnect (renounce) call; the others are forgotten locally. */
export const RENOUNCES: ReadonlySet<Family> = new Set(FAMILIES.filter((f) => FAMILY_FACTS[f].renounces));
/** Families that expose one address for both purposes. */
export const SINGLE_ADDRESS: ReadonlySet<Family> = new Set(
  FAMILIES.filter((f) => FAMILY_FACTS[f].singleAddress),
);

export const DEFAULT_PROVIDER_KEY = 'sats-connect_defaultProvider';
export const SELECTION_CANCELLED =
  'Failed to select the provider. User may have cancelled the selection prompt.';

type Control = {
  state(): {
    network: string;
    account: number;
    connected: Family[];
    addresses: { payment: string; ordinals: string };
  };
  pending(): { family: Family; method: string; state: 'waiting' | 'hung' }[];
  setAutoApprove(on: boolean): void;
  rejectNext(count?: number): void;
  approveNext(count?: number): void;
  setAccount(index: number): void;
  setNetwork(network: string): void;
  emit(event: string, payload?: unknown): void;
};

type ControlWindow = { satchelDevWallet: Control };

export const walletState = (page: Page) =>
  page.evaluate(() => (window as unknown as ControlWindow).satchelDevWallet.state());
export const pendingApprovals = (page: Page) =>
  page.evaluate(() => (window as unknown as ControlWindow).satchelDevWallet.pending());
export const setAutoApprove = (page: Page, on: boolean) =>
  page.evaluate((value) => (window as unknown as ControlWindow).satchelDevWallet.setAutoApprove(value), on);
export const rejectNext = (page: Page) =>
  page.evaluate(() => (window as unknown as ControlWindow).satchelDevWallet.rejectNext());
export const setAccount = (page: Page, index: number) =>
  page.evaluate((value) => (window as unknown as ControlWindow).satchelDevWallet.setAccount(value), index);
export const setNetwork = (page: Page, network: string) =>
  page.evaluate((value) => (window as unknown as ControlWindow).satchelDevWallet.setNetwork(value), network);
export const emitEvent = (page: Page, event: string, payload?: unknown) =>
  page.evaluate(([name, value]) => (window as unknown as ControlWindow).satchelDevWallet.emit(name, value), [
    event,
    payload,
  ] as const);

export const storedProvider = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), DEFAULT_PROVIDER_KEY);

/** The header's addresses once connected. */
export async function expectConnected(page: Page, payment: string, ordinals: string): Promise<void> {
  await expect(page.getByTestId('account-address-payment')).toHaveAttribute('data-address', payment);
  await expect(page.getByTestId('account-address-ordinals')).toHaveAttribute('data-address', ordinals);
  await expect(page.getByTestId('connect-button')).toHaveCount(0);
}

/** Opens the chooser from the Connect button. */
export async function openChooser(page: Page): Promise<void> {
  await page.getByTestId('connect-button').click();
  await expect(page.getByTestId('wallet-chooser')).toBeVisible();
}

/** Ids of the chooser's tiles in display order, with whether each is installed. */
export async function chooserTiles(page: Page): Promise<{ id: string; installed: boolean }[]> {
  return page
    .getByTestId('wallet-chooser')
    .locator('[data-testid^="wallet-option-"]')
    .evaluateAll((tiles) =>
      tiles.map((tile) => ({
        id: (tile.getAttribute('data-testid') ?? '').replace('wallet-option-', ''),
        installed: tile.getAttribute('data-installed') === 'true',
      })),
    );
}
