import type { BrowserContext, Page, Worker } from '@playwright/test';
import type { REAL_WALLETS } from './wallet';

/** The real extensions the kit loads: Leather 6.73.4 and UniSat 1.7.3, built from their sources. */
export type RealWalletName = keyof typeof REAL_WALLETS;

export interface RealWalletOptions {
  wallet: RealWalletName;
  /**
   * Origin of a running devnet (`npx satchel-devnet`), its Esplora API at `/api`. Leather runs on
   * regtest (the devnet's default); UniSat has no regtest, so its devnet runs `--network testnet`.
   */
  devnetUrl: string;
  /**
   * The folder holding `leather-6.73.4/` and `unisat-1.7.3/` (each an unpacked extension);
   * default: the `SATCHEL_REAL_WALLETS_DIR` environment variable.
   */
  dir?: string;
  /** The wallet's seed; default a BIP-39 test vector (24 words for Leather, 12 for UniSat). */
  mnemonic?: string;
  /** Its unlock password; default a fixed test one. */
  password?: string;
  /** The Chromium to run: extensions need a full Chromium, not the headless shell. */
  executablePath?: string;
  /** Extra Chromium flags (a `--headless` among them is dropped: `headless` says that). */
  args?: string[];
  /** Default true. */
  headless?: boolean;
  /** The context's `baseURL`, so `page.goto('/')` reaches the app. */
  baseURL?: string;
  /**
   * The `prefers-reduced-motion` every page of the browser sees, the wallet's windows included;
   * default `'reduce'`: the wallets' windows then animate nothing, which took Leather's windows
   * from about 17 s of the GPU process's CPU to 4 s over its four flows.
   */
  reducedMotion?: 'reduce' | 'no-preference';
}

export interface PopupOptions {
  /**
   * The button to press, by its text; default the wallet's own approve or reject buttons
   * (Leather: Confirm / Sign / Approve, Deny / Cancel; UniSat: Connect / Sign / Sign & Pay,
   * Cancel / Reject).
   */
  button?: string | RegExp;
  /** How long to wait for the popup, in milliseconds; default 30 000. */
  timeout?: number;
}

/** A real extension, set up and pointed at a devnet, in a Chromium of its own. */
export interface RealWallet {
  readonly name: RealWalletName;
  /** The build's version (`6.73.4`, `1.7.3`). */
  readonly version: string;
  readonly mnemonic: string;
  /** The persistent context the extension is loaded in: open the app's pages here. */
  readonly context: BrowserContext;
  /** `chrome-extension://<id>` of the loaded extension. */
  readonly origin: string;
  /** Its background service worker. */
  readonly worker: Worker;
  /**
   * The next approval window the extension opens (or one already opened and not yet taken),
   * loaded. With `action`, runs it first without waiting for it to settle.
   */
  popup(action?: () => Promise<unknown>, options?: PopupOptions): Promise<Page>;
  /**
   * Runs `action` (a click, or a `page.evaluate` that waits for the wallet's answer), presses the
   * approve button of the popup it opens, and resolves with what `action` resolved with.
   */
  approve<T>(action?: () => Promise<T>, options?: PopupOptions): Promise<T | undefined>;
  /** As `approve`, pressing the wallet's reject button instead. */
  reject<T>(action?: () => Promise<T>, options?: PopupOptions): Promise<T | undefined>;
  /**
   * How many approval windows the extension has opened since it was set up: unchanged across a
   * call that has answered means the call did not prompt.
   */
  popupsOpened(): number;
  close(): Promise<void>;
}
