import { buildSendPsbt, type FundingUtxo } from '@satchel/core/send';
import { base64, hex } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import { type E2eChain, freshWalletOn, regtestChain } from './chain';

interface EsploraUtxo {
  txid: string;
  vout: number;
  value: number;
}

/** Funds `address` with one confirmed coin and returns it as a PSBT funding input. */
export async function fundedUtxo(
  address: string,
  sats: number,
  chain: E2eChain = regtestChain,
): Promise<FundingUtxo> {
  const { txid } = await chain.faucet(address, sats, true);
  const utxos = (await (await fetch(`${chain.url}/api/address/${address}/utxo`)).json()) as EsploraUtxo[];
  const utxo = utxos.find((u) => u.txid === txid);
  if (!utxo) throw new Error(`faucet output ${txid} not found for ${address}`);
  return { txid, vout: utxo.vout, value: BigInt(utxo.value), type: 'p2wpkh', address };
}

/** An unsigned RBF PSBT paying a stranger from the given coins, change back to `change`. */
export function unsignedPsbt(
  utxos: FundingUtxo[],
  amount: bigint,
  change: string,
  feeRate = 2,
  network: E2eChain['network'] = 'regtest',
): string {
  return buildSendPsbt({
    utxos,
    recipientAddress: freshWalletOn(network).payment,
    amount,
    changeAddress: change,
    feeRate,
    network,
  }).psbtBase64;
}

export const psbtHex = (psbtBase64: string) => hex.encode(base64.decode(psbtBase64));

/** Which inputs of a PSBT carry a signature or a final witness. */
export function signedInputs(psbtBase64: string): boolean[] {
  const tx = Transaction.fromPSBT(base64.decode(psbtBase64), { allowUnknownOutputs: true });
  return Array.from({ length: tx.inputsLength }, (_, i) => {
    const input = tx.getInput(i);
    return Boolean(input.partialSig?.length || input.finalScriptWitness?.length || input.tapKeySig);
  });
}
