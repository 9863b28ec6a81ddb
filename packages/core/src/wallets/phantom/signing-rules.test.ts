import { describe, expect, it } from 'vitest';
import { listingRequest, verdictFor } from '../../../../../test/compat/requests';
import { family } from '.';

const verdictOf = verdictFor(family.id);

/** What Phantom does with a PSBT signing request, as the compat rules say (its signing-rules.ts, with sources). */
describe('Phantom signing rules', () => {
  it('refuses a request naming another sighash than the PSBT field (BIP-174)', () => {
    expect(verdictOf(listingRequest(0x01)).refusal?.source).toContain('bip-0174');
  });
});
