import { runeValue, SPACER, U128_MAX } from '@satchel/core/runes';

/**
 * Rune names as numbers (ord's runes specification, "Rune names"; ord's `Rune` type): the
 * base-26 bijective numbering A = 0, Z = 25, AA = 26, the reserved range for unnamed etchings,
 * the names that unlock over time, and the commitment an etching must reveal.
 */

/** Names from here up are reserved: `Rune::RESERVED`, the first 27-letter name. */
const RESERVED = 6_402_364_363_415_443_603_228_541_259_936_211_926n;
/** ord's SUBSIDY_HALVING_INTERVAL, which paces name unlocking on every chain including regtest. */
const UNLOCK_HALVING_INTERVAL = 210_000;
const UNLOCKED = 12;
const UNLOCK_INTERVAL = UNLOCK_HALVING_INTERVAL / UNLOCKED;

/** STEPS[i]: the first name with i + 1 letters. */
const STEPS: bigint[] = (() => {
  const steps: bigint[] = [0n];
  let size = 1n;
  for (let i = 1; i < 28; i++) {
    size *= 26n;
    steps.push((steps[i - 1] as bigint) + size);
  }
  return steps;
})();

/** ord's `Rune` Display: the letters of a rune number. */
export function runeLetters(value: bigint): string {
  if (value === U128_MAX) return 'BCGDENLQRQWDSLRUGSNLBTMFIJAV';
  let n = value + 1n;
  let out = '';
  while (n > 0n) {
    out = String.fromCharCode(65 + Number((n - 1n) % 26n)) + out;
    n = (n - 1n) / 26n;
  }
  return out;
}

/** `SpacedRune` Display: a `•` after letter i for every set bit i of `spacers`. */
export function spacedName(value: bigint, spacers: number): string {
  const letters = runeLetters(value);
  let out = '';
  for (let i = 0; i < letters.length; i++) {
    out += letters[i];
    if (i < letters.length - 1 && (spacers & (1 << i)) !== 0) out += SPACER;
  }
  return out;
}

/** Parses a rune name as ord's server does: letters with optional `•` or `.` spacers. */
export function parseSpacedRune(text: string): bigint | undefined {
  const letters = text.replace(/[•.]/g, '');
  if (!/^[A-Z]{1,28}$/.test(letters)) return undefined;
  const value = runeValue(letters);
  return value > U128_MAX ? undefined : value;
}

export function isReserved(value: bigint): boolean {
  return value >= RESERVED;
}

/** The name an etching without one gets: `Rune::reserved(block, tx)`. */
export function reservedRune(block: number, tx: number): bigint {
  return RESERVED + ((BigInt(block) << 32n) | BigInt(tx));
}

/**
 * `Rune::minimum_at_height` with regtest's schedule (first rune height 0): below the first
 * unlock every 12-letter-or-shorter name is locked, then one letter unlocks per interval.
 */
export function minimumAtHeight(height: number): bigint {
  const offset = height + 1;
  const end = UNLOCK_HALVING_INTERVAL;
  if (offset >= end) return 0n;
  const progress = offset;
  const length = UNLOCKED - Math.floor(progress / UNLOCK_INTERVAL);
  const to = STEPS[length - 1] as bigint;
  const from = STEPS[length] as bigint;
  const remainder = BigInt(progress % UNLOCK_INTERVAL);
  return from - ((from - to) * remainder) / BigInt(UNLOCK_INTERVAL);
}

/** The tapscript push that commits to a rune: its number in little-endian, trailing zeros cut. */
export function runeCommitment(value: bigint): Uint8Array {
  const bytes: number[] = [];
  let n = value;
  while (n > 0n) {
    bytes.push(Number(n & 0xffn));
    n >>= 8n;
  }
  return Uint8Array.from(bytes);
}
