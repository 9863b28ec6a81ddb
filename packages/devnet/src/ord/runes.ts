import { equalBytes } from '@noble/curves/utils.js';
import { classifyScript, decodeScriptPrefix } from '../tx/script';
import { tapscriptOf } from './envelope';
import type { BlockTx } from './inscriptions';
import { isReserved, minimumAtHeight, reservedRune, runeCommitment } from './rune';
import { type Artifact, decipher, type RuneId, runeIdKey } from './runestone';
import type { OrdState, RuneEntry } from './state';

/**
 * Rune balances as ord's `RuneUpdater` keeps them (ord's runes specification, "Transferring",
 * "Etching", "Minting", "Burning"): inputs' runes become unallocated, a mint adds its amount,
 * an etching its premine, edicts allocate, the rest goes to the pointer or the first
 * non-OP_RETURN output, and a cenotaph burns everything.
 */

/** An etching's commitment must have been confirmed this many blocks (`COMMIT_CONFIRMATIONS`). */
export const COMMIT_CONFIRMATIONS = 6;

function add(map: Map<string, bigint>, id: string, amount: bigint): void {
  map.set(id, (map.get(id) ?? 0n) + amount);
}

/** `RuneEntry::start`/`end`: the later start and earlier end of the absolute and relative terms. */
export function mintWindow(entry: RuneEntry): { start?: bigint; end?: bigint } {
  const terms = entry.terms;
  if (!terms) return {};
  const block = BigInt(entry.block);
  const relStart = terms.offset[0] === undefined ? undefined : block + terms.offset[0];
  const relEnd = terms.offset[1] === undefined ? undefined : block + terms.offset[1];
  const [absStart, absEnd] = terms.height;
  const pick = (a: bigint | undefined, b: bigint | undefined, f: (x: bigint, y: bigint) => bigint) =>
    a !== undefined && b !== undefined ? f(a, b) : (a ?? b);
  const start = pick(relStart, absStart, (x, y) => (x > y ? x : y));
  const end = pick(relEnd, absEnd, (x, y) => (x < y ? x : y));
  return { ...(start !== undefined ? { start } : {}), ...(end !== undefined ? { end } : {}) };
}

/** `RuneEntry::mintable`: the amount a mint at `height` gets, or undefined if it cannot mint. */
export function mintable(entry: RuneEntry, height: number): bigint | undefined {
  if (!entry.terms) return undefined;
  const { start, end } = mintWindow(entry);
  const h = BigInt(height);
  if (start !== undefined && h < start) return undefined;
  if (end !== undefined && h >= end) return undefined;
  if (entry.mints >= (entry.terms.cap ?? 0n)) return undefined;
  return entry.terms.amount ?? 0n;
}

interface BlockInfo {
  height: number;
  timestamp: number;
}

/** `tx_commits_to_rune`: a taproot script-path input whose tapscript pushes the commitment,
 * spending an output confirmed at least six blocks deep (counting the etching block). */
function commitsToRune({ tx, prevouts }: BlockTx, rune: bigint, height: number): boolean {
  const commitment = runeCommitment(rune);
  return tx.inputs.some((input, vin) => {
    const script = tapscriptOf(input.witness);
    if (!script) return false;
    // A script that stops parsing is read up to the failure, as ord reads instructions.
    const { ops } = decodeScriptPrefix(script);
    if (!ops.some((op) => op.data !== undefined && equalBytes(op.data, commitment))) return false;
    const prev = prevouts[vin];
    if (!prev || classifyScript(prev.script) !== 'v1_p2tr' || prev.height === undefined) return false;
    return height - prev.height + 1 >= COMMIT_CONFIRMATIONS;
  });
}

function etched(
  state: OrdState,
  block: BlockInfo,
  txIndex: number,
  btx: BlockTx,
  artifact: Artifact,
): { id: string; rune: bigint } | undefined {
  let rune: bigint | undefined;
  if (artifact.kind === 'runestone') {
    if (!artifact.etching) return undefined;
    rune = artifact.etching.rune;
  } else {
    if (artifact.etching === undefined) return undefined;
    rune = artifact.etching;
  }
  if (rune !== undefined) {
    if (
      rune < minimumAtHeight(block.height) ||
      isReserved(rune) ||
      state.runeByValue.has(rune) ||
      !commitsToRune(btx, rune, block.height)
    ) {
      return undefined;
    }
  } else {
    rune = reservedRune(block.height, txIndex);
  }
  return { id: `${block.height}:${txIndex}`, rune };
}

function createEntry(
  state: OrdState,
  block: BlockInfo,
  txid: string,
  artifact: Artifact,
  id: string,
  rune: bigint,
): void {
  const base = {
    id,
    block: block.height,
    burned: 0n,
    etching: txid,
    mints: 0n,
    number: state.runeOrder.length,
    rune,
    timestamp: block.timestamp,
  };
  const etching = artifact.kind === 'runestone' ? artifact.etching : undefined;
  const entry: RuneEntry = etching
    ? {
        ...base,
        divisibility: etching.divisibility ?? 0,
        premine: etching.premine ?? 0n,
        spacers: etching.spacers ?? 0,
        ...(etching.symbol !== undefined ? { symbol: etching.symbol } : {}),
        ...(etching.terms ? { terms: etching.terms } : {}),
        turbo: etching.turbo,
      }
    : { ...base, divisibility: 0, premine: 0n, spacers: 0, turbo: false };
  state.runes.set(id, entry);
  state.runeByValue.set(rune, id);
  state.runeOrder.push(id);
  const parent = state.inscriptionById.get(`${txid}i0`);
  if (parent !== undefined) state.inscriptionRune.set(parent, id);
}

function indexTx(state: OrdState, block: BlockInfo, txIndex: number, btx: BlockTx): void {
  const { tx } = btx;
  const artifact = decipher(tx.outputs);
  const unallocated = new Map<string, bigint>();
  for (const input of tx.inputs) {
    const key = `${input.txid}:${input.vout}`;
    const balances = state.outputRunes.get(key);
    if (!balances) continue;
    state.outputRunes.delete(key);
    for (const [id, amount] of balances) add(unallocated, id, amount);
  }
  const allocated = tx.outputs.map(() => new Map<string, bigint>());
  const isOpReturn = (vout: number) => (tx.outputs[vout] as { script: Uint8Array }).script[0] === 0x6a;

  if (artifact) {
    if (artifact.mint) {
      const entry = state.runes.get(runeIdKey(artifact.mint));
      const amount = entry ? mintable(entry, block.height) : undefined;
      if (entry && amount !== undefined) {
        entry.mints += 1n;
        add(unallocated, entry.id, amount);
      }
    }
    const etch = etched(state, block, txIndex, btx, artifact);
    if (artifact.kind === 'runestone') {
      if (etch) add(unallocated, etch.id, artifact.etching?.premine ?? 0n);
      for (const edict of artifact.edicts) {
        const zero = edict.id.block === 0n && edict.id.tx === 0;
        const id = zero ? etch?.id : runeIdKey(edict.id as RuneId);
        if (id === undefined) continue;
        const balance = unallocated.get(id);
        if (balance === undefined) continue;
        let left = balance;
        const allocate = (amount: bigint, vout: number) => {
          if (amount > 0n) {
            left -= amount;
            add(allocated[vout] as Map<string, bigint>, id, amount);
          }
        };
        if (edict.output === tx.outputs.length) {
          // Output == number of outputs: spread over every non-OP_RETURN output.
          const targets = tx.outputs.map((_, v) => v).filter((v) => !isOpReturn(v));
          if (targets.length > 0) {
            if (edict.amount === 0n) {
              const n = BigInt(targets.length);
              const share = left / n;
              const remainder = Number(left % n);
              targets.forEach((v, k) => {
                allocate(k < remainder ? share + 1n : share, v);
              });
            } else {
              for (const v of targets) allocate(edict.amount < left ? edict.amount : left, v);
            }
          }
        } else {
          allocate(edict.amount === 0n || edict.amount > left ? left : edict.amount, edict.output);
        }
        unallocated.set(id, left);
      }
    }
    if (etch) createEntry(state, block, tx.txid, artifact, etch.id, etch.rune);
  }

  const burned = new Map<string, bigint>();
  if (artifact?.kind === 'cenotaph') {
    for (const [id, amount] of unallocated) add(burned, id, amount);
  } else {
    const pointer = artifact?.kind === 'runestone' ? artifact.pointer : undefined;
    const firstSpendable = tx.outputs.findIndex((_, v) => !isOpReturn(v));
    const vout = pointer ?? (firstSpendable === -1 ? undefined : firstSpendable);
    for (const [id, amount] of unallocated) {
      if (amount <= 0n) continue;
      if (vout === undefined) add(burned, id, amount);
      else add(allocated[vout] as Map<string, bigint>, id, amount);
    }
  }

  allocated.forEach((balances, vout) => {
    if (balances.size === 0) return;
    if (isOpReturn(vout)) {
      for (const [id, amount] of balances) add(burned, id, amount);
      return;
    }
    state.outputRunes.set(`${tx.txid}:${vout}`, balances);
  });
  for (const [id, amount] of burned) {
    const entry = state.runes.get(id);
    if (entry) entry.burned += amount;
  }
}

/** Indexes one block's runes, every transaction in block order (the coinbase too). */
export function indexBlockRunes(state: OrdState, height: number, timestamp: number, txs: BlockTx[]): void {
  const block = { height, timestamp };
  txs.forEach((btx, i) => {
    indexTx(state, block, i, btx);
  });
}
