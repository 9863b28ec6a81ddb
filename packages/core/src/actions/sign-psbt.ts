import type { Connector, SignPsbtResult } from '../connectors/types';
import { Errors } from '../errors';
import type { ExplorerClient } from '../explorer';
import type { BitcoinNetwork } from '../networks';
import {
  decodePsbtText,
  hasPsbtMagic,
  type PsbtSummary,
  type PsbtTextEncoding,
  summarizePsbt,
  validatePsbt,
} from '../psbt';
import { finalizePsbt } from '../send';
import { checkWalletPsbt } from './check-wallet-psbt';
import { operationFailure } from './operation-error';

export interface PreparePsbtParameters {
  /** Base64 or hex, as pasted or loaded. */
  text: string;
  network: BitcoinNetwork;
  /** The connected wallet's addresses: inputs paying from them are the wallet's to sign. */
  ownedAddresses: readonly string[];
  allowedSighash: readonly number[];
  /** The explorer's fastest estimate, for the fee guard's absurd-fee flag (SPEC R16.1). */
  fastestRate?: number;
}

export interface PreparedPsbt {
  base64: string;
  encoding: PsbtTextEncoding;
  summary: PsbtSummary;
  /** Address → input indexes, the sats-connect `signInputs` shape. */
  signInputs: Record<string, number[]>;
}

/** The text of a loaded `.psbt` file: binary PSBTs become base64, text files are trimmed. */
export function psbtFileText(bytes: Uint8Array): string {
  if (!hasPsbtMagic(bytes)) return new TextDecoder().decode(bytes).trim();
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

export const NOTHING_TO_SIGN = 'No input of this PSBT belongs to the connected wallet.';

/**
 * Decode → inspect (SPEC R6.5) → validate (R6.2) a PSBT before any wallet is asked: every input
 * the connected wallet owns and that is not finalized yet is requested, grouped by address.
 * @throws SatchelError for malformed PSBTs and with the exact R6.2 texts.
 */
export function preparePsbt(params: PreparePsbtParameters): PreparedPsbt {
  const decoded = decodePsbtText(params.text);
  const summary = summarizePsbt(decoded.base64, {
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
      allowedSighash: [...params.allowedSighash],
      signature: Object.entries(signInputs).map(([address, signingIndexes]) => ({ address, signingIndexes })),
    },
    { network: params.network },
  );
  return { base64: decoded.base64, encoding: decoded.encoding, summary, signInputs };
}

export interface SignPsbtParameters {
  connector: Connector;
  prepared: PreparedPsbt;
  allowedSighash: readonly number[];
  signal?: AbortSignal;
}

/**
 * Has the wallet sign what `preparePsbt` found for it. The result has the same shape on every
 * wallet (SPEC R6.6); broadcasting is a separate, explicit step (`broadcastPsbt`).
 * @throws SatchelError `signPsbt - failed to sign PSBT`, the wallet's reason as details; the R16.5
 * error when the wallet returns another transaction than the one inspected; the R20.3 error when an
 * input it was asked to sign carries no signature that verifies.
 */
export async function signPsbt(params: SignPsbtParameters): Promise<SignPsbtResult> {
  const { prepared } = params;
  if (Object.keys(prepared.signInputs).length === 0)
    throw Errors.signPsbtFailed({ details: NOTHING_TO_SIGN });
  let signed: SignPsbtResult;
  try {
    signed = await params.connector.signPsbt(
      {
        psbtBase64: prepared.base64,
        signInputs: prepared.signInputs,
        allowedSighash: [...params.allowedSighash],
        broadcast: false,
      },
      { signal: params.signal },
    );
  } catch (cause) {
    throw operationFailure(cause, Errors.signPsbtFailed);
  }
  // SPEC R16.5 and R20.3: the wallet signed what was inspected, every input it was asked to, or
  // nothing of it is used (no result, no download).
  checkWalletPsbt({
    requestedPsbt: prepared.base64,
    returnedPsbt: signed.psbtBase64,
    signInputs: prepared.signInputs,
    allowedSighash: params.allowedSighash,
  });
  return signed;
}

export interface BroadcastPsbtParameters {
  explorer: ExplorerClient;
  psbtBase64: string;
}

/**
 * Finalizes a signed PSBT (BIP-174 finalizer and extractor) and broadcasts it.
 * @throws SatchelError when an input is unsigned, and the explorer's R7.4 broadcast errors.
 */
export async function broadcastPsbt(params: BroadcastPsbtParameters): Promise<{ txid: string }> {
  const { hex } = finalizePsbt(params.psbtBase64);
  return { txid: await params.explorer.broadcast(hex) };
}
