import { useQuery } from '@tanstack/react-query';
import { useExplorer } from './ExplorerProvider';

export function useRecommendedFees() {
  const { client, network } = useExplorer();
  return useQuery({
    queryKey: ['fees', network],
    queryFn: () => client.getRecommendedFees(),
    staleTime: 30_000,
  });
}
