import type { Page } from '@playwright/test';
import type { ChromeApi } from './chrome';
import { closeExtensionPages, type ExtensionBrowser } from './extension';
import type { PopupKind } from './popups';
import { UNISAT_ADDRESS, UNISAT_MNEMONIC } from './seeds';
import { UNISAT_P2WPKH } from './unisat-backend';

export const UNISAT_VERSION = '1.7.3';

/**
 * UniSat's approval windows in 1.7.3: `notification.html#/approval`, with buttons (by text: its
 * approval pages carry no test ids) "Connect", "Sign", "Sign & Pay"; "Cancel" (connect) and
 * "Reject" (the others).
 */
export const UNISAT_POPUP: PopupKind = {
  page: '/notification.html',
  approve: /^(Connect|Sign|Sign & Pay)$/,
  reject: /^(Cancel|Reject)$/,
};

/**
 * Calls the background's wallet controller the way UniSat's own UI does: a runtime port named
 * `popup`, messages `UNISAT_WALLET_request` with `{ident, data: {type: 'controller', method,
 * params}}`, answers `UNISAT_WALLET_response` (its source's `src/shared/utils/message/` and
 * `src/background/index.ts`).
 */
export async function unisatController(
  browser: ExtensionBrowser,
  calls: [method: string, params: unknown[]][],
): Promise<unknown[]> {
  const page = await browser.context.newPage();
  await page.goto(`${browser.origin}/index.html`);
  try {
    return await page.evaluate(async (list) => {
      const chrome = (globalThis as unknown as { chrome: ChromeApi }).chrome;
      const port = chrome.runtime.connect({ name: 'popup' });
      let next = 10_000;
      const request = (method: string, params: unknown[]) =>
        new Promise((resolve, reject) => {
          const ident = next++;
          const listener = (message: {
            _type_: string;
            data: { ident: number; res: unknown; err?: { message: string } };
          }) => {
            if (message._type_ !== 'UNISAT_WALLET_response' || message.data.ident !== ident) return;
            port.onMessage.removeListener(listener);
            if (message.data.err) reject(new Error(`${method}: ${message.data.err.message}`));
            else resolve(message.data.res);
          };
          port.onMessage.addListener(listener);
          port.postMessage({
            _type_: 'UNISAT_WALLET_request',
            data: { ident, data: { type: 'controller', method, params } },
          });
        });
      // The background restores its stores first; `isReady` says when (the UI waits on it too).
      const deadline = Date.now() + 30_000;
      while (!(await request('isReady', []))) {
        if (Date.now() > deadline) throw new Error('UniSat background never became ready');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const results: unknown[] = [];
      for (const [method, params] of list) results.push(await request(method, params));
      port.disconnect();
      return results;
    }, calls);
  } finally {
    await page.close();
  }
}

/**
 * Sets UniSat up as its onboarding would (`boot`, `createKeyringWithMnemonics` with the P2WPKH
 * path, then the testnet chain) and answers the account it made; with the default mnemonic, checks
 * it is the test vector's address.
 */
export async function setUpUnisat(
  browser: ExtensionBrowser,
  mnemonic: string,
  password: string,
): Promise<string> {
  const [, , , account] = await unisatController(browser, [
    ['boot', [password]],
    ['createKeyringWithMnemonics', [mnemonic, "m/84'/0'/0'/0", '', UNISAT_P2WPKH, 1]],
    ['setChainType', ['BITCOIN_TESTNET']],
    ['getCurrentAccount', []],
  ]);
  const address = (account as { address?: string } | null)?.address ?? '';
  if (mnemonic === UNISAT_MNEMONIC && address !== UNISAT_ADDRESS) {
    throw new Error(`UniSat set up account ${address}, not ${UNISAT_ADDRESS}`);
  }
  await closeExtensionPages(browser);
  await homeTabOpened(browser);
  return address;
}

/**
 * UniSat 1.7.3 opens its home tab (`index.html#/main`) by itself about half a second after set-up,
 * and that tab closes any approval window then open, rejecting its request ("User rejected the
 * request."). Set-up waits for the tab and closes it, so the first request a test makes keeps its
 * window. Seen on every set-up here; waited for at most five seconds in case a build does not.
 */
async function homeTabOpened(browser: ExtensionBrowser): Promise<void> {
  const isHome = (page: Page) => page.url().startsWith(`${browser.origin}/index.html`);
  const home =
    browser.context.pages().find(isHome) ??
    (await browser.context
      .waitForEvent('page', { predicate: isHome, timeout: 5_000 })
      .catch(() => undefined));
  await home?.close();
}
