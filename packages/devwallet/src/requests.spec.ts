import { base64 } from '@scure/base';
import { stubEsplora } from '../../../test/devwallet/esplora-stub';
import { expect, test } from '../../../test/devwallet/fixture';
import { mixedPsbt, ring } from '../../../test/devwallet/psbt-fixtures';
import { openTestPage, TEST_ORIGIN } from '../../../test/devwallet/test-page';
import { SUBJECT } from '../../../test/subjects';
import type { DevWalletRequest } from './request-log';

/** `satchelDevWallet.requests()`: every call a page makes, with its answer and timing. */
test.use({ devwallet: { autoApprove: true, esploraUrl: `${TEST_ORIGIN}/api` } });

type Call = (...args: unknown[]) => Promise<unknown>;
type Wallets = {
  unisat: Record<'getAccounts' | 'requestAccounts' | 'getNetwork' | 'getBalance' | 'signMessage', Call>;
  XverseProviders: { BitcoinProvider: { request: Call } };
  okxwallet: { bitcoinTestnet: { connect: Call } };
  LeatherProvider: { request: Call };
  satchelDevWallet: {
    requests(): DevWalletRequest[];
    clearRequests(): void;
    rejectNext(): void;
    hangNext(): void;
  };
};

test.beforeEach(async ({ page }) => {
  await openTestPage(page, { esplora: stubEsplora });
  await page.waitForFunction(() => (window as { unisat?: unknown }).unisat !== undefined);
});

test('logs silent reads and prompted calls of every family with their answers, in order', async ({
  page,
}) => {
  const psbt = base64.encode(mixedPsbt().toPSBT());
  const log = await page.evaluate(async (psbt) => {
    const w = window as unknown as Wallets;
    w.satchelDevWallet.clearRequests();
    await w.unisat.getAccounts(); // silent, before connecting
    await w.unisat.requestAccounts();
    await w.unisat.getNetwork();
    await w.unisat.getBalance();
    const xverse = w.XverseProviders.BitcoinProvider;
    await xverse.request('wallet_connect', null);
    await xverse.request('signPsbt', { psbt });
    await xverse.request('sendTransfer', { recipients: [] });
    await xverse.request('no_such_method', {});
    await w.okxwallet.bitcoinTestnet.connect();
    await w.LeatherProvider.request('getInfo');
    return w.satchelDevWallet.requests();
  }, psbt);

  expect(log.map((e) => [e.family, e.method, e.status])).toEqual([
    [SUBJECT.injected, 'getAccounts', 'ok'],
    [SUBJECT.injected, 'requestAccounts', 'ok'],
    [SUBJECT.injected, 'getNetwork', 'ok'],
    [SUBJECT.injected, 'getBalance', 'ok'],
    [SUBJECT.satsConnect, 'wallet_connect', 'ok'],
    [SUBJECT.satsConnect, 'signPsbt', 'ok'],
    [SUBJECT.satsConnect, 'sendTransfer', 'error'],
    [SUBJECT.satsConnect, 'no_such_method', 'error'],
    [SUBJECT.perNetworkObjects, 'bitcoinTestnet.connect', 'ok'],
    [SUBJECT.rpc, 'getInfo', 'ok'],
  ]);
  expect(log[0]?.result).toEqual([]);
  expect(log[1]?.result).toEqual([ring.payment.address]);
  expect(log[3]?.result).toEqual({ confirmed: 150_000, unconfirmed: 2_500, total: 152_500 });
  // PSBTs are long: the log keeps their head and length, not the whole text.
  const shortened = expect.stringMatching(/^cHNidP8B.{192}…\(\d+ chars\)$/);
  expect(log[5]?.params).toEqual({ psbt: shortened });
  // Xverse 0.54.2, observed: a PSBT signed without broadcasting comes back with `txid: ""`.
  expect(log[5]?.result).toEqual({ psbt: shortened, txid: '' });
  expect(log[6]?.error).toEqual({ code: -32602, message: 'Invalid parameters.' });
  expect(log[7]?.error).toEqual({ code: -32601, message: '"no_such_method" is not supported.' });
  for (const [i, entry] of log.entries()) {
    expect(entry.id).toBe((log[0]?.id ?? 0) + i);
    expect(entry.durationMs).toBeGreaterThanOrEqual(0);
    if (i > 0) expect(entry.startedAt).toBeGreaterThanOrEqual(log[i - 1]?.startedAt ?? 0);
  }
});

test('logs a rejection as the error the page received and a hung prompt as pending', async ({ page }) => {
  const log = await page.evaluate(async () => {
    const w = window as unknown as Wallets;
    await w.unisat.requestAccounts();
    w.satchelDevWallet.clearRequests();
    w.satchelDevWallet.rejectNext();
    await w.unisat.signMessage('no thanks').catch(() => undefined);
    w.satchelDevWallet.hangNext();
    void w.unisat.signMessage('never answered');
    return w.satchelDevWallet.requests();
  });
  expect(log).toHaveLength(2);
  expect(log[0]).toMatchObject({
    method: 'signMessage',
    params: 'no thanks',
    status: 'error',
    error: { code: 4001, message: 'User rejected the request.' },
  });
  expect(log[1]).toMatchObject({ method: 'signMessage', params: 'never answered', status: 'pending' });
  expect(log[1]).not.toHaveProperty('durationMs');
});
