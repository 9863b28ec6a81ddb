import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** The `_headers` file the build writes (vite.config.ts): `  Name: value` lines under `/*`. */
function builtHeaders(dir: string): Record<string, string> {
  const file = join(dir, '_headers');
  if (!existsSync(file)) return {};
  const headers: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s+([A-Za-z-]+):\s*(.+)$/.exec(line);
    if (match?.[1] && match[2]) headers[match[1]] = match[2];
  }
  return headers;
}

export interface StaticApp {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves a production build as `vite preview` does: its files, `index.html` for every other path
 * (the app routes on the client), and the security headers the build wrote. On 127.0.0.1 and a
 * free port unless one is given, so a spec can run its own copy beside the suite's app.
 */
export async function serveStaticApp(root: string, port = 0): Promise<StaticApp> {
  const dir = resolve(root);
  const headers = builtHeaders(dir);
  // A build does not change while it is served: each file is read once.
  const files = new Map<string, Buffer>();
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://app').pathname));
    let file = join(dir, path);
    if (!files.has(file) && (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory())) {
      file = join(dir, 'index.html');
    }
    let body = files.get(file);
    if (!body) {
      body = readFileSync(file);
      files.set(file, body);
    }
    res.writeHead(200, { ...headers, 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
