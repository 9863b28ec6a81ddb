import { KEY_PATH_INPUT_VSIZE, leafInputVsize } from './commit';
import type { FundingKey } from './keys';

/**
 * What the devnet service charges. The figures are the devnet's own (Xverse does not publish
 * its formula): one postage output, a flat service fee, and the network fee of the one
 * transaction the service broadcasts, at the order's fee rate. An etching's funding transaction
 * is its commit, so the service's one transaction is the reveal.
 */
/** Sats sent with the runes to the destination: above dust for every output type. */
export const POSTAGE = 546n;
export const SERVICE_FEE = 1_000n;
/** Outputs below this are not worth paying (an app fee that small is kept as network fee). */
export const DUST = 546n;

/** vsize upper bound of one p2wpkh input (a 72-byte signature). */
export const P2WPKH_INPUT_VSIZE = 68;

/** vsize of one funding coin's input: p2wpkh, or a commit revealed by leaf or refunded by key. */
export function inputVsizeOf(key: FundingKey, reveal: boolean): number {
  if (key.kind === 'p2wpkh') return P2WPKH_INPUT_VSIZE;
  return reveal ? leafInputVsize(key.leaf.length) : KEY_PATH_INPUT_VSIZE;
}

/** vsize upper bound of a segwit transaction: 10.5 vB of framing, then its inputs and outputs. */
export function vsizeOf(
  inputs: number,
  outputScripts: Uint8Array[],
  inputVsize = P2WPKH_INPUT_VSIZE,
): number {
  const outputs = outputScripts.reduce((n, s) => n + 8 + 1 + s.length, 0);
  return Math.ceil(10.5 + inputVsize * inputs + outputs);
}

export function feeAt(feeRate: number, vsize: number): bigint {
  return BigInt(Math.ceil(feeRate * vsize));
}

/** Size and network fee of a transaction spending `inputs` funding coins to these outputs. */
export function networkFeeOf(
  outputScripts: Uint8Array[],
  feeRate: number,
  inputs: number,
  inputVsize: number,
): { vsize: number; networkFee: bigint } {
  const vsize = vsizeOf(inputs, outputScripts, inputVsize);
  return { vsize, networkFee: feeAt(feeRate, vsize) };
}

/** Everything the funding transaction must pay the order's funding address. */
export function fundAmountOf(networkFee: bigint, appServiceFee: bigint): bigint {
  return POSTAGE + networkFee + SERVICE_FEE + appServiceFee;
}

/** The estimate answer (docs/sats-connect.md §4): sats as JSON numbers. */
export function estimateReply(vsize: number, networkFee: bigint, appServiceFee: bigint) {
  return {
    totalSize: vsize,
    totalCost: Number(fundAmountOf(networkFee, appServiceFee)),
    costBreakdown: {
      postage: Number(POSTAGE),
      networkFee: Number(networkFee),
      serviceFee: Number(SERVICE_FEE),
      appServiceFee: Number(appServiceFee),
    },
  };
}
