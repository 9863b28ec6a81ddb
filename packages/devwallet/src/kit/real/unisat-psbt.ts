import { hex } from '@scure/base';
import { Address, OutScript, TEST_NETWORK, Transaction } from '@scure/btc-signer';

const addressOf = (script: Uint8Array | undefined) => {
  if (!script) return '';
  try {
    return Address(TEST_NETWORK).encode(OutScript.decode(script));
  } catch {
    // OP_RETURN and other scripts without an address.
    return '';
  }
};

/**
 * A PSBT decoded as UniSat's `POST /v5/tx/decode2` answers (`DecodedPsbt` in its source's
 * `src/shared/types.ts`): its PSBT screen keeps "Sign" disabled until this arrives. No assets on
 * any input or output; the fee rate from a P2WPKH size estimate.
 */
export function decodedPsbt(psbtHex: string) {
  const tx = Transaction.fromPSBT(hex.decode(psbtHex), { allowUnknownOutputs: true });
  const noAssets = { inscriptions: [], atomicals: [], runes: [], alkanes: [] };
  const inputInfos = Array.from({ length: tx.inputsLength }, (_, i) => {
    const input = tx.getInput(i);
    return {
      txid: input.txid ? hex.encode(input.txid) : '',
      vout: input.index ?? 0,
      address: addressOf(input.witnessUtxo?.script),
      value: Number(input.witnessUtxo?.amount ?? 0n),
      sighashType: input.sighashType ?? 1,
      ...noAssets,
    };
  });
  const outputInfos = Array.from({ length: tx.outputsLength }, (_, i) => {
    const output = tx.getOutput(i);
    return { address: addressOf(output.script), value: Number(output.amount ?? 0n), ...noAssets };
  });
  const fee =
    inputInfos.reduce((sum, input) => sum + input.value, 0) -
    outputInfos.reduce((sum, output) => sum + output.value, 0);
  // P2WPKH inputs of about 68 vB, outputs of about 31 vB, 11 vB of the rest.
  const vsize = 11 + 68 * inputInfos.length + 31 * outputInfos.length;
  return {
    inputInfos,
    outputInfos,
    inscriptions: {},
    feeRate: Math.round((fee / vsize) * 10) / 10,
    fee,
    features: { rbf: true },
    risks: [],
    isScammer: false,
    recommendedFeeRate: 2,
    shouldWarnFeeRate: false,
  };
}
