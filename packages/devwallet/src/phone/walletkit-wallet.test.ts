import { isLoopbackUrl } from '@satchel/core/internal';
import { bitcoinMessageHash, verifyMessage } from '@satchel/core/message';
import { assertInputsSigned } from '@satchel/core/protocol/psbt/check-signed';
import { base64, hex } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { SignClient } from '@walletconnect/sign-client';
import type { SessionTypes, SignClientTypes } from '@walletconnect/types';
import { getSdkError } from '@walletconnect/utils';
import { Verifier } from 'bip322-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mixedPsbt, ring, stranger } from '../../../../test/devwallet/psbt-fixtures';
import { createDevnet, type Devnet, walletConnectRelayUrl } from '../../../devnet/src/index';
import { DEFAULT_MNEMONIC } from '../config';
import { deriveKeyRing } from '../keys';
import { type PhoneApproval, PhoneWallet } from './walletkit-wallet';

/**
 * The Dev Wallet's phone mode against a dapp on @walletconnect/sign-client, through the devnet's
 * relay: the session, then each method of WalletConnect's Bitcoin RPC reference answered with the
 * Dev Wallet's own signing and checked by a verifier it does not share (core's message
 * verification and bip322-js, core's signed-PSBT check), a refusal, an account switch and both
 * disconnects. Anything fetched beyond loopback is recorded and refused: there must be none.
 */

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328';
const METHODS = ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'];
const EVENTS = ['bip122_addressesChanged'];

describe('the Dev Wallet as a WalletConnect phone', () => {
  let devnet: Devnet;
  let phone: PhoneWallet;
  let dapp: InstanceType<typeof SignClient>;
  let session: SessionTypes.Struct;
  const prompts: PhoneApproval[] = [];
  /** The person's next answers; an empty list approves. */
  const answers: boolean[] = [];
  const beyondLoopback: string[] = [];
  const realFetch = globalThis.fetch;

  const dappNext = <E extends SignClientTypes.Event>(event: E) =>
    new Promise<SignClientTypes.EventArguments[E]>((resolve) => dapp.once(event, resolve));
  const request = (method: string, params: unknown) =>
    dapp.request<Record<string, unknown>>({
      topic: session.topic,
      chainId: REGTEST,
      request: { method, params },
    });

  /** The dapp proposes, the phone pairs from the link; both sides' view of the session. */
  async function connect() {
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { bip122: { chains: [REGTEST], methods: METHODS, events: EVENTS } },
    });
    const addresses = dappNext('session_event');
    const [settled, paired] = await Promise.allSettled([approval(), phone.pair(uri as string)]);
    return { settled, paired, addresses };
  }

  beforeAll(async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string | URL | Request, init?: RequestInit) => {
        const url = input instanceof Request ? input.url : String(input);
        if (isLoopbackUrl(url)) return realFetch(input, init);
        beyondLoopback.push(url);
        return Promise.reject(new TypeError('fetch failed'));
      }),
    );
    devnet = await createDevnet({ port: 0 });
    phone = await PhoneWallet.create({
      relayUrl: walletConnectRelayUrl(devnet.url),
      network: 'regtest',
      esploraUrl: `${devnet.url}/api`,
      approve: (prompt) => {
        prompts.push(prompt);
        return answers.shift() ?? true;
      },
    });
    dapp = await SignClient.init({
      projectId: 'satchel-phone-test',
      relayUrl: walletConnectRelayUrl(devnet.url),
      customStoragePrefix: `satchel-phone-test-dapp-${process.pid}`,
      telemetryEnabled: false,
      storageOptions: { database: ':memory:' },
      logger: 'silent',
      metadata: { name: 'Satchel', description: 'test dapp', url: 'http://127.0.0.1:5173', icons: [] },
    });
  });

  afterAll(async () => {
    await phone?.close();
    dapp?.core.heartbeat.stop();
    await dapp?.core.relayer.transportClose();
    await devnet?.close();
    vi.unstubAllGlobals();
  });

  it('pairs from the link, asks the person, and settles with both addresses; then sends them', async () => {
    const { settled, paired, addresses } = await connect();
    if (settled.status !== 'fulfilled' || paired.status !== 'fulfilled') throw new Error('not connected');
    session = settled.value;
    expect(session.namespaces.bip122?.accounts).toEqual([
      `${REGTEST}:${ring.payment.address}`,
      `${REGTEST}:${ring.ordinals.address}`,
    ]);
    expect(prompts.at(-1)).toMatchObject({
      method: 'session_proposal',
      peer: { name: 'Satchel', url: 'http://127.0.0.1:5173' },
    });
    // "Wallets should emit a bip122_addressesChanged event immediately after connection approval."
    expect((await addresses).params).toEqual({
      chainId: REGTEST,
      event: { name: 'bip122_addressesChanged', data: phone.addresses },
    });
  });

  it('answers getAccountAddresses with the reference shape, filtered by intention', async () => {
    const all = await request('getAccountAddresses', { account: ring.payment.address });
    expect(all).toEqual([
      {
        address: ring.payment.address,
        publicKey: hex.encode(ring.payment.publicKey),
        path: "m/84'/1'/0'/0/0",
        intention: 'payment',
      },
      {
        address: ring.ordinals.address,
        publicKey: hex.encode(ring.ordinals.publicKey),
        path: "m/86'/1'/0'/0/0",
        intention: 'ordinal',
      },
    ]);
    const ordinals = await request('getAccountAddresses', {
      account: ring.payment.address,
      intentions: ['ordinal'],
    });
    expect(ordinals).toEqual([expect.objectContaining({ address: ring.ordinals.address })]);
  });

  it('signs a message (ECDSA by default, BIP-322 when asked or on taproot) that verifies', async () => {
    const message = 'Satchel over WalletConnect';
    const ecdsa = await request('signMessage', { account: ring.payment.address, message });
    expect(ecdsa).toEqual({
      address: ring.payment.address,
      signature: expect.stringMatching(/^[0-9a-f]{130}$/),
      messageHash: hex.encode(bitcoinMessageHash(message)),
    });
    const asBase64 = (signature: unknown) => base64.encode(hex.decode(String(signature)));
    expect(
      verifyMessage({ address: ring.payment.address, message, signature: asBase64(ecdsa.signature) }),
    ).toEqual({ valid: true, protocol: 'ecdsa' });

    for (const params of [
      { account: ring.payment.address, message, protocol: 'bip322' },
      { account: ring.payment.address, address: ring.ordinals.address, message },
    ]) {
      const signed = await request('signMessage', params);
      const address = params.address ?? params.account;
      expect(signed.address).toBe(address);
      expect(verifyMessage({ address, message, signature: asBase64(signed.signature) })).toEqual({
        valid: true,
        protocol: 'bip322',
      });
      expect(Verifier.verifySignature(address, message, asBase64(signed.signature))).toBe(true);
    }
    expect(prompts.filter((p) => p.method === 'signMessage')).toHaveLength(3);
  });

  it('signs the PSBT inputs asked for, keeping the rest, in a form core’s signed-PSBT check accepts', async () => {
    const requested = base64.encode(mixedPsbt().toPSBT());
    const answer = await request('signPsbt', {
      account: ring.payment.address,
      psbt: requested,
      signInputs: [
        { address: ring.payment.address, index: 0, sighashTypes: [1] },
        { address: ring.ordinals.address, index: 1 },
      ],
    });
    expect(Object.keys(answer)).toEqual(['psbt']);
    const returned = String(answer.psbt);
    expect(() =>
      assertInputsSigned({ requestedPsbt: requested, returnedPsbt: returned, indexes: [0, 1] }),
    ).not.toThrow();
    const tx = btc.Transaction.fromPSBT(base64.decode(returned));
    expect(tx.getInput(2).finalScriptWitness).toBeUndefined();
    expect(prompts.at(-1)).toMatchObject({ method: 'signPsbt', title: 'Sign this transaction?' });
  });

  it('refuses an input of another’s address, or a recipient of another network, as invalid params, before any prompt', async () => {
    const before = prompts.length;
    // The SDK sends a reserved JSON-RPC code with its standard text, whatever the wallet wrote.
    await expect(
      request('signPsbt', {
        account: ring.payment.address,
        psbt: base64.encode(mixedPsbt().toPSBT()),
        signInputs: [{ address: stranger.payment.address, index: 2 }],
      }),
    ).rejects.toEqual({ code: -32602, message: 'Invalid params' });
    await expect(
      request('sendTransfer', {
        account: ring.payment.address,
        recipientAddress: 'bc1qnotanaddress',
        amount: '1000',
      }),
    ).rejects.toEqual({ code: -32602, message: 'Invalid params' });
    expect(prompts).toHaveLength(before);
  });

  it('answers a refused prompt with WalletConnect’s "User rejected." (5000)', async () => {
    answers.push(false);
    await expect(request('signMessage', { account: ring.payment.address, message: 'no' })).rejects.toEqual(
      expect.objectContaining({ code: 5000, message: 'User rejected.' }),
    );
    expect(prompts.at(-1)).toMatchObject({
      method: 'signMessage',
      details: expect.arrayContaining([['Message', 'no']]),
    });
  });

  it('sends a transfer from the payment address and returns the txid the devnet knows', async () => {
    await devnet.faucet(ring.payment.address, 200_000, { confirm: true });
    const { txid } = await request('sendTransfer', {
      account: ring.payment.address,
      recipientAddress: stranger.payment.address,
      amount: '12345',
    });
    const tx = (await (await realFetch(`${devnet.url}/api/tx/${String(txid)}`)).json()) as {
      vout: { scriptpubkey_address: string; value: number }[];
    };
    expect(tx.vout).toContainEqual(
      expect.objectContaining({ scriptpubkey_address: stranger.payment.address, value: 12345 }),
    );
  });

  it('switches account: the session’s accounts follow and bip122_addressesChanged carries the new addresses', async () => {
    const next = deriveKeyRing(DEFAULT_MNEMONIC, 'regtest', 1);
    const updated = dappNext('session_update');
    const changed = dappNext('session_event');
    await phone.switchAccount();
    expect((await updated).params.namespaces.bip122?.accounts).toEqual([
      `${REGTEST}:${next.payment.address}`,
      `${REGTEST}:${next.ordinals.address}`,
    ]);
    const event = (await changed).params.event;
    expect(event.name).toBe('bip122_addressesChanged');
    expect((event.data as { address: string }[]).map((a) => a.address)).toEqual([
      next.payment.address,
      next.ordinals.address,
    ]);
  });

  it('ends the session on the dapp when the phone disconnects, and on the phone when the dapp does', async () => {
    const dappSaw = dappNext('session_delete');
    await phone.disconnect(session.topic);
    expect((await dappSaw).topic).toBe(session.topic);

    const again = await connect();
    if (again.settled.status !== 'fulfilled') throw new Error('not connected');
    const topic = again.settled.value.topic;
    await dapp.disconnect({ topic, reason: getSdkError('USER_DISCONNECTED') });
    await phone.sessionEnded(topic);
    expect(phone.sessions.map((s) => s.topic)).not.toContain(topic);
  });

  it('turns down a proposal the person refuses: the dapp’s approval fails with "User rejected."', async () => {
    answers.push(false);
    const { settled, paired } = await connect();
    expect(settled).toMatchObject({ status: 'rejected', reason: { code: 5000 } });
    expect(paired.status).toBe('rejected');
  });

  it('reached nothing beyond loopback', () => {
    expect(beyondLoopback).toEqual([]);
  });
});
