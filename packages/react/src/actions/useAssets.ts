import {
  executeTransfer,
  getAssets,
  getBalanceSplit,
  type PlanInscriptionTransferParameters,
  type PlanRunesTransferParameters,
  planInscriptionTransfer,
  planRunesTransfer,
  planWalletTransfer,
  type TransferPlan,
} from '@satchel/core/actions';
import { Errors } from '@satchel/core/errors';
import { createIndexerClient, type IndexerClient } from '@satchel/core/indexer';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useExplorer } from '../explorer/ExplorerProvider';
import { useAccounts } from '../hooks/useAccounts';
import { useConnector } from '../hooks/useConnector';
import { queryKeys } from '../query-keys';
import { useWalletMutation } from './useWalletMutation';

/** The ord indexer of the app's network (SPEC R15.1), when one is configured. */
export function useIndexer(): IndexerClient | undefined {
  const { indexerBaseUrl } = useExplorer();
  return useMemo(
    () => (indexerBaseUrl ? createIndexerClient({ baseUrl: indexerBaseUrl }) : undefined),
    [indexerBaseUrl],
  );
}

/** Inscriptions and rune balances of the connected wallet (SPEC R15.5). */
export function useAssets() {
  const indexer = useIndexer();
  const { network } = useExplorer();
  const { accounts } = useAccounts();
  const addresses = [...new Set(accounts.map((a) => a.address))];
  return useQuery({
    queryKey: queryKeys.assets(network, addresses),
    enabled: indexer !== undefined && addresses.length > 0,
    queryFn: () => {
      if (!indexer) throw new Error('No indexer is configured.');
      return getAssets({ indexer, addresses });
    },
  });
}

/** SPEC R15.4: spendable sats and sats kept apart because they carry assets. */
export function useBalanceSplit(address: string | undefined) {
  const indexer = useIndexer();
  const { client, network } = useExplorer();
  return useQuery({
    queryKey: queryKeys.balanceSplit(network, address ?? ''),
    enabled: indexer !== undefined && Boolean(address),
    queryFn: () => {
      if (!indexer) throw new Error('No indexer is configured.');
      return getBalanceSplit({ explorer: client, indexer, address: address ?? '' });
    },
  });
}

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

/** Builds and checks a transfer of an inscription or runes for review (SPEC R15.6). */
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

/** Has the wallet sign the reviewed transfer and broadcasts it; balances and assets refresh. */
export function useExecuteTransfer() {
  const connector = useConnector();
  const { client, network } = useExplorer();
  const queryClient = useQueryClient();
  return useWalletMutation(
    (plan: TransferPlan, signal) => {
      if (!connector) throw Errors.sendFailed({ details: Errors.noConnectedAddress().message });
      return executeTransfer({ plan, connector, explorer: client, signal });
    },
    {
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.balances(network) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.allAssets(network) });
      },
    },
  );
}

/** At most this much of a text inscription is shown. */
const TEXT_LIMIT = 10_000;

/**
 * A text inscription's content as plain text (never parsed as HTML or run), first 10,000 characters.
 */
export function useInscriptionText(url: string | undefined) {
  return useQuery({
    queryKey: ['inscription-text', url ?? ''],
    enabled: Boolean(url),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) => {
      const response = await fetch(url ?? '', { signal });
      if (!response.ok) throw new Error(`The indexer answered ${response.status}.`);
      return (await response.text()).slice(0, TEXT_LIMIT);
    },
  });
}
