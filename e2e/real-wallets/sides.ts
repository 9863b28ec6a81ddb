import type { Browser, Page } from '@playwright/test';
import type { DevWalletOptions } from '../../packages/devwallet/src/config';
import type { RealWallet, RealWalletName } from '../../packages/devwallet/src/kit/real/types';
import { serveSdkChunks } from '../../packages/devwallet/src/kit/sdk-routes';
import type {} from '../../packages/devwallet/src/kit/window';
import { ensureDevWalletBundle } from '../../test/devwallet/fixture';
import { providerGlobal, TARGETS } from './targets';

/** The real wallet whose injected API a scripted call goes to (its RPC or its methods: `targets.ts`). */
export type Target = RealWalletName;
export type Answer = 'approve' | 'reject';

/** What one call did: whether it prompted, and what the page received (an error as it came). */
export interface Outcome {
  popup: boolean;
  ok: boolean;
  value: unknown;
}

/** One wallet answering scripted calls in a page of its own. */
export interface Side {
  label: string;
  call(method: string, args: unknown[], answer?: Answer): Promise<Outcome>;
}

/** An empty page on the devnet's origin: nothing of an app's own runs beside the calls. */
async function blankPage(page: Page, url: string) {
  await page.route(url, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>differential</title>' }),
  );
}

async function waitForProvider(page: Page, target: Target) {
  await page.waitForFunction((name) => name in window, providerGlobal(target));
}

/** Runs one call in the page; a rejection is reported with what was thrown, an Error as its fields. */
function invoke(page: Page, target: Target, method: string, args: unknown[]) {
  const global = providerGlobal(target);
  const { calls } = TARGETS[target];
  return page.evaluate(
    async ({ global, calls, method, args }) => {
      type Call = (...a: unknown[]) => Promise<unknown>;
      const provider = (window as unknown as Record<string, Record<string, Call>>)[global];
      try {
        const value =
          calls === 'rpc' ? await provider?.request?.(method, args[0]) : await provider?.[method]?.(...args);
        return { ok: true, value };
      } catch (error) {
        if (!(error instanceof Error)) return { ok: false, value: error };
        return { ok: false, value: { errorClass: error.name, ...error, message: error.message } };
      }
    },
    { global, calls, method, args },
  );
}

/** Polls `prompted` until it holds or `result` settles first; whether it held. */
async function promptedBefore(result: Promise<unknown>, prompted: () => Promise<boolean> | boolean) {
  let settled = false;
  result.then(
    () => (settled = true),
    () => (settled = true),
  );
  while (!settled) {
    if (await prompted()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** Waits (up to 5 s) until no window of the extension but its background is open. */
async function windowsClosed(wallet: RealWallet): Promise<void> {
  const deadline = Date.now() + 5_000;
  const open = () =>
    wallet.context
      .pages()
      .some((p) => p.url().startsWith(wallet.origin) && /(popup|notification)\.html/.test(p.url()));
  while (open() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  await new Promise((resolve) => setTimeout(resolve, 300));
}

/** The real extension, its popups answered by the kit. */
export async function realSide(wallet: RealWallet, url: string, target: Target): Promise<Side> {
  const page = await wallet.context.newPage();
  await blankPage(page, url);
  await page.goto(url);
  await waitForProvider(page, target);
  return {
    label: `${wallet.name} ${wallet.version}`,
    async call(method, args, answer = 'approve') {
      const before = wallet.popupsOpened();
      const result = invoke(page, target, method, args);
      const popup = await promptedBefore(result, () => wallet.popupsOpened() > before);
      if (popup) await (answer === 'reject' ? wallet.reject() : wallet.approve());
      const answered = { popup, ...(await result) };
      // The next call starts once the wallet's windows are gone: UniSat closes the window of a
      // refused request a moment later, and a request made in between may lose its own window.
      if (popup) await windowsClosed(wallet);
      return answered;
    },
  };
}

/** The Dev Wallet's family in a plain Chromium page, its prompts answered by its scripting API. */
export async function devWalletSide(
  browser: Browser,
  url: string,
  target: Target,
  options: DevWalletOptions,
): Promise<Side> {
  const bundle = await ensureDevWalletBundle();
  const page = await browser.newPage();
  await blankPage(page, url);
  // Prompts wait for the script, as a real wallet's popups wait for a person.
  await page.addInitScript(
    (settings) => {
      window.__SATCHEL_DEVWALLET__ = settings;
    },
    { ...options, autoApprove: false },
  );
  await page.addInitScript({ path: bundle });
  await serveSdkChunks(page, bundle);
  await page.goto(url);
  await waitForProvider(page, target);
  return {
    label: `Dev Wallet (${target})`,
    async call(method, args, answer = 'approve') {
      const result = invoke(page, target, method, args);
      const popup = await promptedBefore(result, () =>
        page.evaluate(() => window.satchelDevWallet.pending().length > 0),
      );
      if (popup) {
        await page.evaluate(
          (reject) => (reject ? window.satchelDevWallet.reject() : window.satchelDevWallet.approve()),
          answer === 'reject',
        );
      }
      return { popup, ...(await result) };
    },
  };
}
