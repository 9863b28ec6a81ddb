import { describe, expect, it } from 'vitest';
import {
  listingRequest,
  scriptPathRequest,
  twoAddressRequest,
  verdictFor,
} from '../../../../../test/compat/requests';
import { family } from '.';

const verdictOf = verdictFor(family.id);

/** What Xverse does with a PSBT signing request, as the compat rules say (its signing-rules.ts, with sources). */
describe('Xverse signing rules', () => {
  it('signs a listing as the PSBT says, not finalized', () => {
    const verdict = verdictOf(listingRequest());
    expect(verdict).toMatchObject({ signs: 'yes', signedInputs: [0], finalized: false });
    expect(verdict.inputs[0]?.sighash).toBe(0x83);
  });

  it('refuses a script-path input with @scure/btc-signer’s words', () => {
    expect(verdictOf(scriptPathRequest).refusal).toMatchObject({
      words: 'No taproot scripts signed',
      quoted: true,
    });
  });

  it('signs both inputs of a request at two addresses', () => {
    expect(verdictOf(twoAddressRequest).signedInputs).toEqual([0, 1]);
  });
});
