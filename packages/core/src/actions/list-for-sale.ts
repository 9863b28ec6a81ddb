import { Errors } from '../primitives/errors';
import type { BitcoinNetwork } from '../primitives/networks';
import { buildListingPsbt, listingPriceOutput, SIGHASH_SINGLE_ANYONECANPAY } from '../protocol/listing';
import type { Connector } from '../wallets/kit/types';
import { type AssetOwners, ownedInscription } from './internal/asset-lookups';
import { checkWalletPsbt } from './internal/check-wallet-psbt';
import { fundingUtxo, named } from './internal/funding';
import { operationFailure } from './internal/operation-error';

export interface ListForSaleParameters extends AssetOwners {
  connector: Connector;
  network: BitcoinNetwork;
  inscriptionId: string;
  /** Sats the seller receives; the inscription leaves with its output's value. */
  price: bigint;
  /** Where the price is paid: the seller's payment address. */
  paymentAddress: string;
  /** The wallet's display name, for the `Errors.noUsablePublicKey` refusal of an unusable owner key. */
  walletName?: string;
  signal?: AbortSignal;
}

export interface Listing {
  /** The signed listing, as the wallet returned it (finalized or not): what buyers are given. */
  psbtBase64: string;
  inscriptionId: string;
  /** `txid:vout` of the output the listing spends. */
  outpoint: string;
  price: bigint;
  paymentAddress: string;
}

/**
 * "List for sale": builds the seller's PSBT (the inscription's output, named
 * SIGHASH_SINGLE|ANYONECANPAY, paying `price` to `paymentAddress`), has the connected wallet sign
 * input 0 with that hash type only, and checks the answer as every signed PSBT is checked
 * (`checkWalletPsbt`). Not finalized on request: a listing spends less than it pays, which some
 * finalizers refuse; one the wallet finalizes anyway is kept as it is.
 * @throws SatchelError before the wallet opens: an inscription not held, an output shared with
 * other inscriptions or runes, an index that cannot tell its inscriptions or runes, the price checks; then `signPsbt - failed to sign PSBT` with the
 * wallet's reason, and `checkWalletPsbt`'s refusals.
 */
export async function listForSale(params: ListForSaleParameters): Promise<Listing> {
  const paymentAddress = params.paymentAddress.trim();
  listingPriceOutput({ price: params.price, paymentAddress, network: params.network });
  const { info, owner } = await ownedInscription(params, params.inscriptionId);
  const held = (await params.indexer.getOutputs([info.outpoint])).get(info.outpoint);
  if (held?.inscriptions === undefined) throw Errors.listingInscriptionsUnknown({ details: info.outpoint });
  // An index without runes (ord without --index-runes) cannot say the output holds none: listed,
  // whatever runes it holds would go to the buyer with the inscription.
  if (held.runes === undefined) throw Errors.listingRunesUnknown({ details: info.outpoint });
  if (held.inscriptions.length > 1 || held.runes.length > 0) {
    throw Errors.listingSharedOutput({ details: info.outpoint });
  }
  const [txid = '', vout = '0'] = info.outpoint.split(':');
  const utxo = fundingUtxo(owner, { txid, vout: Number(vout), value: info.value }, named(params));
  const built = buildListingPsbt({
    inscriptionUtxo: utxo,
    price: params.price,
    paymentAddress,
    network: params.network,
  });
  const allowedSighash = [SIGHASH_SINGLE_ANYONECANPAY];
  let signed: Awaited<ReturnType<Connector['signPsbt']>>;
  try {
    signed = await params.connector.signPsbt(
      {
        psbtBase64: built.psbtBase64,
        signInputs: built.signInputs,
        allowedSighash,
        broadcast: false,
        finalize: false,
      },
      { signal: params.signal },
    );
  } catch (cause) {
    throw operationFailure(cause, Errors.signPsbtFailed);
  }
  checkWalletPsbt({
    requestedPsbt: built.psbtBase64,
    returnedPsbt: signed.psbtBase64,
    signInputs: built.signInputs,
    allowedSighash,
  });
  return {
    psbtBase64: signed.psbtBase64,
    inscriptionId: info.id,
    outpoint: info.outpoint,
    price: params.price,
    paymentAddress,
  };
}
