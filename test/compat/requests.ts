import { type CompatRequest, type CompatWalletId, compatFacts, loadCompat } from '@satchel/core/compat';
import { listingPsbt, scriptPathPsbt, twoAddressPsbt } from './psbts';

/** The requests each wallet's signing rules are checked with (`wallets/<id>/signing-rules.test.ts`). */

const listing = listingPsbt('mainnet');
/** A listing: input 0 asks for SIGHASH_SINGLE|ANYONECANPAY (0x83); the request may name a sighash. */
export const listingRequest = (sighash?: number): CompatRequest => ({
  psbtBase64: listing.psbtBase64,
  inputs: [
    { index: 0, address: listing.seller.ordinals.address, ...(sighash === undefined ? {} : { sighash }) },
  ],
  network: 'mainnet',
});

/** A script-path input whose leaf holds only a hash of the key (sats-connect#255). */
const spend = scriptPathPsbt('mainnet');
export const scriptPathRequest: CompatRequest = {
  psbtBase64: spend.psbtBase64,
  inputs: [{ index: 0, address: spend.address }],
};

/** One request, two addresses. */
const two = twoAddressPsbt('testnet');
export const twoAddressRequest: CompatRequest = {
  psbtBase64: two.psbtBase64,
  inputs: [
    { index: 0, address: two.owner.ordinals.address },
    { index: 1, address: two.owner.payment.address },
  ],
  network: 'testnet',
};

const { evaluateWallet } = await loadCompat();

/** What the compat rules say wallet `id` does with `request`. */
export const verdictFor = (id: CompatWalletId) => (request: CompatRequest) =>
  evaluateWallet(id, compatFacts(request));
