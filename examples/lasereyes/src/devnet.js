// What the example app needs from the devnet besides the wallet: coins to build a PSBT from,
// and a "Sign in with Bitcoin" backend that checks a signed message (README "The devnet").
import * as btc from '@scure/btc-signer';

export const DEVNET = import.meta.env.VITE_DEVNET_URL ?? 'http://127.0.0.1:3403';

/**
 * The devnet runs as testnet here (playwright.config.ts): testnet address encoding (Bitcoin
 * Core's chainparams: bech32 "tb", versions 0x6f/0xc4).
 */
export const TESTNET = { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef };

/**
 * A PSBT paying `amount` sats from `from`'s largest coin to `to`, change back to `from`, with a
 * fixed 400-sat fee (one P2WPKH input and two outputs weigh about 141 vB).
 */
export async function paymentPsbt(from, to, amount) {
  const coins = await (await fetch(`${DEVNET}/api/address/${from}/utxo`)).json();
  const coin = coins.sort((a, b) => b.value - a.value)[0];
  if (!coin) throw new Error(`No coins at ${from}: fund it first.`);
  const tx = new btc.Transaction();
  tx.addInput({
    txid: coin.txid,
    index: coin.vout,
    witnessUtxo: {
      script: btc.OutScript.encode(btc.Address(TESTNET).decode(from)),
      amount: BigInt(coin.value),
    },
  });
  tx.addOutputAddress(to, BigInt(amount), TESTNET);
  tx.addOutputAddress(from, BigInt(coin.value) - BigInt(amount) - 400n, TESTNET);
  return tx;
}

/** How many inputs of a PSBT carry a signature (partial or finalized). */
export function signedInputs(tx) {
  let count = 0;
  for (let i = 0; i < tx.inputsLength; i++) {
    const input = tx.getInput(i);
    if (input.partialSig?.length || input.tapKeySig || input.finalScriptWitness) count++;
  }
  return count;
}

/** A sign-in message for this page with a nonce from the devnet (the EIP-4361 layout). */
export async function signInMessage(address) {
  const { nonce } = await (await fetch(`${DEVNET}/siwb/nonce`, { method: 'POST' })).json();
  return [
    `${location.host} wants you to sign in with your Bitcoin account:`,
    address,
    '',
    '',
    `URI: ${location.origin}`,
    'Version: 1',
    // bip122 chain id of testnet3: the first 32 hex digits of its genesis block hash.
    'Chain ID: bip122:000000000933ea01ad0ee984209779ba',
    `Nonce: ${nonce}`,
    `Issued At: ${new Date().toISOString()}`,
  ].join('\n');
}

/** The devnet's verdict on a signed sign-in message: `{valid, address}` or `{valid: false, reason}`. */
export async function verifySignIn(message, signature) {
  const response = await fetch(`${DEVNET}/siwb/verify`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify({ message, signature }),
  });
  return response.json();
}
