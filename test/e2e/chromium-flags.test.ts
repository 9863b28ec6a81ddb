import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PLAYWRIGHT_DISABLED_FEATURES } from '../../e2e/chromium';

/** The features the installed Playwright turns off, read from its own code. */
async function playwrightDisabledFeatures(): Promise<string[]> {
  const root = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  const bundle = await readFile(join(root, 'lib', 'coreBundle.js'), 'utf8');
  const list = /\bdisabledFeatures = \[([\s\S]*?)\]/.exec(bundle)?.[1];
  if (list === undefined)
    throw new Error('playwright-core no longer lists its disabled features where it did');
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([A-Za-z0-9]+)"/g)].map((match) => match[1] as string);
}

describe('the browser the suites start', () => {
  it('keeps every feature Playwright turns off turned off (Chromium reads only the last --disable-features)', async () => {
    const playwrights = await playwrightDisabledFeatures();
    expect(playwrights.length).toBeGreaterThan(5);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(playwrights));
    expect(CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='))).toHaveLength(1);
  });

  it('gives a new context its page, no hidden address-bar popup pages and no spare renderer', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const page = await (await browser.newContext()).newPage();
      await page.goto('data:text/html,<h1>page</h1>');
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = (await cdp.send('Target.getTargets')) as {
        targetInfos: { type: string; url: string }[];
      };
      expect(targetInfos.filter((target) => target.url.startsWith('chrome://'))).toEqual([]);
      expect(targetInfos.filter((target) => target.type === 'page')).toHaveLength(1);
      // One renderer for the one page: no spare started beside it for a next page.
      const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as {
        processInfo: { type: string }[];
      };
      expect(processInfo.filter((process) => process.type === 'renderer')).toHaveLength(1);
    } finally {
      await browser.close();
    }
  });
});
