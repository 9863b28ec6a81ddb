import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page, type Worker } from '@playwright/test';

export interface ExtensionBrowser {
  context: BrowserContext;
  /** `chrome-extension://<id>` of the loaded extension. */
  origin: string;
  /** Its MV3 service worker (the background). */
  worker: Worker;
  close(): Promise<void>;
}

export interface LaunchOptions {
  executablePath?: string;
  args?: readonly string[];
  headless?: boolean;
  baseURL?: string;
  /** Default `'reduce'` (RealWalletOptions says why). */
  reducedMotion?: 'reduce' | 'no-preference';
}

/**
 * Chromium with one unpacked extension, in a persistent profile of its own (extensions load only
 * in a persistent context). Headless Chromium's default screen is 800×600, and a popup window that
 * an extension asks for at the right edge of a wider window is refused there: a larger screen
 * lets `chrome.windows.create({type: 'popup', left, top})` succeed. Its pages, the wallet's windows
 * included, ask for reduced motion unless told otherwise: a window animating without pause kept
 * Chromium's compositor busy for as long as it was open. Without an executable, the
 * full Chromium of Playwright's `chromium` channel: its headless shell loads no extensions.
 */
export async function launchWithExtension(
  dir: string,
  options: LaunchOptions = {},
): Promise<ExtensionBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'satchel-real-wallet-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...(options.executablePath ? { executablePath: options.executablePath } : { channel: 'chromium' }),
    headless: options.headless ?? true,
    viewport: { width: 1280, height: 900 },
    reducedMotion: options.reducedMotion ?? 'reduce',
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    args: [
      ...(options.args ?? []).filter((arg) => arg !== '--headless'),
      `--disable-extensions-except=${dir}`,
      `--load-extension=${dir}`,
      '--screen-info={0,0 1920x1200}',
    ],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const origin = `chrome-extension://${new URL(worker.url()).host}`;
  return {
    context,
    origin,
    worker,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Closes every page of the extension (its pages read its store when they start). */
export async function closeExtensionPages(browser: ExtensionBrowser) {
  await Promise.all(
    browser.context
      .pages()
      .filter((page: Page) => page.url().startsWith(browser.origin))
      .map((page) => page.close()),
  );
}
