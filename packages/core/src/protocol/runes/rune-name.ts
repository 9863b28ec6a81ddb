import { ErrorCode, SatchelError } from '../../primitives/errors';

/**
 * Rune names (ord's runes specification, "Rune names"): letters A–Z encode a base-26 number
 * where `A` = 0, `Z` = 25, `AA` = 26; spacers (`•`) between letters are display-only and are
 * carried separately as a bit field. The number must fit in a u128, so a name has at most
 * 28 letters, and the 28-letter names above `BCGDENLQRQWDSLRUGSNLBTMFIJAV` do not exist.
 */
export const SPACER = '•';
export const MAX_RUNE_LETTERS = 28;
export const U128_MAX = (1n << 128n) - 1n;
/** Names from `AAAAAAAAAAAAAAAAAAAAAAAAAAA` (27 letters) up are reserved and cannot be etched. */
export const FIRST_RESERVED_RUNE = 6_402_364_363_415_443_603_228_541_259_936_211_926n;

export interface ParsedRuneName {
  /** Letters only, e.g. `SATCHELTEST`. */
  letters: string;
  /** Bit i set: a spacer follows letter i. */
  spacers: number;
  /** The base-26 number of the letters. */
  value: bigint;
}

function invalid(message: string, name: string): SatchelError {
  return new SatchelError(ErrorCode.INVALID_PARAMS, message, { details: name });
}

export function runeValue(letters: string): bigint {
  let value = 0n;
  for (let i = 0; i < letters.length; i++) {
    if (i > 0) value += 1n;
    value = value * 26n + BigInt(letters.charCodeAt(i) - 65);
  }
  return value;
}

/** Parses a name such as `SATCHEL•TEST`; throws a SatchelError naming the broken rule. */
export function parseRuneName(name: string): ParsedRuneName {
  if (name === '') throw invalid('Enter a rune name.', name);
  if (!/^[A-Z•]+$/.test(name)) {
    throw invalid('A rune name uses only the capital letters A–Z and the spacer •.', name);
  }
  if (name.startsWith(SPACER) || name.endsWith(SPACER)) {
    throw invalid('A spacer • can only sit between two letters.', name);
  }
  if (name.includes(SPACER + SPACER)) throw invalid('A rune name cannot have two spacers in a row.', name);
  let letters = '';
  let spacers = 0;
  for (const char of name) {
    if (char === SPACER) spacers |= 1 << (letters.length - 1);
    else letters += char;
  }
  if (letters.length > MAX_RUNE_LETTERS) {
    throw invalid(`A rune name has at most ${MAX_RUNE_LETTERS} letters.`, name);
  }
  const value = runeValue(letters);
  if (value > U128_MAX) throw invalid('This rune name is too long to exist.', name);
  return { letters, spacers, value };
}

/** What people type: lower case, `.` as the spacer, stray spaces around. */
export function normalizeRuneName(text: string): string {
  return text.trim().toUpperCase().replace(/\./g, SPACER);
}
