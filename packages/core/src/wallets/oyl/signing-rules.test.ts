import { describe, expect, it } from 'vitest';
import { twoAddressRequest, verdictFor } from '../../../../../test/compat/requests';
import { family } from '.';

const verdictOf = verdictFor(family.id);

/** What OYL does with a PSBT signing request, as the compat rules say (its signing-rules.ts, with sources). */
describe('OYL signing rules', () => {
  it('signs a batch in one prompt', () => {
    expect(verdictOf({ ...twoAddressRequest, network: 'regtest', batch: 3 }).notes).toContain(
      'Signs the 3 PSBTs in one prompt (signPsbts).',
    );
  });
});
