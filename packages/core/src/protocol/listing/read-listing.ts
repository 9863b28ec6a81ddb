import { describeCause, ErrorCode, Errors, isSatchelError, type SatchelError } from '../../primitives/errors';
import { encodeBase64 } from '../message/encoding';
import { assertInputsSigned } from '../psbt/check-signed';
import { decodePsbt, decodePsbtText } from '../psbt/decode';
import type { DecodedPsbt, PrevOut, PsbtInputData } from '../psbt/reader';
import { type OutputType, scriptKind } from '../psbt/scripts';
import { isP2sh, isP2tr, isP2wpkh, Reason } from '../psbt/signed/context';
import { requestedPrevout } from '../psbt/signed/request-fields';
import { dustThreshold } from '../send/dust';
import { assertListingFinal } from './final-fields';
import { SIGHASH_SINGLE_ANYONECANPAY } from './layout';
import { outputPairs } from './output-pairs';

/** The output types a listing may spend: single-key segwit, whose signature survives a move. */
export type SellerInputType = 'p2tr' | 'p2wpkh' | 'p2sh-p2wpkh';

export interface SellerInput {
  txid: string;
  vout: number;
  /** Committed to by the seller's signature (BIP-143, BIP-341): the purchase keeps it. */
  sequence: number;
  /** The output it spends, as the listing names it (the signature commits to both fields). */
  prevout: PrevOut;
  type: SellerInputType;
  /** The listing's input as it stands: its signature, or final scripts, carried into the purchase. */
  signed: PsbtInputData;
}

/** A listing whose shape and seller's signature hold, before the index is asked anything. */
export interface ReadListing {
  /** Canonical base64 of the listing. */
  psbtBase64: string;
  /** Committed to by the seller's signature: the purchase uses both. */
  txVersion: number;
  lockTime: number;
  seller: SellerInput;
  price: { script: Uint8Array; amount: bigint; type: OutputType };
}

const PAYABLE: readonly string[] = ['p2pkh', 'p2sh', 'p2wpkh', 'p2wsh', 'p2tr'];
const SIGHASH_DEFAULT = 0x00;

const lastByte = (bytes: Uint8Array | undefined) => bytes?.[bytes.length - 1];

/** The hash type of every signature the input carries (BIP-341: a 64-byte Schnorr one is DEFAULT). */
function signatureHashTypes(input: PsbtInputData, type: SellerInputType): number[] {
  const schnorr = (sig: Uint8Array) => (sig.length === 65 ? (sig[64] as number) : SIGHASH_DEFAULT);
  if (input.finalScriptWitness?.length) {
    const first = input.finalScriptWitness[0] as Uint8Array;
    return [type === 'p2tr' ? schnorr(first) : (lastByte(first) ?? SIGHASH_DEFAULT)];
  }
  return [
    ...(input.tapKeySig ? [schnorr(input.tapKeySig)] : []),
    ...input.partialSigs.map((p) => lastByte(p.signature) ?? SIGHASH_DEFAULT),
  ];
}

/** Nested p2wpkh: a redeem script, or a final scriptSig pushing one, that is a p2wpkh program. */
function nestedP2wpkh(input: PsbtInputData): boolean {
  const pushed = input.finalScriptSig?.[0] === 22 ? input.finalScriptSig.subarray(1) : undefined;
  const redeem = input.redeemScript ?? pushed;
  return redeem !== undefined && isP2wpkh(redeem);
}

function sellerType(script: Uint8Array, input: PsbtInputData): SellerInputType {
  if (isP2tr(script)) {
    const scriptPath = input.tapScriptSigs.length > 0 || (input.finalScriptWitness?.length ?? 0) > 1;
    if (!scriptPath) return 'p2tr';
    throw Errors.listingInputType({ details: 'Only a taproot key-path signature can be bought here.' });
  }
  if (isP2wpkh(script)) return 'p2wpkh';
  if (isP2sh(script) && nestedP2wpkh(input)) return 'p2sh-p2wpkh';
  throw Errors.listingInputType({
    details: 'A listing must spend a taproot, native segwit or nested segwit single-key output.',
  });
}

/**
 * The signed-answer check (`assertInputsSigned`, judging as a node would) on the seller's input,
 * SIGHASH_SINGLE|ANYONECANPAY only, over the prevout the PSBT names: undefined when a node would
 * accept it, else the reason it would not.
 */
export function sellerSignatureFault(psbtBase64: string, index = 0): string | undefined {
  try {
    assertInputsSigned({
      requestedPsbt: psbtBase64,
      returnedPsbt: psbtBase64,
      indexes: [index],
      allowedSighash: [SIGHASH_SINGLE_ANYONECANPAY],
    });
    return undefined;
  } catch (cause) {
    if (isSatchelError(cause) && cause.code === ErrorCode.WALLET_DID_NOT_SIGN) {
      return cause.details ?? Reason.invalid;
    }
    throw cause;
  }
}

/**
 * How many outputs after the first are tried as a moved price output. Each try is a signature
 * verification (milliseconds in a browser), so trying every output of a pasted PSBT would hold the
 * page for as long as its output count allows; a listing has one output, and one taken from a
 * purchase's layout has its price at index 2 (layout.ts). A PSBT whose signature pairs with none of
 * these is refused for its shape.
 */
const MOVED_PRICE_TRIES = 3;

/**
 * A PSBT of one input and several outputs is no listing: refused as the price output moved when
 * the seller's signature pairs with one of the next few outputs, else for its shape.
 */
function extraOutputsRefusal(bytes: Uint8Array, decoded: DecodedPsbt): SatchelError {
  const outputs = decoded.outputs.length;
  const last = Math.min(outputs - 1, MOVED_PRICE_TRIES);
  const pair = outputPairs(bytes, decoded, last + 1);
  for (let index = 1; index <= last; index++) {
    if (sellerSignatureFault(encodeBase64(pair(index))) === undefined) {
      return Errors.listingPriceMoved({
        details: `The seller's signature is for output ${index}, which SIGHASH_SINGLE needs at index 0.`,
      });
    }
  }
  return Errors.listingShape({ details: `This PSBT has ${outputs} outputs.` });
}

/** The seller's input carries signatures of SIGHASH_SINGLE|ANYONECANPAY only. */
function assertSaleHashType(input: PsbtInputData, type: SellerInputType): void {
  const hashTypes = signatureHashTypes(input, type);
  if (hashTypes.length === 0) throw Errors.listingNotForSale({ details: Reason.none });
  const other = hashTypes.find((t) => t !== SIGHASH_SINGLE_ANYONECANPAY);
  if (other !== undefined) {
    throw Errors.listingNotForSale({ details: `Its input is signed with sighash 0x${other.toString(16)}.` });
  }
}

/** The seller's signature verifies for the listing's one output, at the input's own index. */
function assertSignedForSale(psbtBase64: string): void {
  const fault = sellerSignatureFault(psbtBase64);
  if (fault === undefined) return;
  // A PSBT_IN_SIGHASH_TYPE other than SINGLE|ANYONECANPAY: not offered for sale as it stands.
  if (fault === Reason.hashType) throw Errors.listingNotForSale({ details: fault });
  throw Errors.listingSignatureInvalid({ details: fault });
}

/**
 * Reads a seller's listing, base64 or hex, and checks what needs no index: one input
 * and one output; version 2, lock time 0 and no relative lock on the input (`assertListingFinal`);
 * the input a single-key segwit output signed SIGHASH_SINGLE|ANYONECANPAY only; that signature
 * verifying as a node would (`sellerSignatureFault`, over the prevout the listing names) for the
 * output at the input's own index; a price output a node relays. Linear in the PSBT's size: it is
 * parsed once and the signature verified at most `MOVED_PRICE_TRIES` times, so any paste is
 * answered at once.
 * @throws SatchelError with the listing messages of the catalogue, the reason as details.
 */
export function readListing(text: string): ReadListing {
  let bytes: Uint8Array;
  let psbtBase64: string;
  let decoded: ReturnType<typeof decodePsbt>;
  try {
    ({ bytes, base64: psbtBase64 } = decodePsbtText(text));
    decoded = decodePsbt(psbtBase64);
  } catch (cause) {
    throw Errors.listingUnreadable({ details: describeCause(cause), cause });
  }
  const [input] = decoded.inputs;
  if (decoded.inputs.length !== 1 || !input || decoded.outputs.length === 0) {
    throw Errors.listingShape({
      details: `This PSBT has ${decoded.inputs.length} inputs and ${decoded.outputs.length} outputs.`,
    });
  }
  assertListingFinal({ txVersion: decoded.txVersion, lockTime: decoded.lockTime, sequence: input.sequence });
  const prevout = requestedPrevout(input);
  if (!prevout) {
    throw Errors.listingSignatureInvalid({
      details: 'The listing does not say which output its input spends, so nothing can be checked.',
    });
  }
  const type = sellerType(prevout.script, input);
  assertSaleHashType(input, type);
  if (decoded.outputs.length !== 1) throw extraOutputsRefusal(bytes, decoded);
  assertSignedForSale(psbtBase64);
  const output = decoded.outputs[0] as { script: Uint8Array; amount: bigint };
  const priceType = scriptKind(output.script);
  if (!PAYABLE.includes(priceType) || output.amount < dustThreshold(priceType as OutputType)) {
    throw Errors.listingShape({ details: 'Its output pays no standard address, or pays dust.' });
  }
  return {
    psbtBase64,
    txVersion: decoded.txVersion,
    lockTime: decoded.lockTime,
    seller: { txid: input.txid, vout: input.vout, sequence: input.sequence, prevout, type, signed: input },
    price: { script: output.script, amount: output.amount, type: priceType as OutputType },
  };
}
