import type { Envelope } from './envelope';
import type { Terms } from './runestone';

/** ord's charm bits (ordinals crate `Charm`) for the charms an index without sat numbers sets. */
export const Charm = {
  Cursed: 1 << 1,
  Lost: 1 << 4,
  Reinscription: 1 << 7,
  Unbound: 1 << 8,
  Vindicated: 1 << 10,
  Burned: 1 << 12,
} as const;

/** `Charm::ALL` order, which is how ord lists them. */
const CHARM_ORDER: [string, number][] = [
  ['reinscription', Charm.Reinscription],
  ['cursed', Charm.Cursed],
  ['unbound', Charm.Unbound],
  ['lost', Charm.Lost],
  ['vindicated', Charm.Vindicated],
  ['burned', Charm.Burned],
];

export function charmNames(charms: number): string[] {
  return CHARM_ORDER.filter(([, bit]) => (charms & bit) !== 0).map(([name]) => name);
}

/** ord's null outpoint (lost sats) and unbound outpoint (inscriptions on no sat). */
export const NULL_OUTPOINT = `${'0'.repeat(64)}:4294967295`;
export const UNBOUND_OUTPOINT = `${'0'.repeat(64)}:0`;

interface SatPoint {
  outpoint: string;
  offset: number;
}

export interface InscriptionEntry {
  id: string;
  sequence: number;
  number: number;
  height: number;
  timestamp: number;
  fee: number;
  charms: number;
  /** Sequence numbers. */
  parents: number[];
  children: number[];
  envelope: Envelope;
  satpoint: SatPoint;
}

/** An inscription sitting in an output: its sequence number and offset within the output. */
export interface Located {
  sequence: number;
  offset: number;
}

export interface RuneEntry {
  /** `block:tx` */
  id: string;
  block: number;
  burned: bigint;
  divisibility: number;
  etching: string;
  mints: bigint;
  number: number;
  premine: bigint;
  rune: bigint;
  spacers: number;
  symbol?: string;
  terms?: Terms;
  timestamp: number;
  turbo: boolean;
}

/** Everything the index knows; rebuilt from the chain, never written to disk. */
export class OrdState {
  height = 0;
  readonly inscriptions: InscriptionEntry[] = [];
  readonly inscriptionById = new Map<string, number>();
  /** Inscriptions on unspent (and special) outputs, keyed `txid:vout`. */
  readonly outputInscriptions = new Map<string, Located[]>();
  blessed = 0;
  cursed = 0;
  unbound = 0;
  lostSats = 0;

  readonly runes = new Map<string, RuneEntry>();
  readonly runeByValue = new Map<bigint, string>();
  /** Rune ids in etching order (rune numbers). */
  readonly runeOrder: string[] = [];
  /** Rune balances of unspent outputs: rune id → amount. */
  readonly outputRunes = new Map<string, Map<string, bigint>>();
  /** Sequence number of an inscription → the rune etched in its reveal (`SEQUENCE_NUMBER_TO_RUNE_ID`). */
  readonly inscriptionRune = new Map<number, string>();

  clear(): void {
    this.height = 0;
    this.inscriptions.length = 0;
    this.inscriptionById.clear();
    this.outputInscriptions.clear();
    this.blessed = 0;
    this.cursed = 0;
    this.unbound = 0;
    this.lostSats = 0;
    this.runes.clear();
    this.runeByValue.clear();
    this.runeOrder.length = 0;
    this.outputRunes.clear();
    this.inscriptionRune.clear();
  }
}
