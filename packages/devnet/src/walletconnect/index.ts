/**
 * A WalletConnect v2 relay inside the devnet, so a dapp built on
 * `@walletconnect/sign-client` and a wallet built on `@reown/walletkit` pair and talk with no
 * network but loopback: `ws://127.0.0.1:<devnet port>/walletconnect`. It speaks the relay's
 * published JSON-RPC (`irn_subscribe`, `irn_batchSubscribe`, `irn_unsubscribe`,
 * `irn_batchUnsubscribe`, `irn_publish`, `irn_batchPublish`, `irn_subscription` with the client's
 * `true` as acknowledgement, `irn_fetchMessages`, `irn_batchFetchMessages`; messages kept for
 * their TTL, at most 30 days and within a byte budget: mailbox.ts), plus the relay-side session
 * methods sign-client 2.25 sends (`wc_proposeSession`, `wc_approveSession`, "Sign 2.5"): see
 * methods.ts. Messages are end-to-end encrypted by the clients; the relay never reads them. Only
 * this machine's clients and the app's pages may open its socket (a local Host, and no Origin or
 * an app origin). The WebSocket layer is the devnet's own (websocket.ts, on Node's HTTP
 * `upgrade`), so the bundled devnet needs no dependency.
 *
 * What else the SDKs reach for, as read in @walletconnect/core, sign-client, utils 2.25.0 and
 * @reown/walletkit 1.6.0 (each with the way it is turned off, or what happens when it cannot be):
 * - the relay, default `wss://relay.walletconnect.org`: `relayUrl` (SignClient.init, or
 *   `new Core({ relayUrl })` for WalletKit) pointed here;
 * - telemetry, `POST https://pulse.walletconnect.org/batch` (core EventClient): off with
 *   `telemetryEnabled: false`. But WalletKit's `init` calls `core.eventClient.init()` whatever
 *   that option says, which POSTs one INIT event (skipped only when `process.env.IS_VITEST` is
 *   "true"); offline the fetch rejects, the SDK logs a warning and goes on;
 * - Verify API, `https://verify.walletconnect.org` (core Verify): no option. A dapp in a browser
 *   asks for an attestation before every proposal and `wc_sessionRequest` through a hidden iframe
 *   to `/v3/attestation` and waits for its postMessage up to 5 s, then publishes with an empty
 *   attestation (in Node it skips this). Offline, or with a CSP that blocks the frame, every
 *   `connect()` and every `request()` so waits the full 5 s (measured in Chromium: 5.2 s and
 *   5.0 s; 0.3 s and 0.04 s with `client.core.verify.register = async () => ''`). A wallet
 *   resolves each proposal and request: with no attestation in the message it GETs
 *   `/attestation/<hash>` (5 s abort), with a JWT one `/v3/public-key`; an empty attestation
 *   string is skipped. Offline the fetch rejects and the proposal or request arrives with
 *   `verifyContext.verified.validation` "UNKNOWN";
 * - Echo push server, `https://echo.walletconnect.com`: only `registerDeviceToken` (not called);
 * - `https://rpc.walletconnect.org/v1` (utils): only to check EIP-1271/6492 signatures of
 *   `wc_sessionAuthenticate` (EVM one-click auth; not used for bip122);
 * - WalletConnect Pay, `https://api.pay.walletconnect.com` (@walletconnect/pay, built by WalletKit
 *   when WebAssembly exists): nothing is fetched until a `walletKit.pay` method is called;
 * - storage: Node's default is unstorage in memory (`storageOptions.database` ":memory:", no
 *   file); a browser's is IndexedDB (idb-keyval) under the origin. Two clients in one process
 *   need different `customStoragePrefix` values, or the second `new Core()` returns the first
 *   (`globalThis._walletConnectCore_<prefix>`).
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { checkHostAndOrigin } from '../http/control-guard';
import { DEFAULT_APP_ORIGINS } from '../http/cors';
import { identify } from './auth';
import { RelayConnection } from './connection';
import type { MailboxLimits } from './mailbox';
import { Relay } from './relay';
import { acceptHandshake, refuseUpgrade as refuse, ServerWebSocket } from './websocket';

/** The path the devnet serves the relay on. */
export const WALLETCONNECT_PATH = '/walletconnect';

/**
 * The relay's URL on a devnet at `devnetUrl` (`http://127.0.0.1:3002` →
 * `ws://127.0.0.1:3002/walletconnect`): the `relayUrl` a dapp and a wallet are given. The devnet
 * serves it unless started with `walletConnect: false` or beyond loopback.
 */
export function walletConnectRelayUrl(devnetUrl: string): string {
  const url = new URL(WALLETCONNECT_PATH, devnetUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

export interface RelayOptions {
  /** Default WALLETCONNECT_PATH. */
  path?: string;
  /** The relay's clock in ms (TTLs, token expiry); tests move it. Default Date.now. */
  now?: () => number;
  /** How often each client is pinged; default 15 s, under the SDK's 35 s stall timeout. */
  pingIntervalMs?: number;
  /** Largest frame accepted; default 4 MiB (a PSBT with many inputs, encrypted and in base64). */
  maxPayload?: number;
  /**
   * The pages whose sockets it takes (`Origin`), as the control plane's `--app-origin`; a client
   * that sends no Origin (an SDK in Node, a phone app) is taken too. Default DEFAULT_APP_ORIGINS.
   */
  appOrigins?: readonly string[];
  /** Bytes of messages kept a topic and in all; see mailbox.ts for the defaults and why. */
  limits?: Partial<MailboxLimits>;
}

export interface WalletConnectRelay {
  readonly path: string;
  /** Open connections. */
  readonly connections: number;
  /** Bytes of the messages it keeps now (mailbox.ts counts them). */
  readonly storedBytes: number;
  /** How many times `method` was called since the relay started. */
  calls(method: string): number;
  /** Ends every connection and stops answering upgrades; the HTTP server stays up. */
  close(): void;
}

/** Serves the relay on `server`'s WebSocket upgrades to `path`; other upgrades get a 404. */
export function attachWalletConnectRelay(server: Server, options: RelayOptions = {}): WalletConnectRelay {
  const path = options.path ?? WALLETCONNECT_PATH;
  const now = options.now ?? Date.now;
  const pingIntervalMs = options.pingIntervalMs ?? 15_000;
  const relay = new Relay(now, options.limits);
  const appOrigins = options.appOrigins ?? DEFAULT_APP_ORIGINS;
  const maxPayload = options.maxPayload ?? 4 * 1024 * 1024;
  const open = new Set<RelayConnection>();
  let closed = false;

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A peer that resets mid-answer must not take the devnet down with an unhandled 'error'.
    socket.on('error', () => socket.destroy());
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://127.0.0.1');
    } catch {
      refuse(socket, '400 Bad Request', 'malformed request target');
      return;
    }
    if (closed || url.pathname !== path) {
      refuse(socket, '404 Not Found', `no WebSocket endpoint at ${url.pathname}`);
      return;
    }
    // Any page the browser shows may open a WebSocket to loopback: the handshake carries its
    // Origin and no CORS check stops it (RFC 6455 §10.2 leaves that check to the server), and a
    // DNS-rebound name reaches loopback with a foreign Host. Refused as the control plane refuses.
    const where = checkHostAndOrigin(req.headers, appOrigins, "the devnet's WalletConnect relay");
    if (!where.allowed) {
      refuse(socket, '403 Forbidden', where.reason);
      return;
    }
    const identity = identify(url.searchParams.get('auth'), now());
    if (!identity.ok) {
      refuse(socket, '401 Unauthorized', identity.reason);
      return;
    }
    if (!acceptHandshake(req, socket)) return;
    const connection = new RelayConnection(
      new ServerWebSocket(socket, head, maxPayload),
      identity.clientId,
      relay,
      pingIntervalMs,
      () => open.delete(connection),
    );
    open.add(connection);
  };
  server.on('upgrade', onUpgrade);

  return {
    path,
    get connections() {
      return open.size;
    },
    get storedBytes() {
      return relay.mailbox.bytes;
    },
    calls: (method) => relay.calls.get(method) ?? 0,
    close() {
      closed = true;
      server.off('upgrade', onUpgrade);
      for (const connection of open) connection.terminate();
      open.clear();
    },
  };
}
