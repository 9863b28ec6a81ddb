/**
 * What the relay keeps of what was published: each message until its TTL runs out, with the clients
 * that have received it. The relay's RPC spec defines `ttl` as "a storage duration for the message
 * to be cached server-side in seconds", and its fetch methods return "undelivered messages"
 * (WalletConnect/walletconnect-docs, docs/specs/servers/relay/relay-server-rpc.md): a message
 * published before anyone subscribed reaches a client that subscribes within its TTL, and reaches
 * each client once it has acknowledged it. The publisher never gets its own message back.
 */

export interface Publication {
  topic: string;
  message: string;
  /** Seconds the message is kept (uint32 in the spec). */
  ttl: number;
  /** What kind of message it is (the SDK's tags: 1100 a session proposal, 1108 a request…). */
  tag: number;
  /** The Verify API attestation the publisher attached, passed on unread. */
  attestation?: string;
}

export interface StoredMessage {
  /** The relay's own handle for acknowledgements. */
  readonly key: number;
  readonly topic: string;
  readonly message: string;
  readonly tag: number;
  readonly attestation?: string;
  /** Milliseconds since the epoch, as `irn_subscription`'s `publishedAt` carries it. */
  readonly publishedAt: number;
  readonly expiresAt: number;
  readonly publisher: string;
  /** Clients that acknowledged (or fetched) it. */
  readonly received: Set<string>;
}

/**
 * A topic keeps at most this many live messages, and the relay this many in all; the oldest go
 * first. Any page may open the relay's socket, so what it stores is bounded.
 */
const TOPIC_LIMIT = 1_000;
const TOTAL_LIMIT = 20_000;

export class Mailbox {
  private readonly topics = new Map<string, StoredMessage[]>();
  private nextKey = 1;
  private size = 0;
  private prunedAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly now: () => number) {}

  /** Keeps `publication` until its TTL and returns it as stored. */
  store(publisher: string, publication: Publication): StoredMessage {
    const publishedAt = this.now();
    // A sweep costs a pass over everything kept, so at most one a second; readers skip the expired.
    if (publishedAt - this.prunedAt >= 1000) this.prune();
    const stored: StoredMessage = {
      key: this.nextKey++,
      topic: publication.topic,
      message: publication.message,
      tag: publication.tag,
      ...(publication.attestation === undefined ? {} : { attestation: publication.attestation }),
      publishedAt,
      expiresAt: publishedAt + publication.ttl * 1000,
      publisher,
      received: new Set(),
    };
    const list = this.topics.get(publication.topic) ?? [];
    list.push(stored);
    if (list.length > TOPIC_LIMIT) list.shift();
    else this.size += 1;
    this.topics.set(publication.topic, list);
    if (this.size > TOTAL_LIMIT) this.dropOldest();
    return stored;
  }

  /** The live messages on `topic` that `client` neither published nor acknowledged, oldest first. */
  pendingFor(client: string, topic: string): StoredMessage[] {
    const now = this.now();
    return (this.topics.get(topic) ?? []).filter(
      (m) => m.expiresAt > now && m.publisher !== client && !m.received.has(client),
    );
  }

  acknowledge(client: string, key: number): void {
    for (const list of this.topics.values()) {
      const found = list.find((m) => m.key === key);
      if (found) {
        found.received.add(client);
        return;
      }
    }
  }

  /** Drops every message whose TTL has run out. */
  prune(): void {
    const now = this.now();
    this.prunedAt = now;
    let size = 0;
    for (const [topic, list] of this.topics) {
      const live = list.filter((m) => m.expiresAt > now);
      size += live.length;
      if (live.length === 0) this.topics.delete(topic);
      else if (live.length !== list.length) this.topics.set(topic, live);
    }
    this.size = size;
  }

  private dropOldest(): void {
    let oldest: [string, StoredMessage[]] | undefined;
    for (const entry of this.topics) {
      if (!oldest || (entry[1][0]?.key ?? Infinity) < (oldest[1][0]?.key ?? Infinity)) oldest = entry;
    }
    if (!oldest) return;
    oldest[1].shift();
    if (oldest[1].length === 0) this.topics.delete(oldest[0]);
    this.size -= 1;
  }
}
