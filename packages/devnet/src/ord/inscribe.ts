import { schnorr } from '@noble/curves/secp256k1.js';
import { hex } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { OutOrdinalReveal, p2tr_ord_reveal } from 'micro-ordinals';
import { feeForVsize, MAX_STANDARD_TX_WEIGHT } from '../admission/policy';
import { HttpError } from '../http/reply';
import type { DevnetNode } from '../node';

/** ord's default postage (`TARGET_POSTAGE`): the inscribed output's value. */
export const INSCRIPTION_POSTAGE = 10_000n;
/** A reveal (an inscription's or an etching's) pays at least this rate (sat/kvB), above the default relay minimum. */
export const REVEAL_FEE_RATE = 2_000n;
const CUSTOM_SCRIPTS = [OutOrdinalReveal];

export interface InscribeRequest {
  address: string;
  contentType: string;
  body: Uint8Array;
}

export interface Inscribed {
  id: string;
  commitTxid: string;
  revealTxid: string;
}

/** A reveal spending `txid:vout` through the envelope leaf, signed with the leaf's key. */
function buildReveal(
  reveal: ReturnType<typeof btc.p2tr>,
  priv: Uint8Array,
  coin: { txid: string; vout: number; amount: bigint },
  destination: Uint8Array,
): btc.Transaction {
  const tx = new btc.Transaction({ customScripts: CUSTOM_SCRIPTS });
  tx.addInput({
    ...reveal,
    txid: coin.txid,
    index: coin.vout,
    witnessUtxo: { script: reveal.script, amount: coin.amount },
  });
  tx.addOutput({ script: destination, amount: INSCRIPTION_POSTAGE });
  tx.sign(priv);
  tx.finalize();
  return tx;
}

/**
 * Inscribes as `ord wallet inscribe` does: a commit paying a taproot output whose script tree
 * holds `<key> OP_CHECKSIG` plus the envelope (built with micro-ordinals), then a reveal that
 * spends it through that leaf, sending the inscribed first sat to `address` with ord's postage.
 * Both go through normal admission (the reveal's script path is verified), then one block
 * confirms them.
 */
export function inscribe(node: DevnetNode, request: InscribeRequest): Inscribed {
  const destination = node.scriptFor(request.address);
  const priv = schnorr.utils.randomSecretKey();
  const reveal = btc.p2tr(
    undefined,
    p2tr_ord_reveal(schnorr.getPublicKey(priv), [
      { tags: { contentType: request.contentType }, body: request.body },
    ]),
    node.params,
    false,
    CUSTOM_SCRIPTS,
  );
  // Size the reveal first (its witness does not depend on the commit), so the commit pays exactly.
  const draft = buildReveal(
    reveal,
    priv,
    { txid: '00'.repeat(32), vout: 0, amount: INSCRIPTION_POSTAGE * 10n },
    destination,
  );
  if (draft.weight > MAX_STANDARD_TX_WEIGHT) {
    throw new HttpError(400, `the reveal would weigh ${draft.weight} WU, above the standard 400000`);
  }
  const rate = node.policy.minRelayFeeRate > REVEAL_FEE_RATE ? node.policy.minRelayFeeRate : REVEAL_FEE_RATE;
  const amount = INSCRIPTION_POSTAGE + feeForVsize(rate, draft.vsize);
  const { txid: commitTxid } = node.faucet(reveal.address as string, amount, false);
  const commit = node.chain.mempool.get(commitTxid)?.tx;
  const scriptHex = hex.encode(reveal.script);
  const vout = commit?.outputs.findIndex((o) => hex.encode(o.script) === scriptHex) ?? -1;
  if (vout < 0) throw new Error('the commit transaction does not pay the reveal address');
  const signed = buildReveal(reveal, priv, { txid: commitTxid, vout, amount }, destination);
  const { txid: revealTxid } = node.broadcast(signed.hex);
  node.mine(1);
  return { id: `${revealTxid}i0`, commitTxid, revealTxid };
}
