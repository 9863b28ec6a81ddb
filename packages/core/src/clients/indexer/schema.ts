import { MAX_RUNE_LETTERS, SPACER, U128_MAX } from '../../protocol/runes/rune-name';
import {
  at,
  bigUint,
  bool,
  inscriptionId,
  integer,
  list,
  optional,
  outpoint,
  record,
  ShapeError,
  sats,
  text,
  txid,
} from '../http/schema';
import type {
  AddressAssets,
  AddressRuneBalance,
  IndexedOutput,
  InscriptionInfo,
  RuneInfo,
  RunePile,
  RuneTerms,
} from './types';

/**
 * Shape checks of ord's JSON answers, field names as ord's `src/api.rs` serializes them. Integer
 * fields that ord types as u128 (rune amounts, supplies) may arrive as digit strings: the
 * answer is parsed with `parseJsonExact`, which hands integers beyond 2^53 − 1 over that way.
 */

const U64_MAX = (1n << 64n) - 1n;
export const MAX_DIVISIBILITY = 38;

/** ord prints a spaced rune as letters A–Z with `•` between some of them. */
const SPACED_RUNE = new RegExp(`^[A-Z]+(?:${SPACER}[A-Z]+)*$`);

export function spacedRune(value: unknown, path: string): string {
  const name = text(value, path, {
    min: 1,
    max: MAX_RUNE_LETTERS * 2,
    pattern: SPACED_RUNE,
    describe: 'a rune name (A–Z with • spacers)',
  });
  if (name.replaceAll(SPACER, '').length > MAX_RUNE_LETTERS) {
    throw new ShapeError(path, `a rune name of at most ${MAX_RUNE_LETTERS} letters`);
  }
  return name;
}

/** A rune symbol is one Unicode scalar value (Rust `char`). */
function symbol(value: unknown, path: string): string {
  const s = text(value, path, { min: 1, max: 2, describe: 'one character' });
  if ([...s].length !== 1) throw new ShapeError(path, 'one character');
  return s;
}

function divisibility(value: unknown, path: string): number {
  return integer(value, path, { min: 0, max: MAX_DIVISIBILITY });
}

/** ord's `Decimal` display: digits, optionally a point and more digits. */
function decimalText(value: unknown, path: string): string {
  return text(value, path, { min: 1, max: 80, pattern: /^\d+(?:\.\d+)?$/, describe: 'a decimal amount' });
}

const address = (value: unknown, path: string) =>
  text(value, path, { min: 1, max: 100, pattern: /^[A-Za-z0-9]+$/, describe: 'an address' });

function runeBalance(value: unknown, path: string): AddressRuneBalance {
  const tuple = list(value, path, (v) => v, 3);
  if (tuple.length !== 3) throw new ShapeError(path, '[rune, amount, symbol]');
  return {
    spacedName: spacedRune(tuple[0], at(path, 0)),
    decimal: decimalText(tuple[1], at(path, 1)),
    symbol: optional(tuple[2], at(path, 2), symbol),
  };
}

export function readAddressAssets(value: unknown): AddressAssets {
  const v = record(value, '');
  return {
    outputs: list(v.outputs, 'outputs', outpoint),
    inscriptions: optional(v.inscriptions, 'inscriptions', (i, p) => list(i, p, inscriptionId)),
    satBalance: sats(v.sat_balance, 'sat_balance'),
    runeBalances: optional(v.runes_balances, 'runes_balances', (r, p) => list(r, p, runeBalance)),
  };
}

function pile(name: string, value: unknown, path: string): RunePile {
  const v = record(value, path);
  return {
    spacedName: name,
    amount: bigUint(v.amount, at(path, 'amount'), U128_MAX),
    divisibility: divisibility(v.divisibility, at(path, 'divisibility')),
    symbol: optional(v.symbol, at(path, 'symbol'), symbol),
  };
}

/**
 * ord writes an output's runes as an object keyed by spaced name (`BTreeMap<SpacedRune, Pile>`);
 * releases before 0.18.4 wrote a list of `[name, pile]` pairs (ord PR #3484). Both are read.
 */
function runePiles(value: unknown, path: string): RunePile[] {
  if (Array.isArray(value)) {
    return list(value, path, (pair, p) => {
      const tuple = list(pair, p, (x) => x, 2);
      if (tuple.length !== 2) throw new ShapeError(p, '[rune, pile]');
      return pile(spacedRune(tuple[0], at(p, 0)), tuple[1], at(p, 1));
    });
  }
  const v = record(value, path);
  return Object.entries(v).map(([name, item]) =>
    pile(spacedRune(name, at(path, name)), item, at(path, name)),
  );
}

export function readOutput(value: unknown, path = ''): IndexedOutput {
  const v = record(value, path);
  return {
    outpoint: outpoint(v.outpoint, at(path, 'outpoint')),
    address: optional(v.address, at(path, 'address'), address),
    value: sats(v.value, at(path, 'value')),
    indexed: bool(v.indexed, at(path, 'indexed')),
    spent: bool(v.spent, at(path, 'spent')),
    confirmations: optional(v.confirmations, at(path, 'confirmations'), integer),
    inscriptions: optional(v.inscriptions, at(path, 'inscriptions'), (i, p) => list(i, p, inscriptionId)),
    runes: optional(v.runes, at(path, 'runes'), runePiles),
  };
}

export function readOutputs(value: unknown): IndexedOutput[] {
  return list(value, '', readOutput);
}

const SATPOINT = /^([0-9a-f]{64}):(\d{1,10}):(\d{1,20})$/i;

export function readInscription(value: unknown): InscriptionInfo {
  const v = record(value, '');
  const satpoint = text(v.satpoint, 'satpoint', {
    pattern: SATPOINT,
    describe: 'a satpoint (txid:vout:offset)',
  });
  const [, id = '', vout = '', offset = ''] = SATPOINT.exec(satpoint) ?? [];
  const output = outpoint(`${id}:${vout}`, 'satpoint');
  const ids = (key: string) => optional(v[key], key, (x, p) => list(x, p, inscriptionId)) ?? [];
  return {
    id: inscriptionId(v.id, 'id').toLowerCase(),
    number: integer(v.number, 'number', { min: -(2 ** 31), max: 2 ** 31 - 1 }),
    address: optional(v.address, 'address', address),
    contentType: optional(v.content_type, 'content_type', (x, p) => text(x, p, { max: 255 })),
    effectiveContentType: optional(v.effective_content_type, 'effective_content_type', (x, p) =>
      text(x, p, { max: 255 }),
    ),
    contentLength: optional(v.content_length, 'content_length', integer),
    satpoint: `${output}:${BigInt(offset)}`,
    outpoint: output,
    offset: bigUint(offset, 'satpoint', U64_MAX),
    value: optional(v.value, 'value', sats),
    sat: optional(v.sat, 'sat', (x, p) => bigUint(x, p, U64_MAX)),
    height: integer(v.height, 'height'),
    timestamp: integer(v.timestamp, 'timestamp', { min: -(2 ** 53 - 1) }),
    fee: sats(v.fee, 'fee'),
    charms: optional(v.charms, 'charms', (x, p) => list(x, p, (c, q) => text(c, q, { max: 40 }))) ?? [],
    parents: ids('parents'),
    children: ids('children'),
    rune: optional(v.rune, 'rune', spacedRune),
  };
}

/** `[start, end]`, each u64 or null (ord's `(Option<u64>, Option<u64>)`). */
function range(value: unknown, path: string): [bigint | undefined, bigint | undefined] {
  if (value === undefined || value === null) return [undefined, undefined];
  const pair = list(value, path, (x, p) => optional(x, p, (y, q) => bigUint(y, q, U64_MAX)), 2);
  if (pair.length !== 2) throw new ShapeError(path, '[start, end]');
  return [pair[0], pair[1]];
}

function terms(value: unknown, path: string): RuneTerms {
  const v = record(value, path);
  const [heightStart, heightEnd] = range(v.height, at(path, 'height'));
  const [offsetStart, offsetEnd] = range(v.offset, at(path, 'offset'));
  return {
    amount: optional(v.amount, at(path, 'amount'), (x, p) => bigUint(x, p, U128_MAX)),
    cap: optional(v.cap, at(path, 'cap'), (x, p) => bigUint(x, p, U128_MAX)),
    heightStart,
    heightEnd,
    offsetStart,
    offsetEnd,
  };
}

const RUNE_ID = /^\d{1,20}:\d{1,10}$/;

export function readRune(value: unknown): RuneInfo {
  const v = record(value, '');
  const entry = record(v.entry, 'entry');
  const u128 = (key: string) => bigUint(entry[key], at('entry', key), U128_MAX);
  const u64 = (key: string) => bigUint(entry[key], at('entry', key), U64_MAX);
  return {
    id: text(v.id, 'id', { pattern: RUNE_ID, describe: 'a rune id (block:tx)' }),
    spacedName: spacedRune(entry.spaced_rune, 'entry.spaced_rune'),
    number: u64('number'),
    divisibility: divisibility(entry.divisibility, 'entry.divisibility'),
    symbol: optional(entry.symbol, 'entry.symbol', symbol),
    premine: u128('premine'),
    burned: u128('burned'),
    mints: u128('mints'),
    block: u64('block'),
    etching: txid(entry.etching, 'entry.etching'),
    timestamp: integer(entry.timestamp, 'entry.timestamp'),
    turbo: bool(entry.turbo, 'entry.turbo'),
    terms: optional(entry.terms, 'entry.terms', terms),
    mintable: bool(v.mintable, 'mintable'),
    parent: optional(v.parent, 'parent', inscriptionId),
  };
}
