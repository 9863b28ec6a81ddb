// What the example app needs from the devnet besides the wallet: coins to build a PSBT from,
// and a "Sign in with Bitcoin" backend that checks a signed message (README "The devnet").
import * as btc from '@scure/btc-signer';

/**
 * The chain the page runs on, `?network=` (testnet when the page names none): a devnet running as
 * testnet, or a private devnet with mainnet encodings for the wallets that speak only mainnet
 * (playwright.config.ts).
 */
export const NETWORK =
  new URLSearchParams(location.search).get('network') === 'mainnet' ? 'mainnet' : 'testnet';

export const DEVNET =
  NETWORK === 'mainnet'
    ? (import.meta.env.VITE_MAINNET_DEVNET_URL ?? 'http://127.0.0.1:3405')
    : (import.meta.env.VITE_DEVNET_URL ?? 'http://127.0.0.1:3403');

/**
 * Address encodings (Bitcoin Core's chainparams): testnet's bech32 "tb", versions 0x6f/0xc4;
 * mainnet's "bc", 0x00/0x05.
 */
const ENCODINGS = {
  testnet: { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef },
  mainnet: { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05, wif: 0x80 },
};
const ENCODING = ENCODINGS[NETWORK];

/** bip122 chain ids (CAIP-2): the first 32 hex digits of each network's genesis block hash. */
const CHAIN_IDS = {
  testnet: 'bip122:000000000933ea01ad0ee984209779ba',
  // A wallet that knows only mainnet signs for mainnet's id, on the private chain too.
  mainnet: 'bip122:000000000019d6689c085ae165831e93',
};

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
      script: btc.OutScript.encode(btc.Address(ENCODING).decode(from)),
      amount: BigInt(coin.value),
    },
  });
  tx.addOutputAddress(to, BigInt(amount), ENCODING);
  tx.addOutputAddress(from, BigInt(coin.value) - BigInt(amount) - 400n, ENCODING);
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
    `Chain ID: ${CHAIN_IDS[NETWORK]}`,
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
