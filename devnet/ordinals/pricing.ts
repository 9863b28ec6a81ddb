/**
 * What the devnet service charges. The figures are the devnet's own (Xverse does not publish
 * its formula): one postage output, a flat service fee, and the network fee of the one
 * transaction the service broadcasts, at the order's fee rate.
 */
/** Sats sent with the runes to the destination: above dust for every output type. */
export const POSTAGE = 546n;
export const SERVICE_FEE = 1_000n;
/** Outputs below this are not worth paying (an app fee that small is kept as network fee). */
export const DUST = 546n;

/** vsize upper bound of a p2wpkh-input transaction: 10.5 vB of framing, 68 vB per input. */
export function vsizeOf(inputs: number, outputScripts: Uint8Array[]): number {
  const outputs = outputScripts.reduce((n, s) => n + 8 + 1 + s.length, 0);
  return Math.ceil(10.5 + 68 * inputs + outputs);
}

export function feeAt(feeRate: number, vsize: number): bigint {
  return BigInt(Math.ceil(feeRate * vsize));
}
