import type { BitcoinNetwork } from '../../primitives/network-names';
import { decodePsbt } from '../../protocol/psbt/decode';
import { scriptToAddress } from '../../protocol/psbt/scripts';
import { evaluateWallet } from './evaluate';
import { compatFacts } from './facts';
import type { WalletRulesTable } from './rules';
import {
  COMPAT_WALLETS,
  type CompatFacts,
  type CompatRequestInput,
  type CompatWalletId,
  type WalletVerdict,
} from './types';

/** What the PSBT page asks the connected wallet: the `signInputs` preparePsbt found. */
export interface SatchelSigningRequest {
  psbtBase64: string;
  /** Address → input indexes (PreparedPsbt.signInputs): inputs at the wallet's own addresses. */
  signInputs: Readonly<Record<string, readonly number[]>>;
  /** The page's allowed sighash list, which some connectors pass on. */
  allowedSighash: readonly number[];
  /** The page's network, to name the addresses of script-path inputs (no network rule applies). */
  network: BitcoinNetwork;
  /** How many PSBTs are signed together (the batch section). */
  batch?: number;
}

export interface SatchelCompat {
  /** The connected wallet's verdict; undefined when it has no known rules. */
  connected: WalletVerdict | undefined;
  /** Every listed wallet's verdict on the same request. */
  verdicts: WalletVerdict[];
  /** The wallets that sign all of it. */
  able: WalletVerdict[];
  /** Inputs spent through a taproot script, at an address of their own, asked of whoever holds the leaf's key. */
  scriptPathInputs: number[];
}

/**
 * Open taproot inputs carrying leaf scripts that are not at the wallet's addresses: what the PSBT
 * asks of a key named in a leaf, at the script's own address.
 */
function scriptPathInputs(request: SatchelSigningRequest): CompatRequestInput[] {
  const asked = new Set(Object.values(request.signInputs).flat());
  return decodePsbt(request.psbtBase64).inputs.flatMap((input, index) => {
    const script = input.witnessUtxo?.script;
    const open = !input.finalScriptSig && !input.finalScriptWitness;
    if (asked.has(index) || !open || !script || input.tapLeafScripts.length === 0) return [];
    return [{ index, address: scriptToAddress(script, request.network) ?? `input ${index}` }];
  });
}

/**
 * The facts as one wallet receives them from Satchel's connector: the sighash each connector
 * names per input (Unisat-style `sighashTypes` carry every input's own; Magic Eden's `sigHash` and
 * the Wallet Standard's only a lone allowed sighash; Leather's `allowedSighash` the page's list; the
 * others none).
 */
function asSatchelSends(
  table: WalletRulesTable,
  base: CompatFacts,
  wallet: CompatWalletId,
  allowed: readonly number[],
): CompatFacts {
  const sends = table[wallet].sighash.param?.satchel ?? 'never';
  const named = (sighash: number) => {
    if (sends === 'each-input') return sighash;
    if (sends === 'one-allowed') return allowed.length === 1 ? allowed[0] : undefined;
    // Leather's connector passes the page's whole allowed list (`allowedSighash`).
    if (sends === 'allowed-list') return allowed.includes(sighash) ? sighash : undefined;
    return undefined;
  };
  return {
    ...base,
    inputs: base.inputs.map(({ namedSighash: _none, ...input }) => {
      const sighash = named(input.sighash);
      return sighash === undefined ? input : { ...input, namedSighash: sighash };
    }),
  };
}

/**
 * Whether the connected wallet, and each listed wallet, can sign what the page asks:
 * the inputs at the wallet's addresses (signed by key path) and any script-path input.
 * @throws SatchelError INVALID_PSBT for an unreadable PSBT.
 */
export function checkSatchelRequest(
  table: WalletRulesTable,
  request: SatchelSigningRequest,
  connected?: CompatWalletId,
): SatchelCompat {
  const own = Object.entries(request.signInputs).flatMap(([address, indexes]) =>
    indexes.map((index) => ({ index, address, keyPath: true })),
  );
  const scripted = scriptPathInputs(request);
  const base = compatFacts({
    psbtBase64: request.psbtBase64,
    inputs: [...own, ...scripted].sort((a, b) => a.index - b.index),
    ...(request.batch ? { batch: request.batch } : {}),
  });
  const verdicts = COMPAT_WALLETS.map((wallet) =>
    evaluateWallet(table, wallet, asSatchelSends(table, base, wallet, request.allowedSighash)),
  );
  return {
    connected: connected ? verdicts.find((v) => v.wallet === connected) : undefined,
    verdicts,
    able: verdicts.filter((v) => v.signs === 'yes'),
    scriptPathInputs: scripted.map((input) => input.index),
  };
}
