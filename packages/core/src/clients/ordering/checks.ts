import { ErrorCode, SatchelError } from '../../primitives/errors';
import { type BitcoinNetwork, isAddressForNetwork, networkOfAddress } from '../../primitives/networks';
import { FIRST_RESERVED_RUNE, parseRuneName, U128_MAX } from '../../protocol/runes/rune-name';
import type { EstimateEtchRequest, EstimateMintRequest, EtchTerms, RbfRequest } from './types';

/**
 * Checks run before any call to the ordering service, so a bad input gets a clear SatchelError
 * and never a round trip. Limits come from ord's runes specification (divisibility ≤ 38, u128
 * amounts, u64 heights and offsets) and sats-connect's `runes_*` parameter schemas (§3).
 */
export const MAX_DIVISIBILITY = 38;
const U64_MAX = (1n << 64n) - 1n;
const TXID = /^[0-9a-f]{64}$/i;
const INSCRIPTION_ID = /^[0-9a-f]{64}i\d+$/i;

function invalid(message: string, details?: string): SatchelError {
  return new SatchelError(ErrorCode.INVALID_PARAMS, message, details === undefined ? {} : { details });
}

/** A decimal integer string above zero that fits in `max` (no signs, exponents or separators). */
export function checkPositiveIntegerString(value: unknown, label: string, max = U128_MAX): bigint {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) {
    throw invalid(`${label} must be a whole number, like 1000.`, String(value));
  }
  const n = BigInt(value);
  if (n <= 0n) throw invalid(`${label} must be more than 0.`, value);
  if (n > max) throw invalid(`${label} is too large.`, value);
  return n;
}

function checkHeightString(value: unknown, label: string): void {
  if (typeof value !== 'string' || !/^\d+$/.test(value) || BigInt(value) > U64_MAX) {
    throw invalid(`${label} must be a whole number of blocks.`, String(value));
  }
}

export function checkFeeRate(value: unknown, label = 'The fee rate'): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw invalid(`${label} must be more than 0 sat/vB.`, String(value));
  }
  return value;
}

/** An address for `network`; the message says which field is wrong. */
export function checkAddress(address: unknown, label: string, network: BitcoinNetwork): string {
  if (typeof address !== 'string' || address.trim() === '') throw invalid(`Enter the ${label}.`);
  const family = networkOfAddress(address);
  if (family === undefined) {
    throw new SatchelError(ErrorCode.INVALID_ADDRESS, `The ${label} is not a valid Bitcoin address.`, {
      details: address,
    });
  }
  if (!isAddressForNetwork(address, network)) {
    throw new SatchelError(
      ErrorCode.WRONG_NETWORK,
      `The ${label} is a ${family} address; the app is on ${network}.`,
      {
        details: address,
      },
    );
  }
  return address;
}

function checkCommon(
  request: EstimateMintRequest | EstimateEtchRequest,
  network: BitcoinNetwork,
  forEtching: boolean,
): void {
  const { value } = parseRuneName(request.runeName);
  if (forEtching && value >= FIRST_RESERVED_RUNE) {
    throw invalid(
      'Names of 27 or more letters from AAAAAAAAAAAAAAAAAAAAAAAAAAA up are reserved.',
      request.runeName,
    );
  }
  checkAddress(request.destinationAddress, 'destination address', network);
  checkFeeRate(request.feeRate);
  if (request.appServiceFee !== undefined) {
    if (typeof request.appServiceFee !== 'bigint' || request.appServiceFee < 0n) {
      throw invalid('The app service fee must be 0 or more satoshis.', String(request.appServiceFee));
    }
    if (request.appServiceFee > 0n) {
      checkAddress(request.appServiceFeeAddress, 'app service fee address', network);
    }
  }
}

export function checkRefundAddress(refundAddress: unknown, network: BitcoinNetwork): void {
  checkAddress(refundAddress, 'refund address', network);
}

export function checkMintRequest(request: EstimateMintRequest, network: BitcoinNetwork): void {
  checkCommon(request, network, false);
  if (!Number.isSafeInteger(request.repeats) || request.repeats < 1) {
    throw invalid('Repeats must be a whole number of at least 1.', String(request.repeats));
  }
}

function checkTerms(terms: EtchTerms | undefined): void {
  // sats-connect's schema requires amount and cap whenever terms are given (§3).
  if (!terms) throw invalid('A mintable rune needs an amount per mint and a cap.');
  checkPositiveIntegerString(terms.amount, 'The amount per mint');
  checkPositiveIntegerString(terms.cap, 'The mint cap');
  const heights: [keyof EtchTerms, string][] = [
    ['heightStart', 'The start height'],
    ['heightEnd', 'The end height'],
    ['offsetStart', 'The start offset'],
    ['offsetEnd', 'The end offset'],
  ];
  for (const [key, label] of heights) if (terms[key] !== undefined) checkHeightString(terms[key], label);
  const { heightStart, heightEnd, offsetStart, offsetEnd } = terms;
  if (heightStart !== undefined && heightEnd !== undefined && BigInt(heightEnd) < BigInt(heightStart)) {
    throw invalid('The end height is before the start height.');
  }
  if (offsetStart !== undefined && offsetEnd !== undefined && BigInt(offsetEnd) < BigInt(offsetStart)) {
    throw invalid('The end offset is before the start offset.');
  }
}

export function checkEtchRequest(request: EstimateEtchRequest, network: BitcoinNetwork): void {
  checkCommon(request, network, true);
  const { divisibility, symbol, premine } = request;
  if (divisibility !== undefined) {
    if (!Number.isInteger(divisibility) || divisibility < 0 || divisibility > MAX_DIVISIBILITY) {
      throw invalid(
        `Divisibility must be a whole number from 0 to ${MAX_DIVISIBILITY}.`,
        String(divisibility),
      );
    }
  }
  // The runestone's symbol field holds one Unicode scalar value.
  if (symbol !== undefined && [...symbol].length !== 1) {
    throw invalid('The symbol must be a single character.', symbol);
  }
  if (premine !== undefined) checkPositiveIntegerString(premine, 'The premine');
  if (typeof request.isMintable !== 'boolean') throw invalid('Say whether the rune can be minted.');
  if (request.isMintable) checkTerms(request.terms);
  else if (premine === undefined) throw invalid('A rune that cannot be minted needs a premine.');
  if (request.delegateInscriptionId !== undefined && !INSCRIPTION_ID.test(request.delegateInscriptionId)) {
    throw invalid(
      'The delegate inscription id must look like <txid>i<index>.',
      request.delegateInscriptionId,
    );
  }
  const inscription = request.inscriptionDetails;
  if (inscription !== undefined) {
    if (typeof inscription.contentType !== 'string' || inscription.contentType.trim() === '') {
      throw invalid('The inscription needs a content type.');
    }
    if (
      typeof inscription.contentBase64 !== 'string' ||
      !/^[A-Za-z0-9+/]+={0,2}$/.test(inscription.contentBase64)
    ) {
      throw invalid('The inscription content must be base64.');
    }
  }
}

export function checkOrderId(orderId: unknown): string {
  if (typeof orderId !== 'string' || orderId.trim() === '' || orderId.length > 200) {
    throw invalid('The order id is missing.', String(orderId));
  }
  return orderId;
}

export function checkTxid(txid: unknown): string {
  if (typeof txid !== 'string' || !TXID.test(txid)) {
    throw invalid('The funding transaction id must be 64 hexadecimal characters.', String(txid));
  }
  return txid.toLowerCase();
}

export function checkRbfRequest(request: RbfRequest): void {
  checkOrderId(request.orderId);
  checkFeeRate(request.newFeeRate, 'The new fee rate');
}
