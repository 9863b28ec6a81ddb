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
