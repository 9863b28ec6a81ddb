import { describe, expect, it } from 'vitest';
import { listingRequest, twoAddressRequest, verdictFor } from '../../../../../test/compat/requests';
import { loadCompat } from '../compat';
import { family } from '.';

const { WALLET_RULES } = await loadCompat();

const verdictOf = verdictFor(family.id);

/** What OneKey does with a PSBT signing request, as the compat rules say (its signing-rules.ts, with sources). */
describe('OneKey signing rules', () => {
  it('follows Unisat on a listing: 0x83 is signed when the request lists it, answered in hex', () => {
    expect(verdictOf(listingRequest()).signs).not.toBe('yes');
    expect(verdictOf(listingRequest(0x83))).toMatchObject({ signs: 'yes', format: { encoding: 'hex' } });
  });

  it('a single-address wallet: refuses a request at two addresses', () => {
    expect(verdictOf(twoAddressRequest).signs).toBe('no');
  });

  it('prompts once per PSBT of a batch, where Unisat signs it in one', () => {
    expect(WALLET_RULES.onekey.batch.prompts).toBe('per-psbt');
    expect(WALLET_RULES.unisat.batch.prompts).toBe('one');
  });
});
