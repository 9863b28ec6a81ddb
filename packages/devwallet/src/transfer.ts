import { networkParams } from '@satchel/core/networks';
import { hex } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { WalletFailure } from './errors';
import type { WalletUtxo } from './esplora';
import type { KeyAccount } from './keys';
import type { CheckedUtxos } from './ord-assets';
import type { Signer } from './signer';

export interface Recipient {
  address: string;
  amount: bigint;
}

/** BIP-125: any nSequence below 0xfffffffe signals replaceability. */
const RBF_SEQUENCE = 0xfffffffd;

/**
 * Builds and signs a payment from one of the wallet's addresses (the payment one by default), the way a wallet's "send"
 * screen does: coin selection over its UTXOs, change back to the same address, RBF on.
 */
export function buildTransfer(
  signer: Signer,
  recipients: Recipient[],
  utxos: WalletUtxo[],
  feeRate: number,
  from: KeyAccount = signer.ring.payment,
): btc.Transaction {
  const { network } = signer;
  const params = networkParams(network);
  if (recipients.length === 0)
    throw new WalletFailure('invalid-params', 'At least one recipient is required.');
  for (const recipient of recipients) {
    try {
      btc.Address(params).decode(recipient.address);
    } catch {
      throw new WalletFailure(
        'invalid-params',
        `Invalid recipient address for ${network}: ${recipient.address}`,
      );
    }
    if (recipient.amount <= 0n) throw new WalletFailure('invalid-params', 'Amount must be positive.');
  }
  const payment = from;
  const inputs = utxos.map((utxo) => ({
    txid: hex.decode(utxo.txid),
    index: utxo.vout,
    sequence: RBF_SEQUENCE,
    witnessUtxo: { script: payment.script, amount: BigInt(utxo.value) },
    ...(payment.addressType === 'p2tr' ? { tapInternalKey: payment.xOnlyPublicKey } : {}),
  }));
  const selected = btc.selectUTXO(
    inputs,
    recipients.map((r) => ({ address: r.address, amount: r.amount })),
    'default',
    {
      feePerByte: BigInt(Math.max(1, Math.ceil(feeRate))),
      changeAddress: payment.address,
      network: params,
      bip69: false,
      createTx: true,
      allowUnknownOutputs: true,
    },
  );
  if (!selected?.tx) throw new WalletFailure('internal', 'Insufficient funds.');
  const tx = selected.tx;
  for (let index = 0; index < tx.inputsLength; index++) {
    // selectUTXO keeps our sequence only when given; set it again so every input signals RBF.
    tx.updateInput(index, { sequence: RBF_SEQUENCE }, true);
    tx.signIdx(signer.keyOf(payment), index);
  }
  tx.finalize();
  return tx;
}

/**
 * `buildTransfer` over the coins the ord index calls plain bitcoin (`checkUtxos`): a wallet never
 * pays with an inscription or a rune. Coins the index has not seen (still in the mempool, or every
 * coin when the index cannot be reached) are used only when the known-free ones fall short, as a
 * wallet spends unconfirmed change: refusing would leave the Dev Wallet unable to send on a devnet
 * nobody mines, or on a network whose index it cannot reach.
 */
export function buildGuardedTransfer(
  signer: Signer,
  recipients: Recipient[],
  coins: CheckedUtxos,
  feeRate: number,
  from: KeyAccount = signer.ring.payment,
): btc.Transaction {
  if (coins.unknown.length === 0) return buildTransfer(signer, recipients, coins.free, feeRate, from);
  try {
    return buildTransfer(signer, recipients, coins.free, feeRate, from);
  } catch (error) {
    if (!(error instanceof WalletFailure) || error.kind !== 'internal') throw error;
    return buildTransfer(signer, recipients, [...coins.free, ...coins.unknown], feeRate, from);
  }
}
