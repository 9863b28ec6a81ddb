import { describe, expect, it } from 'vitest';
import { freshNode, payment, testKey } from '../../../../test/devnet/chain';
import { decodeExecuteRequest, decodeJsonObject, decodeOrderRequest, decodeRbfRequest } from './requests';
import { ServiceError } from './service-error';

/** The service decodes its own request bodies into typed values, refusing with the field's name. */
const node = freshNode();
const destination = payment('p2tr', testKey('decode destination')).address as string;
const refund = payment('p2wpkh', testKey('decode refund')).address as string;
const mint = { runeName: 'SATCHEL•DECODE', repeats: 1, destinationAddress: destination, feeRate: 2.5 };
const etch = {
  runeName: 'SATCHEL•DECODE',
  isMintable: true,
  terms: { amount: '100', cap: '5', heightStart: '110', heightEnd: '200' },
  destinationAddress: destination,
  feeRate: 1,
};

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ServiceError && error.status === 400) return error.message;
    throw error;
  }
  throw new Error('not refused');
}

describe('order request decoding', () => {
  it('turns the wire body into typed values: sats as bigint, defaults filled', () => {
    expect(decodeOrderRequest('mint', mint, node, false)).toEqual({
      kind: 'mint',
      runeName: 'SATCHEL•DECODE',
      destinationAddress: destination,
      feeRate: 2.5,
      appServiceFee: 0n,
      repeats: 1,
    });
    const withFee = decodeOrderRequest(
      'mint',
      { ...mint, appServiceFee: 600, appServiceFeeAddress: refund, refundAddress: refund },
      node,
      true,
    );
    expect(withFee).toMatchObject({
      appServiceFee: 600n,
      appServiceFeeAddress: refund,
      refundAddress: refund,
    });
  });

  it('keeps mint terms only on a mintable rune', () => {
    expect(decodeOrderRequest('etch', etch, node, false)).toMatchObject({
      kind: 'etch',
      isMintable: true,
      terms: { amount: '100', cap: '5', heightStart: '110', heightEnd: '200' },
    });
    const fixed = decodeOrderRequest('etch', { ...etch, isMintable: false, premine: '21' }, node, false);
    expect(fixed).toMatchObject({ isMintable: false, premine: '21' });
    expect(fixed).not.toHaveProperty('terms');
  });

  it('refuses bad fields by name', () => {
    const cases: [Record<string, unknown>, 'mint' | 'etch', string][] = [
      [{ ...mint, feeRate: '2' }, 'mint', 'feeRate must be a number of sat/vB above 0.'],
      [{ ...mint, feeRate: 0 }, 'mint', 'feeRate must be'],
      [{ ...mint, repeats: 2 }, 'mint', 'The devnet service mints once per order: set repeats to 1.'],
      [{ ...mint, repeats: 0.5 }, 'mint', 'repeats must be a whole number of at least 1.'],
      [{ ...mint, runeName: 'satchel' }, 'mint', 'runeName "satchel": A rune name uses only'],
      [
        { ...mint, destinationAddress: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx' },
        'mint',
        'destinationAddress: Address on invalid network.',
      ],
      [
        { ...mint, appServiceFee: 100, appServiceFeeAddress: refund },
        'mint',
        'appServiceFee must be 0 or at least 546 sats.',
      ],
      [{ ...mint, appServiceFee: -1 }, 'mint', 'appServiceFee must be a whole number of sats, 0 or more.'],
      [{ ...mint, appServiceFee: 1000 }, 'mint', 'appServiceFeeAddress must be a non-empty string.'],
      [{ ...etch, runeName: 'AAAAAAAAAAAAAAAAAAAAAAAAAAA' }, 'etch', 'runeName: names of 27 or more letters'],
      [{ ...etch, divisibility: 39 }, 'etch', 'divisibility must be a whole number from 0 to 38.'],
      [{ ...etch, symbol: 'ab' }, 'etch', 'symbol must be a single character.'],
      [{ ...etch, isMintable: 'yes' }, 'etch', 'isMintable must be true or false.'],
      [{ ...etch, terms: undefined }, 'etch', 'terms must be an object with amount and cap'],
      [{ ...etch, terms: { amount: 100, cap: '5' } }, 'etch', 'terms.amount must be a whole number'],
      [{ ...etch, terms: { amount: '1', cap: '0' } }, 'etch', 'terms.cap must be more than 0.'],
      [
        { ...etch, terms: { amount: '1', cap: '1', heightStart: '9', heightEnd: '3' } },
        'etch',
        'terms: the end height is before the start height.',
      ],
      [{ ...etch, premine: `${1n << 128n}` }, 'etch', 'premine is too large.'],
      [{ ...etch, isMintable: false }, 'etch', 'A rune that cannot be minted needs a premine.'],
      [
        { ...etch, delegateInscriptionId: 'abc' },
        'etch',
        'delegateInscriptionId must look like <txid>i<index>.',
      ],
      [
        { ...etch, inscriptionDetails: { contentType: 'text/plain', contentBase64: '!!' } },
        'etch',
        'inscriptionDetails.contentBase64 must be base64.',
      ],
    ];
    for (const [body, kind, reason] of cases) {
      expect(refusal(() => decodeOrderRequest(kind, body, node, false))).toContain(reason);
    }
    expect(refusal(() => decodeOrderRequest('mint', mint, node, true))).toBe(
      'refundAddress must be a non-empty string.',
    );
  });

  it('decodes execute and fee-bump bodies', () => {
    expect(decodeExecuteRequest({ fundTransactionId: 'AB'.repeat(32) })).toEqual({
      fundTransactionId: 'ab'.repeat(32),
    });
    expect(refusal(() => decodeExecuteRequest({ fundTransactionId: 'ab' }))).toContain('fundTransactionId');
    expect(decodeRbfRequest({ newFeeRate: 4.5 })).toEqual({ newFeeRate: 4.5 });
    expect(refusal(() => decodeRbfRequest({ newFeeRate: 'fast' }))).toContain('newFeeRate');
  });

  it('accepts only a JSON object as the body', () => {
    expect(decodeJsonObject('  ')).toEqual({});
    expect(decodeJsonObject('{"a":1}')).toEqual({ a: 1 });
    for (const text of ['[1]', 'null', '{', '"x"']) {
      expect(refusal(() => decodeJsonObject(text))).toBe('The body must be a JSON object.');
    }
  });
});
