import type { BitcoinNetwork } from '../../primitives/networks';
import { type PsbtSummary, summarizePsbt } from '../../protocol/psbt/summarize';
import { traceAssets } from './trace';
import {
  type AssetNote,
  type FlowInput,
  type FlowOutput,
  NO_ASSETS,
  type OutputRole,
  type TxFlow,
  UNKNOWN_ASSETS,
} from './types';

/** `OP_RETURN OP_13`: the start of a runestone (ord's runes specification, "Runestones"). */
const RUNESTONE_PREFIX = '6a5d';

/** What is known of each input's assets, and of the outputs' when the builder knows better than tracing. */
export interface FlowNotes {
  /** By input index; a missing one is unknown. */
  inputs?: readonly AssetNote[];
  /** By output index; when absent they are traced from the inputs (see traceAssets). */
  outputs?: readonly AssetNote[];
}

function roleOf(output: PsbtSummary['outputs'][number]): OutputRole {
  if (output.type === 'op_return') {
    return output.script.toLowerCase().startsWith(RUNESTONE_PREFIX) ? 'runestone' : 'op_return';
  }
  return output.change ? 'change' : 'recipient';
}

/** The flow of a summarized PSBT (`summarizePsbt`'s summary → the "what you sign" diagram). */
export function flowFromSummary(summary: PsbtSummary, notes: FlowNotes = {}): TxFlow {
  const inputs: FlowInput[] = summary.inputs.map((input) => ({
    index: input.index,
    outpoint: input.outpoint,
    address: input.address,
    value: input.value,
    owned: input.owned,
    assets: notes.inputs?.[input.index] ?? UNKNOWN_ASSETS,
  }));
  const shaped = summary.outputs.map((output) => ({ output, role: roleOf(output) }));
  const traced = notes.outputs
    ? undefined
    : traceAssets(
        inputs,
        shaped.map(({ output, role }) => ({ value: output.value, role })),
      );
  const outputs: FlowOutput[] = shaped.map(({ output, role }) => ({
    index: output.index,
    address: output.address,
    value: output.value,
    role,
    assets: notes.outputs?.[output.index] ?? traced?.outputs[output.index] ?? UNKNOWN_ASSETS,
  }));
  return {
    inputs,
    outputs,
    fee: summary.fee,
    feeRate: summary.feeRate,
    feeAssets: traced?.fee ?? NO_ASSETS,
  };
}

export interface PlannedFlowContext {
  network: BitcoinNetwork;
  /** The connected wallet's addresses: inputs from them are "yours". */
  ownedAddresses: readonly string[];
}

/** A plan built here: its PSBT, where change goes, and what the index said of the coins it spends. */
export interface BuiltPlanFlowSource {
  psbtBase64: string;
  /** Outputs to these are change (back to the wallet). */
  changeAddresses: readonly string[];
  notes: FlowNotes;
}

/** A plan the wallet carries out itself: only where the money goes is known. */
export interface WalletPlanFlowSource {
  recipients: readonly { address: string; value: bigint | undefined; assets: AssetNote }[];
}

/** The flow of a reviewed send or transfer, built here (exact) or by the wallet (outputs only). */
export function plannedFlow(
  source: BuiltPlanFlowSource | WalletPlanFlowSource,
  context: PlannedFlowContext,
): TxFlow {
  if ('recipients' in source) {
    return {
      inputs: undefined,
      outputs: source.recipients.map((r, index) => ({
        index,
        address: r.address,
        value: r.value,
        role: 'recipient',
        assets: r.assets,
      })),
      fee: undefined,
      feeRate: undefined,
      feeAssets: UNKNOWN_ASSETS,
    };
  }
  const summary = summarizePsbt(source.psbtBase64, {
    network: context.network,
    ownedAddresses: [...context.ownedAddresses],
    changeAddresses: [...source.changeAddresses],
  });
  return flowFromSummary(summary, source.notes);
}
