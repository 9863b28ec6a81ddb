import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WalletKit, type WalletKitTypes } from '@reown/walletkit';
import { Core } from '@walletconnect/core';
import { SignClient } from '@walletconnect/sign-client';
import type { SessionTypes, SignClientTypes } from '@walletconnect/types';
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { attachWalletConnectRelay, type WalletConnectRelay } from './index';

/**
 * The real SDKs on both ends through the devnet's relay, with no network but loopback: a dapp on
 * @walletconnect/sign-client and a wallet on @reown/walletkit pair from the `wc:` URI, settle a
 * bip122 session, exchange a request, an event and a refusal, and end sessions from either side.
 * `fetch` is replaced by one that records and fails, as it would offline, so the test also pins
 * down what the SDKs try to reach beyond the relay (index.ts lists it).
 */

const MAINNET = 'bip122:000000000019d6689c085ae165831e93';
const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328';
const METHODS = ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'];
const EVENTS = ['bip122_addressesChanged'];
const ADDRESS = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const PROJECT_ID = 'satchel-devnet-test';

let unique = 0;
/** The options both SDKs need to stay on loopback (see index.ts for why each). */
const offline = (relayUrl: string) => ({
  projectId: PROJECT_ID,
  relayUrl,
  // Each client its own Core: the SDK shares one per prefix through globalThis.
  customStoragePrefix: `satchel-relay-test-${process.pid}-${unique++}`,
  telemetryEnabled: false,
  // Node's default, named: unstorage in memory, nothing on disk.
  storageOptions: { database: ':memory:' },
  logger: 'silent',
});

describe('WalletConnect SDKs over the devnet relay', () => {
  let server: Server;
  let relay: WalletConnectRelay;
  let dapp: InstanceType<typeof SignClient>;
  let wallet: InstanceType<typeof WalletKit>;
  const reached: string[] = [];
  /** The next `event` each side emits. */
  const walletNext = <E extends WalletKitTypes.Event>(event: E) =>
    new Promise<WalletKitTypes.EventArguments[E]>((resolve) => wallet.once(event, resolve));
  const dappNext = <E extends SignClientTypes.Event>(event: E) =>
    new Promise<SignClientTypes.EventArguments[E]>((resolve) => dapp.once(event, resolve));

  beforeAll(async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
        reached.push(`${init?.method ?? 'GET'} ${String(input instanceof Request ? input.url : input)}`);
        throw new TypeError('fetch failed');
      }),
    );
    // The relay alone on an ephemeral port (the devnet mounts the same; the phone wallet's test
    // goes through a whole devnet), so the test can read what the SDKs called.
    server = createServer((_req, res) => res.writeHead(404).end());
    relay = attachWalletConnectRelay(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const relayUrl = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/walletconnect`;
    dapp = await SignClient.init({
      ...offline(relayUrl),
      metadata: { name: 'Satchel test dapp', description: 'dapp', url: 'http://127.0.0.1:5173', icons: [] },
    });
    wallet = await WalletKit.init({
      core: new Core(offline(relayUrl)),
      metadata: { name: 'Satchel test wallet', description: 'wallet', url: 'http://127.0.0.1', icons: [] },
    });
  });

  afterAll(async () => {
    for (const core of [dapp?.core, wallet?.core]) {
      core?.heartbeat.stop();
      await core?.relayer.transportClose();
    }
    relay?.close();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    vi.unstubAllGlobals();
  });

  /**
   * Connects a fresh pairing: the dapp proposes, the wallet pairs from the URI and approves.
   * `required`: ask with requiredNamespaces, which sign-client 2.25 deprecates and moves to
   * optionalNamespaces (with a console warning).
   */
  async function connect(
    required = false,
  ): Promise<{ session: SessionTypes.Struct; walletSession: SessionTypes.Struct }> {
    const proposed = walletNext('session_proposal');
    const bip122 = { bip122: { chains: [MAINNET, REGTEST], methods: METHODS, events: EVENTS } };
    const { uri, approval } = await dapp.connect(
      required ? { requiredNamespaces: bip122 } : { optionalNamespaces: bip122 },
    );
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    await wallet.pair({ uri: uri as string });
    const proposal = await proposed;
    expect(proposal.params.optionalNamespaces.bip122).toMatchObject({ chains: [MAINNET, REGTEST] });
    // Offline, Verify cannot vouch for the dapp's origin either way.
    expect(proposal.verifyContext.verified.validation).toBe('UNKNOWN');
    const walletSession = await wallet.approveSession({
      id: proposal.id,
      namespaces: buildApprovedNamespaces({
        proposal: proposal.params,
        supportedNamespaces: {
          bip122: {
            chains: [MAINNET, REGTEST],
            methods: METHODS,
            events: EVENTS,
            accounts: [`${MAINNET}:${ADDRESS}`, `${REGTEST}:${ADDRESS}`],
          },
        },
      }),
    });
    const session = await approval();
    return { session, walletSession };
  }

  it('pairs from the URI and settles a bip122 session with the wallet’s accounts', async () => {
    const { session, walletSession } = await connect(true);
    expect(session.topic).toBe(walletSession.topic);
    expect(session.namespaces.bip122).toEqual({
      chains: [MAINNET, REGTEST],
      methods: METHODS,
      events: EVENTS,
      accounts: [`${MAINNET}:${ADDRESS}`, `${REGTEST}:${ADDRESS}`],
    });
    expect(session.peer.metadata.name).toBe('Satchel test wallet');
  });

  it('carries a request and its answer, an event, and a refusal with the wallet’s code', async () => {
    const { session } = await connect();
    const requested = walletNext('session_request');
    const answer = dapp.request({
      topic: session.topic,
      chainId: MAINNET,
      request: { method: 'signMessage', params: { account: ADDRESS, message: 'hello' } },
    });
    const request = await requested;
    expect(request.params).toMatchObject({
      chainId: MAINNET,
      request: { method: 'signMessage', params: { account: ADDRESS, message: 'hello' } },
    });
    await wallet.respondSessionRequest({
      topic: request.topic,
      response: { id: request.id, jsonrpc: '2.0', result: { address: ADDRESS, signature: 'ab' } },
    });
    expect(await answer).toEqual({ address: ADDRESS, signature: 'ab' });

    const event = dappNext('session_event');
    const addresses = [{ address: ADDRESS, path: "m/84'/0'/0'/0/0" }];
    await wallet.emitSessionEvent({
      topic: session.topic,
      chainId: MAINNET,
      event: { name: 'bip122_addressesChanged', data: addresses },
    });
    expect((await event).params).toEqual({
      chainId: MAINNET,
      event: { name: 'bip122_addressesChanged', data: addresses },
    });

    const refused = walletNext('session_request');
    const refusal = dapp.request({
      topic: session.topic,
      chainId: REGTEST,
      request: { method: 'signPsbt', params: { account: ADDRESS, psbt: 'cHNidP8=', signInputs: [] } },
    });
    const toRefuse = await refused;
    await wallet.respondSessionRequest({
      topic: toRefuse.topic,
      response: { id: toRefuse.id, jsonrpc: '2.0', error: getSdkError('USER_REJECTED') },
    });
    await expect(refusal).rejects.toMatchObject({ code: 5000, message: 'User rejected.' });
  });

  it('keeps the session across a dropped connection: both sides resubscribe (irn_batchSubscribe) and talk on', async () => {
    const { session } = await connect();
    const before = relay.calls('irn_batchSubscribe');
    await Promise.all([dapp.core.relayer.restartTransport(), wallet.core.relayer.restartTransport()]);
    expect(relay.calls('irn_batchSubscribe')).toBeGreaterThanOrEqual(before + 2);
    const requested = walletNext('session_request');
    const answer = dapp.request({
      topic: session.topic,
      chainId: REGTEST,
      request: { method: 'getAccountAddresses', params: { account: ADDRESS } },
    });
    const request = await requested;
    await wallet.respondSessionRequest({
      topic: request.topic,
      response: { id: request.id, jsonrpc: '2.0', result: [{ address: ADDRESS }] },
    });
    expect(await answer).toEqual([{ address: ADDRESS }]);
  });

  it('ends the session on the other side whichever side disconnects', async () => {
    const fromDapp = await connect();
    const walletSawIt = walletNext('session_delete');
    await dapp.disconnect({ topic: fromDapp.session.topic, reason: getSdkError('USER_DISCONNECTED') });
    expect((await walletSawIt).topic).toBe(fromDapp.session.topic);
    expect(Object.keys(wallet.getActiveSessions())).not.toContain(fromDapp.session.topic);

    const fromWallet = await connect();
    const dappSawIt = dappNext('session_delete');
    await wallet.disconnectSession({
      topic: fromWallet.session.topic,
      reason: getSdkError('USER_DISCONNECTED'),
    });
    expect((await dappSawIt).topic).toBe(fromWallet.session.topic);
    expect(dapp.session.keys).not.toContain(fromWallet.session.topic);
  });

  it('drove the relay through these methods: sign-client 2.25 never fetches nor batches its unsubscribes', () => {
    const methods = [
      'irn_subscribe',
      'irn_batchSubscribe',
      'irn_unsubscribe',
      'irn_batchUnsubscribe',
      'irn_publish',
      'irn_batchPublish',
      'irn_fetchMessages',
      'irn_batchFetchMessages',
      'wc_proposeSession',
      'wc_approveSession',
    ];
    expect(methods.filter((m) => relay.calls(m) > 0)).toEqual([
      'irn_subscribe',
      'irn_batchSubscribe',
      'irn_unsubscribe',
      'irn_publish',
      'wc_proposeSession',
      'wc_approveSession',
    ]);
    // One proposal and one approval per connect().
    expect(relay.calls('wc_proposeSession')).toBe(relay.calls('wc_approveSession'));
  });

  it('reached nothing but the relay, except the calls index.ts lists, which fail quietly offline', () => {
    const hosts = new Set(reached.map((line) => new URL(line.split(' ')[1] as string).host));
    expect([...hosts].sort()).toEqual(['pulse.walletconnect.org', 'verify.walletconnect.org']);
    // WalletKit's one INIT event, whatever telemetryEnabled says.
    expect(reached.filter((line) => line.includes('pulse.walletconnect.org'))).toEqual([
      expect.stringMatching(
        /^POST https:\/\/pulse\.walletconnect\.org\/batch\?projectId=satchel-devnet-test&/,
      ),
    ]);
    // The wallet asking Verify about each proposal and request the dapp sent without attestation.
    for (const line of reached.filter((l) => l.includes('verify.walletconnect.org'))) {
      expect(line).toMatch(
        /^GET https:\/\/verify\.walletconnect\.org\/attestation\/[0-9a-f]{64}\?v2Supported=true$/,
      );
    }
  });
});
