import type { NetworkParams } from '@satchel/core/networks';
import { hex } from '@scure/base';
import { difficulty } from '../../chain/block';
import type { Chain } from '../../chain/chain';
import type { BlockRecord, Coin } from '../../chain/types';
import { classifyScript, parsePushes, scriptAsm, scriptToAddress } from '../../tx/script';
import { isCoinbase, type Tx, type TxOutput } from '../../tx/transaction';

export type TxStatus =
  | { confirmed: false }
  | { confirmed: true; block_height: number; block_hash: string; block_time: number };

/** electrs omits the block fields of an unconfirmed status rather than sending null. */
export function statusAt(chain: Chain, height: number | undefined): TxStatus {
  const block = height === undefined ? undefined : chain.blocks[height];
  if (!block) return { confirmed: false };
  return { confirmed: true, block_height: block.height, block_hash: block.hash, block_time: block.time };
}

function voutJson(o: TxOutput, net: NetworkParams): Record<string, unknown> {
  const address = scriptToAddress(o.script, net);
  return {
    scriptpubkey: hex.encode(o.script),
    scriptpubkey_asm: scriptAsm(o.script),
    scriptpubkey_type: classifyScript(o.script),
    ...(address ? { scriptpubkey_address: address } : {}),
    value: Number(o.value),
  };
}

/** Core's GetTransactionSigOpCost for the templates the devnet knows (mempool's `sigops`). */
function sigopCost(tx: Tx, prevouts: Coin[]): number {
  let cost = 0;
  for (const o of tx.outputs) {
    const t = classifyScript(o.script);
    if (t === 'p2pkh' || t === 'p2pk') cost += 4;
  }
  prevouts.forEach((p) => {
    const t = classifyScript(p.script);
    if (t === 'p2pkh' || t === 'p2pk') cost += 4;
    else if (t === 'v0_p2wpkh' || t === 'p2sh') cost += 1;
  });
  return cost;
}

/** The Esplora transaction object (docs/esplora-api.md §1.6.1), field order as electrs writes it. */
export function txJson(
  tx: Tx,
  prevouts: Coin[],
  fee: bigint,
  status: TxStatus,
  net: NetworkParams,
): Record<string, unknown> {
  const coinbase = isCoinbase(tx);
  const vin = tx.inputs.map((input, i) => {
    const prev = coinbase ? undefined : prevouts[i];
    const extra: Record<string, unknown> = {};
    if (prev && classifyScript(prev.script) === 'p2sh') {
      const redeem = parsePushes(input.scriptSig)?.at(-1);
      if (redeem) extra.inner_redeemscript_asm = scriptAsm(redeem);
    }
    if (prev && classifyScript(prev.script) === 'v0_p2wsh' && input.witness.length > 0) {
      extra.inner_witnessscript_asm = scriptAsm(input.witness[input.witness.length - 1] as Uint8Array);
    }
    return {
      txid: input.txid,
      vout: input.vout,
      prevout: prev ? voutJson(prev, net) : null,
      scriptsig: hex.encode(input.scriptSig),
      scriptsig_asm: scriptAsm(input.scriptSig),
      ...(input.witness.length > 0 ? { witness: input.witness.map((w) => hex.encode(w)) } : {}),
      is_coinbase: coinbase,
      sequence: input.sequence,
      ...extra,
    };
  });
  return {
    txid: tx.txid,
    version: tx.version,
    locktime: tx.locktime,
    vin,
    vout: tx.outputs.map((o) => voutJson(o, net)),
    size: tx.size,
    weight: tx.weight,
    sigops: coinbase ? 0 : sigopCost(tx, prevouts),
    fee: Number(fee),
    status,
  };
}

export function blockJson(chain: Chain, b: BlockRecord): Record<string, unknown> {
  return {
    id: b.hash,
    height: b.height,
    version: b.version,
    timestamp: b.time,
    tx_count: b.txids.length,
    size: b.size,
    weight: b.weight,
    merkle_root: b.merkleRoot,
    ...(b.height > 0 ? { previousblockhash: b.prevHash } : {}),
    mediantime: chain.medianTimePast(b.height),
    nonce: b.nonce,
    bits: b.bits,
    difficulty: difficulty(b.bits),
  };
}
