import { describe, expect, it } from 'vitest';
import { ErrorCode, SatchelError } from '../../primitives/errors';
import { FIRST_RESERVED_RUNE, normalizeRuneName, parseRuneName, runeValue, U128_MAX } from './rune-name';

describe('rune names', () => {
  it.each([
    ['A', 0n],
    ['Z', 25n],
    ['AA', 26n],
    ['AZ', 51n],
    ['BA', 52n],
    ['BCGDENLQRQWDSLRUGSNLBTMFIJAV', U128_MAX],
    ['AAAAAAAAAAAAAAAAAAAAAAAAAAA', FIRST_RESERVED_RUNE],
  ])('%s is the number %s', (letters, value) => {
    expect(runeValue(letters)).toBe(value);
  });

  it('reads spacers as a bit per letter they follow', () => {
    expect(parseRuneName('UNCOMMON•GOODS')).toEqual({
      letters: 'UNCOMMONGOODS',
      spacers: 1 << 7,
      value: runeValue('UNCOMMONGOODS'),
    });
    expect(parseRuneName('A•B•C').spacers).toBe(0b11);
  });

  it.each([
    ['', 'Enter a rune name.'],
    ['satchel', 'A rune name uses only the capital letters A–Z and the spacer •.'],
    ['SAT CHEL', 'A rune name uses only the capital letters A–Z and the spacer •.'],
    ['•SATCHEL', 'A spacer • can only sit between two letters.'],
    ['SATCHEL•', 'A spacer • can only sit between two letters.'],
    ['SAT••CHEL', 'A rune name cannot have two spacers in a row.'],
    ['A'.repeat(29), 'A rune name has at most 28 letters.'],
    ['BCGDENLQRQWDSLRUGSNLBTMFIJAW', 'This rune name is too long to exist.'],
  ])('refuses %j', (name, message) => {
    let error: unknown;
    try {
      parseRuneName(name);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SatchelError);
    expect(error).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message });
  });

  it('normalizes what people type', () => {
    expect(normalizeRuneName('  satchel.test ')).toBe('SATCHEL•TEST');
  });
});
