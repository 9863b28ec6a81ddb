/**
 * Marketplace listings: the seller's SIGHASH_SINGLE|ANYONECANPAY PSBT, its checks,
 * and the buyer's transaction that delivers the inscription at offset 0.
 */
export {
  type BuildListingParams,
  type BuiltListing,
  buildListingPsbt,
  type ListingTerms,
  listingPriceOutput,
} from './build-listing';
export { type BuildPurchaseParams, type BuiltPurchase, buildPurchase } from './build-purchase';
export type { CheckedListing } from './checked-listing';
export { completePurchase, withSellerSignature } from './complete-purchase';
export {
  INSCRIPTION_OUTPUT,
  PADDING_INPUTS,
  PADDING_OUTPUT,
  SELLER_INDEX,
  SIGHASH_SINGLE_ANYONECANPAY,
} from './layout';
export {
  type ReadListing,
  readListing,
  type SellerInput,
  type SellerInputType,
  sellerSignatureFault,
} from './read-listing';
export { locateSat, type SatLocation, type SatRange, satRanges } from './sat-flow';
