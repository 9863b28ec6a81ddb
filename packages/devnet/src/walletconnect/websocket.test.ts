import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createDevnet } from '../index';
import { attachWalletConnectRelay, type WalletConnectRelay } from './index';

/**
 * The relay's own RFC 6455 server against `ws` (a client nobody here wrote) and against raw bytes
 * for what a conforming client never sends.
 */

const SUBSCRIBE = JSON.stringify({
  id: 1,
  jsonrpc: '2.0',
  method: 'irn_subscribe',
  params: { topic: 'b'.repeat(64) },
});

describe("the relay's WebSocket server", () => {
  let server: Server;
  let relay: WalletConnectRelay;
  let port: number;
  const url = () => `ws://127.0.0.1:${port}/walletconnect`;

  beforeAll(async () => {
    server = createServer((_req, res) => res.writeHead(404).end());
    relay = attachWalletConnectRelay(server, { maxPayload: 100_000 });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    relay.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const open = () =>
    new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(url());
      ws.once('open', () => resolve(ws));
      ws.once('error', reject);
    });
  const nextMessage = (ws: WebSocket) =>
    new Promise<string>((resolve) => ws.once('message', (m) => resolve(String(m))));
  const closeCode = (ws: WebSocket) =>
    new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));

  it('reassembles a fragmented text message, answers pings and closes with the client’s status', async () => {
    const ws = await open();
    const answer = nextMessage(ws);
    ws.send(SUBSCRIBE.slice(0, 10), { fin: false });
    ws.send(SUBSCRIBE.slice(10, 40), { fin: false });
    ws.send(SUBSCRIBE.slice(40), { fin: true });
    expect(JSON.parse(await answer)).toMatchObject({ id: 1, result: expect.any(String) });

    const pong = new Promise<string>((resolve) => ws.once('pong', (data) => resolve(String(data))));
    ws.ping('are you there');
    expect(await pong).toBe('are you there');

    const closed = closeCode(ws);
    ws.close(1000, 'done');
    expect(await closed).toBe(1000);
  });

  it('reads 16- and 64-bit payload lengths up to maxPayload, and closes 1009 beyond it', async () => {
    const ws = await open();
    const sizes: [id: number, size: number][] = [
      [2, 3_000],
      [3, 70_000],
    ];
    for (const [id, size] of sizes) {
      const long = JSON.stringify({
        id,
        jsonrpc: '2.0',
        method: 'irn_nope',
        params: { pad: 'x'.repeat(size) },
      });
      const answer = nextMessage(ws);
      ws.send(long);
      expect(JSON.parse(await answer)).toMatchObject({ id, error: { code: -32601 } });
    }
    const closed = closeCode(ws);
    ws.send('x'.repeat(100_001));
    expect(await closed).toBe(1009);
  });

  it('closes 1007 on text that is not UTF-8 and 1003 on binary frames', async () => {
    const bad = await open();
    const badClosed = closeCode(bad);
    bad.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false });
    expect(await badClosed).toBe(1007);

    const binary = await open();
    const binaryClosed = closeCode(binary);
    binary.send(Buffer.from(SUBSCRIBE), { binary: true });
    expect(await binaryClosed).toBe(1003);
  });

  /** A raw TCP client: the handshake by hand, then whatever bytes the test writes. */
  async function raw(headers: string): Promise<{ socket: Socket; response: Promise<Buffer> }> {
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    const response = new Promise<Buffer>((resolve) =>
      socket.once('close', () => resolve(Buffer.concat(chunks))),
    );
    socket.write(`GET /walletconnect HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}\r\n`);
    return { socket, response };
  }
  const HANDSHAKE =
    'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n';

  it('answers the RFC 6455 §1.3 sample key with its accept value, and closes 1002 on an unmasked frame', async () => {
    const { socket, response } = await raw(HANDSHAKE);
    // An unmasked text frame "{}": FIN + text, length 2, no mask bit.
    socket.write(Buffer.from([0x81, 0x02, 0x7b, 0x7d]));
    const bytes = await response;
    const text = bytes.toString('latin1');
    expect(text).toMatch(/^HTTP\/1\.1 101 Switching Protocols\r\n/);
    expect(text).toContain('Sec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=\r\n');
    const frame = bytes.subarray(bytes.indexOf('\r\n\r\n') + 4);
    expect(frame[0]).toBe(0x88);
    expect(frame.readUInt16BE(2)).toBe(1002);
  });

  it('refuses a handshake without a valid key (400) or of another version (426)', async () => {
    const noKey = await raw('Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n');
    expect((await noKey.response).toString()).toMatch(/^HTTP\/1\.1 400 /);
    const oldVersion = await raw(HANDSHAKE.replace('Version: 13', 'Version: 8'));
    const answer = (await oldVersion.response).toString();
    expect(answer).toMatch(/^HTTP\/1\.1 426 /);
    expect(answer).toContain('Sec-WebSocket-Version: 13');
  });
});

describe('the relay heartbeat', () => {
  it('pings each client, and drops one that stops answering', async () => {
    const server = createServer();
    const relay = attachWalletConnectRelay(server, { pingIntervalMs: 25 });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    const ws = new WebSocket(`ws://127.0.0.1:${port}/walletconnect`);
    // `ws` answers pings by itself, so this client stays.
    await new Promise((resolve) => ws.once('ping', resolve));
    await new Promise((resolve) => ws.once('ping', resolve));
    expect(ws.readyState).toBe(WebSocket.OPEN);

    // A client that never answers: its socket is ended after a missed pong.
    const silent = connect(port, '127.0.0.1');
    silent.on('data', () => {});
    silent.write(
      'GET /walletconnect HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
    );
    await new Promise((resolve) => silent.once('close', resolve));
    expect(ws.readyState).toBe(WebSocket.OPEN);

    ws.close();
    relay.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});

/**
 * Who may open the relay's socket. A browser lets any page open a WebSocket to loopback, with its
 * own Origin in the handshake, and a DNS-rebound name reaches loopback with a foreign Host: the
 * relay takes neither, as the control plane does not, and answers 403 before any frame.
 */
describe('who may open the relay', () => {
  /** The handshake's HTTP status: 101 when the socket opened, else the refusal's. */
  const status = (url: string, headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      const ws = new WebSocket(url, { headers });
      ws.once('open', () => {
        ws.close();
        resolve(101);
      });
      ws.once('unexpected-response', (_req, res) => {
        resolve(res.statusCode ?? 0);
        res.resume();
        ws.terminate();
      });
      ws.once('error', (error) => {
        if (ws.readyState !== WebSocket.CLOSED) reject(error);
      });
    });

  it('takes a local Host with no Origin or an app origin; refuses a foreign Origin or a rebound Host', async () => {
    const server = createServer();
    const relay = attachWalletConnectRelay(server, { appOrigins: ['http://127.0.0.1:4302'] });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const url = `ws://127.0.0.1:${port}/walletconnect`;

    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, '[::1]']) {
      expect([host, await status(url, { Host: host })]).toEqual([host, 101]);
    }
    expect(await status(url, { Origin: 'http://127.0.0.1:4302' })).toBe(101);
    for (const origin of ['https://evil.example', 'http://127.0.0.1:5173', 'null']) {
      expect([origin, await status(url, { Origin: origin })]).toEqual([origin, 403]);
    }
    for (const host of [`rebound.example:${port}`, '127.0.0.2', `localhost.example.com:${port}`]) {
      expect([host, await status(url, { Host: host, Origin: 'http://127.0.0.1:4302' })]).toEqual([host, 403]);
    }
    relay.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("on a devnet, takes the devnet's app origins", async () => {
    const devnet = await createDevnet({ port: 0, appOrigins: ['http://localhost:4444'] });
    try {
      const url = `${devnet.url.replace('http:', 'ws:')}/walletconnect`;
      expect(await status(url, { Origin: 'http://localhost:4444' })).toBe(101);
      expect(await status(url, { Origin: 'http://127.0.0.1:5173' })).toBe(403);
      expect(await status(url, { Host: `attacker.example:${devnet.port}` })).toBe(403);
    } finally {
      await devnet.close();
    }
  });

  it('says why it refused', async () => {
    const server = createServer();
    const relay = attachWalletConnectRelay(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const answer = (headers: string) =>
      new Promise<string>((resolve) => {
        const socket = connect(port, '127.0.0.1');
        const chunks: Buffer[] = [];
        socket.on('data', (c: Buffer) => chunks.push(c));
        socket.once('close', () => resolve(Buffer.concat(chunks).toString()));
        socket.write(
          `GET /walletconnect HTTP/1.1\r\n${headers}Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n`,
        );
      });
    const foreign = await answer('Host: 127.0.0.1\r\nOrigin: https://evil.example\r\n');
    expect(foreign).toMatch(/^HTTP\/1\.1 403 /);
    expect(foreign).toContain(
      "the devnet's WalletConnect relay does not answer pages from https://evil.example; allow an app with --app-origin",
    );
    const rebound = await answer('Host: rebound.example\r\n');
    expect(rebound).toMatch(/^HTTP\/1\.1 403 /);
    expect(rebound).toContain(
      'answers only a local Host (127.0.0.1, localhost or [::1]), not "rebound.example"',
    );
    relay.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});
