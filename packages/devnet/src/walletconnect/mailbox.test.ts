import { describe, expect, it } from 'vitest';
import { Mailbox } from './mailbox';

const publication = (topic: string, message: string, ttl = 300) => ({ topic, message, ttl, tag: 0 });

describe('the relay mailbox', () => {
  it('holds a message for its TTL, for everyone but its publisher, until each acknowledges it', () => {
    let now = 1_000_000;
    const box = new Mailbox(() => now);
    const stored = box.store('alice', publication('t', 'hello', 60));
    expect(box.pendingFor('alice', 't')).toEqual([]);
    expect(box.pendingFor('bob', 't').map((m) => m.message)).toEqual(['hello']);
    box.acknowledge('bob', stored.key);
    expect(box.pendingFor('bob', 't')).toEqual([]);
    expect(box.pendingFor('carol', 't')).toHaveLength(1);
    now += 60_000;
    expect(box.pendingFor('carol', 't')).toEqual([]);
  });

  it('keeps at most 1,000 messages a topic and 20,000 in all, dropping the oldest', () => {
    let now = 0;
    const box = new Mailbox(() => now);
    for (let i = 0; i < 1_001; i++) box.store('alice', publication('one', `m${i}`));
    const kept = box.pendingFor('bob', 'one');
    expect(kept).toHaveLength(1_000);
    expect(kept[0]?.message).toBe('m1');

    for (let i = 0; i < 19_001; i++) {
      now += 1;
      box.store('alice', publication(`topic-${i}`, `n${i}`));
    }
    // 1,000 + 19,001 is one over the total: the oldest message of all went.
    expect(box.pendingFor('bob', 'one')[0]?.message).toBe('m2');
    expect(box.pendingFor('bob', 'topic-19000')).toHaveLength(1);
  });
});
