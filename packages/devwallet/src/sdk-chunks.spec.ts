import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { hex } from '@scure/base';
import { ensureDevWalletBundle, expect, test } from '../../../test/devwallet/fixture';
import { mixedPsbt, psbtFrom } from '../../../test/devwallet/psbt-fixtures';
import { openTestPage, TEST_ORIGIN } from '../../../test/devwallet/test-page';
import { SDK_CHUNKS, sdkChunkFile } from './sdk-chunks';

/**
 * The wallets' own SDKs are chunks of their own: the script a page loads holds none of their code,
 * and a page fetches a family's chunk once, the first time it signs with that family.
 */
test.use({ devwallet: { autoApprove: true, impersonate: ['unisat', 'okx'] } });

type Injected = { requestAccounts(): Promise<string[]>; signPsbt(psbt: string): Promise<string> };

const chunkRequests = (urls: string[]) =>
  urls.filter((url) => /devwallet-sdk-/.test(url)).map((url) => new URL(url).pathname);

test('the page script leaves the SDKs out; signing with UniSat fetches its chunk once, OKX never', async ({
  page,
}) => {
  const bundle = await ensureDevWalletBundle();
  const script = await readFile(bundle, 'utf8');
  for (const name of SDK_CHUNKS) {
    const chunk = await readFile(join(dirname(bundle), sdkChunkFile(name)), 'utf8');
    expect(chunk.length).toBeGreaterThan(script.length / 2);
  }
  // Names the SDKs export, which minifying keeps: UniSat's wallet class, OKX's PSBT signer.
  expect(script).not.toContain('LocalWallet');
  expect(script).not.toContain('signPsbtWithKeyPathAndScriptPath');

  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await openTestPage(page);
  const psbtHex = hex.encode(mixedPsbt().toPSBT());
  await page.evaluate(() => (window as unknown as { unisat: Injected }).unisat.requestAccounts());
  expect(chunkRequests(urls)).toEqual([]);

  const signed = await page.evaluate(async (psbt) => {
    const { unisat } = window as unknown as { unisat: Injected };
    return [await unisat.signPsbt(psbt), await unisat.signPsbt(psbt)];
  }, psbtHex);
  for (const answer of signed) expect(psbtFrom(answer).getInput(0).finalScriptWitness).toHaveLength(2);
  expect(chunkRequests(urls)).toEqual(['/devwallet-sdk-unisat.js']);
});

test('a chunk that cannot load is a clear failure, and the next signature loads it', async ({ page }) => {
  await openTestPage(page);
  let refused = 0;
  await page.route(`${TEST_ORIGIN}/devwallet-sdk-unisat.js`, async (route) => {
    refused++;
    if (refused === 1) await route.abort();
    else await route.fallback();
  });
  const psbtHex = hex.encode(mixedPsbt().toPSBT());
  const out = await page.evaluate(async (psbt) => {
    const { unisat } = window as unknown as { unisat: Injected };
    await unisat.requestAccounts();
    const first = await unisat.signPsbt(psbt).then(
      () => 'signed',
      (error: { message?: string }) => error.message,
    );
    const second = await unisat.signPsbt(psbt);
    return { first, second };
  }, psbtHex);
  expect(out.first).toBe(
    `The Dev Wallet could not load the unisat wallet's signing code from ${TEST_ORIGIN}/devwallet-sdk-unisat.js.`,
  );
  expect(psbtFrom(out.second).getInput(0).finalScriptWitness).toHaveLength(2);
});
