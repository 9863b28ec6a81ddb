import { describe, expect, it } from 'vitest';
import { parseJsonExact } from './json';

describe('parseJsonExact', () => {
  it('hands integers beyond 2^53 − 1 over as digit strings, exactly', () => {
    expect(
      parseJsonExact('{"amount":340282366920938463463374607431768211455,"n":-9007199254740993}'),
    ).toEqual({
      amount: '340282366920938463463374607431768211455',
      n: '-9007199254740993',
    });
  });

  it('leaves safe integers, fractions, exponents, strings and literals as JSON.parse gives them', () => {
    const text =
      '[9007199254740991,1.5,1e21,12345678901234567.5,"12345678901234567890","a\\"12345678901234567890",true,null]';
    expect(parseJsonExact(text)).toEqual(JSON.parse(text));
  });

  it('quotes 2^53 itself, the first integer a double cannot tell from its neighbour', () => {
    expect(parseJsonExact('[9007199254740992]')).toEqual(['9007199254740992']);
  });

  it('still rejects text that is not JSON', () => {
    expect(() => parseJsonExact('{"a":12345678901234567890')).toThrow(SyntaxError);
  });
});
