import {
  type PlanInscriptionTransferParameters,
  type PlanRunesTransferParameters,
  planInscriptionTransfer,
  planRunesTransfer,
  planWalletTransfer,
  type TransferPlan,
} from '@satchel/core/actions';
import { Errors } from '@satchel/core/errors';
import { useAccounts } from './useAccounts';
import { useConnector } from './useConnector';
import { useExplorer } from './useExplorer';
import { useIndexer } from './useIndexer';
import { useWalletMutation } from './useWalletMutation';

type TransferContextKeys = 'explorer' | 'indexer' | 'network' | 'payment' | 'ordinals' | 'walletName';
/** `viaWallet`: the wallet's own asset send (it sets the fee); otherwise the transfer is built here. */
export type PlanTransferVariables =
  | ({ kind: 'inscription'; viaWallet?: false } & Omit<
      PlanInscriptionTransferParameters,
      TransferContextKeys
    >)
  | ({ kind: 'runes'; viaWallet?: false } & Omit<PlanRunesTransferParameters, TransferContextKeys>)
  | { kind: 'inscription'; viaWallet: true; inscriptionId: string; recipient: string }
  | { kind: 'runes'; viaWallet: true; rune: string; amount: bigint; recipient: string };

/** Builds and checks a transfer of an inscription or runes for review. */
export function usePlanTransfer() {
  const indexer = useIndexer();
  const connector = useConnector();
  const { client, network } = useExplorer();
  const { payment, ordinals } = useAccounts();
  return useWalletMutation(async (variables: PlanTransferVariables): Promise<TransferPlan> => {
    if (!indexer) throw Errors.providerNotFound('indexer');
    if (variables.viaWallet) {
      if (!connector) throw Errors.noConnectedAddress();
      return planWalletTransfer({ ...variables, connector, indexer, network, payment, ordinals });
    }
    const context = {
      explorer: client,
      indexer,
      network,
      payment,
      ordinals,
      ...(connector ? { walletName: connector.name } : {}),
    };
    return variables.kind === 'inscription'
      ? planInscriptionTransfer({ ...variables, ...context })
      : planRunesTransfer({ ...variables, ...context });
  });
}
