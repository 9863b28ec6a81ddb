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

/** What the kit knows of one real wallet: its build, its seed, its popups, its setup on a devnet. */
export interface RealWalletDriver {
  /** The build's version (`6.73.4`, `1.7.3`). */
  version: string;
  /** The seed it is set up with unless the options name one. */
  mnemonic: string;
  /** Its approval windows and their buttons. */
  popup: PopupKind;
  /** Answers its backend from the devnet and sets it up there. */
  setUp(browser: ExtensionBrowser, devnetUrl: string, mnemonic: string, password: string): Promise<void>;
}

const leather: RealWalletDriver = {
  version: LEATHER_VERSION,
  mnemonic: LEATHER_MNEMONIC,
  popup: LEATHER_POPUP,
  async setUp(browser, devnetUrl, mnemonic, password) {
    await routeLeatherBackend(browser.context, devnetUrl);
    await onboardLeather(browser, mnemonic, password);
    await pointLeatherAt(browser, `${devnetUrl}/api`);
  },
};

const unisat: RealWalletDriver = {
  version: UNISAT_VERSION,
  mnemonic: UNISAT_MNEMONIC,
  popup: UNISAT_POPUP,
  async setUp(browser, devnetUrl, mnemonic, password) {
    await routeUnisatBackend(browser.context, devnetUrl);
    await setUpUnisat(browser, mnemonic, password);
  },
};

/** The real wallets the kit drives, by name (RealWalletName): the one list of them. */
export const REAL_WALLETS = { leather, unisat };

/**
 * A real Leather or UniSat extension in a Chromium of its own, set up with a test mnemonic and
 * pointed at a devnet, its approval popups answered through `approve()` and `reject()`.
 * The `test` fixture of `@satchel/devwallet/real` starts one per worker with this.
 */
export async function startRealWallet(options: RealWalletOptions): Promise<RealWallet> {
  const devnetUrl = options.devnetUrl.replace(/\/+$/, '');
  const dir = extensionDir(options.wallet, options.dir);
  await checkDevnet(devnetUrl);
  const driver = REAL_WALLETS[options.wallet];
  const mnemonic = options.mnemonic ?? driver.mnemonic;
  const kind = driver.popup;
  const browser = await launchWithExtension(dir, {
    ...(options.executablePath ? { executablePath: options.executablePath } : {}),
    ...(options.args ? { args: options.args } : {}),
    ...(options.headless !== undefined ? { headless: options.headless } : {}),
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    ...(options.reducedMotion ? { reducedMotion: options.reducedMotion } : {}),
  });
  try {
    await driver.setUp(browser, devnetUrl, mnemonic, options.password ?? DEFAULT_PASSWORD);
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
    version: driver.version,
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
