import type { ChromeApi } from './chrome';
import { closeExtensionPages, type ExtensionBrowser } from './extension';
import type { PopupKind } from './popups';

export const LEATHER_VERSION = '6.73.4';

/**
 * Leather's approval windows in 6.73.4: `popup.html#/<request>`, with buttons "Confirm" (addresses,
 * PSBTs), "Sign" (messages), "Approve" (sends); "Deny" (addresses, which closes the window) and
 * "Cancel" (the others). Closing the window is a refusal too.
 */
export const LEATHER_POPUP: PopupKind = {
  page: '/popup.html',
  approve: /^(Confirm|Sign|Approve)$/,
  reject: /^(Deny|Cancel)$/,
};

/**
 * Leather's onboarding through its own UI (test ids from its source, `OnboardingSelectors` and
 * `SettingsSelectors`): "Sign in" with a secret key, the words, a password, then home.
 */
export async function onboardLeather(browser: ExtensionBrowser, mnemonic: string, password: string) {
  const page = await browser.context.newPage();
  await page.goto(`${browser.origin}/index.html#/`);
  await page.getByTestId('sign-in-link').click();
  const words = mnemonic.trim().split(/\s+/);
  for (const [i, word] of words.entries()) await page.getByTestId(`mnemonic-input-${i + 1}`).fill(word);
  await page.getByTestId('sign-in-btn').click();
  await page.getByTestId('set-or-enter-password-input').fill(password);
  await page.getByTestId('set-password-btn').click();
  await page.getByTestId('home-page-container').waitFor({ timeout: 60_000 });
  await page.close();
}

/**
 * Points Leather's network `devnet` (Bitcoin regtest, `http://localhost:18443` built in) at
 * `esplora`: a custom network with the same id, in the persisted redux store (`persist:root` →
 * `networks`, the legacy flat shape that `transformNetworkStateToMultichainStucture` reads), made
 * the current network. Written from the service worker with no extension page open, so no page
 * writes its older state over it. Requests then name it `network: 'devnet'`.
 */
export async function pointLeatherAt(browser: ExtensionBrowser, esplora: string) {
  await closeExtensionPages(browser);
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
