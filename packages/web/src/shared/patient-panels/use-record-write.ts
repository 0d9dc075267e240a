import type { QueryKey } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, useMemo } from 'react';
import { isUnauthenticated } from '../../api/errors.ts';
import {
  type ConfirmedMutationOptions,
  useConfirmedMutation,
} from '../../components/use-confirmed-mutation.ts';
import { recordKey } from './record-queries.ts';

const NONE: readonly QueryKey[] = [];

/**
 * A panel's save as every screen does it (useConfirmedMutation): 'Are you sure?' (Yes/No), the call, the spec's
 * success text or the server's message for a known failure (`meta.failed` otherwise), then every panel of the
 * patient reloads, and the screen's own lists named in `alsoReloads` (a stable array: a module constant).
 * Given `meta.form`, a refusal naming one of its fields shows on that field instead.
 */
export function useRecordMutation<TVariables, TData = unknown>(
  patientID: number,
  options: Omit<ConfirmedMutationOptions<TVariables, TData>, 'invalidates'>,
  alsoReloads: readonly QueryKey[] = NONE,
) {
  const invalidates = useMemo(() => [recordKey(patientID), ...alsoReloads], [patientID, alsoReloads]);
  return useConfirmedMutation({ ...options, invalidates });
}

/** A panel's list failure is told once, as the panel's own text (spec 001 section 8). */
export function useListFailureToast(query: { isError: boolean; error: unknown }, text: string) {
  const { message } = App.useApp();
  useEffect(() => {
    if (query.isError && !isUnauthenticated(query.error)) message.error(text);
  }, [query.isError, query.error, message, text]);
}
