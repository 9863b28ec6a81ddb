/**
 * A relay fee rate given in sat/vB (`--min-relay 0.1`) as the sat/kvB Core keeps it in
 * (-minrelaytxfee, -incrementalrelayfee): a plain number from 0 to 10,000 with at most 3 decimals,
 * since 1 sat/kvB is the finest rate Core holds. Undefined when none is given.
 * @throws Error naming the option when the value is anything else.
 */
export function satPerKvb(rate: number | undefined, option: string): bigint | undefined {
  if (rate === undefined) return undefined;
  const perKvb = rate * 1000;
  if (!Number.isFinite(rate) || rate < 0 || rate > 10_000 || Math.abs(perKvb - Math.round(perKvb)) > 1e-6) {
    throw new Error(`${option} must be a rate of 0 to 10,000 sat/vB with at most 3 decimals (got ${rate})`);
  }
  return BigInt(Math.round(perKvb));
}
