import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { isLoopbackUrl } from '@satchel/core/internal';
import { familyName, SUBJECT } from '../test/subjects';
import { freshWalletOn } from './chain';
import { connect } from './flows-support';
import { expect, MAINNET_DEVNET, MAINNET_DIST, test } from './mainnet-chain';

/**
 * On the private-chain build (`dist-e2e-mainnet`, made with its explorer on the mainnet
 * devnet and nothing else): everything it names is on this machine, and only the Dev Wallet
 * connects. Real wallets are stood in for by providers injected without the Dev Wallet's mark,
 * one of each kind Satchel detects: a named family's global, a `btc_providers` entry and a
 * Bitcoin Wallet Standard wallet.
 */
const refusal = (wallet: string) =>
  `Not available on a private test chain: ${wallet} would use real bitcoin.`;

/**
 * Each real wallet injected: its chooser id and the name its tile gives. The named family is the
 * injected-provider one, whose global `injectRealWallets` installs (`window.unisat_wallet`).
 */
const REAL_WALLETS = [
  [SUBJECT.injected, familyName(SUBJECT.injected)],
  ['sats-connect:RealWalletProviders.BitcoinProvider', 'Real Wallet'],
  ['wallet-standard:Real Standard Wallet', 'Real Standard Wallet'],
] as const;

/** Every URL written in a text: `scheme://…`. */
const urlsIn = (text: string) => text.match(/[a-z][a-z0-9+.-]*:\/\/[^\s"'<>;&)]+/gi) ?? [];

/** Installs the real wallets before any page script, recording every call they receive. */
async function injectRealWallets(page: Page) {
  await page.addInitScript(() => {
    const calls: string[] = [];
    const w = window as unknown as Record<string, unknown>;
    w.__realWalletCalls = calls;
    const record =
      (name: string) =>
      async (...args: unknown[]) => {
        calls.push(`${name}${args.length ? ` ${JSON.stringify(args[0])}` : ''}`);
        return [];
      };
    const icon = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;
    // A Unisat extension: `window.unisat_wallet` (docs/wallet-interfaces.md §3).
    w.unisat_wallet = {
      requestAccounts: record('unisat.requestAccounts'),
      getAccounts: record('unisat.getAccounts'),
      on: () => undefined,
      removeListener: () => undefined,
    };
    // A sats-connect wallet announcing itself in `btc_providers` (WBIP-004).
    w.RealWalletProviders = { BitcoinProvider: { request: record('sats-connect.request') } };
    if (!Array.isArray(w.btc_providers)) w.btc_providers = [];
    (w.btc_providers as unknown[]).push({
      id: 'RealWalletProviders.BitcoinProvider',
      name: 'Real Wallet',
      icon,
    });
    // A Bitcoin Wallet Standard wallet (the `registerWallet` handshake).
    const wallet = {
      version: '1.0.0',
      name: 'Real Standard Wallet',
      icon,
      chains: ['bitcoin:mainnet'],
      accounts: [],
      features: {
        'bitcoin:connect': { version: '1.0.0', connect: record('standard.connect') },
        'standard:events': { version: '1.0.0', on: () => () => undefined },
      },
    };
    const register = ({ register }: { register: (w: unknown) => unknown }) => register(wallet);
    window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }));
    window.addEventListener('wallet-standard:app-ready', (event) =>
      register((event as CustomEvent<{ register: (w: unknown) => unknown }>).detail),
    );
  });
}

const realWalletCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __realWalletCalls: string[] }).__realWalletCalls);

test('the private-chain build names no origin off this machine in index.html or _headers', async ({
  mainnet,
}) => {
  const files = ['index.html', '_headers'].map((name) => readFileSync(join(MAINNET_DIST, name), 'utf8'));
  const urls = files.flatMap(urlsIn);
  // The CSP names the devnet's origin (explorer, and ordering service and indexer after it).
  expect(urls).toContain(MAINNET_DEVNET);
  for (const url of urls) expect(isLoopbackUrl(url), url).toBe(true);
  // What the page is served with says the same.
  const policy = (await fetch(mainnet.appUrl)).headers.get('content-security-policy') ?? '';
  expect(policy).toContain(`connect-src 'self' ${MAINNET_DEVNET};`);
  for (const url of urlsIn(policy)) expect(isLoopbackUrl(url), url).toBe(true);
});

test.describe('real wallets beside the Dev Wallet on a private chain', () => {
  const wallet = freshWalletOn('mainnet');
  test.use({
    devwallet: {
      mnemonic: wallet.mnemonic,
      impersonate: [SUBJECT.standardSatsConnect, 'devwallet'],
      autoApprove: true,
      network: 'mainnet',
      esploraUrl: `${MAINNET_DEVNET}/api`,
    },
  });

  test('each real wallet’s tile says why it is not available and cannot be picked; the Dev Wallet connects', async ({
    page,
  }) => {
    await injectRealWallets(page);
    await page.goto('/');
    await page.getByTestId('connect-button').click();
    const chooser = page.getByTestId('wallet-chooser');
    await expect(chooser).toBeVisible();

    for (const [id, name] of REAL_WALLETS) {
      const tile = page.getByTestId(`wallet-option-${id}`);
      await expect(page.getByTestId(`wallet-unavailable-${id}`)).toHaveText(refusal(name));
      await expect(tile).toHaveAttribute('aria-disabled', 'true');
      await expect(tile).toBeDisabled();
      await expect(page.getByTestId(`wallet-installed-${id}`)).toHaveCount(0);
      // Neither a click nor the keyboard picks it.
      await tile.click({ force: true });
      await tile.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press(' ');
      await expect(chooser).toBeVisible();
      await expect(chooser).not.toContainText(`Opening ${name}`);
    }
    expect(await realWalletCalls(page)).toEqual([]);

    // The Dev Wallet's own providers are not refused, and connect.
    await expect(page.getByTestId(`wallet-option-${SUBJECT.standardSatsConnect}`)).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(page.getByTestId('wallet-option-devwallet')).not.toHaveAttribute('aria-disabled', 'true');
    await page.getByTestId(`wallet-option-${SUBJECT.standardSatsConnect}`).click();
    await expect(page.getByTestId('account-address-payment')).toHaveAttribute('data-address', wallet.payment);
    expect(await realWalletCalls(page)).toEqual([]);
  });

  test('a real wallet stored as the default is not restored, and Connect opens the chooser', async ({
    page,
  }) => {
    await injectRealWallets(page);
    await page.addInitScript(
      (id) => localStorage.setItem('sats-connect_defaultProvider', id),
      SUBJECT.injected,
    );
    await page.goto('/');
    await expect(page.getByTestId('error-message')).toHaveText(refusal(familyName(SUBJECT.injected)));
    await page.getByTestId('connect-button').click();
    await expect(page.getByTestId('wallet-chooser')).toBeVisible();
    await expect(page.getByTestId(`wallet-unavailable-${SUBJECT.injected}`)).toHaveText(
      refusal(familyName(SUBJECT.injected)),
    );
    expect(await realWalletCalls(page)).toEqual([]);
    await page.getByTestId('chooser-close').click();
    await connect(page, SUBJECT.standardSatsConnect, wallet);
  });

  test('the chooser with unavailable wallets passes axe-core (WCAG 2.1 AA), light and dark, desktop and phone', async ({
    page,
  }) => {
    await injectRealWallets(page);
    await page.goto('/');
    await page.getByTestId('connect-button').click();
    await expect(page.getByTestId(`wallet-unavailable-${SUBJECT.injected}`)).toBeVisible();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .setLegacyMode()
          .analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(serious, `${width}px ${colorScheme}`).toEqual([]);
      }
    }
  });
});
