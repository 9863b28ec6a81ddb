import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useSatchelQueryClient } from './useSatchelQueryClient';

/**
 * A mutation that talks to a wallet, with a way out: a wallet can stay silent for ever (a lost
 * popup), so `cancel()` aborts the wait (the connector rejects with "The wallet request was
 * cancelled.") and the page keeps everything the person typed. One request at a time: a new one
 * cancels the previous.
 */
export function useWalletMutation<TVariables, TResult>(
  run: (variables: TVariables, signal: AbortSignal) => Promise<TResult>,
  options: Omit<UseMutationOptions<TResult, Error, TVariables>, 'mutationFn'> = {},
) {
  const controller = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => controller.current?.abort(), []);
  const mutation = useMutation<TResult, Error, TVariables>(
    {
      ...options,
      mutationFn: async (variables) => {
        controller.current?.abort();
        const current = new AbortController();
        controller.current = current;
        try {
          return await run(variables, current.signal);
        } finally {
          if (controller.current === current) controller.current = undefined;
        }
      },
    },
    useSatchelQueryClient(),
  );
  const cancel = useCallback(() => controller.current?.abort(), []);
  return { ...mutation, cancel };
}
