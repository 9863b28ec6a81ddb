import type { RunePile } from '../../clients/indexer';
import type { ReadListing } from './read-listing';

/** A listing that can be bought now: its shape and signature hold, and the index vouches for its input. */
export interface CheckedListing extends ReadListing {
  /** `txid:vout` of the seller's output. */
  outpoint: string;
  /** The seller's payment address, as the app's network writes it. */
  payTo: string;
  /** Inscription ids on the seller's output, lowest offset first: all of them go to the buyer. */
  inscriptions: string[];
  /** Offset of the first inscription in the seller's output: where the buyer's output starts. */
  inscriptionOffset: bigint;
  /** Runes on the seller's output (with no runestone they go to the purchase's output 0). */
  runes: RunePile[];
}
