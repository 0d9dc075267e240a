import {
  type MutationKey,
  type NetworkMode,
  type QueryKey,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback } from 'react';
import type { MutationToastMeta } from '../api/mutation-toasts.ts';
import { confirmThen } from './confirm.ts';

export interface ConfirmedMutationOptions<TVariables, TData = unknown> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /**
   * The toasts, shown by the query client's MutationCache: `done`, and `failed` when the server names none
   * (texts or, through doneText / failedText, functions of the answer and variables).
   */
  meta: MutationToastMeta;
  /** The queries that reload after a success (query-key factories' keys). */
  invalidates?: readonly QueryKey[];
  /**
   * A failure the screen takes over, answering true (e.g. a VERSION_CONFLICT shown as "Load latest"): then no
   * toast. It is the cache's `meta.handled`, because the cache toasts before the call's promise settles here.
   */
  onError?: (error: unknown, variables: TVariables) => boolean;
  /** Reload `invalidates` after a failure too: a refusal ('Full') means the screen shows something stale. */
  reloadOnFailure?: boolean;
  /** For a screen that shows the save in progress elsewhere than on Yes (useIsMutating on this key). */
  mutationKey?: MutationKey;
  /**
   * 'always' for a save that works offline (it keeps the write on the tablet, shared/offline): the default
   * ('online') would hold the call, and Yes would spin, while the browser is offline.
   */
  networkMode?: NetworkMode;
}

/**
 * Every save and delete of the app, once: 'Are you sure?' (Yes/No), then the call, then the toast (from the
 * MutationCache, out of `meta`), then the queries under `invalidates` reload. The returned function takes the
 * variables and an `onDone` run with the answer after a success, before the reload (close a modal, step back a
 * page, open what was created). The Yes button spins until the reload ends; the dialog closes either way, a
 * failure being told once, as a toast (or by `onError`).
 */
export function useConfirmedMutation<TVariables, TData = unknown>({
  mutationFn,
  meta,
  invalidates = [],
  onError,
  reloadOnFailure = false,
  mutationKey,
  networkMode,
}: ConfirmedMutationOptions<TVariables, TData>) {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const handled = onError as MutationToastMeta['handled']; // the cache calls it with this mutation's variables
  const { mutateAsync } = useMutation({
    mutationKey,
    mutationFn,
    networkMode,
    meta: handled ? { ...meta, handled } : meta,
  });
  return useCallback(
    (variables: TVariables, onDone?: (data: TData) => void) =>
      confirmThen(modal, async () => {
        const reload = () =>
          Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
        let data: TData;
        try {
          data = await mutateAsync(variables);
        } catch {
          if (reloadOnFailure) await reload();
          return;
        }
        onDone?.(data);
        await reload();
      }),
    [modal, mutateAsync, queryClient, invalidates, reloadOnFailure],
  );
}
