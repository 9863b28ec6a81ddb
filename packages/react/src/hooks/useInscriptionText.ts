import { useQuery } from '@tanstack/react-query';
import { useSatchelQueryClient } from './useSatchelQueryClient';

/** At most this much of a text inscription is shown. */
const TEXT_LIMIT = 10_000;

/**
 * A text inscription's content as plain text (never parsed as HTML or run), first 10,000 characters.
 */
export function useInscriptionText(url: string | undefined) {
  return useQuery(
    {
      queryKey: ['inscription-text', url ?? ''],
      enabled: Boolean(url),
      staleTime: Number.POSITIVE_INFINITY,
      queryFn: async ({ signal }) => {
        const response = await fetch(url ?? '', { signal });
        if (!response.ok) throw new Error(`The indexer answered ${response.status}.`);
        return (await response.text()).slice(0, TEXT_LIMIT);
      },
    },
    useSatchelQueryClient(),
  );
}
