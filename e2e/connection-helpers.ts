import type { Page } from '@playwright/test';
import { expect } from '../packages/devwallet/src/fixture';

export type Family =
  | 'xverse'
  | 'unisat'
  | 'magiceden'
  | 'leather'
  | 'okx'
  | 'devwallet'
  | 'bitget'
  | 'binance'
  | 'keplr'
  | 'phantom'
  | 'oyl'
  | 'wizz'
  | 'orange';

/** Families whose wallet answers a silent account read, so a reload restores the connection. */
export const SILENT_RECONNECT: ReadonlySet<Family> = new Set([
  'xverse',
  'unisat',
  'okx',
  'devwallet',
  'bitget',
  'binance',
  'keplr',
  'oyl',
  'wizz',
]);
/** Families with a wallet-side disconnect (renounce) call; the others are forgotten locally. */
export const RENOUNCES: ReadonlySet<Family> = new Set([
  'xverse',
  'unisat',
  'okx',
  'devwallet',
  'keplr',
  'oyl',
]);
/** Families that expose one address for both purposes. */
export const SINGLE_ADDRESS: ReadonlySet<Family> = new Set([
  'unisat',
  'okx',
  'bitget',
  'binance',
  'keplr',
  'wizz',
]);

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
