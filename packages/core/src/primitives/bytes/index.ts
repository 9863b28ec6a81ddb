export { ByteWriter } from './byte-writer';
export {
  CompactSizeError,
  type CompactSizeProblem,
  type CompactSizeRead,
  MAX_COMPACT_SIZE,
  readCompactSize,
} from './compact-size';
