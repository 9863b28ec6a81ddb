import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from './errors';
import { formatBtc, formatRuneAmount, MAX_SATS, parseBtcAmount, parseRuneAmount } from './units';

describe('parseBtcAmount', () => {
  it.each([
    ['1', 100_000_000n],
    ['0.00000001', 1n],
    ['.5', 50_000_000n],
    ['1.', 100_000_000n],
    [' 0.1 ', 10_000_000n],
    ['+2', 200_000_000n],
    ['21000000', MAX_SATS],
    ['0', 0n],
  ])('%s → %s sats', (text, sats) => {
    expect(parseBtcAmount(text)).toBe(sats);
  });

  it.each([
    ['', 'Enter an amount.'],
    ['   ', 'Enter an amount.'],
    ['-1', 'The amount cannot be negative.'],
    ['1e-3', 'Write the amount without exponent notation.'],
    ['1E8', 'Write the amount without exponent notation.'],
    ['0.000000001', 'A bitcoin amount has at most 8 decimals.'],
    ['21000000.00000001', 'The amount is more than 21,000,000 BTC.'],
    ['abc', 'The amount must be a number, like 0.001.'],
    ['1,5', 'The amount must be a number, like 0.001.'],
    ['.', 'The amount must be a number, like 0.001.'],
    ['1.2.3', 'The amount must be a number, like 0.001.'],
    ['0x10', 'The amount must be a number, like 0.001.'],
  ])('refuses %j with "%s"', (text, message) => {
    expect(() => parseBtcAmount(text)).toThrow(message);
    try {
      parseBtcAmount(text);
    } catch (error) {
      expect(error).toMatchObject({ code: ErrorCode.INVALID_AMOUNT, details: text });
    }
  });

  it('round-trips every amount up to the supply cap (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: MAX_SATS }), (sats) => {
        expect(parseBtcAmount(formatBtc(sats))).toBe(sats);
        expect(parseBtcAmount(formatBtc(sats, { fixed: true }))).toBe(sats);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('formatBtc', () => {
  it.each([
    [0n, '0', '0.00000000'],
    [1n, '0.00000001', '0.00000001'],
    [100_000_000n, '1', '1.00000000'],
    [123_456_789n, '1.23456789', '1.23456789'],
    [-50_010_000n, '-0.5001', '-0.50010000'],
    [MAX_SATS, '21000000', '21000000.00000000'],
  ])('%s sats → %s / %s', (sats, trimmed, fixed) => {
    expect(formatBtc(sats)).toBe(trimmed);
    expect(formatBtc(sats, { fixed: true })).toBe(fixed);
  });
});

describe('rune amounts', () => {
  it('formats base units with the divisibility, exactly', () => {
    expect(formatRuneAmount(12_345n, 2)).toBe('123.45');
    expect(formatRuneAmount(12_300n, 2)).toBe('123');
    expect(formatRuneAmount(5n, 3)).toBe('0.005');
    expect(formatRuneAmount(2n ** 127n, 0)).toBe('170141183460469231731687303715884105728');
  });

  it('reads plain decimals into base units and refuses more places than the rune has', () => {
    expect(parseRuneAmount('12.5', 2)).toBe(1_250n);
    expect(parseRuneAmount(' 7 ', 0)).toBe(7n);
    expect(() => parseRuneAmount('1.5', 0)).toThrow('Enter a whole number of this rune.');
    expect(() => parseRuneAmount('1.234', 2)).toThrow('Enter a number with at most 2 decimal places.');
    expect(() => parseRuneAmount('1e3', 2)).toThrow();
  });
});
