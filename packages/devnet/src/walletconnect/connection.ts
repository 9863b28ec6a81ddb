import { errorFrame, parseFrame, RPC_ERRORS, RpcError, requestFrame, resultFrame } from './jsonrpc';
import type { StoredMessage } from './mailbox';
import { dispatch } from './methods';
import type { Peer, Relay } from './relay';
import type { ServerWebSocket } from './websocket';

/**
 * One client's socket: requests in, answers and `irn_subscription` deliveries out. A delivery
 * counts once the client answers it with `result: true` (relay-server-rpc.md §Subscription
 * payload: the client's response is the acknowledgement); until then its message stays pending
 * for that client and comes again when the client subscribes again, e.g. after a reconnect.
 */
export class RelayConnection implements Peer {
  /** Deliveries sent and not yet acknowledged, by the id of the relay's request. */
  private readonly pending = new Map<number, StoredMessage>();
  private nextId = 1;
  private alive = true;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly socket: ServerWebSocket,
    readonly clientId: string,
    private readonly relay: Relay,
    pingIntervalMs: number,
    private readonly onGone: () => void = () => {},
  ) {
    socket.onText = (text) => this.onFrame(text);
    socket.onPong = () => {
      this.alive = true;
    };
    socket.onClose = () => this.closed();
    // The SDK's relayer in Node treats a socket with no ping for 35 s as stalled and drops it
    // (@walletconnect/core Relayer `heartBeatTimeout`: "the relay pings the client 30 seconds
    // after the last message"); a client that misses a whole interval's pong is gone.
    this.heartbeat = setInterval(() => {
      if (!this.alive) {
        socket.terminate();
        return;
      }
      this.alive = false;
      socket.ping();
    }, pingIntervalMs);
    this.heartbeat.unref();
  }

  deliver(subscriptionId: string, message: StoredMessage): void {
    const id = this.nextId++;
    this.pending.set(id, message);
    this.send(
      requestFrame(id, 'irn_subscription', {
        id: subscriptionId,
        data: {
          topic: message.topic,
          message: message.message,
          publishedAt: message.publishedAt,
          tag: message.tag,
          ...(message.attestation === undefined ? {} : { attestation: message.attestation }),
        },
      }),
    );
  }

  inFlight(message: StoredMessage): boolean {
    for (const sent of this.pending.values()) if (sent.key === message.key) return true;
    return false;
  }

  /** Ends the connection at once (the relay is closing). */
  terminate(): void {
    this.socket.terminate();
  }

  private send(frame: string): void {
    this.socket.sendText(frame);
  }

  private onFrame(text: string): void {
    const frame = parseFrame(text);
    if (frame.kind === 'invalid') {
      this.send(errorFrame(frame.id, frame.code, frame.message));
      return;
    }
    if (frame.kind === 'response') {
      const delivered =
        typeof frame.response.id === 'number' ? this.pending.get(frame.response.id) : undefined;
      if (!delivered) return;
      this.pending.delete(frame.response.id as number);
      if (frame.response.result === true) this.relay.mailbox.acknowledge(this.clientId, delivered.key);
      return;
    }
    const { id, method, params } = frame.request;
    try {
      this.send(resultFrame(id, dispatch(this.relay, this, method, params)));
    } catch (error) {
      if (error instanceof RpcError) this.send(errorFrame(id, error.code, error.message));
      else this.send(errorFrame(id, RPC_ERRORS.internal, `Internal error: ${String(error)}`));
    }
  }

  private closed(): void {
    clearInterval(this.heartbeat);
    this.pending.clear();
    this.relay.drop(this);
    this.onGone();
  }
}
