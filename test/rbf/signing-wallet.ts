import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import type { Account, Connector, SignPsbtRequest } from '@satchel/core/connectors';
import { networkParams } from '@satchel/core/networks';
import { base64, hex } from '@scure/base';
import { p2wpkh, Transaction } from '@scure/btc-signer';

/**
 * A regtest p2wpkh key and a connector-shaped double that signs PSBTs with it, as a wallet that
 * leaves the building to the app would. Not a wallet emulator: only what sends need.
 */
export function signingWallet(label: string) {
  const privateKey = sha256(utf8ToBytes(`rbf test key ${label}`));
  const publicKey = secp256k1.getPublicKey(privateKey, true);
  const output = p2wpkh(publicKey, networkParams('regtest'));
  const address = output.address as string;
  const payment: Account = {
    address,
    publicKey: hex.encode(publicKey),
    purpose: 'payment',
    addressType: 'p2wpkh',
  };
  const requests: SignPsbtRequest[] = [];
  /** Changes each signed transaction before it is returned, to play a wallet that alters it. */
  let tamper: ((tx: Transaction) => void) | undefined;
  const connector = {
    capabilities: { nativeSend: false },
    async signPsbt(request: SignPsbtRequest) {
      requests.push(request);
      const tx = Transaction.fromPSBT(base64.decode(request.psbtBase64));
      tamper?.(tx);
      tx.sign(privateKey);
      tx.finalize();
      const psbt = tx.toPSBT();
      return { psbtBase64: base64.encode(psbt), psbtHex: hex.encode(psbt), finalized: true };
    },
  } as unknown as Connector;
  return {
    privateKey,
    address,
    script: output.script,
    payment,
    connector,
    requests,
    tamperWith(change: (tx: Transaction) => void) {
      tamper = change;
    },
  };
}

/** A regtest p2wpkh address nobody here holds the key of. */
export function strangerAddress(label: string): string {
  const key = sha256(utf8ToBytes(`rbf stranger ${label}`));
  return p2wpkh(secp256k1.getPublicKey(key, true), networkParams('regtest')).address as string;
}
