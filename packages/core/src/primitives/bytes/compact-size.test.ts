import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactSize } from '../../protocol/message/encoding';
import { CompactSizeError, MAX_COMPACT_SIZE, readCompactSize } from './compact-size';

const read = (bytes: number[], offset = 0, max?: number) =>
  readCompactSize(Uint8Array.from(bytes), offset, max);

function problem(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof CompactSizeError) return error.problem;
    throw error;
  }
  throw new Error('expected a CompactSizeError');
}

describe('readCompactSize', () => {
  it.each([
    [[0x00], 0, 1],
    [[0xfc], 0xfc, 1],
    [[0xfd, 0xfd, 0x00], 0xfd, 3],
    [[0xfd, 0xff, 0xff], 0xffff, 3],
    [[0xfe, 0x00, 0x00, 0x01, 0x00], 0x10000, 5],
    [[0xfe, 0xff, 0xff, 0xff, 0xff], 0xffffffff, 5],
    [[0xff, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00], 0x100000000, 9],
  ])('reads %j as %i', (bytes, value, next) => {
    expect(read(bytes)).toEqual({ value, next });
  });

  it('reads at an offset', () => {
    expect(read([0xaa, 0xfd, 0x00, 0x01], 1)).toEqual({ value: 0x100, next: 4 });
  });

  it.each([
    [[0xfd, 0xfc, 0x00]],
    [[0xfe, 0xff, 0xff, 0x00, 0x00]],
    [[0xff, 0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00, 0x00]],
  ])('refuses the non-minimal %j', (bytes) => {
    expect(problem(() => read(bytes))).toBe('non-canonical');
  });

  it.each([[[]], [[0xfd, 0x01]], [[0xfe, 0, 0, 1]], [[0xff, 0, 0, 0, 0, 1, 0, 0]]])(
    'refuses the truncated %j',
    (bytes) => {
      expect(problem(() => read(bytes))).toBe('truncated');
    },
  );

  it('refuses values above the maximum', () => {
    expect(problem(() => read([0xff, 0, 0, 0, 0, 0, 0, 0x20, 0]))).toBe('too-large'); // 2^53
    expect(problem(() => read([0xfe, 0x01, 0x00, 0x00, 0x02], 0, MAX_COMPACT_SIZE))).toBe('too-large');
    expect(read([0xfe, 0x00, 0x00, 0x00, 0x02], 0, MAX_COMPACT_SIZE).value).toBe(MAX_COMPACT_SIZE);
  });

  it('reads back what the encoder writes (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (n) => {
        expect(readCompactSize(compactSize(n), 0)).toEqual({ value: n, next: compactSize(n).length });
      }),
      { numRuns: 500 },
    );
  });
});
