import { Transaction } from '@scure/btc-signer';
import { ErrorCode, SatchelError } from '../../primitives/errors';
import type { BitcoinNetwork } from '../../primitives/networks';
import { encodeBase64 } from '../message/encoding';
import { type Edict, runestoneScript, Tag } from '../runes/runestone';
import { type FundingUtxo, inputFields } from './build';
import { payableOutput } from './check';
import { dustThreshold } from './dust';
import { type Selection, selectCoins } from './select';
import { outputWeight } from './size';

/** An unsigned transfer PSBT and who signs which input. */
export interface BuiltTransfer {
  psbtBase64: string;
  selection: Selection<FundingUtxo>;
  /** Address → input indexes, the sats-connect `signInputs` shape. */
  signInputs: Record<string, number[]>;
  /** Sats the recipient's output carries with the asset. */
  postage: bigint;
}

interface TransferFunding {
  /** The payment address's outputs free of inscriptions and runes: they pay the fee. */
  paymentUtxos: readonly FundingUtxo[];
  paymentAddress: string;
  feeRate: number;
  network: BitcoinNetwork;
}

function signInputsOf(inputs: readonly FundingUtxo[]): Record<string, number[]> {
  const signInputs: Record<string, number[]> = {};
  inputs.forEach((input, index) => {
    const address = input.address ?? '';
    signInputs[address] = [...(signInputs[address] ?? []), index];
  });
  return signInputs;
}

function assetInput(utxo: FundingUtxo): FundingUtxo {
  // The asset's own output is spent on purpose: the flags that keep coin selection away from it
  // do not apply to the input the transfer exists for.
  return { ...utxo, inscription: false, rune: false };
}

export interface InscriptionTransferParams extends TransferFunding {
  /** The output carrying the inscription (its whole value is the postage that moves with it). */
  inscriptionUtxo: FundingUtxo;
  recipientAddress: string;
}

/**
 * Moves an inscription (ord's "first in, first out" sat flow): the inscribed output is input 0 and
 * its whole value goes to the recipient as output 0, so every sat of it, the inscribed one
 * included, lands on the recipient and the postage is kept. The fee and any change come from the
 * payment address's asset-free outputs.
 * @throws SatchelError for an address of another network, postage below the recipient's dust
 * limit, and too little to pay the fee.
 */
export function buildInscriptionTransfer(params: InscriptionTransferParams): BuiltTransfer {
  const { network } = params;
  const recipient = payableOutput(params.recipientAddress, network);
  const change = payableOutput(params.paymentAddress, network, 'change');
  const postage = params.inscriptionUtxo.value;
  if (postage < dustThreshold(recipient.type)) {
    throw new SatchelError(
      ErrorCode.INVALID_AMOUNT,
      'The inscription sits on an output below the dust limit for this recipient.',
    );
  }
  const inscribed = assetInput(params.inscriptionUtxo);
  const selection = selectCoins({
    utxos: params.paymentUtxos,
    amount: 0n,
    requiredInputs: [inscribed],
    recipientTypes: [recipient.type],
    changeType: change.type,
    feeRate: params.feeRate,
  });
  const inputs = [inscribed, ...selection.inputs];
  const tx = new Transaction({ allowLegacyWitnessUtxo: true });
  for (const input of inputs) tx.addInput(inputFields(input));
  tx.addOutput({ script: recipient.script, amount: postage });
  if (selection.change > 0n) tx.addOutput({ script: change.script, amount: selection.change });
  return { psbtBase64: encodeBase64(tx.toPSBT()), selection, signInputs: signInputsOf(inputs), postage };
}

export interface RunesTransferParams extends TransferFunding {
  /** Outputs of the owner carrying the rune (and no inscription). */
  runeUtxos: readonly FundingUtxo[];
  /** `block:tx` of the rune. */
  runeId: { block: bigint; tx: bigint };
  /** In the rune's smallest unit. */
  amount: bigint;
  recipientAddress: string;
  /** Where every rune not sent goes back (the owner's ordinals address). */
  ownerAddress: string;
}

/**
 * Sends runes (ord's runes specification): output 0 is the runestone with one edict moving
 * `amount` to output 1 (the recipient, at the dust limit), and a pointer to output 2 (the owner)
 * so every rune not sent, of this rune or any other on the inputs, returns to the owner with the
 * inputs' postage; the fee and change come from the payment address.
 * @throws SatchelError for addresses of another network, an empty amount, and too little for the fee.
 */
export function buildRunesTransfer(params: RunesTransferParams): BuiltTransfer {
  const { network } = params;
  if (params.amount <= 0n)
    throw new SatchelError(ErrorCode.INVALID_AMOUNT, 'The amount must be more than zero.');
  if (params.runeUtxos.length === 0) {
    throw new SatchelError(ErrorCode.INSUFFICIENT_FUNDS, 'No output of this address carries this rune.');
  }
  const recipient = payableOutput(params.recipientAddress, network);
  const owner = payableOutput(params.ownerAddress, network, 'owner');
  const change = payableOutput(params.paymentAddress, network, 'change');
  const edict: Edict = { id: params.runeId, amount: params.amount, output: 1 };
  const runestone = runestoneScript([[Tag.Pointer, 2n]], [edict]);
  const runic = params.runeUtxos.map(assetInput);
  const ownerPostage = runic.reduce((sum, u) => sum + u.value, 0n);
  const recipientPostage = dustThreshold(recipient.type);
  const selection = selectCoins({
    utxos: params.paymentUtxos,
    amount: recipientPostage,
    requiredInputs: runic,
    recipientTypes: [recipient.type, owner.type],
    extraOutputWeight: outputWeight(runestone.length),
    changeType: change.type,
    feeRate: params.feeRate,
  });
  const inputs = [...runic, ...selection.inputs];
  const tx = new Transaction({ allowLegacyWitnessUtxo: true, allowUnknownOutputs: true });
  for (const input of inputs) tx.addInput(inputFields(input));
  tx.addOutput({ script: runestone, amount: 0n });
  tx.addOutput({ script: recipient.script, amount: recipientPostage });
  tx.addOutput({ script: owner.script, amount: ownerPostage });
  if (selection.change > 0n) tx.addOutput({ script: change.script, amount: selection.change });
  return {
    psbtBase64: encodeBase64(tx.toPSBT()),
    selection,
    signInputs: signInputsOf(inputs),
    postage: recipientPostage,
  };
}
