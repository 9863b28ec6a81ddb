import type { Page } from '@playwright/test';
import { expect } from '../test/devwallet/fixture';
import { SUBJECT } from '../test/subjects';
import { connect, FAMILIES, navigate, type Wallet, walletControl, walletTest } from './flows-support';
import { E2E_APP_PORT } from './ports';
import { APP_DEVNET } from './support';

/**
 * Sign in with Bitcoin round trip on the devnet: the nonce comes from the devnet's
 * sign-in server, the wallet signs the CAIP-122 message, the server checks domain, nonce, time
 * window and signature, and refuses each bad sign-in with its own reason.
 */

/** The devnet server's answer to `POST /siwb/verify` (`packages/devnet/src/http/siwb.ts`). */
type Verdict = { valid: boolean; address?: string; reason?: string; detail?: string };

/**
 * Calls the devnet sign-in server from the page, the way the app does (`post` in
 * `packages/core/src/actions/sign-in-server.ts`): a CORS-simple text/plain POST whose Origin the browser sets.
 */
function siwbFromPage<T>(page: Page, path: 'nonce' | 'verify', body: unknown): Promise<T> {
  return page.evaluate(
    async ({ url, json }) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: json,
      });
      return response.json();
    },
    { url: `${APP_DEVNET}/siwb/${path}`, json: JSON.stringify(body) },
  ) as Promise<T>;
}

const verifyFromPage = (page: Page, message: string, signature: string) =>
  siwbFromPage<Verdict>(page, 'verify', { message, signature });

/** Signs in through the page and returns what the wallet signed, once the server has accepted it. */
async function signInAccepted(page: Page, wallet: Wallet) {
  await page.getByTestId('signin-submit').click();
  const result = page.getByTestId('signin-result');
  await expect(result).toHaveAttribute('data-valid', 'true');
  await expect(result).toContainText(`Signed in as ${wallet.payment}`);
  await expect(result).toContainText('Checked by the devnet sign-in server');
  return {
    message: await page.getByTestId('signin-message').inputValue(),
    signature: await page.getByTestId('signin-signature').inputValue(),
  };
}

/** The value of one `Field: value` line of a sign-in message. */
function field(message: string, name: string): string {
  const line = message.split('\n').find((l) => l.startsWith(`${name}: `));
  if (line === undefined) throw new Error(`no ${name} line in ${message}`);
  return line.slice(name.length + 2);
}

const APP_HOST = `127.0.0.1:${E2E_APP_PORT}`;

for (const family of FAMILIES) {
  walletTest(
    family,
    'signs in with the payment address, checked by the sign-in server; its nonce cannot be reused',
    async ({ page, wallet }) => {
      await connect(page, family, wallet, '/sign-in');
      await walletControl(page, 'rejectNext');
      await page.getByTestId('signin-statement').fill('Sign in to Satchel');
      await page.getByTestId('signin-submit').click();
      await expect(page.getByTestId('error-message').locator('.message')).toHaveText(
        'Failed to sign message',
      );
      await expect(page.getByTestId('signin-statement')).toHaveValue('Sign in to Satchel');

      const { message, signature } = await signInAccepted(page, wallet);
      expect(message).toContain(
        `${APP_HOST} wants you to sign in with your Bitcoin account:\n${wallet.payment}\n\nSign in to Satchel`,
      );
      expect(message).toContain('Chain ID: bip122:0f9188f13cb7b2c71f2a335e3a4fc328');

      // The very message and signature the wallet made, sent again: the server used its nonce up.
      expect(await verifyFromPage(page, message, signature)).toEqual({
        valid: false,
        reason: 'unknown-nonce',
        detail: 'This devnet did not issue that nonce, or it was used.',
      });
    },
  );
}

walletTest(
  SUBJECT.injected,
  'a sign-in made on a look-alike site is refused by the real site for its domain',
  async ({ page, wallet }) => {
    // A copy of the app on another host (localhost rather than 127.0.0.1) relays the real
    // server's nonce, and its own backend takes the signed sign-in instead of the real server.
    const lookAlike = `http://localhost:${E2E_APP_PORT}`;
    await page.goto(`${lookAlike}/`);
    await page.getByTestId('connect-button').click();
    await page.getByTestId(`wallet-option-${SUBJECT.injected}`).click();
    await expect(page.getByTestId('account-address-payment')).toHaveAttribute('data-address', wallet.payment);
    await navigate(page, '/sign-in');
    let captured: { message: string; signature: string } | undefined;
    await page.route(`${APP_DEVNET}/siwb/verify`, async (route) => {
      captured = JSON.parse(route.request().postData() ?? '{}');
      await route.fulfill({
        json: { valid: true, address: wallet.payment },
        headers: { 'Access-Control-Allow-Origin': '*' },
      });
    });
    await page.getByTestId('signin-submit').click();
    await expect(page.getByTestId('signin-result')).toHaveAttribute('data-valid', 'true');
    await page.unrouteAll();
    if (!captured) throw new Error('the look-alike site received no sign-in');
    const { message, signature } = captured;
    expect(message.startsWith(`localhost:${E2E_APP_PORT} wants you to sign in`)).toBe(true);

    // Handed on to the real site, with the real server's fresh nonce and the wallet's own signature.
    await page.goto('/sign-in');
    expect(await verifyFromPage(page, message, signature)).toEqual({
      valid: false,
      reason: 'wrong-domain',
      detail: `The message is for localhost:${E2E_APP_PORT}, not ${APP_HOST}.`,
    });
  },
);

walletTest(
  SUBJECT.injected,
  "a signature moved onto another sign-in message is refused as not the address's",
  async ({ page, wallet }) => {
    await connect(page, SUBJECT.injected, wallet, '/sign-in');
    const { message, signature } = await signInAccepted(page, wallet);

    // Someone who saw that sign-in takes a fresh nonce and re-uses the wallet's signature on
    // the same message with the new nonce: everything checks out except the signature.
    const { nonce } = await siwbFromPage<{ nonce: string }>(page, 'nonce', {});
    const forged = message.replace(`Nonce: ${field(message, 'Nonce')}`, `Nonce: ${nonce}`);
    expect(forged).not.toBe(message);
    expect(await verifyFromPage(page, forged, signature)).toEqual({
      valid: false,
      reason: 'bad-signature',
      detail: `The signature does not prove control of ${wallet.payment}.`,
    });
  },
);

walletTest(
  SUBJECT.injected,
  'a sign-in from a device whose clock is 15 minutes slow is refused as expired',
  async ({ page, wallet }) => {
    await connect(page, SUBJECT.injected, wallet, '/sign-in');
    // The page's clock runs 15 minutes behind the server's: the ten-minute window the page
    // writes into the message has already closed when the server reads it.
    const behindMs = 15 * 60_000;
    await page.clock.setSystemTime(Date.now() - behindMs);
    const answer = page.waitForResponse((r) => r.url() === `${APP_DEVNET}/siwb/verify`);
    await page.getByTestId('signin-submit').click();

    const result = page.getByTestId('signin-result');
    await expect(result).toHaveAttribute('data-valid', 'false');
    await expect(result.locator('.error-text')).toHaveText('Refused: expired');
    await expect(result).toContainText('Checked by the devnet sign-in server');
    const message = await page.getByTestId('signin-message').inputValue();
    const expiration = field(message, 'Expiration Time');
    expect(Date.parse(expiration)).toBeLessThan(Date.now());
    expect(Date.now() - Date.parse(field(message, 'Issued At'))).toBeGreaterThanOrEqual(behindMs - 60_000);
    expect(await (await answer).json()).toEqual({
      valid: false,
      reason: 'expired',
      detail: `The message expired at ${expiration}.`,
    });
  },
);
