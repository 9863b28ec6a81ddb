import { describe, expect, it } from 'vitest';
import {
  listingRequest,
  scriptPathRequest,
  twoAddressRequest,
  verdictFor,
} from '../../../../../test/compat/requests';
import { family } from '.';

const verdictOf = verdictFor(family.id);

/** What Magic Eden does with a PSBT signing request, as the compat rules say (its signing-rules.ts, with sources). */
describe('Magic Eden signing rules', () => {
  it('refuses a listing unasked', () => {
    expect(verdictOf(listingRequest()).refusal?.source).toBe(
      'https://github.com/omnisat/lasereyes-mono/issues/290',
    );
  });

  it('keeps an allow-list: 0x83 named in the request is signed', () => {
    expect(verdictOf(listingRequest(0x83)).signs).toBe('yes');
  });

  it('documents nothing about script-path inputs: unknown, with the reason', () => {
    const verdict = verdictOf(scriptPathRequest);
    expect(verdict.signs).toBe('unknown');
    expect(verdict.notes[0]).toMatch(/^Input 0: Magic Eden documents nothing about script-path inputs/);
  });

  it('refuses a network it does not have', () => {
    expect(verdictOf({ ...twoAddressRequest, network: 'regtest', batch: 3 }).refusal?.reason).toBe('network');
  });
});
