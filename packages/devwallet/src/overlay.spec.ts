import { base64 } from '@scure/base';
import { expect, test } from '../../../test/devwallet/fixture';
import { mixedPsbt, ring, stranger } from '../../../test/devwallet/psbt-fixtures';
import { openTestPage } from '../../../test/devwallet/test-page';
import { SUBJECT } from '../../../test/subjects';

/** The approval overlay a person clicks, and the scripting API tests use instead. */
test.use({ devwallet: { autoApprove: false, impersonate: [SUBJECT.satsConnect] } });

type Provider = {
  request(method: string, params?: unknown): Promise<{ result?: unknown; error?: { code: number } }>;
};
type Control = import('./control').DevWalletControl;

declare global {
  interface Window {
    satchelDevWallet: Control;
    pendingCall?: Promise<unknown>;
  }
}
type XW = {
  XverseProviders: { BitcoinProvider: Provider & { addListener(...args: unknown[]): () => void } };
};

test.beforeEach(async ({ page }) => {
  await openTestPage(page);
});

test('shows what is asked, as text, and answers with the button the person clicks', async ({ page }) => {
  const hostile = '<img src=x onerror="window.__injected = true">';
  await page.evaluate((message) => {
    window.pendingCall = (window as unknown as XW).XverseProviders.BitcoinProvider.request('wallet_connect', {
      message,
    });
  }, 'Connect please');
  await expect(page.getByTestId('devwallet-title')).toHaveText('Connect to this site?');
  await page.getByTestId('devwallet-approve').click();
  expect(await page.evaluate(() => window.pendingCall)).toMatchObject({ result: { walletType: 'software' } });
  await expect(page.getByTestId('devwallet-approve')).toHaveCount(0);

  const { payment } = (await page.evaluate(() => window.satchelDevWallet.state())).addresses;
  await page.evaluate(
    ({ message, payment }) => {
      window.pendingCall = (window as unknown as XW).XverseProviders.BitcoinProvider.request('signMessage', {
        address: payment,
        message,
      });
    },
    { message: hostile, payment },
  );
  const details = page.getByTestId('devwallet-details');
  await expect(details).toContainText(hostile);
  await expect(details).toContainText(payment);
  expect(await page.locator('satchel-devwallet-overlay img').count()).toBe(0);
  expect(
    await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
  ).toBeUndefined();
  // Namespaced, shadow-rooted: the host page's own styles are untouched.
  await expect(page.locator('#host-title')).toHaveCSS('color', 'rgb(1, 2, 3)');
  expect(await page.evaluate(() => window.satchelDevWallet.pending().map((p) => p.method))).toEqual([
    'signMessage',
  ]);
  await page.getByTestId('devwallet-reject').click();
  expect(await page.evaluate(() => window.pendingCall)).toMatchObject({
    error: { code: -32000, message: 'User rejected the request.' },
  });
});

test('shows a decoded PSBT and the amount and recipient of a transfer', async ({ page }) => {
  await page.evaluate(() => window.satchelDevWallet.approveNext());
  await page.evaluate(() =>
    (window as unknown as XW).XverseProviders.BitcoinProvider.request('wallet_connect', null),
  );
  await page.evaluate(() => {
    window.pendingCall = (window as unknown as XW).XverseProviders.BitcoinProvider.request('sendTransfer', {
      recipients: [{ address: 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080', amount: 12345 }],
    });
  });
  const details = page.getByTestId('devwallet-details');
  await expect(details).toContainText('bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080 · 12345 sats');
  await expect(details).toContainText('Amount');
  await page.getByTestId('devwallet-reject').click();
  expect(await page.evaluate(() => window.pendingCall)).toMatchObject({ error: { code: -32000 } });

  await page.evaluate(
    (psbt) => {
      window.pendingCall = (window as unknown as XW).XverseProviders.BitcoinProvider.request('signPsbt', {
        psbt,
      });
    },
    base64.encode(mixedPsbt(0x83).toPSBT()),
  );
  await expect(details).toContainText(`${ring.payment.address} · 60000 sats (yours), sighash 0x83`);
  await expect(details).toContainText(`${stranger.payment.address} · 5000 sats`);
  await expect(details).toContainText(`${stranger.ordinals.address} · 100000 sats`);
  await expect(details).toContainText('5000 sats'); // fee
  await page.getByTestId('devwallet-approve').click();
  expect(await page.evaluate(() => window.pendingCall)).toMatchObject({
    result: { psbt: expect.any(String) },
  });
});

test('approveNext / rejectNext settle a waiting prompt or the next one; hangNext never answers', async ({
  page,
}) => {
  const outcomes = await page.evaluate(async () => {
    const provider = (window as unknown as XW).XverseProviders.BitcoinProvider;
    const control = window.satchelDevWallet;
    const waiting = provider.request('wallet_requestPermissions', undefined);
    const shown = control.pending().map((p) => p.state);
    control.rejectNext();
    const first = await waiting;
    control.approveNext();
    const second = await provider.request('wallet_requestPermissions', undefined);
    control.hangNext();
    let settled = false;
    provider.request('wallet_changeNetwork', { name: 'Testnet' }).then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { shown, first, second, settled, pending: control.pending().map((p) => [p.method, p.state]) };
  });
  expect(outcomes.shown).toEqual(['waiting']);
  expect(outcomes.first).toMatchObject({ error: { code: -32000 } });
  expect(outcomes.second).toMatchObject({ result: true });
  expect(outcomes.settled).toBe(false);
  expect(outcomes.pending).toEqual([['wallet_changeNetwork', 'hung']]);
  await expect(page.getByTestId('devwallet-approve')).toHaveCount(0); // a hung prompt is a lost popup
});

test('emit fires the wallet events; setNetwork switches the address encoding', async ({ page }) => {
  const out = await page.evaluate(async () => {
    const control = window.satchelDevWallet;
    control.setAutoApprove(true);
    const provider = (window as unknown as XW).XverseProviders.BitcoinProvider as Provider & {
      addListener(...a: unknown[]): () => void;
    };
    const seen: unknown[] = [];
    // Xverse tells only a connected site of its account and disconnect events.
    await provider.request('wallet_connect', null);
    provider.addListener('accountChange', (e: unknown) => seen.push(e));
    provider.addListener({ eventName: 'disconnect', cb: (e: unknown) => seen.push(e) });
    provider.addListener({ eventName: 'custom', cb: (e: unknown) => seen.push(e) });
    control.emit('accountChange');
    control.emit('disconnect');
    control.emit('custom', { hello: 1 });
    control.setNetwork('signet');
    const network = await provider.request('wallet_getNetwork', null);
    return { seen, network, state: control.state() };
  });
  expect(out.seen[0]).toMatchObject({
    type: 'accountChange',
    addresses: [{ purpose: 'payment' }, { purpose: 'ordinals' }],
  });
  expect(out.seen.slice(1)).toEqual([{ type: 'disconnect' }, { hello: 1 }]);
  expect(out.network).toMatchObject({ result: { bitcoin: { name: 'Signet' } } });
  expect(out.state.addresses.payment).toMatch(/^tb1q/);
});

test.describe('late injection', () => {
  test.use({ devwallet: { injectDelayMs: 300, impersonate: [SUBJECT.satsConnect, SUBJECT.injected] } });

  test('globals are absent when the page starts and appear later', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { seenAtStart: unknown }).seenAtStart = {
        xverse: typeof (window as unknown as { XverseProviders?: unknown }).XverseProviders,
        unisat: typeof (window as unknown as { unisat?: unknown }).unisat,
      };
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { seenAtStart: unknown }).seenAtStart)).toEqual({
      xverse: 'undefined',
      unisat: 'undefined',
    });
    await page.waitForFunction(
      () => 'XverseProviders' in window && (window as { unisat?: unknown }).unisat !== undefined,
    );
    expect(await page.evaluate(() => typeof window.satchelDevWallet.approveNext)).toBe('function');
  });
});
