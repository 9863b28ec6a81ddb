import type { Listing } from '@satchel/core';
import { useStoredState } from '@satchel/react';
import { useCallback } from 'react';

/** A signed listing as kept in storage: the price as a decimal string of sats (JSON has no bigint). */
export interface SavedListing {
  psbtBase64: string;
  inscriptionId: string;
  outpoint: string;
  price: string;
  paymentAddress: string;
}

const LISTINGS_KEY = 'satchel_listings';

const isSaved = (v: unknown): v is SavedListing => {
  const l = v as SavedListing;
  return (
    !!l &&
    typeof l === 'object' &&
    typeof l.psbtBase64 === 'string' &&
    typeof l.inscriptionId === 'string' &&
    typeof l.outpoint === 'string' &&
    typeof l.price === 'string' &&
    /^\d+$/.test(l.price) &&
    typeof l.paymentAddress === 'string'
  );
};

const isSavedList = (v: unknown): v is SavedListing[] => Array.isArray(v) && v.every(isSaved);

/**
 * The listings this browser signed, newest first. A signed listing is the seller's only copy of
 * the sale: it is kept across reloads and errors until the person removes it. A new listing of
 * the same inscription is kept beside the old one, which stays valid until the inscription moves.
 */
export function useSavedListings() {
  const [saved, store, read] = useStoredState(LISTINGS_KEY, isSavedList);
  const add = useCallback(
    (listing: Listing) => {
      const entry: SavedListing = {
        psbtBase64: listing.psbtBase64,
        inscriptionId: listing.inscriptionId,
        outpoint: listing.outpoint,
        price: listing.price.toString(),
        paymentAddress: listing.paymentAddress,
      };
      const others = (read() ?? []).filter((l) => l.psbtBase64 !== entry.psbtBase64);
      store([entry, ...others]);
    },
    [read, store],
  );
  const remove = useCallback(
    (psbtBase64: string) => {
      const left = (read() ?? []).filter((l) => l.psbtBase64 !== psbtBase64);
      store(left.length > 0 ? left : undefined);
    },
    [read, store],
  );
  return { listings: saved ?? [], add, remove };
}
