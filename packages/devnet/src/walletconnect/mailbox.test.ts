import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { MAX_TTL_SECONDS, Mailbox } from './mailbox';

/** V8's collector, to read what the heap still holds (node's `--expose-gc`, set at run time). */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

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

  it('holds at most 32 MiB of messages: what it drops is freed, whatever the TTL asks', () => {
    const gc = collector();
    const box = new Mailbox(() => 0);
    gc();
    const before = process.memoryUsage().heapUsed;
    // 200 distinct 1 MB messages, each on a topic of its own, asking the longest uint32 TTL. Flat
    // strings, as JSON.parse makes them (padEnd or repeat would share one filler between them).
    const megabyte = (i: number) => {
      const bytes = Buffer.alloc(1_000_000, 'x');
      bytes.write(`${i}:`);
      return bytes.toString('latin1');
    };
    for (let i = 0; i < 200; i++) {
      box.store('flood', {
        topic: `t${i}`,
        message: megabyte(i),
        ttl: 0xffff_ffff,
        tag: 0,
      });
    }
    gc();
    const held = process.memoryUsage().heapUsed - before;
    expect(held).toBeLessThan(48 * 1024 * 1024);
    expect(box.bytes).toBeLessThanOrEqual(32 * 1024 * 1024);
    expect(box.size).toBe(33);
    expect(box.pendingFor('bob', 't166')).toEqual([]);
    expect(box.pendingFor('bob', 't167')).toHaveLength(1);
    expect(box.pendingFor('bob', 't199')[0]?.expiresAt).toBe(MAX_TTL_SECONDS * 1000);
  });
});
