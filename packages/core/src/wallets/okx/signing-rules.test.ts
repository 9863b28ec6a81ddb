import { describe, expect, it } from 'vitest';
import {
  listingRequest,
  scriptPathRequest,
  twoAddressRequest,
  verdictFor,
} from '../../../../../test/compat/requests';
import { family } from '.';

const verdictOf = verdictFor(family.id);

/** What OKX does with a PSBT signing request, as the compat rules say (its signing-rules.ts, with sources). */
describe('OKX signing rules', () => {
  it('signs a listing as the PSBT says, finalized, answering hex', () => {
    expect(verdictOf(listingRequest())).toMatchObject({
      signs: 'yes',
      finalized: true,
      format: { encoding: 'hex' },
    });
  });

  it('signs every leaf of a script-path input', () => {
    expect(verdictOf(scriptPathRequest).signs).toBe('yes');
  });

  it('a single-address wallet: refuses a request at two addresses', () => {
    expect(verdictOf(twoAddressRequest).signs).toBe('no');
  });
});
