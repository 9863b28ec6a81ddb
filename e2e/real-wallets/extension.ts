import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BrowserContext, chromium, type Page, type Route, type Worker } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

/** The repository's root: this file is `e2e/real-wallets/extension.ts`. */
const ROOT = resolve(import.meta.dirname, '..', '..');

/** Where the real extension builds live: beside the project root, in CI too. */
export const REAL_WALLETS_DIR = resolve(ROOT, '..', 'shared', 'real-wallets');

export const LEATHER_DIR = join(REAL_WALLETS_DIR, 'leather-6.73.4');
export const UNISAT_DIR = join(REAL_WALLETS_DIR, 'unisat-1.7.3');

export const hasBuild = (dir: string) => existsSync(join(dir, 'manifest.json'));

export interface ExtensionBrowser {
  context: BrowserContext;
  /** `chrome-extension://<id>` of the loaded extension. */
  origin: string;
  /** Its MV3 service worker (the background). */
  worker: Worker;
  close(): Promise<void>;
}

/**
 * Chromium with one unpacked extension, in a persistent profile of its own (extensions load only
 * in a persistent context). Headless Chromium's default screen is 800×600, and a popup window that
 * an extension asks for at the right edge of a wider window is refused there: a larger screen
 * lets `chrome.windows.create({type: 'popup', left, top})` succeed.
 */
export async function launchWithExtension(dir: string): Promise<ExtensionBrowser> {
  if (!hasBuild(dir)) throw new Error(`no extension build at ${dir} (manifest.json missing)`);
  const profile = mkdtempSync(join(tmpdir(), 'satchel-real-wallet-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport: { width: 1280, height: 900 },
    args: [
      ...CHROMIUM_ARGS.filter((arg) => arg !== '--headless'),
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

/** The next page the extension opens (its approval popup), loaded. */
export async function nextPopup(context: BrowserContext, origin: string, open: () => Promise<unknown>) {
  const [popup] = await Promise.all([
    context.waitForEvent('page', { predicate: (page) => page.url().startsWith(origin), timeout: 30_000 }),
    open(),
  ]);
  await popup.waitForLoadState('domcontentloaded');
  return popup;
}

export type RouteAnswer = (route: Route, url: URL) => Promise<void> | void;

/**
 * Answers the wallet's own backend offline: `answers` by host; every other request off this
 * machine is aborted at once (the machine has no network, and a refused connection is quicker
 * than a timeout), and requests to this machine go through.
 */
export async function routeBackends(context: BrowserContext, answers: Record<string, RouteAnswer>) {
  await context.route(
    (url) => url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'wss:',
    async (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') return route.fallback();
      const answer = answers[url.hostname];
      if (answer) return answer(route, url);
      return route.abort('internetdisconnected');
    },
  );
}

export const json = (route: Route, body: unknown, status = 200) =>
  route.fulfill({
    status,
    contentType: 'application/json',
    headers: { 'Access-Control-Allow-Origin': '*' },
    body: JSON.stringify(body),
  });

/** Closes every page of the extension (its store is read by pages at start). */
export async function closeExtensionPages(context: BrowserContext, origin: string) {
  await Promise.all(
    context
      .pages()
      .filter((page: Page) => page.url().startsWith(origin))
      .map((page) => page.close()),
  );
}

/** A runtime port, as `chrome.runtime.connect` returns it. */
export interface ChromePort {
  postMessage(message: unknown): void;
  onMessage: {
    addListener(listener: (message: never) => void): void;
    removeListener(listener: (message: never) => void): void;
  };
  disconnect(): void;
}

/**
 * The few extension APIs used inside an extension's own worker and pages (`chrome.storage.local`,
 * `chrome.runtime.connect`), typed here since the project has no Chrome typings. Only types: code
 * in `evaluate` runs in the browser and reads `globalThis.chrome` there.
 */
export interface ChromeApi {
  storage: {
    local: {
      get(key: string): Promise<Record<string, unknown>>;
      set(items: Record<string, unknown>): Promise<void>;
    };
  };
  runtime: { connect(info: { name: string }): ChromePort };
}
