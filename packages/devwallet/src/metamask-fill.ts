import { type BitcoinNetwork, networkParams } from '@satchel/core/networks';
import { hex } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { equalBytes } from '@scure/btc-signer/utils.js';
import { WalletFailure } from './errors';
import type { WalletUtxo } from './esplora';
import type { KeyAccount } from './keys';

/** BIP-125: any nSequence below 0xfffffffe signals replaceability. */
const RBF_SEQUENCE = 0xfffffffd;

/**
 * MetaMask's Bitcoin account answers `signPsbt` with `options.fill: true` (its Wallet Standard
 * wallet always asks for it) by building a new transaction from the PSBT as a template
 * (MetaMask/snap-bitcoin-wallet, `packages/snap/src/use-cases/AccountUseCases.ts`, `#fillPsbt`):
 * the template's outputs in their order, an output paying the account itself "drained" so it takes
 * the change, every other output kept as a fixed recipient, inputs chosen by the wallet from its
 * own coins (never those it holds frozen for inscriptions), at its own fee rate. The template's
 * inputs are not kept: the app gets back the transaction the wallet built.
 */
export function fillFromTemplate(
  template: btc.Transaction,
  account: KeyAccount,
  network: BitcoinNetwork,
  coins: readonly WalletUtxo[],
  feeRate: number,
): btc.Transaction {
  const params = networkParams(network);
  const outputs = Array.from({ length: template.outputsLength }, (_, i) => template.getOutput(i));
  const isOwn = (script: Uint8Array | undefined) => !!script && equalBytes(script, account.script);
  const recipients = outputs
    .filter((o) => !isOwn(o.script))
    .map((o) => ({ script: o.script as Uint8Array, amount: o.amount ?? 0n }));
  const inputs = coins.map((utxo) => ({
    txid: hex.decode(utxo.txid),
    index: utxo.vout,
    sequence: RBF_SEQUENCE,
    witnessUtxo: { script: account.script, amount: BigInt(utxo.value) },
  }));
  const selected = btc.selectUTXO(inputs, recipients, 'default', {
    feePerByte: BigInt(Math.max(1, Math.ceil(feeRate))),
    changeAddress: account.address,
    network: params,
    bip69: false,
    createTx: false,
    allowUnknownOutputs: true,
  });
  if (!selected)
    throw new WalletFailure('internal', 'Failed to build PSBT from template: insufficient funds');
  const change = selected.change ? selected.outputs[selected.outputs.length - 1]?.amount : undefined;

  const tx = new btc.Transaction({ allowUnknownOutputs: true, version: 2 });
  for (const input of selected.inputs) tx.addInput({ ...input, sequence: RBF_SEQUENCE });
  let drained = false;
  for (const output of outputs) {
    if (isOwn(output.script)) {
      // Only one output takes the change; BDK's `drainTo` has one destination.
      if (drained || change === undefined) continue;
      tx.addOutput({ script: account.script, amount: change });
      drained = true;
    } else {
      tx.addOutput({ script: output.script as Uint8Array, amount: output.amount ?? 0n });
    }
  }
  // "If the PSBT contains no change outputs, one will automatically be added."
  if (!drained && change !== undefined) tx.addOutput({ script: account.script, amount: change });
  return tx;
}
