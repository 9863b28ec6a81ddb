/**
 * A fee rate as the page shows it: sat/vB to at most 3 decimals (1 sat/kvB, the finest rate
 * Bitcoin Core keeps), no trailing zeros, so 0.2 reads "0.2" and 12 reads "12".
 */
export function feeRateText(rate: number): string {
  return String(Number(rate.toFixed(3)));
}
