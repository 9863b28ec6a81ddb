import { type AssetMark, type PlannedFlowContext, plannedFlow, type TxFlow, UNKNOWN_ASSETS } from './flow';
import type { TransferPlan } from './internal/transfer-plan';
import type { SendPlan } from './plan-send';

/**
 * What a reviewed send signs. Built here: its PSBT, change back to the paying
 * address, each coin as the index vouched for it. The wallet's own send: only the recipients.
 * @throws SatchelError only if the plan's own PSBT is unreadable.
 */
export function sendPlanFlow(plan: SendPlan, context: PlannedFlowContext): TxFlow {
  if (plan.mode === 'native') {
    return plannedFlow(
      {
        recipients: plan.recipients.map((r) => ({
          address: r.address,
          value: r.amount,
          assets: UNKNOWN_ASSETS,
        })),
      },
      context,
    );
  }
  return plannedFlow(
    { psbtBase64: plan.psbtBase64, changeAddresses: [plan.from], notes: { inputs: plan.inputAssets ?? [] } },
    context,
  );
}

/**
 * What a reviewed transfer signs. Built here: its PSBT, what the index said each
 * input carries, and (runes) what the runestone hands each output. The wallet's own method: the
 * recipient and the asset it receives.
 * @throws SatchelError only if the plan's own PSBT is unreadable.
 */
export function transferPlanFlow(plan: TransferPlan, context: PlannedFlowContext): TxFlow {
  if (plan.mode === 'wallet') {
    const mark: AssetMark =
      plan.kind === 'inscription'
        ? { kind: 'inscription', id: plan.asset }
        : {
            kind: 'rune',
            spacedName: plan.asset,
            amount: plan.amount,
            divisibility: plan.divisibility,
            symbol: undefined,
          };
    return plannedFlow(
      {
        recipients: [
          { address: plan.recipient, value: undefined, assets: { marks: [mark], complete: true } },
        ],
      },
      context,
    );
  }
  return plannedFlow(
    {
      psbtBase64: plan.psbtBase64,
      // Change and the runes' owner output both go back to the wallet.
      changeAddresses: context.ownedAddresses,
      notes: { inputs: plan.inputAssets, ...(plan.outputAssets ? { outputs: plan.outputAssets } : {}) },
    },
    context,
  );
}
