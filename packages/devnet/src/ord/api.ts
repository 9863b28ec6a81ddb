import type { NetworkParams } from '@satchel/core/networks';
import { hex } from '@scure/base';
import type { Chain } from '../chain/chain';
import { fromDisplayHex } from '../tx/bytes';
import { scriptToAddress } from '../tx/script';
import type { TxOutput } from '../tx/transaction';
import type { OrdIndex } from './indexer';
import { spacedName } from './rune';
import { mintable } from './runes';
import {
  Charm,
  charmNames,
  type InscriptionEntry,
  NULL_OUTPOINT,
  type RuneEntry,
  UNBOUND_OUTPOINT,
} from './state';

/**
 * The objects of ord's JSON API (ord's `src/api.rs`; docs.ordinals.com, guides → "JSON API"),
 * field for field and in ord's field order, for an index without sat numbers (`sat` and
 * `sat_ranges` are null, as on an ord server started without `--index-sats`).
 */

export const OUTPOINT_RE = /^([0-9a-f]{64}):(\d{1,10})$/;
const TEXT = new TextDecoder('utf-8', { fatal: true });

function utf8(bytes: Uint8Array | undefined): string | null {
  if (!bytes) return null;
  try {
    return TEXT.decode(bytes);
  } catch {
    return null;
  }
}

/** ord's `Decimal` Display: the amount scaled by the divisibility, trailing zeros cut. */
export function decimal(amount: bigint, divisibility: number): string {
  const magnitude = 10n ** BigInt(divisibility);
  const whole = amount / magnitude;
  let fraction = amount % magnitude;
  if (fraction === 0n) return whole.toString();
  let width = divisibility;
  while (fraction % 10n === 0n) {
    fraction /= 10n;
    width--;
  }
  return `${whole}.${fraction.toString().padStart(width, '0')}`;
}

/** Where an output comes from: a confirmed or mempool transaction, and whether it is spent. */
function findOutput(chain: Chain, txid: string, vout: number) {
  const confirmed = chain.txs.get(txid);
  const pending = confirmed ? undefined : chain.mempool.get(txid);
  const out: TxOutput | undefined = (confirmed?.tx ?? pending?.tx)?.outputs[vout];
  if (!out) return undefined;
  const key = `${txid}:${vout}`;
  // gettxout with the mempool: an output a mempool transaction spends counts as spent.
  const unspent = (confirmed ? chain.utxos.has(key) : true) && !chain.mempoolSpends.has(key);
  const confirmations = confirmed ? chain.height - confirmed.height + 1 : 0;
  return { out, unspent, confirmations, confirmedUnspent: confirmed !== undefined && chain.utxos.has(key) };
}

/** OutPoint order as ord sorts it: txid bytes in internal (little-endian) order, then vout. */
function compareOutpoints(a: string, b: string): number {
  const [ta = '', va = '0'] = a.split(':');
  const [tb = '', vb = '0'] = b.split(':');
  if (ta !== tb) {
    const x = fromDisplayHex(ta);
    const y = fromDisplayHex(tb);
    for (let i = 0; i < 32; i++) if (x[i] !== y[i]) return (x[i] as number) - (y[i] as number);
  }
  return Number(va) - Number(vb);
}

export class OrdApi {
  constructor(
    readonly index: OrdIndex,
    readonly net: NetworkParams,
  ) {}

  private get state() {
    return this.index.state;
  }

  private get chain() {
    return this.index.chain;
  }

  inscriptionsOn(outpoint: string): string[] {
    const located = this.state.outputInscriptions.get(outpoint);
    if (!located) return [];
    return [...located]
      .sort((a, b) => a.sequence - b.sequence)
      .map((l) => (this.state.inscriptions[l.sequence] as InscriptionEntry).id);
  }

  /** Rune balances of an output, by rune number order (ord's `BTreeMap<SpacedRune, Pile>`). */
  private runeBalances(outpoint: string): [RuneEntry, bigint][] {
    const balances = this.state.outputRunes.get(outpoint);
    if (!balances) return [];
    const out: [RuneEntry, bigint][] = [];
    for (const [id, amount] of balances) {
      const entry = this.state.runes.get(id);
      if (entry) out.push([entry, amount]);
    }
    return out.sort(([a], [b]) => (a.rune < b.rune ? -1 : a.rune > b.rune ? 1 : a.spacers - b.spacers));
  }

  /** `GET /output/<outpoint>` (`api::Output`), or undefined when the output does not exist. */
  output(outpoint: string): Record<string, unknown> | undefined {
    const m = OUTPOINT_RE.exec(outpoint);
    if (!m) return undefined;
    const [, txid = '', voutText = ''] = m;
    const found = findOutput(this.chain, txid, Number(voutText));
    if (!found) return undefined;
    const runes: Record<string, unknown> = {};
    for (const [entry, amount] of this.runeBalances(outpoint)) {
      runes[spacedName(entry.rune, entry.spacers)] = {
        amount,
        divisibility: entry.divisibility,
        symbol: entry.symbol ?? null,
      };
    }
    const indexedHeight = this.chain.txs.get(txid)?.height;
    return {
      address: scriptToAddress(found.out.script, this.net) ?? null,
      confirmations: found.confirmations,
      indexed: found.confirmedUnspent && indexedHeight !== undefined && indexedHeight <= this.index.height,
      inscriptions: this.inscriptionsOn(outpoint),
      outpoint,
      runes,
      sat_ranges: null,
      script_pubkey: hex.encode(found.out.script),
      spent: !found.unspent,
      transaction: txid,
      value: Number(found.out.value),
    };
  }

  /** Confirmed unspent outputs paying a script, in ord's OutPoint order. */
  outputsOf(script: Uint8Array): string[] {
    const entry = this.chain.index.get(hex.encode(script));
    if (!entry) return [];
    const outs: string[] = [];
    for (const key of entry.utxos) {
      const coin = this.chain.utxos.get(key);
      if (coin?.height !== undefined && coin.height <= this.index.height) outs.push(key);
    }
    return outs.sort(compareOutpoints);
  }

  /** `GET /address/<address>` (`api::AddressInfo`). */
  address(script: Uint8Array): Record<string, unknown> {
    const outputs = this.outputsOf(script);
    let satBalance = 0;
    const inscriptions: string[] = [];
    const totals = new Map<string, { entry: RuneEntry; amount: bigint }>();
    for (const key of outputs) {
      satBalance += Number(this.chain.utxos.get(key)?.value ?? 0n);
      inscriptions.push(...this.inscriptionsOn(key));
      for (const [entry, amount] of this.runeBalances(key)) {
        const t = totals.get(entry.id);
        if (t) t.amount += amount;
        else totals.set(entry.id, { entry, amount });
      }
    }
    const runes = [...totals.values()].sort((a, b) => (a.entry.rune < b.entry.rune ? -1 : 1));
    return {
      outputs,
      inscriptions,
      sat_balance: satBalance,
      runes_balances: runes.map(({ entry, amount }) => [
        spacedName(entry.rune, entry.spacers),
        decimal(amount, entry.divisibility),
        entry.symbol ?? null,
      ]),
    };
  }

  findInscription(query: string): InscriptionEntry | undefined {
    if (/^-?\d+$/.test(query)) {
      const n = Number(query);
      return this.state.inscriptions.find((e) => e.number === n);
    }
    const seq = this.state.inscriptionById.get(query);
    return seq === undefined ? undefined : this.state.inscriptions[seq];
  }

  /** `GET /inscription/<id>` (`api::Inscription`). */
  inscription(entry: InscriptionEntry): Record<string, unknown> {
    const { satpoint, envelope } = entry;
    const special = satpoint.outpoint === NULL_OUTPOINT || satpoint.outpoint === UNBOUND_OUTPOINT;
    const [txid = '', vout = '0'] = satpoint.outpoint.split(':');
    const out = special ? undefined : this.chain.txs.get(txid)?.tx.outputs[Number(vout)];
    const charms = entry.charms | (satpoint.outpoint === NULL_OUTPOINT ? Charm.Lost : 0);
    const idOf = (seq: number | undefined) =>
      seq === undefined ? null : (this.state.inscriptions[seq]?.id ?? null);
    const runeId = this.state.inscriptionRune.get(entry.sequence);
    const rune = runeId === undefined ? undefined : this.state.runes.get(runeId);
    const delegate = this.delegateOf(entry);
    const contentType = utf8(envelope.contentType);
    return {
      address: out ? (scriptToAddress(out.script, this.net) ?? null) : null,
      charms: charmNames(charms),
      child_count: entry.children.length,
      children: entry.children.slice(0, 4).map((c) => idOf(c)),
      content_length: envelope.body ? envelope.body.length : null,
      content_type: contentType,
      effective_content_type: delegate ? utf8(delegate.envelope.contentType) : contentType,
      fee: entry.fee,
      height: entry.height,
      id: entry.id,
      metaprotocol: utf8(envelope.metaprotocol),
      next: idOf(entry.sequence + 1 < this.state.inscriptions.length ? entry.sequence + 1 : undefined),
      number: entry.number,
      parents: entry.parents.slice(0, 4).map((p) => idOf(p)),
      previous: idOf(entry.sequence > 0 ? entry.sequence - 1 : undefined),
      properties: { gallery: [], attributes: { title: null, traits: {} } },
      rune: rune ? spacedName(rune.rune, rune.spacers) : null,
      sat: null,
      satpoint: `${satpoint.outpoint}:${satpoint.offset}`,
      timestamp: entry.timestamp,
      value: out ? Number(out.value) : null,
    };
  }

  /** The inscription whose content a delegating inscription serves (ord's `delegate` field). */
  delegateOf(entry: InscriptionEntry): InscriptionEntry | undefined {
    const raw = entry.envelope.delegate;
    if (!raw || raw.length < 32) return undefined;
    const tail = raw.subarray(32);
    let index = 0;
    for (let i = tail.length - 1; i >= 0; i--) index = index * 256 + (tail[i] as number);
    const id = `${hex.encode(Uint8Array.from(raw.subarray(0, 32)).reverse())}i${index}`;
    return this.findInscription(id);
  }

  findRune(query: string): RuneEntry | undefined {
    const state = this.state;
    if (/^\d+:\d+$/.test(query)) return state.runes.get(query);
    if (/^\d+$/.test(query)) {
      const id = state.runeOrder[Number(query)];
      return id === undefined ? undefined : state.runes.get(id);
    }
    return undefined;
  }

  /** `RuneEntry` as ord serializes it. */
  runeEntry(entry: RuneEntry): Record<string, unknown> {
    const t = entry.terms;
    return {
      block: entry.block,
      burned: entry.burned,
      divisibility: entry.divisibility,
      etching: entry.etching,
      mints: entry.mints,
      number: entry.number,
      premine: entry.premine,
      spaced_rune: spacedName(entry.rune, entry.spacers),
      symbol: entry.symbol ?? null,
      terms: t
        ? {
            amount: t.amount ?? null,
            cap: t.cap ?? null,
            height: [t.height[0] ?? null, t.height[1] ?? null],
            offset: [t.offset[0] ?? null, t.offset[1] ?? null],
          }
        : null,
      timestamp: entry.timestamp,
      turbo: entry.turbo,
    };
  }

  /** `GET /rune/<rune>` (`api::Rune`). */
  rune(entry: RuneEntry): Record<string, unknown> {
    const parent = `${entry.etching}i0`;
    return {
      entry: this.runeEntry(entry),
      id: entry.id,
      mintable: mintable(entry, this.index.height + 1) !== undefined,
      parent: this.state.inscriptionById.has(parent) ? parent : null,
    };
  }

  /** `GET /runes/<page>`: newest first, 50 a page, as ord's `runes_paginated`. */
  runes(page: number): Record<string, unknown> {
    const PAGE = 50;
    const ids = [...this.state.runeOrder].reverse();
    const slice = ids.slice(page * PAGE, page * PAGE + PAGE);
    const more = ids.length > (page + 1) * PAGE;
    return {
      entries: slice.map((id) => [id, this.runeEntry(this.state.runes.get(id) as RuneEntry)]),
      more,
      prev: page > 0 ? page - 1 : null,
      next: more ? page + 1 : null,
    };
  }
}
