import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, isLoopbackUrl } from './loopback';

describe('loopback addresses', () => {
  it('takes all of 127.0.0.0/8 and ::1, bracketed or not', () => {
    for (const host of ['127.0.0.1', '127.0.0.2', '127.255.255.255', '127.1.2.3', '::1', '[::1]']) {
      expect(isLoopbackAddress(host), host).toBe(true);
    }
  });

  it('refuses names, unspecified and public addresses, and malformed quads', () => {
    for (const host of [
      'localhost',
      '0.0.0.0',
      '::',
      '128.0.0.1',
      '10.0.0.1',
      '127.0.0.256',
      '127.0.0',
      '127.0.0.1.5',
      '1127.0.0.1',
      '::2',
      '',
    ]) {
      expect(isLoopbackAddress(host), host).toBe(false);
    }
  });

  it('reads the host of a URL after the URL parser normalised it', () => {
    expect(isLoopbackUrl('http://127.0.0.1:3002/api')).toBe(true);
    expect(isLoopbackUrl('http://127.1:3002/api')).toBe(true);
    expect(isLoopbackUrl('http://[0:0:0:0:0:0:0:1]:3002/api')).toBe(true);
    expect(isLoopbackUrl('http://2130706433/api')).toBe(true);
    expect(isLoopbackUrl('https://mempool.space/api')).toBe(false);
    expect(isLoopbackUrl('http://localhost:3002/api')).toBe(false);
    expect(isLoopbackUrl('http://127.0.0.1.nip.io/api')).toBe(false);
    expect(isLoopbackUrl('not a url')).toBe(false);
  });
});
