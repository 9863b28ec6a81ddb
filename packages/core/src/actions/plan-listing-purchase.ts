import type { ExplorerClient } from '../clients/explorer';
import type { IndexerClient, RunePile } from '../clients/indexer';
import { Errors } from '../primitives/errors';
import type { BitcoinNetwork } from '../primitives/networks';
import { assessFee, type FeeWarning } from '../protocol/fee-guard';
import { buildPurchase, type CheckedListing, readListing } from '../protocol/listing';
import { payableOutput } from '../protocol/send';
import type { Account } from '../wallets/kit/types';
import { checkListing } from './check-listing';
import { mayHoldAssets, spendableBy } from './internal/asset-safety';
import { fundingUtxo, named } from './internal/funding';

export interface PlanListingPurchaseParameters {
  /** The seller's signed listing, base64 or hex. */
  listing: string;
  network: BitcoinNetwork;
  explorer: ExplorerClient;
  indexer: IndexerClient;
  payment: Account | undefined;
  /** Where the inscription goes; without one (MetaMask), the payment address. */
  ordinals: Account | undefined;
  feeRate: number;
  /** The explorer's fastest estimate, for the fee guard. */
  fastestRate?: number;
  /** The wallet's display name, for the `Errors.noUsablePublicKey` refusal when an input needs its key. */
  walletName?: string;
}

/** What the buyer reviews, and `executeListingPurchase` carries out. */
export interface ListingPurchasePlan {
  /** The listing as checked: its seller's input, price and where the price goes. */
  listing: CheckedListing;
  /** The buyer's unsigned transaction (the seller's signature is added after the wallet signs). */
  psbtBase64: string;
  signInputs: Record<string, number[]>;
  price: bigint;
  /** The seller's payment address. */
  payTo: string;
  /** Every inscription the purchase delivers, the first at offset 0 of `ordinalsAddress`. */
  inscriptions: string[];
  runes: RunePile[];
  ordinalsAddress: string;
  /** Sats that travel with the inscription. */
  postage: bigint;
  fee: bigint;
  feeRate: number;
  vsize: number;
  /** The review must be confirmed when any is present. */
  feeWarnings: FeeWarning[];
  feeCeiling: number;
}

/**
 * "Buy a listing", everything before the wallet opens: the buyer's addresses are of the
 * app's network, the listing is one (`readListing`: shape, SIGHASH_SINGLE|ANYONECANPAY, the
 * seller's signature at its input's index) and the index still finds its inscription
 * (`checkListing`); then the purchase is built from the payment address's outputs the index
 * vouches free of assets and checked by the fee guard.
 * @throws SatchelError with the listing messages of the catalogue, another network's address,
 * too few spare outputs or too little to pay.
 */
export async function planListingPurchase(
  params: PlanListingPurchaseParameters,
): Promise<ListingPurchasePlan> {
  const { payment, network } = params;
  if (!payment) throw Errors.noConnectedAddress();
  const ordinalsAddress = params.ordinals?.address ?? payment.address;
  payableOutput(payment.address, network, 'payment');
  payableOutput(ordinalsAddress, network, 'ordinals');
  readListing(params.listing);
  const [listing, utxos, status] = await Promise.all([
    checkListing(params.listing, { network, indexer: params.indexer }),
    params.explorer.getUtxos(payment.address),
    params.indexer.assetStatus(payment.address),
  ]);
  const canSpend = spendableBy(status, mayHoldAssets(payment, params.ordinals?.address));
  const built = buildPurchase({
    listing,
    paymentUtxos: utxos.map((u) =>
      fundingUtxo(payment, u, { carriesAssets: !canSpend(u), ...named(params) }),
    ),
    paymentAddress: payment.address,
    ordinalsAddress,
    feeRate: params.feeRate,
    network,
  });
  const { fee, vsize } = built.selection;
  const price = listing.price.amount;
  const { warnings, ceiling } = assessFee({
    fee,
    amountSent: price,
    feeRate: params.feeRate,
    fastestRate: params.fastestRate,
  });
  return {
    listing,
    psbtBase64: built.psbtBase64,
    signInputs: built.signInputs,
    price,
    payTo: listing.payTo,
    inscriptions: listing.inscriptions,
    runes: listing.runes,
    ordinalsAddress,
    postage: built.postage,
    fee,
    feeRate: params.feeRate,
    vsize,
    feeWarnings: warnings,
    feeCeiling: ceiling,
  };
}
