import type { BrowserContext, Page } from '@playwright/test';
import { descriptorAddresses } from './descriptors';
import {
  type ChromeApi,
  closeExtensionPages,
  type ExtensionBrowser,
  json,
  LEATHER_DIR,
  launchWithExtension,
  nextPopup,
  routeBackends,
} from './extension';

/** BIP-39's all-zero 24-word test vector. */
export const LEATHER_MNEMONIC = `${'abandon '.repeat(23)}art`;
export const LEATHER_PASSWORD = 'Satchel-real-wallet-1';

interface EsploraUtxo {
  txid: string;
  vout: number;
  value: number;
  status: { confirmed: boolean; block_height?: number };
}

/**
 * Leather's own backend, answered from the devnet (Leather's `LeatherApiClient` and
 * `bitcoinClient` in @leather.io/services and @leather.io/query):
 * - `staging.api.leather.io/v1/utxos/{descriptor}?network=…`: the descriptor's coins, read from
 *   the devnet for its first receive and change addresses, values as strings, `height` only when
 *   confirmed (`isUnconfirmedUtxo` is `!utxo.height`).
 * - `/v1/transactions/{descriptor}`: none (`{data: []}`); `/v1/market/prices/native`: a BTC price.
 * - `api.blockcypher.com/v1/btc/test3`: fee rates per kB (the send screen's fee estimates off
 *   mainnet and testnet4).
 * BestInSlot is not asked on regtest (`fetchInscriptions` returns `[]` off mainnet); its per-output
 * lookups are refused like every other unanswered host, since an empty `data: []` crashes the
 * PSBT screen (`useInscriptionsByOutputs` reads `data[0].result`).
 */
export async function routeLeatherBackend(context: BrowserContext, esplora: string) {
  await routeBackends(context, {
    'staging.api.leather.io': async (route, url) => {
      const [, , kind, ...rest] = url.pathname.split('/');
      if (kind === 'utxos') {
        const descriptor = decodeURIComponent(rest.join('/'));
        const addresses = descriptorAddresses(descriptor, 'regtest');
        const utxos = await Promise.all(
          addresses.map(async ({ address, path }) => {
            const response = await fetch(`${esplora}/address/${address}/utxo`);
            const coins = (await response.json()) as EsploraUtxo[];
            return coins.map((coin) => ({
              txid: coin.txid,
              vout: coin.vout,
              value: String(coin.value),
              ...(coin.status.confirmed ? { height: coin.status.block_height } : {}),
              address,
              path,
            }));
          }),
        );
        return json(route, utxos.flat());
      }
      if (kind === 'transactions') return json(route, { page: 1, pageSize: 50, total: 0, data: [] });
      if (kind === 'market' && url.pathname.endsWith('/prices/native')) {
        const prices = { BTC: { symbol: 'BTC', price: 100_000 }, STX: { symbol: 'STX', price: 1 } };
        return url.searchParams.get('format') === 'map'
          ? json(route, { format: 'map', data: prices })
          : json(route, { format: 'list', data: Object.values(prices) });
      }
      if (kind === 'market' && url.pathname.endsWith('/fiat-rates')) {
        return json(route, { base: 'USD', rates: { USD: 1 } });
      }
      return route.abort('internetdisconnected');
    },
    // Before a send, each coin is checked for inscriptions on ordinals.com's HTML output page
    // (`getNumberOfInscriptionsOnUtxoUsingOrdinalsCom`: the first `dl > dt` and its thumbnails);
    // the devnet's ord index says what the output holds.
    'ordinals.com': async (route, url) => {
      const outpoint = url.pathname.replace(/^\/output\//, '');
      const response = await fetch(`${esplora.replace(/\/api$/, '')}/ord/output/${outpoint}`, {
        headers: { Accept: 'application/json' },
      });
      const inscriptions = response.ok
        ? (((await response.json()) as { inscriptions?: string[] }).inscriptions ?? [])
        : [];
      const thumbnails = inscriptions.map((id) => `<a href="/inscription/${id}">${id}</a>`).join('');
      const body = inscriptions.length
        ? `<dl><dt>inscriptions</dt><dd class="thumbnails">${thumbnails}</dd></dl>`
        : `<dl><dt>value</dt><dd>${outpoint}</dd></dl>`;
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: `<!doctype html><main>${body}</main>`,
      });
    },
    'api.blockcypher.com': (route) =>
      json(route, { low_fee_per_kb: 2_000, medium_fee_per_kb: 3_000, high_fee_per_kb: 5_000 }),
  });
}

/**
 * Leather's onboarding through its own UI (test ids from its source, `OnboardingSelectors` and
 * `SettingsSelectors`): "Sign in" with a secret key, the 24 words, a password, then home.
 */
export async function onboardLeather(browser: ExtensionBrowser, mnemonic = LEATHER_MNEMONIC) {
  const page = await browser.context.newPage();
  await page.goto(`${browser.origin}/index.html#/`);
  await page.getByTestId('sign-in-link').click();
  const words = mnemonic.trim().split(/\s+/);
  for (const [i, word] of words.entries()) await page.getByTestId(`mnemonic-input-${i + 1}`).fill(word);
  await page.getByTestId('sign-in-btn').click();
  await page.getByTestId('set-or-enter-password-input').fill(LEATHER_PASSWORD);
  await page.getByTestId('set-password-btn').click();
  await page.getByTestId('home-page-container').waitFor({ timeout: 60_000 });
  await page.close();
}

/**
 * Points Leather's network `devnet` (Bitcoin regtest, `http://localhost:18443` built in) at
 * `esplora`: a custom network with the same id, in the persisted redux store (`persist:root` →
 * `networks`, the legacy flat shape that `transformNetworkStateToMultichainStucture` reads), made
 * the current network. Written from the service worker with no extension page open, so no page
 * writes its older state over it.
 */
export async function pointLeatherAt(browser: ExtensionBrowser, esplora: string) {
  await closeExtensionPages(browser.context, browser.origin);
  await browser.worker.evaluate(async (bitcoinUrl) => {
    const chrome = (globalThis as unknown as { chrome: ChromeApi }).chrome;
    const stored = await chrome.storage.local.get('persist:root');
    const root = stored['persist:root'] as Record<string, unknown> | undefined;
    if (!root || typeof root !== 'object') throw new Error('Leather has no persisted state yet');
    const network = {
      id: 'devnet',
      name: 'Devnet',
      chainId: 2147483648,
      url: 'http://localhost:3999',
      bitcoinNetwork: 'regtest',
      bitcoinUrl,
    };
    root.networks = { ids: ['devnet'], entities: { devnet: network }, currentNetworkId: 'devnet' };
    await chrome.storage.local.set({ 'persist:root': root });
  }, esplora);
}

/** Launches Leather, routes its backend to the devnet, onboards it and points it at the devnet. */
export async function startLeather(esplora: string): Promise<ExtensionBrowser> {
  const browser = await launchWithExtension(LEATHER_DIR);
  await routeLeatherBackend(browser.context, esplora);
  await onboardLeather(browser);
  await pointLeatherAt(browser, esplora);
  return browser;
}

/** Runs `open` and answers the popup it opens with `button`. */
export async function inLeatherPopup(
  browser: ExtensionBrowser,
  open: () => Promise<unknown>,
  answer: (popup: Page) => Promise<void>,
) {
  const popup = await nextPopup(browser.context, browser.origin, open);
  await answer(popup);
  return popup;
}
