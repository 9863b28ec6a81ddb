/**
 * JSON.parse that keeps integers beyond 2^53 − 1 exact by handing them over as decimal strings.
 *
 * ord prints u128 rune amounts and supplies as bare JSON numbers (serde_json's u128), which
 * JSON.parse rounds to the nearest double. JSON.parse's source-text argument (TC39 "JSON.parse
 * source text access") would expose the digits, but it is missing from Node 20, the oldest runtime
 * this code supports, and from older browsers; a regular expression over chosen field names would
 * break on key order, nesting and look-alike text inside strings. So a single pass over the text,
 * aware of string literals, quotes each integer literal that is not a safe integer; every other
 * value parses exactly as JSON.parse gives it. Schema checks then accept a digit string wherever
 * they expect a large amount, and reject it wherever a plain number is meant.
 */
export function parseJsonExact(text: string): unknown {
  // Fast path: no run of 16 digits anywhere means no integer literal can be unsafe.
  if (!/\d{16}/.test(text)) return JSON.parse(text);
  return JSON.parse(quoteUnsafeIntegers(text));
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const MINUS = 0x2d;

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/** Characters that may continue a JSON number literal: digits, `.`, `e`, `E`, `+`, `-`. */
function continuesNumber(code: number): boolean {
  return isDigit(code) || code === 0x2e || code === 0x65 || code === 0x45 || code === 0x2b || code === MINUS;
}

function quoteUnsafeIntegers(text: string): string {
  const pieces: string[] = [];
  let copied = 0;
  let i = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      i++;
      while (i < text.length) {
        const inner = text.charCodeAt(i);
        if (inner === BACKSLASH) i += 2;
        else if (inner === QUOTE) {
          i++;
          break;
        } else i++;
      }
      continue;
    }
    if (code === MINUS || isDigit(code)) {
      const start = i;
      i++;
      while (i < text.length && continuesNumber(text.charCodeAt(i))) i++;
      const token = text.slice(start, i);
      if (/^-?\d+$/.test(token) && !Number.isSafeInteger(Number(token))) {
        pieces.push(text.slice(copied, start), `"${token}"`);
        copied = i;
      }
      continue;
    }
    i++;
  }
  pieces.push(text.slice(copied));
  return pieces.join('');
}
