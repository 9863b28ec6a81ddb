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
 * The most the relay keeps: any page the app runs may open its socket, so what it stores is bounded
 * in bytes as well as in messages, a topic and in all; the oldest go first. A topic holds two of
 * the largest frames the relay takes (4 MiB, a PSBT with many inputs); the whole mailbox, with
 * the devnet's own 100 MiB or so, stays well inside a small Node heap. Each message also counts a
 * fixed overhead for its record, so a flood of tiny messages is bounded too.
 */
export interface MailboxLimits {
  topicBytes: number;
  totalBytes: number;
  topicMessages: number;
  totalMessages: number;
}

const DEFAULT_LIMITS: MailboxLimits = {
  topicBytes: 8 * 1024 * 1024,
  totalBytes: 32 * 1024 * 1024,
  topicMessages: 1_000,
  totalMessages: 20_000,
};

/** What a stored message's record costs beyond its strings (object, sets, keys), in bytes. */
const RECORD_OVERHEAD = 256;

/**
 * The longest a message is kept, whatever `ttl` says: 30 days, the longest TTL WalletConnect's own
 * clients publish with (`wc_notifyMessage`, TTL 2592000, in the Notify API's RPC methods,
 * WalletConnect/walletconnect-docs docs/specs/clients/notify/rpc-methods.md; the Sign API's
 * requests ask at most 7 days, sign-client's `expiry` bounds). A uint32 TTL would otherwise keep a
 * message for 136 years.
 */
export const MAX_TTL_SECONDS = 30 * 24 * 60 * 60;

/** UTF-8 bytes, at least what V8 spends on the string (one byte a char for Latin-1, else two). */
const bytesOf = (text: string | undefined) => (text === undefined ? 0 : Buffer.byteLength(text, 'utf8'));

interface TopicBox {
  messages: StoredMessage[];
  bytes: number;
}

export class Mailbox {
  private readonly topics = new Map<string, TopicBox>();
  /** Every kept message by key, with what it costs. */
  private readonly kept = new Map<number, { message: StoredMessage; bytes: number }>();
  /**
   * The keys of kept messages, oldest first, with keys already dropped until the next compaction:
   * keys, not messages, so what is dropped is freed at once.
   */
  private order: number[] = [];
  private head = 0;
  private nextKey = 1;
  private total = 0;
  private prunedAt = Number.NEGATIVE_INFINITY;
  private readonly limits: MailboxLimits;

  constructor(
    private readonly now: () => number,
    limits: Partial<MailboxLimits> = {},
  ) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
  }

  /** Bytes of the messages kept now (their strings and RECORD_OVERHEAD each). */
  get bytes(): number {
    return this.total;
  }

  /** How many messages are kept now. */
  get size(): number {
    return this.kept.size;
  }

  /** Keeps `publication` until its TTL (at most MAX_TTL_SECONDS) and returns it as stored. */
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
      expiresAt: publishedAt + Math.min(publication.ttl, MAX_TTL_SECONDS) * 1000,
      publisher,
      received: new Set(),
    };
    const bytes =
      RECORD_OVERHEAD + bytesOf(stored.topic) + bytesOf(stored.message) + bytesOf(stored.attestation);
    const box = this.topics.get(stored.topic) ?? { messages: [], bytes: 0 };
    this.topics.set(stored.topic, box);
    box.messages.push(stored);
    box.bytes += bytes;
    this.kept.set(stored.key, { message: stored, bytes });
    this.order.push(stored.key);
    this.total += bytes;
    // A message larger than a topic's budget is still delivered to who is subscribed now (the
    // relay hands it over before asking again), but not kept.
    while (box.bytes > this.limits.topicBytes || box.messages.length > this.limits.topicMessages) {
      const oldest = box.messages.shift();
      if (!oldest) break;
      this.forget(oldest);
    }
    while (this.total > this.limits.totalBytes || this.kept.size > this.limits.totalMessages) {
      if (!this.dropOldest()) break;
    }
    this.compact();
    return stored;
  }

  /** The live messages on `topic` that `client` neither published nor acknowledged, oldest first. */
  pendingFor(client: string, topic: string): StoredMessage[] {
    const now = this.now();
    return (this.topics.get(topic)?.messages ?? []).filter(
      (m) => m.expiresAt > now && m.publisher !== client && !m.received.has(client),
    );
  }

  acknowledge(client: string, key: number): void {
    this.kept.get(key)?.message.received.add(client);
  }

  /** Drops every message whose TTL has run out. */
  prune(): void {
    const now = this.now();
    this.prunedAt = now;
    for (const box of [...this.topics.values()]) {
      const expired = box.messages.filter((m) => m.expiresAt <= now);
      if (expired.length === 0) continue;
      box.messages = box.messages.filter((m) => m.expiresAt > now);
      for (const m of expired) this.forget(m);
    }
    this.compact();
  }

  /** Takes `message`, already out of its topic's list, out of the counts. */
  private forget(message: StoredMessage): void {
    const entry = this.kept.get(message.key);
    if (!entry) return;
    this.kept.delete(message.key);
    this.total -= entry.bytes;
    const box = this.topics.get(message.topic);
    if (!box) return;
    box.bytes -= entry.bytes;
    if (box.messages.length === 0) this.topics.delete(message.topic);
  }

  /** Drops the oldest message of all, the first of its topic's list; false when none is kept. */
  private dropOldest(): boolean {
    while (this.head < this.order.length) {
      const oldest = this.kept.get(this.order[this.head++] ?? 0)?.message;
      if (!oldest) continue;
      const box = this.topics.get(oldest.topic);
      if (box) box.messages = box.messages.filter((m) => m.key !== oldest.key);
      this.forget(oldest);
      return true;
    }
    return false;
  }

  /** Rebuilds the age order without the dropped keys once they are most of it. */
  private compact(): void {
    if (this.order.length <= 2 * this.kept.size + 1024) return;
    this.order = this.order.slice(this.head).filter((key) => this.kept.has(key));
    this.head = 0;
  }
}
