import {
  type CompatRequest,
  type CompatRequestInput,
  compatFacts,
  type WalletVerdict,
} from '@satchel/core/compat';
import type { BitcoinNetwork } from '@satchel/core/networks';
import { DEFAULT_MNEMONIC, FAMILIES, type Family } from '../config';
import { everyOpenInput, networkOfAddresses, readPsbtArgument, UsageError } from './request';
import { COMPAT, FAMILY_CHECKS, rulesOf } from './rules';
import { simulateSigning, simulationMemo } from './simulate';
import type { Simulation } from './simulation';

export interface CheckPsbtOptions {
  /** The inputs to sign, `index:address[:sighash]` parsed; default: every open input at its own address. */
  sign?: readonly CompatRequestInput[];
  /** Default: read from the named addresses (a `tb1` address reads as testnet), else mainnet. */
  network?: BitcoinNetwork;
  /** The throwaway key ring the Dev Wallet's signer uses; default: the BIP-39 test mnemonic. */
  mnemonic?: string;
}

/**
 * One family's row: its wallet's verdict, and the Dev Wallet's signing when it could run. A family
 * whose wallet versions treat the request otherwise has one row per range, each naming its
 * `versions`, the latest first.
 */
export interface CompatRow extends Omit<WalletVerdict, 'earlier'> {
  family: Family;
  /** The family's signing code in this package. */
  code: string;
  /** `rules`: the wallet's documented rules; `rules + signer`: the Dev Wallet's signer ran too. */
  basis: 'rules' | 'rules + signer';
  simulated?: Simulation;
}

export interface CompatReport {
  psbtBase64: string;
  network: BitcoinNetwork;
  /** No --network and no address to read it from: mainnet was assumed. */
  networkAssumed: boolean;
  request: CompatRequestInput[];
  rows: CompatRow[];
  /** The families whose wallet (its latest versions, where they differ) signs all of it. */
  able: Family[];
}

/**
 * One signing request run against every wallet family. `psbt` is a file path, base64
 * or hex. Each row is the wallet's documented rules applied to the request (`@satchel/core/compat`,
 * every rule with its source); where the addresses belong to the throwaway key ring on a test
 * network, the Dev Wallet's signer signs too, and its result (finalized or not, the answer in the
 * wallet's encoding, or its refusal) stands beside the rules'.
 */
export function checkPsbtAcrossWallets(psbt: string, options: CheckPsbtOptions = {}): CompatReport {
  const psbtBase64 = readPsbtArgument(psbt);
  const named = options.sign ?? [];
  const read = options.network ?? networkOfAddresses(named.map((input) => input.address));
  const network = read ?? 'mainnet';
  const inputs = named.length > 0 ? [...named] : everyOpenInput(psbtBase64, network);
  if (inputs.length === 0)
    throw new UsageError('Nothing to sign: no open input with an address, and no --sign.');
  const request: CompatRequest = { psbtBase64, inputs, network };
  const facts = compatFacts(request);
  const keys = { mnemonic: options.mnemonic ?? DEFAULT_MNEMONIC, network };
  const memo = simulationMemo();
  const rows = FAMILIES.flatMap((family): CompatRow[] => {
    const { rules, code } = FAMILY_CHECKS[family];
    // One row per range of the wallet's versions where the ranges treat the request otherwise.
    const { earlier, ...latest } = COMPAT.evaluateWallet(rules, facts);
    return [latest, ...(earlier ? [earlier] : [])].map((verdict): CompatRow => {
      const simulated = simulateSigning(verdict, rulesOf(family), request, keys, memo);
      const finalized = simulated && !simulated.error ? simulated.finalized : verdict.finalized;
      return {
        ...verdict,
        finalized,
        family,
        code,
        basis: simulated ? 'rules + signer' : 'rules',
        ...(simulated ? { simulated } : {}),
      };
    });
  });
  return {
    psbtBase64,
    network,
    networkAssumed: read === undefined,
    request: inputs,
    rows,
    // A family whose versions differ counts by its latest range, its first row.
    able: FAMILIES.filter((family) => rows.find((row) => row.family === family)?.signs === 'yes'),
  };
}
