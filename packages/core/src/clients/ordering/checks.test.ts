import { describe, expect, it } from 'vitest';
import { MAINNET_SEGWIT, REGTEST_SEGWIT, REGTEST_TAPROOT } from '../../../../../test/addresses';
import { ErrorCode } from '../../primitives/errors';
import { checkEtchRequest, checkMintRequest, checkRbfRequest, checkRefundAddress, checkTxid } from './checks';
import type { EstimateEtchRequest, EstimateMintRequest } from './types';

const mint: EstimateMintRequest = {
  runeName: 'SATCHEL•TEST',
  repeats: 1,
  destinationAddress: REGTEST_TAPROOT,
  feeRate: 2,
};
const etch: EstimateEtchRequest = {
  runeName: 'SATCHEL•TEST',
  divisibility: 2,
  symbol: '$',
  premine: '1000',
  isMintable: true,
  terms: { amount: '100', cap: '10' },
  destinationAddress: REGTEST_TAPROOT,
  feeRate: 2,
};

function failure(run: () => void): { code?: number; message?: string } {
  try {
    run();
  } catch (error) {
    return error as { code: number; message: string };
  }
  return {};
}

describe('mint checks', () => {
  it('accepts a well-formed request', () => {
    expect(() => checkMintRequest(mint, 'regtest')).not.toThrow();
  });

  it.each<[string, Partial<EstimateMintRequest>, number, string]>([
    [
      'a lower-case name',
      { runeName: 'satchel' },
      ErrorCode.INVALID_PARAMS,
      'A rune name uses only the capital letters A–Z and the spacer •.',
    ],
    [
      'zero repeats',
      { repeats: 0 },
      ErrorCode.INVALID_PARAMS,
      'Repeats must be a whole number of at least 1.',
    ],
    ['a zero fee rate', { feeRate: 0 }, ErrorCode.INVALID_PARAMS, 'The fee rate must be more than 0 sat/vB.'],
    [
      'a NaN fee rate',
      { feeRate: Number.NaN },
      ErrorCode.INVALID_PARAMS,
      'The fee rate must be more than 0 sat/vB.',
    ],
    [
      'a garbage address',
      { destinationAddress: 'bcrt1qnope' },
      ErrorCode.INVALID_ADDRESS,
      'The destination address is not a valid Bitcoin address.',
    ],
    [
      'a mainnet address',
      { destinationAddress: MAINNET_SEGWIT },
      ErrorCode.WRONG_NETWORK,
      'The destination address is a mainnet address; the app is on regtest.',
    ],
    [
      'an app fee without its address',
      { appServiceFee: 500n },
      ErrorCode.INVALID_PARAMS,
      'Enter the app service fee address.',
    ],
  ])('refuses %s', (_, change, code, message) => {
    expect(failure(() => checkMintRequest({ ...mint, ...change }, 'regtest'))).toMatchObject({
      code,
      message,
    });
  });
});

describe('etch checks', () => {
  it('accepts a well-formed request, and a premine-only rune', () => {
    expect(() => checkEtchRequest(etch, 'regtest')).not.toThrow();
    expect(() =>
      checkEtchRequest({ ...etch, isMintable: false, terms: undefined, premine: '21000000' }, 'regtest'),
    ).not.toThrow();
  });

  it.each<[string, Partial<EstimateEtchRequest>, string]>([
    ['divisibility 39', { divisibility: 39 }, 'Divisibility must be a whole number from 0 to 38.'],
    ['divisibility -1', { divisibility: -1 }, 'Divisibility must be a whole number from 0 to 38.'],
    ['a fractional divisibility', { divisibility: 1.5 }, 'Divisibility must be a whole number from 0 to 38.'],
    ['a zero premine', { premine: '0' }, 'The premine must be more than 0.'],
    ['a decimal premine', { premine: '1.5' }, 'The premine must be a whole number, like 1000.'],
    [
      'a negative amount',
      { terms: { amount: '-1', cap: '10' } },
      'The amount per mint must be a whole number, like 1000.',
    ],
    ['a missing cap', { terms: { amount: '100' } }, 'The mint cap must be a whole number, like 1000.'],
    ['a u128 overflow', { premine: (1n << 128n).toString() }, 'The premine is too large.'],
    ['a two-character symbol', { symbol: 'AB' }, 'The symbol must be a single character.'],
    [
      'no supply at all',
      { isMintable: false, terms: undefined, premine: undefined },
      'A rune that cannot be minted needs a premine.',
    ],
    [
      'a reserved name',
      { runeName: 'AAAAAAAAAAAAAAAAAAAAAAAAAAA' },
      'Names of 27 or more letters from AAAAAAAAAAAAAAAAAAAAAAAAAAA up are reserved.',
    ],
    [
      'inverted heights',
      { terms: { amount: '1', cap: '1', heightStart: '10', heightEnd: '5' } },
      'The end height is before the start height.',
    ],
  ])('refuses %s', (_, change, message) => {
    expect(failure(() => checkEtchRequest({ ...etch, ...change }, 'regtest'))).toMatchObject({
      code: ErrorCode.INVALID_PARAMS,
      message,
    });
  });

  it('accepts an emoji symbol (one scalar value, two UTF-16 units)', () => {
    expect(() => checkEtchRequest({ ...etch, symbol: '🎒' }, 'regtest')).not.toThrow();
  });
});

describe('order checks', () => {
  it('needs a 64-hex funding txid and a positive new fee rate', () => {
    expect(checkTxid('AB'.repeat(32))).toBe('ab'.repeat(32));
    expect(failure(() => checkTxid('abc'))).toMatchObject({ code: ErrorCode.INVALID_PARAMS });
    expect(failure(() => checkRbfRequest({ orderId: 'x', newFeeRate: -1 }))).toMatchObject({
      message: 'The new fee rate must be more than 0 sat/vB.',
    });
    expect(failure(() => checkRbfRequest({ orderId: '', newFeeRate: 3 }))).toMatchObject({
      message: 'The order id is missing.',
    });
  });

  it('checks the refund address for the network', () => {
    expect(() => checkRefundAddress(REGTEST_SEGWIT, 'regtest')).not.toThrow();
    expect(failure(() => checkRefundAddress(MAINNET_SEGWIT, 'regtest'))).toMatchObject({
      code: ErrorCode.WRONG_NETWORK,
      message: 'The refund address is a mainnet address; the app is on regtest.',
    });
  });
});
