import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback } from 'react';
import type { MutationToastMeta } from '../api/mutation-toasts.ts';
import { confirmThen } from './confirm.ts';

export interface ConfirmedMutationOptions<TVariables> {
  mutationFn: (variables: TVariables) => Promise<unknown>;
  /** The toasts, shown by the query client's MutationCache: `done`, and `failed` when the server names none. */
  meta: MutationToastMeta;
  /** The queries that reload after a success (query-key factories' keys). */
  invalidates?: readonly QueryKey[];
}

/**
 * Every save and delete of the app, once: 'Are you sure?' (Yes/No), then the call, then the toast (from the
 * MutationCache, out of `meta`), then the queries under `invalidates` reload. The returned function takes the
 * variables and an `onDone` run after a success, before the reload (close a modal, step back a page). The Yes
 * button spins until the reload ends; the dialog closes either way, a failure being told once, as a toast.
 */
export function useConfirmedMutation<TVariables>({
  mutationFn,
  meta,
  invalidates = [],
}: ConfirmedMutationOptions<TVariables>) {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({ mutationFn, meta });
  return useCallback(
    (variables: TVariables, onDone?: () => void) =>
      confirmThen(modal, async () => {
        try {
          await mutateAsync(variables);
        } catch {
          return;
        }
        onDone?.();
        await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      }),
    [modal, mutateAsync, queryClient, invalidates],
  );
}
