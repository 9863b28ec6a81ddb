import type { Coin } from '../chain/types';
import type { Tx } from '../tx/transaction';
import { type Envelope, envelopesOf, inscriptionIdValue, pointerValue } from './envelope';
import { Charm, type Located, NULL_OUTPOINT, type OrdState, UNBOUND_OUTPOINT } from './state';

/**
 * Inscription tracking as ord's `InscriptionUpdater` does it, without sat numbers: every
 * inscription sits at an offset inside an output, and a spend moves it to the output holding
 * the same position of the spending transaction's concatenated inputs (first in, first out).
 * Inscriptions paid as fee float to the coinbase, which the block processes last.
 */

/** ord's regtest jubilee height: from here on, would-be cursed inscriptions are vindicated. */
const JUBILEE_HEIGHT = 110;

export interface BlockTx {
  tx: Tx;
  /** Spent outputs in input order (empty for the coinbase). */
  prevouts: Coin[];
}

type Origin =
  | {
      kind: 'new';
      cursed: boolean;
      vindicated: boolean;
      reinscription: boolean;
      unbound: boolean;
      fee: number;
      parents: string[];
      envelope: Envelope;
    }
  | { kind: 'old'; sequence: number };

interface Flotsam {
  id: string;
  offset: number;
  origin: Origin;
}

interface BlockContext {
  height: number;
  timestamp: number;
  /** Subsidy plus fees collected so far: the coinbase's virtual input range. */
  reward: number;
  /** Inscriptions paid as fee, at offsets within that range. */
  flotsam: Flotsam[];
}

const outpoint = (txid: string, vout: number) => `${txid}:${vout}`;

function curseOf(
  state: OrdState,
  envelope: Envelope,
  previous: { id: string; count: number } | undefined,
): boolean {
  if (envelope.unrecognizedEvenField || envelope.duplicateField || envelope.incompleteField) return true;
  if (envelope.input !== 0 || envelope.offset !== 0) return true;
  if (envelope.pointer !== undefined || envelope.pushnum || envelope.stutter) return true;
  if (!previous) return false;
  if (previous.count > 1) return true;
  // A reinscription is blessed only on top of a cursed or vindicated first inscription.
  const first = state.inscriptionById.get(previous.id);
  const entry = first === undefined ? undefined : state.inscriptions[first];
  if (!entry) return true;
  return !(entry.number < 0 || (entry.charms & Charm.Vindicated) !== 0);
}

function indexTx(state: OrdState, block: BlockContext, { tx, prevouts }: BlockTx, coinbase: boolean): void {
  const floating: Flotsam[] = [];
  const inscribed = new Map<number, { id: string; count: number }>();
  const mark = (offset: number, id: string) => {
    const seen = inscribed.get(offset);
    if (seen) seen.count++;
    else inscribed.set(offset, { id, count: 1 });
  };
  const jubilant = block.height >= JUBILEE_HEIGHT;
  let totalIn = 0;
  const totalOut = tx.outputs.reduce((s, o) => s + Number(o.value), 0);
  const envelopes = coinbase ? [] : envelopesOf(tx.inputs);
  let next = 0;
  let idCounter = 0;

  tx.inputs.forEach((input, vin) => {
    // The coinbase input carries no inscriptions; its value range is the block reward.
    if (coinbase) return;
    const key = outpoint(input.txid, input.vout);
    const moving = state.outputInscriptions.get(key);
    if (moving) {
      state.outputInscriptions.delete(key);
      for (const { sequence, offset } of [...moving].sort((a, b) => a.sequence - b.sequence)) {
        const id = (state.inscriptions[sequence] as { id: string }).id;
        floating.push({ id, offset: totalIn + offset, origin: { kind: 'old', sequence } });
        mark(totalIn + offset, id);
      }
    }
    const start = totalIn;
    const inputValue = Number((prevouts[vin] as Coin).value);
    totalIn += inputValue;
    while (next < envelopes.length && (envelopes[next] as Envelope).input === vin) {
      const envelope = envelopes[next++] as Envelope;
      const id = `${tx.txid}i${idCounter++}`;
      const cursed = curseOf(state, envelope, inscribed.get(start));
      const pointer = envelope.pointer ? pointerValue(envelope.pointer) : undefined;
      const offset = pointer !== undefined && pointer < totalOut ? pointer : start;
      floating.push({
        id,
        offset,
        origin: {
          kind: 'new',
          cursed: cursed && !jubilant,
          vindicated: cursed && jubilant,
          reinscription: inscribed.has(offset),
          unbound: inputValue === 0 || envelope.unrecognizedEvenField,
          fee: 0,
          parents: envelope.parents.map(inscriptionIdValue).filter((p): p is string => p !== undefined),
          envelope,
        },
      });
      mark(offset, id);
    }
  });

  // Parents must be spent (or created) in this transaction, each named once.
  const present = new Set(floating.map((f) => f.id));
  for (const f of floating) {
    if (f.origin.kind !== 'new') continue;
    f.origin.parents = [...new Set(f.origin.parents)].filter((p) => present.has(p));
    f.origin.fee = idCounter > 0 ? Math.floor((totalIn - totalOut) / idCounter) : 0;
  }
  if (coinbase) floating.push(...block.flotsam);
  floating.sort((a, b) => a.offset - b.offset);

  let outputStart = 0;
  let i = 0;
  tx.outputs.forEach((out, vout) => {
    const end = outputStart + Number(out.value);
    const opReturn = out.script[0] === 0x6a;
    while (i < floating.length && (floating[i] as Flotsam).offset < end) {
      const f = floating[i++] as Flotsam;
      place(state, block, f, outpoint(tx.txid, vout), f.offset - outputStart, opReturn);
    }
    outputStart = end;
  });
  const rest = floating.slice(i);
  if (coinbase) {
    for (const f of rest)
      place(state, block, f, NULL_OUTPOINT, state.lostSats + f.offset - outputStart, false);
    state.lostSats += block.reward - outputStart;
    return;
  }
  for (const f of rest) block.flotsam.push({ ...f, offset: block.reward + f.offset - outputStart });
  block.reward += totalIn - outputStart;
}

function pushLocated(state: OrdState, key: string, located: Located): void {
  const list = state.outputInscriptions.get(key);
  if (list) list.push(located);
  else state.outputInscriptions.set(key, [located]);
}

/** `update_inscription_location`: numbers new inscriptions and records where each one now sits. */
function place(
  state: OrdState,
  block: BlockContext,
  f: Flotsam,
  key: string,
  offset: number,
  opReturn: boolean,
): void {
  if (f.origin.kind === 'old') {
    const entry = state.inscriptions[f.origin.sequence];
    if (!entry) return;
    if (opReturn) entry.charms |= Charm.Burned;
    entry.satpoint = { outpoint: key, offset };
    pushLocated(state, key, { sequence: entry.sequence, offset });
    return;
  }
  const o = f.origin;
  const number = o.cursed ? -++state.cursed : state.blessed++;
  const sequence = state.inscriptions.length;
  let charms = 0;
  if (o.cursed) charms |= Charm.Cursed;
  if (o.reinscription) charms |= Charm.Reinscription;
  if (opReturn) charms |= Charm.Burned;
  if (key === NULL_OUTPOINT) charms |= Charm.Lost;
  if (o.unbound) charms |= Charm.Unbound;
  if (o.vindicated) charms |= Charm.Vindicated;
  const parents: number[] = [];
  for (const parent of o.parents) {
    const p = state.inscriptionById.get(parent);
    if (p === undefined) continue;
    state.inscriptions[p]?.children.push(sequence);
    parents.push(p);
  }
  const satpoint = o.unbound
    ? { outpoint: UNBOUND_OUTPOINT, offset: state.unbound++ }
    : { outpoint: key, offset };
  state.inscriptions.push({
    id: f.id,
    sequence,
    number,
    height: block.height,
    timestamp: block.timestamp,
    fee: o.fee,
    charms,
    parents,
    children: [],
    envelope: o.envelope,
    satpoint,
  });
  state.inscriptionById.set(f.id, sequence);
  pushLocated(state, satpoint.outpoint, { sequence, offset: satpoint.offset });
}

/** Indexes one block: every non-coinbase transaction in order, then the coinbase. */
export function indexBlockInscriptions(
  state: OrdState,
  height: number,
  timestamp: number,
  subsidy: number,
  txs: BlockTx[],
): void {
  const block: BlockContext = { height, timestamp, reward: subsidy, flotsam: [] };
  for (let k = 1; k < txs.length; k++) indexTx(state, block, txs[k] as BlockTx, false);
  const coinbase = txs[0];
  if (coinbase) indexTx(state, block, coinbase, true);
}
