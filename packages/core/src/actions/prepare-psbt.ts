import type { BitcoinNetwork } from '../primitives/networks';
import {
  decodePsbtText,
  type PsbtSummary,
  type PsbtTextEncoding,
  summarizePsbt,
  validatePsbt,
} from '../protocol/psbt';
import type { DecodedPsbt } from '../protocol/psbt/reader';

export interface PreparePsbtParameters {
  /** Base64 or hex, as pasted or loaded. */
  text: string;
  network: BitcoinNetwork;
  /** The connected wallet's addresses: inputs paying from them are the wallet's to sign. */
  ownedAddresses: readonly string[];
  allowedSighash: readonly number[];
  /** The explorer's fastest estimate, for the fee guard's absurd-fee flag. */
  fastestRate?: number;
}

export interface PreparedPsbt {
  base64: string;
  /** The PSBT as decoded for the summary and validation; the signed-answer check takes it too. */
  psbt: DecodedPsbt;
  encoding: PsbtTextEncoding;
  summary: PsbtSummary;
  /** Address → input indexes, the sats-connect `signInputs` shape. */
  signInputs: Record<string, number[]>;
}

/**
 * Decode → inspect → validate a PSBT before any wallet is asked: every input
 * the connected wallet owns and that is not finalized yet is requested, grouped by address.
 * @throws SatchelError for malformed PSBTs and with the exact `PsbtMessages` texts.
 */
export function preparePsbt(params: PreparePsbtParameters): PreparedPsbt {
  const decoded = decodePsbtText(params.text);
  // Decoded once: the summary and validation read the same decoded form.
  const summary = summarizePsbt(decoded.psbt, {
    network: params.network,
    ownedAddresses: [...params.ownedAddresses],
    ...(params.fastestRate === undefined ? {} : { fastestRate: params.fastestRate }),
  });
  const signInputs: Record<string, number[]> = {};
  for (const input of summary.inputs) {
    if (!input.owned || !input.address || input.finalized) continue;
    signInputs[input.address] = [...(signInputs[input.address] ?? []), input.index];
  }
  validatePsbt(
    {
      unsignedPsbtBase64: decoded.base64,
      decoded: decoded.psbt,
      allowedSighash: [...params.allowedSighash],
      signature: Object.entries(signInputs).map(([address, signingIndexes]) => ({ address, signingIndexes })),
    },
    { network: params.network },
  );
  return { base64: decoded.base64, encoding: decoded.encoding, psbt: decoded.psbt, summary, signInputs };
}
