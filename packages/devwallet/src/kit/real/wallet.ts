import { extensionDir } from './builds';
import { type ExtensionBrowser, launchWithExtension } from './extension';
import { LEATHER_POPUP, LEATHER_VERSION, onboardLeather, pointLeatherAt } from './leather';
import { routeLeatherBackend } from './leather-backend';
import { type PopupKind, PopupQueue, popupFor, press } from './popups';
import { LEATHER_MNEMONIC, UNISAT_MNEMONIC } from './seeds';
import type { PopupOptions, RealWallet, RealWalletOptions } from './types';
import { setUpUnisat, UNISAT_POPUP, UNISAT_VERSION } from './unisat';
import { routeUnisatBackend } from './unisat-backend';

const DEFAULT_PASSWORD = 'Satchel-real-wallet-1';
const POPUP_TIMEOUT = 30_000;

/** Fails early, with the fix, when nothing answers at the devnet's address. */
async function checkDevnet(devnetUrl: string) {
  const tip = `${devnetUrl}/api/blocks/tip/height`;
  const answered = await fetch(tip).then(
    (response) => response.ok,
    () => false,
  );
  if (!answered) {
    throw new Error(
      `No devnet answers at ${devnetUrl} (GET ${tip}): start one (\`npx satchel-devnet\`; \`--network testnet\` for UniSat) and pass its URL as devnetUrl.`,
    );
  }
}

/** Launches the wallet's build, answers its backend from the devnet and sets it up there. */
async function setUp(browser: ExtensionBrowser, options: RealWalletOptions, mnemonic: string) {
  const password = options.password ?? DEFAULT_PASSWORD;
  if (options.wallet === 'leather') {
    await routeLeatherBackend(browser.context, options.devnetUrl);
    await onboardLeather(browser, mnemonic, password);
    await pointLeatherAt(browser, `${options.devnetUrl}/api`);
  } else {
    await routeUnisatBackend(browser.context, options.devnetUrl);
    await setUpUnisat(browser, mnemonic, password);
  }
}

/**
 * A real Leather or UniSat extension in a Chromium of its own, set up with a test mnemonic and
 * pointed at a devnet, its approval popups answered through `approve()` and `reject()`.
 * The `test` fixture of `@satchel/devwallet/real` starts one per worker with this.
 */
export async function startRealWallet(options: RealWalletOptions): Promise<RealWallet> {
  const devnetUrl = options.devnetUrl.replace(/\/+$/, '');
  const settings = { ...options, devnetUrl };
  const dir = extensionDir(options.wallet, options.dir);
  await checkDevnet(devnetUrl);
  const leather = options.wallet === 'leather';
  const mnemonic = options.mnemonic ?? (leather ? LEATHER_MNEMONIC : UNISAT_MNEMONIC);
  const kind: PopupKind = leather ? LEATHER_POPUP : UNISAT_POPUP;
  const browser = await launchWithExtension(dir, {
    ...(options.executablePath ? { executablePath: options.executablePath } : {}),
    ...(options.args ? { args: options.args } : {}),
    ...(options.headless !== undefined ? { headless: options.headless } : {}),
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
  });
  try {
    await setUp(browser, settings, mnemonic);
  } catch (error) {
    await browser.close();
    throw error;
  }
  const queue = new PopupQueue(browser, kind);

  const answer = async <T>(
    which: 'approve' | 'reject',
    action: (() => Promise<T>) | undefined,
    popupOptions: PopupOptions = {},
  ): Promise<T | undefined> => {
    const timeout = popupOptions.timeout ?? POPUP_TIMEOUT;
    const { popup, settled } = await popupFor(queue, action, timeout);
    await press(popup, popupOptions.button ?? kind[which], timeout);
    return (await settled) as T | undefined;
  };

  return {
    name: options.wallet,
    version: leather ? LEATHER_VERSION : UNISAT_VERSION,
    mnemonic,
    context: browser.context,
    origin: browser.origin,
    worker: browser.worker,
    popup: async (action, popupOptions = {}) => {
      const { popup, settled } = await popupFor(queue, action, popupOptions.timeout ?? POPUP_TIMEOUT);
      // The caller answers this popup itself; what `action` settles with is not reported here.
      settled.catch(() => undefined);
      return popup;
    },
    approve: (action, popupOptions) => answer('approve', action, popupOptions),
    reject: (action, popupOptions) => answer('reject', action, popupOptions),
    popupsOpened: () => queue.count,
    close: () => browser.close(),
  };
}
