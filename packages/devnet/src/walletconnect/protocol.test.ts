import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58, base64urlnopad } from '@scure/base';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { attachWalletConnectRelay, type WalletConnectRelay } from './index';
import { subscriptionId } from './relay';

/**
 * The relay's published JSON-RPC, driven by a plain WebSocket client (no SDK): the methods and
 * params of relay-server-rpc.md, acknowledgement of `irn_subscription`, TTL storage, the batch
 * forms and JSON-RPC errors. The relay's clock is the test's, so TTLs pass without waiting.
 */

type Frame = Record<string, unknown> & { id?: number | string | null; method?: string };

/** A raw relay client: every frame it receives is queued; `next` waits for the first that matches. */
class RawClient {
  private readonly frames: Frame[] = [];
  private readonly waiters: { match: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  private nextId = 1;
  autoAck = true;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as Frame;
      if (this.autoAck && frame.method === 'irn_subscription') {
        socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }));
      }
      const waiter = this.waiters.findIndex((w) => w.match(frame));
      if (waiter >= 0) this.waiters.splice(waiter, 1)[0]?.resolve(frame);
      else this.frames.push(frame);
    });
  }

  static open(url: string): Promise<RawClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.once('open', () => resolve(new RawClient(socket)));
      socket.once('error', reject);
    });
  }

  next(match: (f: Frame) => boolean): Promise<Frame> {
    const queued = this.frames.findIndex(match);
    if (queued >= 0) return Promise.resolve(this.frames.splice(queued, 1)[0] as Frame);
    return new Promise((resolve) => this.waiters.push({ match, resolve }));
  }

  /** Frames received and not yet taken. */
  get unread(): Frame[] {
    return [...this.frames];
  }

  async call(method: string, params: unknown): Promise<Frame> {
    const id = this.nextId++;
    this.socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }));
    return this.next((f) => f.id === id && f.method === undefined);
  }

  sendRaw(text: string): void {
    this.socket.send(text);
  }

  delivery(topic: string): Promise<Frame> {
    return this.next(
      (f) =>
        f.method === 'irn_subscription' && (f.params as { data: { topic: string } }).data.topic === topic,
    );
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.socket.readyState === WebSocket.CLOSED) resolve();
      else {
        this.socket.once('close', () => resolve());
        this.socket.close();
      }
    });
  }
}

const topicOf = (n: number) => n.toString(16).padStart(64, '0');
const dataOf = (frame: Frame) => (frame.params as { id: string; data: Record<string, unknown> }).data;

/** A relay-auth JWT as @walletconnect/relay-auth signs one: EdDSA over `header.payload`, iss a did:key. */
function relayJwt(secret: Uint8Array, exp: number, tamper = false): { jwt: string; iss: string } {
  const iss = `did:key:z${base58.encode(Uint8Array.from([0xed, 0x01, ...ed25519.getPublicKey(secret)]))}`;
  const enc = (value: unknown) => base64urlnopad.encode(new TextEncoder().encode(JSON.stringify(value)));
  const header = enc({ alg: 'EdDSA', typ: 'JWT' });
  const payload = enc({ iss, sub: 'a'.repeat(64), aud: 'ws://127.0.0.1', iat: exp - 86_400, exp });
  const signature = ed25519.sign(new TextEncoder().encode(`${header}.${payload}`), secret);
  if (tamper) signature[0] = (signature[0] ?? 0) ^ 1;
  return { jwt: `${header}.${payload}.${base64urlnopad.encode(signature)}`, iss };
}

describe('the devnet WalletConnect relay speaks the relay JSON-RPC', () => {
  let server: Server;
  let relay: WalletConnectRelay;
  let base: string;
  let clock = Date.UTC(2026, 10, 1);
  const clients: RawClient[] = [];
  const open = async (query = '') => {
    const client = await RawClient.open(`${base}/walletconnect${query}`);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    server = createServer((_req, res) => res.writeHead(404).end());
    relay = attachWalletConnectRelay(server, { now: () => clock });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    relay.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers a publish to a subscriber, with the subscription id the client computes, and takes its ack', async () => {
    const [alice, bob] = [await open(), await open()];
    const topic = topicOf(1);
    const subscribed = await bob.call('irn_subscribe', { topic });
    expect(subscribed).toMatchObject({ jsonrpc: '2.0', result: expect.stringMatching(/^[0-9a-f]{64}$/) });

    expect(await alice.call('irn_publish', { topic, message: 'hello', ttl: 300, tag: 1108 })).toMatchObject({
      result: true,
    });
    const delivered = await bob.delivery(topic);
    expect(delivered.params).toEqual({
      id: subscribed.result,
      data: { topic, message: 'hello', publishedAt: clock, tag: 1108 },
    });
    // The publisher is not sent its own message.
    expect(alice.unread.filter((f) => f.method === 'irn_subscription')).toEqual([]);
  });

  it('keeps a message published to a topic nobody listens to until its TTL, and delivers it on subscribe', async () => {
    const alice = await open();
    const [kept, expired] = [topicOf(2), topicOf(3)];
    await alice.call('irn_publish', { topic: kept, message: 'kept', ttl: 300, tag: 0 });
    await alice.call('irn_publish', { topic: expired, message: 'gone', ttl: 60, tag: 0 });
    clock += 120_000;

    const bob = await open();
    await bob.call('irn_subscribe', { topic: kept });
    expect(dataOf(await bob.delivery(kept)).message).toBe('kept');
    expect(await bob.call('irn_fetchMessages', { topic: expired })).toMatchObject({
      result: { messages: [], hasMore: false },
    });
  });

  it("keeps a message at most 30 days, WalletConnect's longest TTL, whatever uint32 TTL it asks", async () => {
    const alice = await open();
    const [longest, later] = [topicOf(20), topicOf(21)];
    await alice.call('irn_publish', { topic: longest, message: 'for ever', ttl: 0xffff_ffff, tag: 0 });
    await alice.call('irn_publish', { topic: later, message: 'thirty days', ttl: 2_592_000, tag: 0 });
    const bob = await open();
    clock += 2_592_000_000 - 1_000;
    expect((await bob.call('irn_fetchMessages', { topic: longest })).result).toMatchObject({
      messages: [{ message: 'for ever' }],
    });
    clock += 2_000;
    const carol = await open();
    for (const topic of [longest, later]) {
      expect((await carol.call('irn_fetchMessages', { topic })).result).toEqual({
        messages: [],
        hasMore: false,
      });
    }
  });

  it('keeps at most 8 MiB a topic and 32 MiB in all, by bytes, dropping the oldest first', async () => {
    // Publishes far under the 1,000-a-topic and 20,000-in-all counts: only bytes bound them.
    clock += 3_600_000; // what earlier tests kept has expired
    const alice = await open();
    const megabyte = (tag: number) => `${tag}`.padEnd(1_000_000, '.');
    const crowded = topicOf(30);
    for (let tag = 1; tag <= 10; tag++) {
      await alice.call('irn_publish', { topic: crowded, message: megabyte(tag), ttl: 86_400, tag });
    }
    const bob = await open();
    const kept = (await bob.call('irn_fetchMessages', { topic: crowded })).result as {
      messages: { tag: number }[];
    };
    // Eight 1 MB messages fit in 8 MiB, nine do not: the first two went.
    expect(kept.messages.map((m) => m.tag)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(relay.storedBytes).toBeLessThanOrEqual(8 * 1024 * 1024);

    for (let n = 0; n < 40; n++) {
      await alice.call('irn_publish', { topic: topicOf(100 + n), message: megabyte(n), ttl: 86_400, tag: n });
    }
    expect(relay.storedBytes).toBeLessThanOrEqual(32 * 1024 * 1024);
    // 33 of them fit in 32 MiB: the crowded topic's (the oldest) went first, then the first seven.
    const carol = await open();
    const left = (await carol.call('irn_fetchMessages', { topic: crowded })).result;
    expect(left).toEqual({ messages: [], hasMore: false });
    const tags = async (n: number) =>
      (
        (await carol.call('irn_fetchMessages', { topic: topicOf(100 + n) })).result as {
          messages: { tag: number }[];
        }
      ).messages.map((m) => m.tag);
    expect(await tags(6)).toEqual([]);
    expect(await tags(7)).toEqual([7]);
    expect(await tags(39)).toEqual([39]);
    clock += 86_400_000;
  });

  it('redelivers what a client did not acknowledge when it subscribes again, and not what it did', async () => {
    const alice = await open();
    const topic = topicOf(4);
    const { jwt } = relayJwt(new Uint8Array(32).fill(7), Math.floor(clock / 1000) + 3600);
    const first = await open(`?auth=${jwt}&projectId=devnet`);
    first.autoAck = false;
    await first.call('irn_subscribe', { topic });
    await alice.call('irn_publish', { topic, message: 'unacked', ttl: 300, tag: 0 });
    expect(dataOf(await first.delivery(topic)).message).toBe('unacked');
    await first.close();

    // The same client (same did:key) comes back: the message is still its to receive.
    const again = await open(`?auth=${jwt}&projectId=devnet`);
    await again.call('irn_subscribe', { topic });
    expect(dataOf(await again.delivery(topic)).message).toBe('unacked');
    await again.close();

    const third = await open(`?auth=${jwt}&projectId=devnet`);
    await third.call('irn_subscribe', { topic });
    await alice.call('irn_publish', { topic, message: 'fresh', ttl: 300, tag: 0 });
    // Acknowledged the second time, so only the new message comes.
    expect(dataOf(await third.delivery(topic)).message).toBe('fresh');
    expect(third.unread.filter((f) => f.method === 'irn_subscription')).toEqual([]);
  });

  it('stops delivering after irn_unsubscribe, and ignores an id that is not the client’s', async () => {
    const [alice, bob] = [await open(), await open()];
    const topic = topicOf(5);
    const { result: id } = await bob.call('irn_subscribe', { topic });
    expect(await bob.call('irn_unsubscribe', { topic, id: 'f'.repeat(64) })).toMatchObject({ result: true });
    await alice.call('irn_publish', { topic, message: 'still subscribed', ttl: 300, tag: 0 });
    expect(dataOf(await bob.delivery(topic)).message).toBe('still subscribed');

    expect(await bob.call('irn_unsubscribe', { topic, id })).toMatchObject({ result: true });
    await alice.call('irn_publish', { topic, message: 'after', ttl: 300, tag: 0 });
    // A later subscriber gets both, oldest first; the unsubscribed one was not sent the second.
    const carol = await open();
    await carol.call('irn_subscribe', { topic });
    expect(dataOf(await carol.delivery(topic)).message).toBe('still subscribed');
    expect(dataOf(await carol.delivery(topic)).message).toBe('after');
    expect(bob.unread.filter((f) => f.method === 'irn_subscription')).toEqual([]);
  });

  it('answers the batch forms: subscribe, publish, fetch (once, then nothing) and unsubscribe', async () => {
    const [alice, bob] = [await open(), await open()];
    const [t1, t2] = [topicOf(6), topicOf(7)];
    await alice.call('irn_batchPublish', {
      messages: [
        { topic: t1, message: 'one', ttl: 300, tag: 1 },
        { topic: t2, message: 'two', ttl: 300, tag: 2 },
      ],
    });
    const fetched = await bob.call('irn_batchFetchMessages', { topics: [t1, t2] });
    expect(fetched.result).toEqual({
      messages: [
        { topic: t1, message: 'one', publishedAt: clock, tag: 1 },
        { topic: t2, message: 'two', publishedAt: clock, tag: 2 },
      ],
      hasMore: false,
    });
    expect((await bob.call('irn_batchFetchMessages', { topics: [t1, t2] })).result).toEqual({
      messages: [],
      hasMore: false,
    });

    const ids = (await bob.call('irn_batchSubscribe', { topics: [t1, t2] })).result as string[];
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    await alice.call('irn_publish', { topic: t2, message: 'live', ttl: 300, tag: 0 });
    expect((await bob.delivery(t2)).params).toMatchObject({ id: ids[1], data: { message: 'live' } });

    const unsubscribed = await bob.call('irn_batchUnsubscribe', {
      subscriptions: [
        { topic: t1, id: ids[0] },
        { topic: t2, id: ids[1] },
      ],
    });
    expect(unsubscribed.result).toBe(true);
    await alice.call('irn_publish', { topic: t1, message: 'late', ttl: 300, tag: 0 });
    const dave = await open();
    await dave.call('irn_subscribe', { topic: t1 });
    expect(dataOf(await dave.delivery(t1)).message).toBe('one');
    expect(dataOf(await dave.delivery(t1)).message).toBe('late');
    expect(bob.unread.filter((f) => f.method === 'irn_subscription')).toEqual([]);
  });

  it('subscribes the proposer and publishes for it on wc_proposeSession and wc_approveSession', async () => {
    const [dapp, wallet] = [await open(), await open()];
    const [pairing, session] = [topicOf(8), topicOf(9)];
    await dapp.call('wc_proposeSession', { pairingTopic: pairing, sessionProposal: 'proposal', ttl: 300 });
    await wallet.call('irn_subscribe', { topic: pairing });
    expect(dataOf(await wallet.delivery(pairing))).toMatchObject({ message: 'proposal', tag: 1100 });

    await wallet.call('wc_approveSession', {
      pairingTopic: pairing,
      sessionTopic: session,
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      ttl: 300,
    });
    // The dapp was subscribed to the pairing topic by its proposal; the settlement waits for it.
    expect(dataOf(await dapp.delivery(pairing))).toMatchObject({ message: 'response', tag: 1101 });
    await dapp.call('irn_subscribe', { topic: session });
    expect(dataOf(await dapp.delivery(session))).toMatchObject({ message: 'settle', tag: 1102 });
    // And the wallet was subscribed to the session topic: the dapp's request reaches it.
    await dapp.call('irn_publish', { topic: session, message: 'request', ttl: 300, tag: 1108 });
    expect(dataOf(await wallet.delivery(session)).message).toBe('request');
  });

  it('answers malformed frames and bad calls with JSON-RPC errors and keeps the socket open', async () => {
    const client = await open();
    client.sendRaw('{not json');
    expect(await client.next((f) => f.error !== undefined)).toEqual({
      id: null,
      jsonrpc: '2.0',
      error: { code: -32700, message: 'Parse error: the frame is not JSON' },
    });
    client.sendRaw('[1,2]');
    expect((await client.next((f) => f.error !== undefined)).error).toMatchObject({ code: -32600 });
    client.sendRaw(JSON.stringify({ jsonrpc: '2.0', method: 'irn_subscribe' }));
    expect((await client.next((f) => f.error !== undefined)).error).toMatchObject({ code: -32600 });

    expect((await client.call('irn_nope', {})).error).toEqual({
      code: -32601,
      message: 'Method not found: irn_nope',
    });
    const bad: [string, unknown][] = [
      ['irn_subscribe', { topic: 'not-hex' }],
      ['irn_subscribe', null],
      ['irn_publish', { topic: topicOf(10), message: 'x', ttl: -1 }],
      ['irn_publish', { topic: topicOf(10), message: '', ttl: 300 }],
      ['irn_batchSubscribe', { topics: [] }],
      ['irn_batchUnsubscribe', { subscriptions: [{ topic: topicOf(10) }] }],
      ['wc_approveSession', { pairingTopic: topicOf(10), sessionTopic: topicOf(11), ttl: 300 }],
    ];
    for (const [method, params] of bad) {
      expect([method, (await client.call(method, params)).error]).toEqual([
        method,
        { code: -32602, message: expect.stringMatching(/^Invalid params: /) },
      ]);
    }
    // Still serving.
    expect((await client.call('irn_subscribe', { topic: topicOf(12) })).result).toEqual(expect.any(String));
  });

  it('takes a relay-auth JWT as the client id, and refuses a forged or expired one', async () => {
    const secret = new Uint8Array(32).fill(9);
    const exp = Math.floor(clock / 1000) + 3600;
    const { jwt, iss } = relayJwt(secret, exp);
    const client = await open(`?auth=${jwt}&projectId=anything&ua=wc-2%2Fjs-2.25.0`);
    const topic = topicOf(13);
    expect((await client.call('irn_subscribe', { topic })).result).toBe(subscriptionId(topic, iss));
    expect(relay.connections).toBeGreaterThan(0);

    for (const auth of [relayJwt(secret, exp, true).jwt, relayJwt(secret, exp - 7200).jwt, 'a.b.c']) {
      await expect(RawClient.open(`${base}/walletconnect?auth=${auth}`)).rejects.toThrow(/401/);
    }
    await expect(RawClient.open(`${base}/elsewhere`)).rejects.toThrow(/404/);
  });
});
