import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { hex } from '@scure/base';
import { Mailbox, type MailboxLimits, type Publication, type StoredMessage } from './mailbox';

/** One connected client as the relay drives it (a WebSocket in `connection.ts`). */
export interface Peer {
  /** The client's id: the `iss` of its auth JWT (a did:key), or an id the relay made up. */
  readonly clientId: string;
  /** Sends `irn_subscription` for `message` under `subscriptionId`. */
  deliver(subscriptionId: string, message: StoredMessage): void;
  /** Whether `message` was sent on this connection and is not yet acknowledged. */
  inFlight(message: StoredMessage): boolean;
}

/** A message as `irn_fetchMessages` returns it (the spec's ReceivedMessage). */
interface ReceivedMessage {
  topic: string;
  message: string;
  publishedAt: number;
  tag: number;
  attestation?: string;
}

/** Fetch answers carry at most this many messages; `hasMore` says to ask again. */
const FETCH_LIMIT = 500;

/**
 * The subscription id a client computes for itself: sha256 of the topic followed by its client id,
 * hex (@walletconnect/core's Subscriber `getSubscriptionId`). Using the same one here makes the ids
 * the relay sends in `irn_subscription` the ids the client already holds.
 */
export function subscriptionId(topic: string, clientId: string): string {
  return hex.encode(sha256(utf8ToBytes(topic + clientId)));
}

/** Topics, subscribers and the mailbox; no sockets. */
export class Relay {
  readonly mailbox: Mailbox;
  /** How many times each method was called, for tests that check what the SDKs sent. */
  readonly calls = new Map<string, number>();
  private readonly subscribers = new Map<string, Set<Peer>>();

  constructor(now: () => number, limits: Partial<MailboxLimits> = {}) {
    this.mailbox = new Mailbox(now, limits);
  }

  /** Subscribes `peer` and hands it what was published on `topic` while it was away. */
  subscribe(peer: Peer, topic: string): string {
    const id = subscriptionId(topic, peer.clientId);
    const peers = this.subscribers.get(topic) ?? new Set<Peer>();
    peers.add(peer);
    this.subscribers.set(topic, peers);
    for (const message of this.mailbox.pendingFor(peer.clientId, topic)) {
      if (!peer.inFlight(message)) peer.deliver(id, message);
    }
    return id;
  }

  /** Ends `peer`'s subscription `id` on `topic`; an unknown one is already ended. */
  unsubscribe(peer: Peer, topic: string, id: string): void {
    if (id !== subscriptionId(topic, peer.clientId)) return;
    const peers = this.subscribers.get(topic);
    peers?.delete(peer);
    if (peers?.size === 0) this.subscribers.delete(topic);
  }

  /** Stores the message for its TTL and delivers it to every other client subscribed now. */
  publish(publisher: Peer, publication: Publication): void {
    const stored = this.mailbox.store(publisher.clientId, publication);
    for (const peer of this.subscribers.get(publication.topic) ?? []) {
      if (peer.clientId !== publisher.clientId)
        peer.deliver(subscriptionId(stored.topic, peer.clientId), stored);
    }
  }

  /**
   * The undelivered messages on `topics`, counted as delivered once fetched, so that a client
   * paging with `hasMore` gets each one once.
   */
  fetch(peer: Peer, topics: string[]): { messages: ReceivedMessage[]; hasMore: boolean } {
    const pending = topics.flatMap((topic) => this.mailbox.pendingFor(peer.clientId, topic));
    const page = pending.slice(0, FETCH_LIMIT);
    for (const message of page) this.mailbox.acknowledge(peer.clientId, message.key);
    return {
      messages: page.map((m) => ({
        topic: m.topic,
        message: m.message,
        publishedAt: m.publishedAt,
        tag: m.tag,
        ...(m.attestation === undefined ? {} : { attestation: m.attestation }),
      })),
      hasMore: pending.length > page.length,
    };
  }

  /** Forgets a closed connection; what it did not acknowledge waits for its client's return. */
  drop(peer: Peer): void {
    for (const [topic, peers] of this.subscribers) {
      peers.delete(peer);
      if (peers.size === 0) this.subscribers.delete(topic);
    }
  }
}
