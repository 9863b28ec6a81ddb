/**
 * The fee of `vsize` vbytes at `rate` sat/vB, rounded up to a whole sat: Bitcoin Core's
 * CFeeRate::GetFee, which holds rates in sat/kvB and rounds up so a rate never under-pays. Working
 * in sat/kvB keeps decimal rates exact: 0.1 sat/vB × 30 vB is 3 sats, where the float product
 * (3.0000000000000004) would round up to 4. A rate's sat/kvB is itself rounded up, so an estimate
 * with more than 3 decimals is never paid below.
 */
export function feeForRate(rate: number, vsize: number): bigint {
  const perKvb = BigInt(Math.ceil(rate * 1000 - 1e-6));
  return (perKvb * BigInt(vsize) + 999n) / 1000n;
}
