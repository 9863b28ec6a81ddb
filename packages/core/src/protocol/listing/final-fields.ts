import { Errors } from '../../primitives/errors';

/**
 * The transaction version a listing must carry. The purchase keeps the version the seller signed
 * (BIP-143 and BIP-341 digests commit to it), so it decides whether a node relays the purchase:
 * Bitcoin Core refuses versions 0 and above 3 as non-standard (`version`), version 3 brings
 * BIP-431's size and ancestry limits the purchase is not built for, and version 2 is what wallets
 * build (BIP-68's version).
 */
const LISTING_TX_VERSION = 2;

/** BIP-68: bit 31 of an input's nSequence set means the input carries no relative lock. */
const SEQUENCE_LOCKTIME_DISABLE = 0x80000000;

interface ListingTxFields {
  txVersion: number;
  lockTime: number;
  /** The seller's input nSequence. */
  sequence: number;
}

const hex32 = (n: number) => `0x${(n >>> 0).toString(16).padStart(8, '0')}`;

/**
 * The fields of a listing the seller's signature commits to and the purchase must keep as they
 * are: only those that make a purchase a node takes now pass. A lock time other than 0 leaves the
 * purchase non-final until that height or time (`non-final`); a seller nSequence without BIP-68's
 * disable bit is a relative lock on the seller's input (`non-BIP68-final`); another version is
 * refused or limited by relay policy (see `LISTING_TX_VERSION`). Any of them would have the buyer
 * sign a purchase that is refused today and becomes valid later.
 * @throws SatchelError `A sale listing must be a version 2 transaction with no lock time and no
 * relative lock.`, the field at fault as details.
 */
export function assertListingFinal(fields: ListingTxFields): void {
  if (fields.txVersion !== LISTING_TX_VERSION) {
    throw Errors.listingTxFields({ details: `Its transaction version is ${fields.txVersion}.` });
  }
  if (fields.lockTime !== 0) {
    throw Errors.listingTxFields({ details: `Its lockTime is ${fields.lockTime}.` });
  }
  if ((fields.sequence & SEQUENCE_LOCKTIME_DISABLE) === 0) {
    throw Errors.listingTxFields({
      details: `Its input's nSequence ${hex32(fields.sequence)} sets a relative lock (BIP-68).`,
    });
  }
}
