import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaticApp, serveStaticApp } from '../../e2e/static-app-server';

let dir: string;
let app: StaticApp;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'satchel-static-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(join(dir, 'assets', 'main.js'), 'console.log(1)');
  await writeFile(join(dir, '_headers'), "/*\n  Content-Security-Policy: default-src 'self'\n");
  await writeFile(join(tmpdir(), 'satchel-static-outside.txt'), 'outside');
  app = await serveStaticApp(dir);
});

afterAll(async () => {
  await app?.close();
  await rm(dir, { recursive: true, force: true });
  await rm(join(tmpdir(), 'satchel-static-outside.txt'), { force: true });
});

describe('the static server the end-to-end suite runs the app on', () => {
  it('sends a built file as it is, uncompressed, with the headers the build wrote', async () => {
    for (let read = 0; read < 2; read++) {
      const response = await fetch(`${app.url}/assets/main.js`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
      expect(await response.text()).toBe('console.log(1)');
    }
  });

  it('answers every other path, and a path out of the build, with index.html', async () => {
    for (const path of ['/send', '/assets/none.js', '/..%2Fsatchel-static-outside.txt']) {
      const response = await fetch(`${app.url}${path}`);
      expect(response.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(await response.text(), path).toContain('<title>app</title>');
    }
  });
});
