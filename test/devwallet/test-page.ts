import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, Route } from '@playwright/test';
import { build } from 'esbuild';
import { DEVWALLET_BUNDLE } from '../../packages/devwallet/src/build';

const here = dirname(fileURLToPath(import.meta.url));

/** A made-up origin the specs serve through `page.route`, so no app server is needed. */
export const TEST_ORIGIN = 'http://devwallet.test';

let satsConnectBundle: Promise<string> | undefined;
let orangeConnectBundle: Promise<string> | undefined;

/** One browser script (an IIFE) from a test entry beside this file. */
function bundleEntry(entry: string): Promise<string> {
  return build({
    entryPoints: [resolve(here, entry)],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: ['es2022'],
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
  }).then((result) => result.outputFiles[0]?.text ?? '');
}

/**
 * Bundles the installed `sats-connect` package (with the core version it pins) for the
 * browser, once per worker.
 */
export function bundleSatsConnect(): Promise<string> {
  satsConnectBundle ??= bundleEntry('sats-connect-entry.ts');
  return satsConnectBundle;
}

/** Bundles the installed `@orangecrypto/orange-connect` package for the browser, once per worker. */
export function bundleOrangeConnect(): Promise<string> {
  orangeConnectBundle ??= bundleEntry('orange-connect-entry.ts');
  return orangeConnectBundle;
}

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>Dev Wallet test page</title></head>
<body><h1 id="host-title" style="color: rgb(1, 2, 3)">Host page</h1></body></html>`;

const withScript = (src: string) => PAGE.replace('</body>', `<script src="${src}"></script></body>`);

export interface TestPageOptions {
  withSatsConnect?: boolean;
  /** Loads `@orangecrypto/orange-connect` as `window.orangeConnect`. */
  withOrangeConnect?: boolean;
  /** Handles `${TEST_ORIGIN}/api/**` (an Esplora stand-in). */
  esplora?: (route: Route, path: string) => Promise<void>;
  /** Forwards `/api/**`, `/ord/**` and `/ordinals/**` to this base (a devnet), keeping the page same-origin. */
  upstream?: string;
}

/** Serves the test page (and optionally a wallet client and an explorer) and opens it. */
export async function openTestPage(page: Page, options: TestPageOptions = {}): Promise<void> {
  const client = options.withSatsConnect
    ? { path: '/sats-connect.js', script: await bundleSatsConnect() }
    : options.withOrangeConnect
      ? { path: '/orange-connect.js', script: await bundleOrangeConnect() }
      : undefined;
  await page.route(`${TEST_ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (client && url.pathname === client.path) {
      await route.fulfill({ contentType: 'text/javascript', body: client.script });
    } else if (options.upstream && /^\/(api|ordinals|ord)\//.test(url.pathname)) {
      const response = await route.fetch({ url: `${options.upstream}${url.pathname}${url.search}` });
      await route.fulfill({ response });
    } else if (url.pathname.startsWith('/api/') && options.esplora) {
      await options.esplora(route, url.pathname.slice('/api'.length) + url.search);
    } else if (url.pathname === '/' || url.pathname === '/index.html') {
      await route.fulfill({
        contentType: 'text/html',
        body: client ? withScript(client.path) : PAGE,
      });
    } else if (/^\/devwallet-sdk-[a-z]+\.js$/.test(url.pathname)) {
      // The Dev Wallet's SDK chunks, from beside the bundle the fixture injects.
      await route.fulfill({
        path: join(dirname(DEVWALLET_BUNDLE), basename(url.pathname)),
        contentType: 'text/javascript',
      });
    } else {
      await route.fulfill({ status: 404, body: 'not found' });
    }
  });
  await page.goto(`${TEST_ORIGIN}/`);
}
