import fc from 'fast-check';

/**
 * Arbitrary answers for the response-parser properties: anything at all, any JSON, and values
 * shaped like the real answer (right keys, each field sometimes right, sometimes wrong) so the
 * parsers are driven past their first check into the nested ones.
 */

/** A JSON token written as is: numbers JSON.stringify cannot write (1e400, 2^64) or invalid text. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a value; RawJson tokens are spliced in, bigints are written as digits. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return 'NaN';
    if (!Number.isFinite(value)) return value > 0 ? '1e400' : '-1e400';
    return JSON.stringify(value);
  }
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return 'null';
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const fields = Object.entries(value).map(([key, field]) => `${JSON.stringify(key)}:${toJsonText(field)}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What `parseJsonExact` could hand a reader, and more: the JS values no JSON parser gives. */
export const anyValue: fc.Arbitrary<unknown> = fc.anything({
  withNullPrototype: true,
  withBigInt: true,
  withBoxedValues: true,
  withSparseArray: true,
  withTypedArray: true,
  withMap: true,
  withSet: true,
  withDate: true,
  withObjectString: true,
  maxDepth: 3,
});

/** Numbers that break amount and index checks. */
const wrongNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    -1,
    1.5,
    -0,
    0.1,
    2 ** 53,
    2 ** 32,
    2_100_000_000_000_001,
    Number.MAX_VALUE,
    Number.POSITIVE_INFINITY,
    Number.NaN,
    18446744073709551615n,
    340282366920938463463374607431768211456n,
    new RawJson('1e400'),
    new RawJson('-1e400'),
    new RawJson('123456789012345678901234567890'),
    new RawJson('0x10'),
    new RawJson('01'),
  ),
  fc.double(),
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 }),
  fc.bigInt({ min: -(1n << 130n), max: 1n << 130n }),
);

/** Strings that look like ids, hex, addresses or names, and are (often) not. */
const wrongText: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.constantFrom('', ' ', 'z'.repeat(64), 'A'.repeat(63), '__proto__', 'constructor', '%E0%A4%A', '\u0000'),
  fc.stringMatching(/^[0-9a-fA-F]{0,70}$/),
  fc.stringMatching(/^[0-9a-f]{64}:[0-9]{1,12}$/),
  fc.stringMatching(/^[0-9a-f]{64}i[0-9]{1,12}$/),
  fc.stringMatching(/^(bc|tb|bcrt)1[02-9ac-hj-np-z]{6,70}$/),
  fc.stringMatching(/^[A-Z•]{1,40}$/),
);

/** Anything a field could wrongly be. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: wrongNumber },
  { weight: 3, arbitrary: wrongText },
  { weight: 1, arbitrary: fc.constantFrom(null, undefined, true, false, [], {}, Object.create(null)) },
  { weight: 1, arbitrary: fc.array(fc.oneof(wrongNumber, wrongText), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/**
 * A field that is mostly right (15 times in 16), else anything wrong: answers with dozens of fields
 * then still pass whole often enough for the later checks (cross-field sums, asked ids) to run.
 */
export function field<T>(good: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 15, arbitrary: good }, { weight: 1, arbitrary: wrongValue });
}

/** An object with the answer's keys, fields mostly right, some keys missing. */
export function shaped(model: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(model);
  const fields = Object.fromEntries(keys.map((key) => [key, field(model[key] as fc.Arbitrary<unknown>)]));
  return fc.oneof(
    { weight: 4, arbitrary: fc.record(fields) },
    { weight: 1, arbitrary: fc.record(fields, { requiredKeys: [] }) },
  );
}

/** A list of `item`, sometimes the item alone or with a wrong element. */
export function listOf(item: fc.Arbitrary<unknown>, maxLength = 4): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.array(item, { maxLength }) },
    { weight: 1, arbitrary: fc.array(fc.oneof(item, wrongValue), { minLength: 1, maxLength }) },
    { weight: 1, arbitrary: item },
  );
}

export const goodTxid = fc.stringMatching(/^[0-9a-f]{64}$/);
export const goodHex = fc.stringMatching(/^(?:[0-9a-f]{2}){0,40}$/);
export const goodSats = fc.integer({ min: 0, max: 2_100_000_000_000_000 });
export const goodU32 = fc.integer({ min: 0, max: 0xffff_ffff });
export const goodOutpoint = fc.tuple(goodTxid, fc.integer({ min: 0, max: 20 })).map(([t, v]) => `${t}:${v}`);
export const goodInscriptionId = fc.tuple(goodTxid, fc.nat(5)).map(([t, i]) => `${t}i${i}`);
export const goodRuneName = fc.stringMatching(/^[A-Z]{1,12}(?:•[A-Z]{1,6})?$/);
export const goodU128Text = fc.bigInt({ min: 0n, max: (1n << 128n) - 1n }).map(String);

/** Any answer for a parser whose real answer looks like `model`: shaped, JSON, or anything. */
export function answers(model: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: model },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 2, arbitrary: anyValue },
  );
}

/** An answer body as text: a shaped or arbitrary value written as JSON, JSON text, or any text. */
export function bodies(model: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: model.map(toJsonText) },
    { weight: 2, arbitrary: fc.json({ maxDepth: 3 }) },
    { weight: 1, arbitrary: anyValue.map(toJsonText) },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
  );
}
