import type { OutputType } from '../psbt/scripts';

/**
 * Bitcoin Core's dust limits at the default 3 sat/vB dust relay fee: an output is dust when
 * spending it would cost more than it is worth (policy.cpp GetDustThreshold).
 */
export const DUST_THRESHOLDS: Readonly<Record<OutputType, bigint>> = {
  p2pkh: 546n,
  p2sh: 540n,
  p2wpkh: 294n,
  p2wsh: 330n,
  p2tr: 330n,
};

export function dustThreshold(type: OutputType): bigint {
  return DUST_THRESHOLDS[type];
}
