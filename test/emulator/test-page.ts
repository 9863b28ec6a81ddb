import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, Route } from '@playwright/test';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));

/** A made-up origin the specs serve through `page.route`, so no app server is needed. */
export const TEST_ORIGIN = 'http://devwallet.test';

let satsConnectBundle: Promise<string> | undefined;

/**
 * Bundles the installed `sats-connect` package (with the core version it pins) for the
 * browser, once per worker.
 */
export function bundleSatsConnect(): Promise<string> {
  satsConnectBundle ??= build({
    entryPoints: [resolve(here, 'sats-connect-entry.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: ['es2022'],
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
  }).then((result) => result.outputFiles[0]?.text ?? '');
  return satsConnectBundle;
}

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>Dev Wallet test page</title></head>
<body><h1 id="host-title" style="color: rgb(1, 2, 3)">Host page</h1></body></html>`;

const PAGE_WITH_SATS_CONNECT = PAGE.replace('</body>', '<script src="/sats-connect.js"></script></body>');

export interface TestPageOptions {
  withSatsConnect?: boolean;
  /** Handles `${TEST_ORIGIN}/api/**` (an Esplora stand-in). */
  esplora?: (route: Route, path: string) => Promise<void>;
  /** Forwards `/api/**`, `/ord/**` and `/ordinals/**` to this base (a devnet), keeping the page same-origin. */
  upstream?: string;
}

/** Serves the test page (and optionally sats-connect and an explorer) and opens it. */
export async function openTestPage(page: Page, options: TestPageOptions = {}): Promise<void> {
  const script = options.withSatsConnect ? await bundleSatsConnect() : '';
  await page.route(`${TEST_ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/sats-connect.js') {
      await route.fulfill({ contentType: 'text/javascript', body: script });
    } else if (options.upstream && /^\/(api|ordinals|ord)\//.test(url.pathname)) {
      const response = await route.fetch({ url: `${options.upstream}${url.pathname}${url.search}` });
      await route.fulfill({ response });
    } else if (url.pathname.startsWith('/api/') && options.esplora) {
      await options.esplora(route, url.pathname.slice('/api'.length) + url.search);
    } else if (url.pathname === '/' || url.pathname === '/index.html') {
      await route.fulfill({
        contentType: 'text/html',
        body: options.withSatsConnect ? PAGE_WITH_SATS_CONNECT : PAGE,
      });
    } else {
      await route.fulfill({ status: 404, body: 'not found' });
    }
  });
  await page.goto(`${TEST_ORIGIN}/`);
}
