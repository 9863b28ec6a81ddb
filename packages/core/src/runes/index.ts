export {
  checkAddress,
  checkEtchRequest,
  checkFeeRate,
  checkMintRequest,
  checkOrderId,
  checkPositiveIntegerString,
  checkRbfRequest,
  checkRefundAddress,
  checkTxid,
  MAX_DIVISIBILITY,
} from './checks';
export { createOrderingClient, type OrderingClient } from './client';
export {
  FIRST_RESERVED_RUNE,
  MAX_RUNE_LETTERS,
  normalizeRuneName,
  type ParsedRuneName,
  parseRuneName,
  runeValue,
  SPACER,
  U128_MAX,
} from './rune-name';
export { Flag, leb128, parseRuneId, type RuneId, runestoneScript, Tag } from './runestone';
export * from './types';
