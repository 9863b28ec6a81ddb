export {
  type BuiltPlanFlowSource,
  type FlowNotes,
  flowFromSummary,
  type PlannedFlowContext,
  plannedFlow,
  type WalletPlanFlowSource,
} from './build';
export { noteOfIndexedOutput, vouchedNote } from './notes';
export { sumRunes, traceAssets } from './trace';
export {
  type AssetMark,
  type AssetNote,
  type FlowInput,
  type FlowOutput,
  NO_ASSETS,
  type OutputRole,
  type TxFlow,
  UNKNOWN_ASSETS,
} from './types';
