import { ErrorCode, SatchelError } from './errors';

/** 1 BTC = 100,000,000 satoshis, kept as bigint so no float ever touches an amount. */
export const SATS_PER_BTC = 100_000_000n;
/** 21,000,000 BTC: no amount can exceed the supply cap. */
export const MAX_SATS = 21_000_000n * SATS_PER_BTC;

function amountError(message: string, text: string): SatchelError {
  return new SatchelError(ErrorCode.INVALID_AMOUNT, message, { details: text });
}

/**
 * Parses a BTC amount typed by a person into satoshis. Accepts `1`, `1.`, `.5`, `0.00000001`;
 * refuses everything that could be misread (exponents, signs, separators, > 8 decimals).
 */
export function parseBtcAmount(text: string): bigint {
  const value = text.trim();
  if (value === '') throw amountError('Enter an amount.', text);
  if (value.startsWith('-')) throw amountError('The amount cannot be negative.', text);
  if (/e/i.test(value)) throw amountError('Write the amount without exponent notation.', text);
  const match = /^\+?(\d*)(?:\.(\d*))?$/.exec(value);
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) {
    throw amountError('The amount must be a number, like 0.001.', text);
  }
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (fraction.length > 8) throw amountError('A bitcoin amount has at most 8 decimals.', text);
  const sats = BigInt(whole === '' ? '0' : whole) * SATS_PER_BTC + BigInt(fraction.padEnd(8, '0') || '0');
  if (sats > MAX_SATS) throw amountError('The amount is more than 21,000,000 BTC.', text);
  return sats;
}

/** Formats satoshis as BTC with exact integer math; trailing zeros trimmed unless `fixed` (8 decimals). */
export function formatBtc(sats: bigint, options: { fixed?: boolean } = {}): string {
  const negative = sats < 0n;
  const abs = negative ? -sats : sats;
  const whole = abs / SATS_PER_BTC;
  let fraction = (abs % SATS_PER_BTC).toString().padStart(8, '0');
  if (!options.fixed) fraction = fraction.replace(/0+$/, '');
  const body = fraction === '' ? whole.toString() : `${whole}.${fraction}`;
  return negative ? `-${body}` : body;
}

/** Formats satoshis with thousands separators, for showing fees. */
export function formatSats(sats: bigint): string {
  return `${sats.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')} sats`;
}

/**
 * A rune amount in base units as a decimal with `divisibility` places (ord's `Decimal` display),
 * trailing zeros cut: `formatRuneAmount(12345n, 2)` → `123.45`. Exact for any u128.
 */
export function formatRuneAmount(units: bigint, divisibility: number): string {
  if (divisibility <= 0) return units.toString();
  const text = units.toString().padStart(divisibility + 1, '0');
  const whole = text.slice(0, -divisibility);
  const fraction = text.slice(-divisibility).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/**
 * A typed rune amount ("12.5") in base units for a rune of `divisibility`; refuses anything but a
 * plain decimal with at most `divisibility` places.
 */
export function parseRuneAmount(text: string, divisibility: number): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  const fraction = match?.[2] ?? '';
  if (!match || fraction.length > divisibility) {
    throw new SatchelError(
      ErrorCode.INVALID_AMOUNT,
      divisibility === 0
        ? 'Enter a whole number of this rune.'
        : `Enter a number with at most ${divisibility} decimal places.`,
      { details: text },
    );
  }
  return BigInt(`${match[1]}${fraction.padEnd(divisibility, '0')}`);
}
