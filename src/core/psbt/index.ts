export { type DecodedPsbtText, decodePsbt, decodePsbtText, type PsbtTextEncoding } from './decode';
export type { InputType } from './inputs';
export type { DecodedPsbt, PsbtInputData, PsbtOutputData } from './reader';
export { addressToScript, type OutputType, type ScriptKind, scriptKind, scriptToAddress } from './scripts';
export { defaultSighash, describeSighash, type SighashInputHints } from './sighash';
export {
  ABSURD_FEE_RATE,
  type PsbtInputSummary,
  type PsbtOutputSummary,
  type PsbtSummary,
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
