import { networkParams } from '@satchel/core/networks';
import { base64, hex } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { DEFAULT_MNEMONIC } from '../../packages/devwallet/src/config';
import { deriveKeyRing } from '../../packages/devwallet/src/keys';

export const ring = deriveKeyRing(DEFAULT_MNEMONIC, 'regtest');
/** A key the Dev Wallet does not hold at account 0. */
export const stranger = deriveKeyRing(DEFAULT_MNEMONIC, 'regtest', 9);
/** The same wallet as the mainnet-only families (Magic Eden, OKX's main object) answer it. */
const [regtestRing, regtestStranger] = [ring, stranger];
export const mainnetRing = deriveKeyRing(DEFAULT_MNEMONIC, 'mainnet');
const mainnetStranger = deriveKeyRing(DEFAULT_MNEMONIC, 'mainnet', 9);

/**
 * Inputs: 0 our p2wpkh, 1 our p2tr, 2 a stranger's p2wpkh. Input 0 carries `sighash` if given.
 * On `mainnet`, with the mainnet keys.
 */
export function mixedPsbt(sighash?: number, network: 'regtest' | 'mainnet' = 'regtest'): btc.Transaction {
  const [ring, stranger] =
    network === 'mainnet' ? [mainnetRing, mainnetStranger] : [regtestRing, regtestStranger];
  const tx = new btc.Transaction();
  tx.addInput({
    txid: new Uint8Array(32).fill(1),
    index: 0,
    witnessUtxo: { script: ring.payment.script, amount: 60_000n },
  });
  tx.addInput({
    txid: new Uint8Array(32).fill(2),
    index: 0,
    witnessUtxo: { script: ring.ordinals.script, amount: 40_000n },
  });
  tx.addInput({
    txid: new Uint8Array(32).fill(3),
    index: 0,
    witnessUtxo: { script: stranger.payment.script, amount: 5_000n },
  });
  if (sighash !== undefined) tx.updateInput(0, { sighashType: sighash });
  tx.addOutputAddress(stranger.ordinals.address, 100_000n, networkParams(network));
  return tx;
}

/** A PSBT as a wallet answered it: hex (UniSat's families) or base64 (the others). */
export function psbtFrom(text: string): btc.Transaction {
  return btc.Transaction.fromPSBT(/^[0-9a-f]+$/i.test(text) ? hex.decode(text) : base64.decode(text));
}
