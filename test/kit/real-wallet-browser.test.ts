import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium';
import { launchWithExtension } from '../../packages/devwallet/src/kit/real/extension';

/** A Manifest V3 extension with a service worker and a page of its own, as a wallet's windows are. */
const extension = mkdtempSync(join(tmpdir(), 'satchel-extension-'));
writeFileSync(
  join(extension, 'manifest.json'),
  JSON.stringify({
    manifest_version: 3,
    name: 'motion',
    version: '1.0',
    background: { service_worker: 'sw.js' },
  }),
);
writeFileSync(join(extension, 'sw.js'), '');
writeFileSync(join(extension, 'window.html'), '<!doctype html><title>window</title>');
afterAll(() => rmSync(extension, { recursive: true, force: true }));

/** Whether the extension's own page asks for reduced motion, in a browser launched with `options`. */
async function extensionPageReducesMotion(options: Parameters<typeof launchWithExtension>[1]) {
  const browser = await launchWithExtension(extension, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    ...options,
  });
  try {
    const page = await browser.context.newPage();
    await page.goto(`${browser.origin}/window.html`);
    return await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  } finally {
    await browser.close();
  }
}

describe('a browser with a real wallet extension', () => {
  it("asks the extension's windows for reduced motion unless told otherwise", async () => {
    expect(await extensionPageReducesMotion({})).toBe(true);
    expect(await extensionPageReducesMotion({ reducedMotion: 'no-preference' })).toBe(false);
  });
});
