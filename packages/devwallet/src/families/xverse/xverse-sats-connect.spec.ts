import { verifyMessage } from '@satchel/core/message';
import { networkParams } from '@satchel/core/networks';
import { base64 } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { Verifier } from 'bip322-js';
import { stubEsplora } from '../../../../../test/devwallet/esplora-stub';
import { expect, test } from '../../../../../test/devwallet/fixture';
import { openTestPage, TEST_ORIGIN } from '../../../../../test/devwallet/test-page';

/**
 * Conformance against a client nobody here wrote: the `sats-connect` package's own `request()`
 * talks to the Xverse impersonation, and every result passes sats-connect's result schemas.
 */
test.use({
  devwallet: { autoApprove: true, esploraUrl: `${TEST_ORIGIN}/api`, impersonate: ['xverse', 'devwallet'] },
});

type Rpc =
  | { status: 'success'; result: unknown }
  | { status: 'error'; error: { code: number; message: string } };

declare global {
  interface Window {
    satsConnect: Record<string, unknown> & {
      request(method: string, params: unknown, providerId?: string): Promise<Rpc>;
      default: {
        request(method: string, params: unknown): Promise<Rpc>;
        addListener(...args: unknown[]): () => void;
      };
    };
    satchelDevWallet: import('../../control').DevWalletControl;
  }
}

/** Calls sats-connect's named `request` and validates a success against `<schema>`. */
async function call(page: import('@playwright/test').Page, method: string, params: unknown, schema?: string) {
  return page.evaluate(
    async ({ method, params, schema }) => {
      const response = await window.satsConnect.request(method, params);
      let issues: string[] | null = null;
      if (schema && response.status === 'success') {
        const validator = window.satsConnect[schema] as {
          '~standard': { validate(value: unknown): { issues?: { message: string }[] } };
        };
        const out = validator['~standard'].validate(response.result);
        issues = out.issues ? out.issues.map((i) => i.message) : null;
      }
      return { response, issues };
    },
    { method, params, schema },
  );
}

test.beforeEach(async ({ page }) => {
  await openTestPage(page, { withSatsConnect: true, esplora: stubEsplora });
});

test('announces Xverse and the Dev Wallet the way sats-connect discovers wallets', async ({ page }) => {
  const found = await page.evaluate(() => {
    const sc = window.satsConnect as unknown as {
      getProviders(): { id: string; name: string }[];
      isProviderInstalled(id: string): boolean;
      getProviderById(id: string): { request?: unknown } | undefined;
    };
    return {
      providers: sc.getProviders().map((p) => `${p.id}|${p.name}`),
      xverse: sc.isProviderInstalled('XverseProviders.BitcoinProvider'),
      devwallet: typeof sc.getProviderById('SatchelDevWalletProviders.BitcoinProvider')?.request,
    };
  });
  expect(found.providers).toEqual([
    'XverseProviders.BitcoinProvider|Xverse Wallet',
    'SatchelDevWalletProviders.BitcoinProvider|Satchel Dev Wallet',
  ]);
  expect(found.xverse).toBe(true);
  expect(found.devwallet).toBe('function');
});

test('read methods answer Access denied until the site connects, then pass the result schemas', async ({
  page,
}) => {
  const info = await call(page, 'getInfo', null, 'getInfoResultSchema');
  expect(info.issues).toBeNull();
  expect(info.response).toMatchObject({ status: 'success', result: { platform: 'web' } });

  for (const method of ['wallet_getAccount', 'getBalance', 'wallet_getNetwork']) {
    const denied = await call(page, method, null);
    expect(denied.response).toEqual({ status: 'error', error: { code: -32002, message: 'Access denied.' } });
  }

  const connect = await call(
    page,
    'wallet_connect',
    { addresses: ['payment', 'ordinals'], message: 'Connect to Satchel' },
    'connectResultSchema',
  );
  expect(connect.issues).toBeNull();
  const result = (
    connect.response as { result: { addresses: { purpose: string; address: string; publicKey: string }[] } }
  ).result;
  const payment = result.addresses.find((a) => a.purpose === 'payment');
  const ordinals = result.addresses.find((a) => a.purpose === 'ordinals');
  expect(payment?.address).toMatch(/^bcrt1q/);
  expect(payment?.publicKey).toHaveLength(66);
  expect(ordinals?.address).toMatch(/^bcrt1p/);
  expect(ordinals?.publicKey).toHaveLength(64);

  const checks: [string, unknown, string][] = [
    ['wallet_getAccount', null, 'getAccountResultSchema'],
    ['getAccounts', { purposes: ['payment', 'ordinals'] }, 'getAccountsResultSchema'],
    ['getAddresses', { purposes: ['ordinals'] }, 'getAddressesResultSchema'],
    ['wallet_getNetwork', null, 'getNetworkResultSchema'],
    ['getBalance', undefined, 'getBalanceResultSchema'],
    ['wallet_getCurrentPermissions', null, 'getCurrentPermissionsResultSchema'],
    ['wallet_getWalletType', null, 'getWalletTypeResultSchema'],
    ['wallet_requestPermissions', undefined, 'requestPermissionsResultSchema'],
  ];
  for (const [method, params, schema] of checks) {
    const { response, issues } = await call(page, method, params, schema);
    expect(response.status, method).toBe('success');
    expect(issues, method).toBeNull();
  }
  const balance = await call(page, 'getBalance', null);
  expect(balance.response).toEqual({
    status: 'success',
    result: { confirmed: '150000', unconfirmed: '2500', total: '152500' },
  });
  const network = await call(page, 'wallet_getNetwork', null);
  expect(network.response).toMatchObject({ result: { bitcoin: { name: 'Regtest' } } });
});

/** Calls sats-connect's named `request` and reports `'prompted'` if no answer comes while a prompt waits. */
async function callUnprompted(page: import('@playwright/test').Page, method: string, params: unknown) {
  return page.evaluate(
    async ({ method, params }) => {
      const prompted = new Promise<'prompted'>((resolve) => {
        const poll = setInterval(() => {
          if (window.satchelDevWallet.pending().length === 0) return;
          clearInterval(poll);
          resolve('prompted');
        }, 20);
        setTimeout(() => clearInterval(poll), 5_000);
      });
      return Promise.race([window.satsConnect.request(method, params), prompted]);
    },
    { method, params },
  );
}

test('getAddresses is a read: Access denied without a prompt until a method grants the permission', async ({
  page,
}) => {
  await page.evaluate(() => window.satchelDevWallet.setAutoApprove(false));
  const params = { purposes: ['payment', 'ordinals'], message: 'Which addresses?' };
  expect(await callUnprompted(page, 'getAddresses', params)).toEqual({
    status: 'error',
    error: { code: -32002, message: 'Access denied.' },
  });

  // wallet_requestPermissions (or wallet_connect, getAccounts) grants it, through its own prompt.
  await page.evaluate(() => window.satchelDevWallet.approveNext());
  expect(await callUnprompted(page, 'wallet_requestPermissions', undefined)).toEqual({
    status: 'success',
    result: true,
  });
  const granted = await callUnprompted(page, 'getAddresses', params);
  expect(granted).toMatchObject({
    status: 'success',
    result: {
      addresses: [{ purpose: 'payment' }, { purpose: 'ordinals' }],
      network: { bitcoin: { name: 'Regtest' } },
    },
  });
  const schema = await call(page, 'getAddresses', params, 'getAddressesResultSchema');
  expect(schema.issues).toBeNull();

  await call(page, 'wallet_renouncePermissions', null);
  expect(await callUnprompted(page, 'getAddresses', params)).toMatchObject({ error: { code: -32002 } });
  await page.evaluate(() => window.satchelDevWallet.approveNext());
  expect(await callUnprompted(page, 'getAccounts', params)).toMatchObject({ status: 'success' });
  expect(await callUnprompted(page, 'getAddresses', params)).toMatchObject({ status: 'success' });
});

test('wallet events reach only a site holding the read permission', async ({ page }) => {
  const outcome = await page.evaluate(async () => {
    localStorage.setItem('sats-connect_defaultProvider', 'XverseProviders.BitcoinProvider');
    const Wallet = window.satsConnect.default;
    const control = window.satchelDevWallet;
    const events: unknown[] = [];
    const record = (e: unknown) => events.push(e);
    for (const eventName of ['accountChange', 'networkChange', 'disconnect']) {
      Wallet.addListener({ eventName, cb: record });
    }
    const phase = () => events.splice(0).map((e) => (e as { type: string }).type);
    control.setAccount(1);
    control.setNetwork('testnet');
    control.emit('disconnect');
    const unconnected = phase();

    await Wallet.request('wallet_connect', null);
    control.setAccount(2);
    control.setNetwork('regtest');
    control.emit('disconnect');
    const connected = phase();

    await Wallet.request('wallet_renouncePermissions', null);
    control.setAccount(3);
    control.setNetwork('signet');
    control.emit('disconnect');
    const renounced = phase();

    // wallet_disconnect tells the site that called it, connected or not.
    await Wallet.request('wallet_disconnect', null);
    return { unconnected, connected, renounced, disconnectCall: phase() };
  });
  expect(outcome.unconnected).toEqual([]);
  expect(outcome.connected).toEqual(['accountChange', 'networkChange', 'disconnect']);
  expect(outcome.renounced).toEqual([]);
  expect(outcome.disconnectCall).toEqual(['disconnect']);
});

test("ord_getInscriptions needs the permission and both offset and limit, as core's schema has them", async ({
  page,
}) => {
  const denied = await call(page, 'ord_getInscriptions', { offset: 0, limit: 10 });
  expect(denied.response).toEqual({ status: 'error', error: { code: -32002, message: 'Access denied.' } });
  await call(page, 'wallet_connect', null);
  // The docs page's own example passes no params; core's schema (and so the wallet) wants both.
  for (const params of [undefined, { limit: 10 }, { offset: 0 }, { offset: '0', limit: '10' }]) {
    const { response } = await call(page, 'ord_getInscriptions', params);
    expect(response, JSON.stringify(params)).toMatchObject({
      status: 'error',
      error: { code: -32602, message: 'Invalid parameters.' },
    });
  }
});

test('runes_getOrder takes the order as `id`, as core reads it, and refuses `orderId`', async ({ page }) => {
  const asked: string[] = [];
  const order = {
    id: 'order-7',
    orderType: 'rune_mint',
    state: 'pending',
    fundingAddress: 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
    createdAt: '2026-01-01T00:00:00.000Z',
  };
  await page.route(`${TEST_ORIGIN}/ordinals/v1/orders/**`, async (route) => {
    asked.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
    await route.fulfill({ contentType: 'application/json', body: JSON.stringify(order) });
  });
  const byOrderId = await call(page, 'runes_getOrder', { orderId: 'order-7' });
  expect(byOrderId.response).toMatchObject({
    status: 'error',
    error: { code: -32602, message: 'Invalid parameters.' },
  });
  expect(asked).toEqual([]);

  const byId = await call(page, 'runes_getOrder', { id: 'order-7', network: 'Regtest' });
  expect(byId.response).toEqual({ status: 'success', result: order });
  expect(asked).toEqual(['GET /ordinals/v1/orders/order-7']);
});

test('signMessage signatures verify with the core verifier and bip322-js', async ({ page }) => {
  await call(page, 'wallet_connect', null);
  const { addresses } = await page.evaluate(() => window.satchelDevWallet.state());
  const message = 'Satchel says hello';
  const signed: Record<string, { signature: string; protocol: string; address: string }> = {};
  for (const [label, address, protocol] of [
    ['ecdsa', addresses.payment, 'ECDSA'],
    ['bip322-segwit', addresses.payment, 'BIP322'],
    ['bip322-taproot', addresses.ordinals, undefined],
  ] as const) {
    const { response, issues } = await call(
      page,
      'signMessage',
      { address, message, protocol },
      'signMessageResultSchema',
    );
    expect(issues, label).toBeNull();
    expect(response.status, label).toBe('success');
    signed[label] = (response as { result: { signature: string; protocol: string; address: string } }).result;
  }
  expect(signed.ecdsa?.protocol).toBe('ECDSA');
  expect(signed['bip322-taproot']?.protocol).toBe('BIP322'); // taproot default (no ECDSA for p2tr)
  expect(Buffer.from(signed.ecdsa?.signature ?? '', 'base64')).toHaveLength(65);

  for (const entry of Object.values(signed)) {
    expect(verifyMessage({ address: entry.address, message, signature: entry.signature }).valid).toBe(true);
    expect(Verifier.verifySignature(entry.address, message, entry.signature)).toBe(true);
    expect(Verifier.verifySignature(entry.address, `${message}!`, entry.signature)).toBe(false);
  }

  const ecdsaOnTaproot = await call(page, 'signMessage', {
    address: addresses.ordinals,
    message,
    protocol: 'ECDSA',
  });
  expect(ecdsaOnTaproot.response).toMatchObject({ status: 'error', error: { code: -32602 } });
  const foreign = await call(page, 'signMessage', {
    address: 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
    message,
  });
  expect(foreign.response).toMatchObject({
    status: 'error',
    error: { code: -32600, message: 'Address mismatch.' },
  });
});

test('user rejection, unknown methods and bad params come back as sats-connect errors', async ({ page }) => {
  // Xverse 0.54.2, observed: a denied connect says the popup was closed.
  await page.evaluate(() => window.satchelDevWallet.rejectNext());
  const rejected = await call(page, 'wallet_connect', null);
  expect(rejected.response).toEqual({
    status: 'error',
    error: { code: -32000, message: 'User closed the wallet popup.' },
  });

  const unknown = await call(page, 'stx_getAddresses', null);
  expect(unknown.response).toEqual({
    status: 'error',
    error: { code: -32601, message: '"stx_getAddresses" is not supported.' },
  });

  const longMessage = await call(page, 'wallet_connect', { message: 'x'.repeat(81) });
  expect(longMessage.response).toMatchObject({
    status: 'error',
    error: { code: -32602, message: 'Invalid parameters.' },
  });

  // The raw provider never rejects, whatever it is given.
  const raw = await page.evaluate(async () => {
    const provider = (
      window as unknown as {
        XverseProviders: { BitcoinProvider: { request(m: string, p?: unknown): Promise<unknown> } };
      }
    ).XverseProviders.BitcoinProvider;
    return Promise.all([provider.request('getInfo'), provider.request('nope', 42)]);
  });
  expect(raw[0]).toMatchObject({ jsonrpc: '2.0', result: { platform: 'web' } });
  expect(raw[1]).toMatchObject({ jsonrpc: '2.0', error: { code: -32601 } });
  expect(typeof (raw[1] as { id: unknown }).id).toBe('string');
});

test("the Wallet singleton's request, disconnect and listeners work with the stored default provider", async ({
  page,
}) => {
  const outcome = await page.evaluate(async () => {
    localStorage.setItem('sats-connect_defaultProvider', 'XverseProviders.BitcoinProvider');
    const Wallet = window.satsConnect.default;
    const events: unknown[] = [];
    const connect = await Wallet.request('wallet_connect', null);
    const offObject = Wallet.addListener({ eventName: 'accountChange', cb: (e: unknown) => events.push(e) });
    Wallet.addListener('networkChange', (e: unknown) => events.push(e));
    Wallet.addListener({ eventName: 'disconnect', cb: (e: unknown) => events.push(e) });
    window.satchelDevWallet.setAccount(1);
    window.satchelDevWallet.setNetwork('testnet');
    (offObject as () => void)();
    window.satchelDevWallet.setAccount(2); // unsubscribed: not recorded
    const afterSwitch = await Wallet.request('wallet_getAccount', null);
    await Wallet.request('wallet_disconnect', null);
    const afterDisconnect = await Wallet.request('wallet_getAccount', null);
    return { connect: connect.status, events, afterSwitch, afterDisconnect };
  });
  expect(outcome.connect).toBe('success');
  expect(outcome.events).toHaveLength(3);
  expect(outcome.events[0]).toMatchObject({ type: 'accountChange' });
  expect(outcome.events[1]).toMatchObject({
    type: 'networkChange',
    bitcoin: { name: 'Testnet' },
    stacks: { name: 'testnet' },
  });
  expect(outcome.events[2]).toEqual({ type: 'disconnect' });
  const addresses = (outcome.afterSwitch as { result: { addresses: { address: string }[] } }).result
    .addresses;
  expect(addresses[0]?.address).toMatch(/^tb1q/);
  expect(outcome.afterDisconnect).toEqual({
    status: 'error',
    error: { code: -32002, message: 'Access denied.' },
  });

  const validated = await page.evaluate(() => {
    const schema = window.satsConnect.walletEventSchema as {
      '~standard': { validate(value: unknown): { issues?: unknown[] } };
    };
    return [
      { type: 'accountChange', addresses: [] },
      { type: 'networkChange', bitcoin: { name: 'Regtest' }, stacks: { name: 'testnet' } },
      { type: 'disconnect' },
    ].map((e) => schema['~standard'].validate(e).issues === undefined);
  });
  expect(validated).toEqual([true, true, true]);
});

test('a connection survives a reload without a prompt (silent reconnect)', async ({ page }) => {
  await call(page, 'wallet_connect', null);
  await page.evaluate(() => window.satchelDevWallet.setAutoApprove(false));
  await page.reload();
  await page.waitForFunction(() => typeof window.satsConnect?.request === 'function');
  const account = await call(page, 'wallet_getAccount', null, 'getAccountResultSchema');
  expect(account.response.status).toBe('success');
  expect(await page.evaluate(() => window.satchelDevWallet.pending().length)).toBe(0);
});

/** A PSBT spending one coin of `address` (a regtest p2wpkh) back to it, base64. */
function psbtPaying(address: string): string {
  const script = btc.OutScript.encode(btc.Address(networkParams('regtest')).decode(address));
  const tx = new btc.Transaction();
  tx.addInput({ txid: new Uint8Array(32).fill(9), index: 0, witnessUtxo: { script, amount: 50_000n } });
  tx.addOutput({ script, amount: 40_000n });
  return base64.encode(tx.toPSBT());
}

test('Xverse 0.54.2: each screen refuses in its own words; signPsbt without broadcast answers txid ""', async ({
  page,
}) => {
  const connect = await call(page, 'wallet_connect', null);
  const { addresses } = (
    connect.response as { result: { addresses: { purpose: string; address: string }[] } }
  ).result;
  const payment = addresses.find((a) => a.purpose === 'payment')?.address ?? '';
  const psbt = psbtPaying(payment);

  const refusals: [string, unknown, string][] = [
    ['signPsbt', { psbt, signInputs: { [payment]: [0] } }, 'User rejected request to sign Psbt'],
    [
      'sendTransfer',
      { recipients: [{ address: payment, amount: 1_000 }] },
      'User rejected request to send transfer',
    ],
    ['signMessage', { address: payment, message: 'hi' }, 'User rejected the request.'],
  ];
  for (const [method, params, message] of refusals) {
    await page.evaluate(() => window.satchelDevWallet.rejectNext());
    const { response } = await call(page, method, params);
    expect(response, method).toEqual({ status: 'error', error: { code: -32000, message } });
  }

  // Signed, not finalized, base64, and `txid: ""`, as core's own result schema reads it.
  const signed = await call(
    page,
    'signPsbt',
    { psbt, signInputs: { [payment]: [0] }, broadcast: false },
    'signPsbtResultSchema',
  );
  expect(signed.issues).toBeNull();
  const result = (signed.response as { result: { psbt: string; txid: string } }).result;
  expect(result.txid).toBe('');
  const input = btc.Transaction.fromPSBT(base64.decode(result.psbt)).getInput(0);
  expect(input.partialSig).toHaveLength(1);
  expect(input.finalScriptWitness).toBeUndefined();

  // An empty signInputs: the PSBT comes back unsigned, and no error.
  const untouched = await call(page, 'signPsbt', { psbt, signInputs: {}, broadcast: false });
  expect(untouched.response).toEqual({ status: 'success', result: { psbt, txid: '' } });
});
