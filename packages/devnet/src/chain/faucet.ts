import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import type { NetworkParams } from '@satchel/core/networks';
import { hex } from '@scure/base';
import { p2wpkh, Transaction } from '@scure/btc-signer';
import { COINBASE_MATURITY } from './block';
import type { Chain } from './chain';
import { type Coin, outpointKey } from './types';

/** Fixed seed: every devnet mines its first blocks to the same key, so tests are reproducible. */
export const FAUCET_PRIVATE_KEY = sha256(utf8ToBytes('satchel devnet faucet key v1'));
export const FAUCET_PUBLIC_KEY = secp256k1.getPublicKey(FAUCET_PRIVATE_KEY, true);
export const FAUCET_SCRIPT = p2wpkh(FAUCET_PUBLIC_KEY).script;
const FAUCET_SCRIPT_KEY = hex.encode(FAUCET_SCRIPT);

export function faucetAddress(net: NetworkParams): string {
  return p2wpkh(FAUCET_PUBLIC_KEY, net).address as string;
}

/** Fee rate the faucet pays, in sat/vB: above the default minimum so its txs always relay. */
const FAUCET_FEE_RATE = 2;

export class FaucetError extends Error {}

interface Spendable {
  txid: string;
  vout: number;
  coin: Coin;
}

/** Faucet coins that are mature and not already spent by a mempool transaction, largest first. */
function spendableCoins(chain: Chain): Spendable[] {
  const entry = chain.index.get(FAUCET_SCRIPT_KEY);
  if (!entry) return [];
  const next = chain.height + 1;
  const out: Spendable[] = [];
  const consider = (txid: string, vout: number, coin: Coin | undefined) => {
    if (!coin || chain.mempoolSpends.has(outpointKey(txid, vout))) return;
    if (coin.coinbase && coin.height !== undefined && next - coin.height < COINBASE_MATURITY) return;
    out.push({ txid, vout, coin });
  };
  for (const key of entry.utxos) {
    const sep = key.lastIndexOf(':');
    consider(key.slice(0, sep), Number(key.slice(sep + 1)), chain.utxos.get(key));
  }
  for (const txid of entry.mempoolTxids) {
    chain.mempool.get(txid)?.tx.outputs.forEach((o, vout) => {
      if (hex.encode(o.script) === FAUCET_SCRIPT_KEY) consider(txid, vout, chain.findCoin(txid, vout));
    });
  }
  return out.sort((a, b) => (a.coin.value === b.coin.value ? 0 : a.coin.value > b.coin.value ? -1 : 1));
}

/** Builds and signs a p2wpkh payment from the faucet key; the caller submits it through admission. */
export function buildFaucetTx(chain: Chain, payTo: Uint8Array, sats: bigint): string {
  const coins = spendableCoins(chain);
  const tx = new Transaction({ allowUnknownOutputs: true });
  let total = 0n;
  let count = 0;
  // vsize of a p2wpkh spend: 10.5 base + 68 per input + ~43 per output, rounded up.
  const feeFor = (inputs: number) => BigInt(Math.ceil((11 + 68 * inputs + 43 * 2) * FAUCET_FEE_RATE));
  for (const c of coins) {
    tx.addInput({
      txid: c.txid,
      index: c.vout,
      witnessUtxo: { script: c.coin.script, amount: c.coin.value },
    });
    total += c.coin.value;
    count++;
    if (total >= sats + feeFor(count)) break;
  }
  const fee = feeFor(count);
  if (total < sats + fee) throw new FaucetError(`faucet has ${total} spendable sats, needs ${sats + fee}`);
  tx.addOutput({ script: payTo, amount: sats });
  const change = total - sats - fee;
  if (change >= 294n) tx.addOutput({ script: FAUCET_SCRIPT, amount: change });
  tx.sign(FAUCET_PRIVATE_KEY);
  tx.finalize();
  return tx.hex;
}
