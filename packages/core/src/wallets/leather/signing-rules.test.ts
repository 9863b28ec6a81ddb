import { describe, expect, it } from 'vitest';
import {
  listingRequest,
  scriptPathRequest,
  twoAddressRequest,
  verdictFor,
} from '../../../../../test/compat/requests';
import { family } from '.';

const verdictOf = verdictFor(family.id);

/** What Leather does with a PSBT signing request, as the compat rules say (its signing-rules.ts, with sources). */
describe('Leather signing rules', () => {
  it('refuses a listing unasked', () => {
    expect(verdictOf(listingRequest()).refusal?.source).toBe('https://github.com/leather-io/mono/pull/2667');
  });

  it('keeps an allow-list: 0x83 named in the request is signed', () => {
    expect(verdictOf(listingRequest(0x83)).signs).toBe('yes');
  });

  it('leaves a script-path input unsigned without a word', () => {
    expect(verdictOf(scriptPathRequest)).toMatchObject({ signs: 'no', refusal: { skips: true, index: 0 } });
  });

  it('signs both inputs of a request at two addresses', () => {
    expect(verdictOf(twoAddressRequest).signedInputs).toEqual([0, 1]);
  });

  it('asks once per PSBT of a batch', () => {
    expect(verdictOf({ ...twoAddressRequest, network: 'regtest', batch: 3 }).notes).toContain(
      'Asks once per PSBT: 3 prompts.',
    );
  });
});
