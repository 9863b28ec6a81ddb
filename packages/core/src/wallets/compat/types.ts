import type { BitcoinNetwork } from '../../primitives/network-names';
import { FAMILY_IDS, type FamilyId } from '../table';

/**
 * The wallets whose PSBT signing rules are known: the families Satchel connects, in the family
 * table's order (`wallets/table.ts`, `FAMILY_IDS`), then the Satchel Dev Wallet under its own name
 * and a wallet reached only through the Bitcoin Wallet Standard. The Dev Wallet impersonates each
 * of them (`@satchel/devwallet`, `FAMILIES`).
 */
export type CompatWalletId = FamilyId | 'devwallet' | 'standard';
export const COMPAT_WALLETS: readonly CompatWalletId[] = [...FAMILY_IDS, 'devwallet', 'standard'];

/**
 * How sure a rule is: read in the wallet's own `source`, in its `docs`, in an `issue` the
 * maintainers answered, or `inferred` from a wallet it says it follows (Bitget: "follows the
 * UniSat protocol").
 */
export type Certainty = 'source' | 'docs' | 'issue' | 'inferred';

/** What a wallet says when it refuses, with where that text comes from. */
export interface Refusal {
  /**
   * The wallet's words. `{index}`, `{sighash}` (decimal) and `{sighashName}` (bitcoinjs-lib's
   * `SIGHASH_ANYONECANPAY | SIGHASH_SINGLE` form) are filled in for the input concerned.
   */
  words: string;
  /** `true`: the wallet's literal text; `false`: what it does, described (it prints no text). */
  quoted: boolean;
  /** URL of the source, documentation or issue the text comes from. */
  source: string;
}

/** Every rule says where it comes from. */
export interface Sourced {
  certainty: Certainty;
  /** URLs: the wallet's source at a commit, its documentation, or an issue. */
  sources: readonly string[];
  /** The rule in plain words, for people: "signs a non-default sighash only when …". */
  plain: string;
}

export type PsbtEncoding = 'hex' | 'base64' | 'bytes';

export interface FormatRule extends Sourced {
  /** The PSBT as the wallet takes it and as it answers. */
  input: PsbtEncoding;
  output: PsbtEncoding;
  /** The whole PSBT back, or only the signatures. */
  returns: 'psbt' | 'signatures';
}

export interface FinalizeRule extends Sourced {
  /** What comes back when the request does not broadcast: the signed inputs finalized, or none. */
  byDefault: 'signed-inputs' | 'none';
}

/**
 * Which sighash a wallet signs an input with:
 * - `psbt-field`: whatever the input's PSBT_IN_SIGHASH_TYPE says (else the default), any standard type;
 * - `allow-list`: only a sighash in the request's list (`param`), or in `defaults` when the
 *   request names none; anything else is refused with `refusal`;
 * - `unknown`: not documented.
 */
export type SighashRule = Sourced & {
  /** The request field that names a sighash, and how Satchel's connector fills it. */
  param?: { name: string; satchel: 'each-input' | 'one-allowed' | 'allowed-list' | 'never' };
} & (
    | { policy: 'psbt-field' }
    | {
        policy: 'allow-list';
        defaults: { taproot: readonly number[]; other: readonly number[] };
        refusal: Refusal;
      }
    | { policy: 'unknown' }
  );

/**
 * Taproot script-path inputs (BIP-341 leaves):
 * - `key-in-leaf`: signs a leaf whose script pushes its x-only key (@scure/btc-signer `signIdx`);
 *   `onFailure`: the whole request is refused, or the input is left unsigned without a word;
 * - `any-leaf`: signs every leaf, whatever its script holds (bitcoinjs-lib patched so that
 *   `pubkeyInScript` no longer filters the leaves);
 * - `never`: signs only its own key-path outputs;
 * - `unknown`: not documented.
 */
export type ScriptPathRule = Sourced &
  (
    | { policy: 'key-in-leaf'; onFailure: 'refuses' | 'skips'; refusal: Refusal }
    | { policy: 'any-leaf' }
    | { policy: 'never'; refusal: Refusal }
    | { policy: 'unknown' }
  );

/** Inputs of several addresses in one request: `several`, or `one` (the wallet's one active address). */
export type AddressRule = Sourced &
  ({ policy: 'several' } | { policy: 'one'; refusal: Refusal } | { policy: 'unknown' });

/** How Satchel gets a batch signed: one wallet prompt, or one per PSBT. */
export interface BatchRule extends Sourced {
  prompts: 'one' | 'per-psbt';
  /** The wallet's batch method, when it has one. */
  method?: string;
}

export interface NetworkRule extends Sourced {
  networks: readonly BitcoinNetwork[];
  refusal: Refusal;
  /** Known trouble on one network for one input type (OKX signet taproot). */
  caution?: { network: BitcoinNetwork; taproot: boolean; text: string; source: string };
}

/** The wallet does not sign the PSBT it is given but one it rebuilds (MetaMask's `fill`). */
export interface RebuildRule extends Sourced {
  refusal: Refusal;
}

export interface WalletRules {
  name: string;
  format: FormatRule;
  finalize: FinalizeRule;
  sighash: SighashRule;
  scriptPath: ScriptPathRule;
  addresses: AddressRule;
  batch: BatchRule;
  networks: NetworkRule;
  rebuilds?: RebuildRule;
  /** The wallet withdrew Bitcoin from web apps; only older versions still answer. */
  withdrawn?: { text: string; source: string };
  /** The wallet versions these rules hold for; absent: every version the sources describe. */
  versions?: VersionRange;
  /** Earlier versions, with the rules in which they differ (the others are these). */
  earlier?: EarlierRules;
}

/** A range of wallet versions, as people name it, with the change that bounds it. */
export interface VersionRange {
  /** "6.74 and later", "up to 6.73.x". */
  range: string;
  /** The change that drew the line and when it shipped: "leather-io/mono#2667, 2026-08-24". */
  since?: string;
  source?: string;
}

/** An earlier range of versions: its name and only the rules that differ from the later ones. */
export type EarlierRules = { versions: VersionRange } & Partial<
  Omit<WalletRules, 'name' | 'versions' | 'earlier'>
>;

/** One input of a signing request. */
export interface CompatRequestInput {
  index: number;
  /** The address the request names for it (sats-connect `signInputs`, Unisat `toSignInputs`). */
  address: string;
  /** A sighash the request names for it (Unisat `sighashTypes`, Magic Eden `sigHash`, …). */
  sighash?: number;
  /**
   * The address is the signer's own single-key address (BIP-84, BIP-86): it signs by key path,
   * whatever leaf scripts the input carries.
   */
  keyPath?: boolean;
}

/** One signing request, as an app would send it to every wallet. */
export interface CompatRequest {
  psbtBase64: string;
  inputs: readonly CompatRequestInput[];
  /** The chain, when it matters (a command-line check); a connected wallet is on it already. */
  network?: BitcoinNetwork;
  /** How many PSBTs go to the wallet together (1 when absent). */
  batch?: number;
}

/** What the leaves of a script-path input push, best first for the signer. */
export type LeafKeys = 'x-only-key' | 'key-hash' | 'none';

/** What a PSBT input asks of a signer, read once for every wallet. */
export interface CompatInputFacts {
  index: number;
  address: string;
  exists: boolean;
  finalized: boolean;
  taproot: boolean;
  /** PSBT_IN_SIGHASH_TYPE, when the PSBT carries one. */
  psbtSighash?: number;
  /** The sighash the request names. */
  namedSighash?: number;
  /** The PSBT's sighash for it: its field, else the default (DEFAULT for taproot, else ALL). */
  sighash: number;
  /** Present for a taproot input carrying leaf scripts (PSBT_IN_TAP_LEAF_SCRIPT). */
  scriptPath?: { leaves: number; keys: LeafKeys };
  /** The transaction has an output at this input's index (what SIGHASH_SINGLE signs). */
  outputAtIndex: boolean;
  /**
   * Whether the named address spends this input: its script is the spent output's. Undefined when
   * the PSBT does not say what the input spends.
   */
  spentByAddress?: boolean;
}

export interface CompatFacts {
  inputs: CompatInputFacts[];
  addresses: string[];
  network?: BitcoinNetwork;
  batch: number;
}

/**
 * Why an input is not signed. `gives-away`: the wallet would sign it, but the signature would let
 * anyone spend the coin (SIGHASH_SINGLE with no output at the input's index), so no app may ask.
 */
export type CompatReason =
  | 'sighash'
  | 'script-path'
  | 'addresses'
  | 'network'
  | 'rebuilds'
  | 'input'
  | 'gives-away';

/** One requested input, as one wallet would treat it. */
export interface InputVerdict {
  index: number;
  outcome: 'signed' | 'refused' | 'skipped' | 'unknown';
  /** The sighash its signature would carry (signed inputs). */
  sighash: number;
  reason?: CompatReason;
  /** Plain words: why it is not signed, or why nobody can tell. */
  why?: string;
}

/** What one wallet would do with the request. */
export interface WalletVerdict {
  wallet: CompatWalletId;
  name: string;
  signs: 'yes' | 'no' | 'some' | 'unknown';
  inputs: InputVerdict[];
  /** The inputs that come back signed (none when the wallet refuses the request). */
  signedInputs: number[];
  /** The wallet's answer, if it signs: its encoding, whole PSBT or signatures, finalized or not. */
  format: { encoding: PsbtEncoding; returns: 'psbt' | 'signatures' };
  finalized: boolean;
  /**
   * The first refusal, in the wallet's words, with its source: of the whole request, or of input
   * `index`; `skips` when the wallet answers without it rather than refusing.
   */
  refusal?: {
    words: string;
    quoted: boolean;
    source: string;
    reason: CompatReason;
    index?: number;
    skips: boolean;
  };
  batch: { prompts: 'one' | 'per-psbt'; method?: string };
  /** Things to know that do not stop it signing (known trouble, withdrawn wallets, untested rules). */
  notes: string[];
  /** Every source the verdict rests on; never empty. */
  sources: string[];
  /**
   * The versions this verdict holds for, present only when an earlier range of the wallet's
   * versions treats the request otherwise; that range's verdict is `earlier`.
   */
  versions?: string;
  earlier?: WalletVerdict;
}
