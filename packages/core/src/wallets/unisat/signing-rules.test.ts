import { describe, expect, it } from 'vitest';
import {
  listingRequest,
  scriptPathRequest,
  twoAddressRequest,
  verdictFor,
} from '../../../../../test/compat/requests';
import { family } from '.';

const verdictOf = verdictFor(family.id);

/** What Unisat does with a PSBT signing request, as the compat rules say (its signing-rules.ts, with sources). */
describe('Unisat signing rules', () => {
  it('refuses a listing unasked, in its own words', () => {
    const verdict = verdictOf(listingRequest());
    expect(verdict.signs).toBe('no');
    expect(verdict.refusal).toMatchObject({
      words:
        'Sighash type is not allowed. Retry the sign method passing the sighashTypes array of whitelisted types. Sighash type: SIGHASH_ANYONECANPAY | SIGHASH_SINGLE',
      quoted: true,
      source: 'https://github.com/unisat-wallet/dev-support/issues/33',
      reason: 'sighash',
    });
  });

  it('keeps an allow-list: 0x83 named in the request is signed, and finalized', () => {
    const verdict = verdictOf(listingRequest(0x83));
    expect(verdict.signs).toBe('yes');
    expect(verdict.finalized).toBe(true);
  });

  it('refuses a request naming another sighash than the PSBT field (BIP-174)', () => {
    expect(verdictOf(listingRequest(0x01)).signs).toBe('no');
  });

  it('signs every leaf of a script-path input', () => {
    expect(verdictOf(scriptPathRequest).signs).toBe('yes');
  });

  it('a single-address wallet: refuses a request at two addresses', () => {
    expect(verdictOf(twoAddressRequest).refusal).toMatchObject({
      words: 'invalid address in toSignInput',
      reason: 'addresses',
    });
  });
});
