export { type DecodedPsbtText, decodePsbt, decodePsbtText, type PsbtTextEncoding } from './decode';
export type { AmountProof, InputType } from './inputs';
export {
  hasPsbtMagic,
  PSBT_BASE64_PREFIX,
  PSBT_MAGIC,
  PSBT_MAGIC_HEX,
  PsbtGlobalKey,
  PsbtInputKey,
  PsbtOutputKey,
} from './keys';
export type { DecodedPsbt, PsbtInputData, PsbtOutputData } from './reader';
export { addressToScript, type OutputType, type ScriptKind, scriptKind, scriptToAddress } from './scripts';
export { defaultSighash, describeSighash, type SighashInputHints } from './sighash';
export {
  type PsbtInputSummary,
  type PsbtOutputSummary,
  type PsbtSummary,
  type PsbtSummaryFlag,
  type SummarizePsbtContext,
  summarizePsbt,
} from './summarize';
export { TAPROOT_MAX_DEPTH } from './taproot-checks';
export {
  type PsbtContext,
  PsbtMessages,
  type PsbtSigningRequest,
  type ValidatedPsbt,
  type ValidatePsbtRequest,
  validatePsbt,
} from './validate';
