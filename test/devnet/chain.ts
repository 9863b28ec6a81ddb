import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { networkParams } from '@satchel/core/networks';
import * as btc from '@scure/btc-signer';
import { DEFAULT_POLICY } from '../../packages/devnet/src/admission/admit';
import { DevnetNode } from '../../packages/devnet/src/node';

/** Shared by the devnet's own tests: deterministic keys and transaction builders. */
export const REGTEST = networkParams('regtest');

export function testKey(label: string) {
  const priv = sha256(utf8ToBytes(`devnet test key ${label}`));
  const pub = secp256k1.getPublicKey(priv, true);
  return { priv, pub, xonly: pub.slice(1) };
}

export type Kind = 'p2wpkh' | 'p2pkh' | 'p2sh-p2wpkh' | 'p2tr';

export function payment(kind: Kind, key: ReturnType<typeof testKey>) {
  switch (kind) {
    case 'p2wpkh':
      return btc.p2wpkh(key.pub, REGTEST);
    case 'p2pkh':
      return btc.p2pkh(key.pub, REGTEST);
    case 'p2sh-p2wpkh':
      return btc.p2sh(btc.p2wpkh(key.pub, REGTEST), REGTEST);
    case 'p2tr':
      return btc.p2tr(key.xonly, undefined, REGTEST);
  }
}

export function freshNode(policy = DEFAULT_POLICY): DevnetNode {
  const node = new DevnetNode('regtest', policy);
  node.start();
  return node;
}

export interface Utxo {
  txid: string;
  vout: number;
  value: bigint;
  script: Uint8Array;
  /** The funding transaction, which legacy (p2pkh) signing needs in full. */
  raw?: Uint8Array;
}

/** Funds an address of the given kind from the faucet and confirms it. */
export function fund(node: DevnetNode, kind: Kind, key: ReturnType<typeof testKey>, sats: bigint): Utxo {
  const pay = payment(kind, key);
  const { txid } = node.faucet(pay.address as string, sats, true);
  const tx = node.chain.txs.get(txid);
  if (!tx) throw new Error('faucet tx not confirmed');
  const vout = tx.tx.outputs.findIndex((o) => o.value === sats);
  return { txid, vout, value: sats, script: pay.script, raw: tx.tx.raw };
}

export interface SpendOptions {
  kind?: Kind;
  outputs: { script: Uint8Array; amount: bigint }[];
  sequence?: number;
  version?: number;
  lockTime?: number;
  sighash?: number;
}

/** Signs a spend of `utxos` (all of one kind, one key) with scure, as a wallet would. */
export function spend(utxos: Utxo[], key: ReturnType<typeof testKey>, opts: SpendOptions): btc.Transaction {
  const kind = opts.kind ?? 'p2wpkh';
  const pay = payment(kind, key);
  const tx = new btc.Transaction({
    allowUnknownOutputs: true,
    version: opts.version ?? 2,
    lockTime: opts.lockTime ?? 0,
  });
  for (const u of utxos) {
    tx.addInput({
      txid: u.txid,
      index: u.vout,
      ...(kind === 'p2pkh' && u.raw
        ? { nonWitnessUtxo: u.raw }
        : { witnessUtxo: { script: u.script, amount: u.value } }),
      ...(opts.sequence !== undefined ? { sequence: opts.sequence } : {}),
      ...(kind === 'p2sh-p2wpkh' ? { redeemScript: (pay as { redeemScript: Uint8Array }).redeemScript } : {}),
      ...(kind === 'p2tr' ? { tapInternalKey: key.xonly } : {}),
      ...(opts.sighash !== undefined ? { sighashType: opts.sighash } : {}),
    });
  }
  for (const o of opts.outputs) tx.addOutput(o);
  tx.sign(key.priv, opts.sighash !== undefined ? [opts.sighash] : undefined);
  tx.finalize();
  return tx;
}
