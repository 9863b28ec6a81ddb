import type { IndexerClient, InscriptionInfo } from '../clients/indexer';
import { Errors } from '../primitives/errors';
import type { BitcoinNetwork } from '../primitives/networks';
import { type CheckedListing, readListing } from '../protocol/listing';
import { scriptToAddress } from '../protocol/psbt/scripts';

export interface CheckListingContext {
  network: BitcoinNetwork;
  indexer: Pick<IndexerClient, 'getOutputs' | 'getInscription'>;
}

/** Each id's satpoint, refused unless the index places every one within `outpoint`'s sats. */
async function placed(
  indexer: CheckListingContext['indexer'],
  ids: readonly string[],
  outpoint: string,
  value: bigint,
): Promise<InscriptionInfo[]> {
  const infos = await Promise.all(ids.map((id) => indexer.getInscription(id)));
  const stray = infos.findIndex((info) => info?.outpoint !== outpoint || info.offset >= value);
  if (stray !== -1) {
    throw Errors.listingInscriptionsUnknown({
      details: `The index lists ${ids[stray]} on this output but places it elsewhere.`,
    });
  }
  return (infos as InscriptionInfo[]).sort((a, b) =>
    a.offset < b.offset ? -1 : a.offset > b.offset ? 1 : 0,
  );
}

/**
 * Everything a buyer checks before a wallet opens: `readListing`'s checks of the PSBT
 * alone, then the index (ord's `/output` and `/inscription`): the output the listing spends is
 * unspent, holds the value and address the listing names (which its signature commits to), has
 * both its inscriptions and its runes indexed, and carries at least one inscription; each
 * inscription's offset there, so the purchase can put the first at offset 0 of the buyer's output.
 * @throws SatchelError with the listing messages of the catalogue, and the indexer's errors.
 */
export async function checkListing(text: string, context: CheckListingContext): Promise<CheckedListing> {
  const listing = readListing(text);
  const { seller } = listing;
  const outpoint = `${seller.txid}:${seller.vout}`;
  const payTo = scriptToAddress(listing.price.script, context.network) as string;
  const spentFrom = scriptToAddress(seller.prevout.script, context.network);
  const found = (await context.indexer.getOutputs([outpoint])).get(outpoint);
  if (!found?.indexed) {
    throw Errors.listingInscriptionGone({ details: `The index does not know the output ${outpoint}.` });
  }
  if (found.spent) throw Errors.listingInscriptionGone({ details: `The output ${outpoint} has been spent.` });
  if (found.value !== seller.prevout.amount || found.address !== spentFrom) {
    throw Errors.listingInputMismatch({
      details: `The listing says ${seller.prevout.amount} sats at ${spentFrom ?? 'no address'}; the index says ${found.value} sats at ${found.address ?? 'no address'}.`,
    });
  }
  if (found.inscriptions === undefined) {
    throw Errors.listingInscriptionsUnknown({ details: 'The indexer does not index inscriptions.' });
  }
  // ord without --index-runes answers with no runes at all: that says nothing of the runes there,
  // and runes on this output would leave with the inscription (to the purchase's output 0).
  if (found.runes === undefined) {
    throw Errors.listingRunesUnknown({ details: 'The indexer does not index runes.' });
  }
  if (found.inscriptions.length === 0) {
    throw Errors.listingInscriptionGone({ details: `The index finds no inscription on ${outpoint}.` });
  }
  const inscriptions = await placed(context.indexer, found.inscriptions, outpoint, found.value);
  return {
    ...listing,
    outpoint,
    payTo,
    inscriptions: inscriptions.map((info) => info.id),
    inscriptionOffset: (inscriptions[0] as InscriptionInfo).offset,
    runes: found.runes,
  };
}
