import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer as createViteServer } from 'vite';

const ROOT = resolve(import.meta.dirname, '..', '..');

/**
 * A server-rendered page on an ephemeral port: Vite in middleware mode renders `page.tsx` with
 * `react-dom/server` for every request of `/` and serves `client.tsx`, which hydrates it.
 */
export async function startServerRenderedPage(
  esploraUrl: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const cacheDir = await mkdtemp(join(tmpdir(), 'satchel-ssr-'));
  const vite = await createViteServer({
    root: ROOT,
    configFile: join(ROOT, 'apps', 'web', 'vite.config.ts'),
    cacheDir,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    // The client entry's dependencies found before the first visit: otherwise the first page
    // load discovers them, has them bundled and reloads, which on a busy machine outlasts a check.
    optimizeDeps: { entries: ['e2e/server-render/client.tsx'] },
  });
  const http: Server = createHttpServer((request, response) => {
    if (request.url !== '/') {
      vite.middlewares(request, response, () => {
        response.statusCode = 404;
        response.end();
      });
      return;
    }
    render()
      .then((html) => {
        response.setHeader('content-type', 'text/html; charset=utf-8');
        response.end(html);
      })
      .catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error instanceof Error ? error.stack : error));
      });
  });

  async function render(): Promise<string> {
    const { renderToString } = await import('react-dom/server');
    const { createElement } = await import('react');
    const { Page } = (await vite.ssrLoadModule('/e2e/server-render/page.tsx')) as typeof import('./page');
    const body = renderToString(createElement(Page, { esploraUrl }));
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Server-rendered Satchel</title></head><body><div id="root" data-esplora="${esploraUrl}">${body}</div><script type="module" src="/e2e/server-render/client.tsx"></script></body></html>`;
  }

  // Transformed once here, in the set-up's time, rather than inside the first test's checks.
  await render();
  await vite.warmupRequest('/e2e/server-render/client.tsx');
  await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    async close() {
      await new Promise((done) => http.close(done));
      await vite.close();
      await rm(cacheDir, { recursive: true, force: true });
    },
  };
}
