import type { Page, TestInfo } from '@playwright/test';

/**
 * When a test fails, its Dev Wallet request log (`satchelDevWallet.requests()`: every request
 * with its result or error and timing) is attached to the Playwright report, so a failure shows
 * what the app asked the wallet and what it answered.
 */
export async function attachRequestLogOnFailure(page: Page, testInfo: TestInfo): Promise<void> {
  if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
  const log = await page
    .evaluate(() =>
      (window as { satchelDevWallet?: { requests?: () => unknown } }).satchelDevWallet?.requests?.(),
    )
    .catch(() => undefined);
  if (log === undefined) return;
  const body = JSON.stringify(
    log,
    (_key, value) => (typeof value === 'bigint' ? value.toString() : value),
    2,
  );
  await testInfo.attach('devwallet-requests.json', { body, contentType: 'application/json' });
}
