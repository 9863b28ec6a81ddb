import type { Page, Route } from '@playwright/test';
import { verifyMessage } from '@satchel/core/message';
import { base64, hex } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { Verifier } from 'bip322-js';
import { stubEsplora } from '../../../../../test/devwallet/esplora-stub';
import { expect, test } from '../../../../../test/devwallet/fixture';
import { mixedPsbt, ring, stranger } from '../../../../../test/devwallet/psbt-fixtures';
import { openTestPage, TEST_ORIGIN } from '../../../../../test/devwallet/test-page';

/**
 * Conformance against Orange's own client: `@orangecrypto/orange-connect` (its legacy token
 * functions, which report a refusal through `onCancel`, and its `request()`) talks to the Orange
 * impersonation, finding the provider where orange-connect looks for it.
 */
test.use({
  devwallet: { autoApprove: true, esploraUrl: `${TEST_ORIGIN}/api`, impersonate: ['orange'] },
});

type Rpc =
  | { status: 'success'; result: unknown }
  | { status: 'error'; error: { code: number; message: string } };

/** orange-connect's legacy functions: `{payload, onFinish, onCancel, getProvider?}`, resolving to nothing. */
type Legacy = (options: {
  payload: Record<string, unknown>;
  onFinish: (response: unknown) => void;
  onCancel: () => void;
}) => Promise<void>;

declare global {
  interface Window {
    orangeConnect: {
      request(method: string, params: unknown, providerId?: string): Promise<Rpc>;
      addListener(event: string, cb: (event: unknown) => void): () => void;
      getAddress: Legacy;
      signMessage: Legacy;
      signTransaction: Legacy;
      sendBtcTransaction: Legacy;
    };
    satchelDevWallet: import('../../control').DevWalletControl;
  }
}

type Outcome = { finished: true; response: unknown } | { finished: false; cancelled: boolean };

/**
 * Calls one of orange-connect's legacy functions and reports which callback it called. Recipients'
 * `amountSats` go in as decimal strings and become bigints in the page, as orange-connect requires.
 */
async function legacy(
  page: Page,
  fn: 'getAddress' | 'signMessage' | 'signTransaction' | 'sendBtcTransaction',
  payload: Record<string, unknown>,
): Promise<Outcome> {
  return page.evaluate(
    async ({ fn, payload }) => {
      if (Array.isArray(payload.recipients)) {
        payload.recipients = (payload.recipients as { address: string; amountSats: string }[]).map((r) => ({
          ...r,
          amountSats: BigInt(r.amountSats),
        }));
      }
      let outcome: Outcome = { finished: false, cancelled: false };
      await window.orangeConnect[fn]({
        payload,
        onFinish: (response) => {
          outcome = { finished: true, response };
        },
        onCancel: () => {
          outcome = { finished: false, cancelled: true };
        },
      });
      return outcome;
    },
    { fn, payload },
  );
}

function call(page: Page, method: string, params: unknown): Promise<Rpc> {
  return page.evaluate(({ method, params }) => window.orangeConnect.request(method, params), {
    method,
    params,
  });
}

const NETWORK = { type: 'Testnet' };

test.beforeEach(async ({ page }) => {
  await openTestPage(page, { withOrangeConnect: true, esplora: stubEsplora });
});

test('getAddress (the legacy connect) answers the payment and ordinals addresses through onFinish', async ({
  page,
}) => {
  const outcome = await legacy(page, 'getAddress', {
    purposes: ['ordinals', 'payment'],
    message: 'Connect to Satchel',
    network: NETWORK,
  });
  expect(outcome.finished).toBe(true);
  const { addresses } = (outcome as { response: { addresses: Record<string, string>[] } }).response;
  expect(addresses.map((a) => a.purpose)).toEqual(['ordinals', 'payment']); // in the order asked
  const ordinals = addresses.find((a) => a.purpose === 'ordinals');
  const payment = addresses.find((a) => a.purpose === 'payment');
  expect(payment).toEqual({
    address: ring.payment.address,
    publicKey: hex.encode(ring.payment.publicKey),
    purpose: 'payment',
    addressType: 'p2wpkh',
  });
  expect(ordinals).toEqual({
    address: ring.ordinals.address,
    publicKey: hex.encode(ring.ordinals.xOnlyPublicKey), // x-only, as Xverse gives taproot keys
    purpose: 'ordinals',
    addressType: 'p2tr',
  });

  // The request() form of the same call.
  const viaRequest = await call(page, 'getAddresses', { purposes: ['payment'], message: 'Again' });
  expect(viaRequest).toEqual({ status: 'success', result: { addresses: [payment] } });
});

test('signMessage: ECDSA on the payment address, BIP-322 on the taproot one, both verify', async ({
  page,
}) => {
  await legacy(page, 'getAddress', { purposes: ['payment', 'ordinals'], message: 'hi', network: NETWORK });
  const message = 'Satchel says hello to Orange';

  const signed: Record<string, { address: string; signature: string }> = {};
  for (const [label, address] of [
    ['payment', ring.payment.address],
    ['ordinals', ring.ordinals.address],
  ] as const) {
    const outcome = await legacy(page, 'signMessage', { address, message, network: NETWORK });
    expect(outcome.finished, label).toBe(true);
    // The legacy answer is the bare signature string (orange-connect `SignMessageResponse`).
    const signature = (outcome as { response: unknown }).response;
    expect(typeof signature, label).toBe('string');
    signed[label] = { address, signature: signature as string };
  }
  expect(base64.decode(signed.payment?.signature ?? '')).toHaveLength(65); // ECDSA, compact + header

  // request('signMessage') answers `{signature, messageHash, address}`.
  const viaRequest = await call(page, 'signMessage', { address: ring.payment.address, message });
  expect(viaRequest.status).toBe('success');
  const result = (viaRequest as { result: { signature: string; messageHash: string; address: string } })
    .result;
  expect(result.address).toBe(ring.payment.address);
  expect(result.messageHash).toMatch(/^[0-9a-f]{64}$/);
  signed.request = { address: result.address, signature: result.signature };

  for (const [label, entry] of Object.entries(signed)) {
    expect(verifyMessage({ address: entry.address, message, signature: entry.signature }).valid, label).toBe(
      true,
    );
    expect(Verifier.verifySignature(entry.address, message, entry.signature), label).toBe(true);
    expect(Verifier.verifySignature(entry.address, `${message}!`, entry.signature), label).toBe(false);
  }
});

test('signTransaction and request("signPsbt") sign the named inputs and leave them unfinalized', async ({
  page,
}) => {
  await legacy(page, 'getAddress', { purposes: ['payment', 'ordinals'], message: 'hi', network: NETWORK });
  const psbtBase64 = base64.encode(mixedPsbt(0x83).toPSBT());

  const outcome = await legacy(page, 'signTransaction', {
    network: NETWORK,
    message: 'Sign the listing',
    psbtBase64,
    broadcast: false,
    inputsToSign: [
      { address: ring.payment.address, signingIndexes: [0] },
      { address: ring.ordinals.address, signingIndexes: [1] },
    ],
  });
  expect(outcome.finished).toBe(true);
  const response = (outcome as { response: { psbtBase64: string; txId?: string } }).response;
  expect(response.txId).toBeUndefined();
  const legacySigned = btc.Transaction.fromPSBT(base64.decode(response.psbtBase64));
  expect(legacySigned.getInput(0).partialSig?.[0]?.[1].at(-1)).toBe(0x83); // the input's own sighash
  expect(legacySigned.getInput(1).tapKeySig).toHaveLength(64);
  expect(legacySigned.getInput(0).finalScriptWitness).toBeUndefined();
  expect(legacySigned.getInput(2).partialSig).toBeUndefined();

  const viaRequest = await call(page, 'signPsbt', {
    psbt: psbtBase64,
    signInputs: { [ring.payment.address]: [0], [ring.ordinals.address]: [1] },
    broadcast: false,
  });
  expect(viaRequest.status).toBe('success');
  const result = (viaRequest as { result: { psbt: string; txid?: string } }).result;
  expect(result.txid).toBeUndefined();
  const signed = btc.Transaction.fromPSBT(base64.decode(result.psbt));
  expect(signed.getInput(0).partialSig).toHaveLength(1);
  expect(signed.getInput(1).tapKeySig).toHaveLength(64);
  expect(signed.getInput(2).partialSig).toBeUndefined();

  // A PSBT input the wallet does not own: orange-connect's error shape, invalid parameters.
  const foreign = await call(page, 'signPsbt', {
    psbt: psbtBase64,
    signInputs: { [stranger.payment.address]: [2] },
  });
  expect(foreign).toMatchObject({ status: 'error', error: { code: -32602 } });
});

test('a user rejection reaches onCancel from the legacy functions and -32000 from request()', async ({
  page,
}) => {
  await page.evaluate(() => window.satchelDevWallet.rejectNext());
  const connect = await legacy(page, 'getAddress', {
    purposes: ['payment'],
    message: 'Connect to Satchel',
    network: NETWORK,
  });
  expect(connect).toEqual({ finished: false, cancelled: true });

  await legacy(page, 'getAddress', { purposes: ['payment'], message: 'hi', network: NETWORK });
  await page.evaluate(() => window.satchelDevWallet.rejectNext(3));
  const message = await legacy(page, 'signMessage', {
    address: ring.payment.address,
    message: 'no',
    network: NETWORK,
  });
  expect(message).toEqual({ finished: false, cancelled: true });
  const psbt = await legacy(page, 'signTransaction', {
    network: NETWORK,
    message: 'no',
    psbtBase64: base64.encode(mixedPsbt().toPSBT()),
    inputsToSign: [{ address: ring.payment.address, signingIndexes: [0] }],
  });
  expect(psbt).toEqual({ finished: false, cancelled: true });
  const viaRequest = await call(page, 'signMessage', { address: ring.payment.address, message: 'no' });
  expect(viaRequest).toEqual({
    status: 'error',
    error: { code: -32000, message: 'User rejected the request.' },
  });

  const unknown = await call(page, 'stx_getAddresses', null);
  expect(unknown).toMatchObject({ status: 'error', error: { code: -32601 } });
});

test('sendBtcTransaction builds, signs and broadcasts a payment and answers the txid', async ({ page }) => {
  const broadcast: string[] = [];
  const utxo = { txid: 'ab'.repeat(32), vout: 1, value: 150_000, status: { confirmed: true } };
  await page.route(`${TEST_ORIGIN}/api/**`, async (route: Route) => {
    const path = new URL(route.request().url()).pathname.slice('/api'.length);
    if (path === `/address/${ring.payment.address}/utxo`) {
      await route.fulfill({ contentType: 'application/json', body: JSON.stringify([utxo]) });
    } else if (path === '/v1/fees/recommended') {
      await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ halfHourFee: 2 }) });
    } else if (path === '/tx' && route.request().method() === 'POST') {
      const raw = route.request().postData() ?? '';
      broadcast.push(raw);
      await route.fulfill({ contentType: 'text/plain', body: btc.Transaction.fromRaw(hex.decode(raw)).id });
    } else {
      await route.fulfill({ status: 404, body: 'not stubbed' });
    }
  });
  await legacy(page, 'getAddress', { purposes: ['payment'], message: 'hi', network: NETWORK });

  const outcome = await legacy(page, 'sendBtcTransaction', {
    network: NETWORK,
    senderAddress: ring.payment.address,
    recipients: [{ address: stranger.payment.address, amountSats: '25000' }],
  });
  expect(outcome.finished).toBe(true);
  expect(broadcast).toHaveLength(1);
  const tx = btc.Transaction.fromRaw(hex.decode(broadcast[0] ?? ''));
  // The legacy answer is the txid string (orange-connect `SendBtcTransactionResponse`).
  expect((outcome as { response: unknown }).response).toBe(tx.id);
  expect(tx.getOutput(0).amount).toBe(25_000n);
  expect(hex.encode(tx.getOutput(0).script ?? new Uint8Array())).toBe(hex.encode(stranger.payment.script));
});

test("orange-connect's addListener hears the wallet's account and network events", async ({ page }) => {
  const events = await page.evaluate(() => {
    const seen: unknown[] = [];
    const offAccount = window.orangeConnect.addListener('accountChange', (e) => seen.push(e));
    window.orangeConnect.addListener('networkChange', (e) => seen.push(e));
    window.satchelDevWallet.setAccount(1);
    window.satchelDevWallet.setNetwork('testnet');
    offAccount();
    window.satchelDevWallet.setAccount(2); // unsubscribed: not recorded
    return seen;
  });
  expect(events).toEqual([
    { type: 'accountChange' },
    { type: 'networkChange', bitcoin: { name: 'Testnet' }, stacks: { name: 'testnet' } },
  ]);
});
