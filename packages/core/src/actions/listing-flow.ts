import type { RunePile } from '../clients/indexer';
import { INSCRIPTION_OUTPUT, PADDING_OUTPUT, SELLER_INDEX } from '../protocol/listing';
import {
  type AssetMark,
  type AssetNote,
  NO_ASSETS,
  type PlannedFlowContext,
  plannedFlow,
  type TxFlow,
} from './flow';
import type { ListingPurchasePlan } from './plan-listing-purchase';

/** What a seller is about to sign: the inscription's output and the price it asks. */
export interface ListingFlowTerms {
  inscriptionId: string;
  /** `txid:vout` of the output holding the inscription, as the index reports it. */
  outpoint: string;
  /** The address holding the inscription (one of the wallet's). */
  ownerAddress: string;
  /** Value of that output. */
  value: bigint;
  price: bigint;
  /** The seller's payment address, where the price is paid. */
  paymentAddress: string;
}

const inscriptionMark = (id: string): AssetMark => ({ kind: 'inscription', id });
const runeMark = (pile: RunePile): AssetMark => ({
  kind: 'rune',
  spacedName: pile.spacedName,
  amount: pile.amount,
  divisibility: pile.divisibility,
  symbol: pile.symbol,
});

/**
 * What a listing signs: the one input the seller signs, carrying its inscription,
 * and the one output the signature commits to, the price. No fee: a listing is half a transaction,
 * completed and paid for by its buyer, so nothing of it goes to a miner yet; the inscription is
 * shown on its input only, since the buyer's transaction decides where it lands.
 */
export function listingFlow(terms: ListingFlowTerms): TxFlow {
  return {
    inputs: [
      {
        index: 0,
        outpoint: terms.outpoint,
        address: terms.ownerAddress,
        value: terms.value,
        owned: true,
        assets: { marks: [inscriptionMark(terms.inscriptionId)], complete: true },
      },
    ],
    outputs: [
      { index: 0, address: terms.paymentAddress, value: terms.price, role: 'recipient', assets: NO_ASSETS },
    ],
    fee: undefined,
    feeRate: undefined,
    feeAssets: NO_ASSETS,
  };
}

/**
 * What a reviewed purchase signs: its PSBT as built, with what is known of each
 * coin. The buyer's inputs are outputs the index vouched free of assets (that is how they were
 * picked); the seller's carries what `checkListing` found. The outputs follow the layout of
 * `listing/layout.ts` rather than tracing: the inscriptions open the buyer's ordinals output, and
 * runes of the seller's output, with no runestone, go to output 0 (ord's runes specification,
 * "Transferring").
 * @throws SatchelError only if the plan's own PSBT is unreadable.
 */
export function purchasePlanFlow(plan: ListingPurchasePlan, context: PlannedFlowContext): TxFlow {
  const carried: AssetNote = {
    marks: [...plan.inscriptions.map(inscriptionMark), ...plan.runes.map(runeMark)],
    complete: true,
  };
  const flow = plannedFlow(
    {
      psbtBase64: plan.psbtBase64,
      // Everything that comes back to the wallet (padding, the inscription, change) is its own.
      changeAddresses: context.ownedAddresses,
      // Both sides are set below, from the plan: nothing is traced.
      notes: { inputs: [], outputs: [] },
    },
    context,
  );
  const inputs = flow.inputs?.map((input) => ({
    ...input,
    assets: input.index === SELLER_INDEX ? carried : NO_ASSETS,
  }));
  const outputs = flow.outputs.map((output) => ({
    ...output,
    assets:
      output.index === INSCRIPTION_OUTPUT
        ? { marks: plan.inscriptions.map(inscriptionMark), complete: true }
        : output.index === PADDING_OUTPUT && plan.runes.length > 0
          ? { marks: plan.runes.map(runeMark), complete: true }
          : NO_ASSETS,
  }));
  return { ...flow, inputs, outputs, feeAssets: NO_ASSETS };
}
