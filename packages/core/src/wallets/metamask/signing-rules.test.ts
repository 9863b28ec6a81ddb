import { describe, expect, it } from 'vitest';
import { listingRequest, verdictFor } from '../../../../../test/compat/requests';
import { family } from '.';

const verdictOf = verdictFor(family.id);

/** What MetaMask does with a PSBT signing request, as the compat rules say (its signing-rules.ts, with sources). */
describe('MetaMask signing rules', () => {
  it('never signs a listing: it rebuilds the transaction from its own coins', () => {
    expect(verdictOf(listingRequest())).toMatchObject({
      signs: 'no',
      refusal: { reason: 'rebuilds' },
    });
  });
});
