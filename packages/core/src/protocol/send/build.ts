import { hex } from '@scure/base';
import { p2wpkh, Transaction } from '@scure/btc-signer';
import { ErrorCode, SatchelError } from '../../primitives/errors';
import type { BitcoinNetwork } from '../../primitives/networks';
import { encodeBase64 } from '../message/encoding';
import { addressToScript } from '../psbt/scripts';
import { checkPayment, payableOutput } from './check';
import { type Selection, selectCoins, type Utxo } from './select';

/** BIP-125: any sequence below 0xfffffffe signals replaceability. */
export const RBF_SEQUENCE = 0xfffffffd;

export interface FundingUtxo extends Utxo {
  /** scriptPubKey of the output being spent (hex or bytes); derived from `address` when absent. */
  script?: Uint8Array | string;
  address?: string;
  /** x-only internal key of a p2tr UTXO (BIP-371 PSBT_IN_TAP_INTERNAL_KEY). */
  tapInternalKey?: Uint8Array | string;
  /** Compressed public key: gives the redeem script of a p2sh-p2wpkh UTXO. */
  publicKey?: Uint8Array | string;
  /** Full previous transaction, used for p2pkh inputs when the caller has it. */
  nonWitnessUtxo?: Uint8Array | string;
}

export interface BuildSendPsbtParams {
  utxos: readonly FundingUtxo[];
  /** One recipient: `recipientAddress` and `amount`; several: `recipients` (then those two are ignored). */
  recipientAddress?: string;
  amount?: bigint;
  recipients?: readonly { address: string; amount: bigint }[];
  changeAddress: string;
  feeRate: number;
  network: BitcoinNetwork;
}

export interface BuiltSendPsbt {
  psbtBase64: string;
  selection: Selection<FundingUtxo>;
}

function bytes(value: Uint8Array | string | undefined): Uint8Array | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? hex.decode(value) : value;
}

export function inputFields(utxo: FundingUtxo) {
  const script = bytes(utxo.script) ?? (utxo.address ? addressToScript(utxo.address) : undefined);
  if (!script) {
    throw new SatchelError(
      ErrorCode.INVALID_PARAMS,
      `UTXO ${utxo.txid}:${utxo.vout} needs its script or address.`,
    );
  }
  const fields: Parameters<Transaction['addInput']>[0] = {
    txid: utxo.txid,
    index: utxo.vout,
    sequence: RBF_SEQUENCE,
    witnessUtxo: { script, amount: utxo.value },
  };
  if (utxo.type === 'p2tr') {
    const key = bytes(utxo.tapInternalKey);
    if (key?.length !== 32) {
      throw new SatchelError(
        ErrorCode.INVALID_PARAMS,
        `Taproot UTXO ${utxo.txid}:${utxo.vout} needs its 32-byte tapInternalKey.`,
      );
    }
    fields.tapInternalKey = key;
  }
  if (utxo.type === 'p2sh-p2wpkh') {
    const publicKey = bytes(utxo.publicKey);
    if (!publicKey) {
      throw new SatchelError(
        ErrorCode.INVALID_PARAMS,
        `Nested segwit UTXO ${utxo.txid}:${utxo.vout} needs its public key.`,
      );
    }
    fields.redeemScript = p2wpkh(publicKey).script;
  }
  const previous = bytes(utxo.nonWitnessUtxo);
  if (previous && utxo.type === 'p2pkh') fields.nonWitnessUtxo = previous;
  return fields;
}

/**
 * The send built here when the wallet's own is not used: selects coins, then builds an unsigned
 * PSBT paying each recipient (one output per row, in order), with change to `changeAddress` when
 * above dust, every input carrying its witnessUtxo (and tapInternalKey for taproot) and signalling RBF.
 */
export function buildSendPsbt(params: BuildSendPsbtParams): BuiltSendPsbt {
  const { network } = params;
  const wanted = params.recipients ?? [
    { address: params.recipientAddress ?? '', amount: params.amount ?? 0n },
  ];
  if (wanted.length === 0)
    throw new SatchelError(ErrorCode.INVALID_PARAMS, 'A send needs at least one recipient.');
  const outputs = wanted.map((r) => ({
    ...checkPayment({ address: r.address, amount: r.amount, network }),
    amount: r.amount,
  }));
  const change = payableOutput(params.changeAddress, network, 'change');
  const selection = selectCoins({
    utxos: params.utxos,
    amount: outputs.reduce((sum, o) => sum + o.amount, 0n),
    recipientTypes: outputs.map((o) => o.type),
    changeType: change.type,
    feeRate: params.feeRate,
  });
  // Legacy inputs without the previous transaction can still be signed: the fee is checked here.
  const tx = new Transaction({ allowLegacyWitnessUtxo: true });
  for (const utxo of selection.inputs) tx.addInput(inputFields(utxo));
  for (const output of outputs) tx.addOutput({ script: output.script, amount: output.amount });
  if (selection.change > 0n) tx.addOutput({ script: change.script, amount: selection.change });
  return { psbtBase64: encodeBase64(tx.toPSBT()), selection };
}
