import { type UseQueryResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../api/errors.ts';
import type { FieldErrorForm } from '../../api/form-field-error.ts';
import { doneText, failedText, type MutationToastMeta } from '../../api/mutation-toasts.ts';
import { useConfirmedMutation } from '../../components/use-confirmed-mutation.ts';
import { recordKey } from '../../shared/patient-panels/record-queries.ts';
import { dashboardKeys } from '../dashboard/index.ts';
import type { Dialysis } from './api.ts';
import { type SessionFormValues, valuesFromDialysis } from './session-form-values.ts';

export const isCode = (error: unknown, code: string): boolean =>
  error instanceof ApiError && error.code === code;

interface SaveTexts<T> {
  /** Success message (the spec's or DIALYSIS_MESSAGES), or one of the result (a check-out kept offline). */
  done: string | ((result: T) => string);
  /** Fallback for a failure without a known code. */
  failed: string;
  /** After success: usually navigate away (runs before the patient's queries reload). */
  onDone: (result: T) => void;
  /** A failure the page handles itself (answer true to stop the default message). */
  onError?: (error: unknown) => boolean;
}

/** One save, as the session mutation's variables: the call and what to say of it. */
interface SessionCall {
  call: () => Promise<unknown>;
  done: string | ((result: never) => string);
  failed: string;
  onError?: (error: unknown) => boolean;
}

/**
 * A session save as the session pages do it: the call, then the success text and `onDone`, the patient's
 * record queries and the dashboard reloading behind. A VERSION_CONFLICT keeps the form as it is and raises
 * `conflict` (the page shows SessionConflictAlert); a refusal naming a field of `form` shows on that field
 * (showFieldError); other failures show the server's message for a known code, else the page's text. The
 * texts are each call's own, so the one mutation reads them from its variables (the MutationCache toasts).
 */
export function useSessionSave(patientID: number, form?: FieldErrorForm) {
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState(false);
  const reloads = useMemo(() => [recordKey(patientID), dashboardKeys.all], [patientID]);

  const mutationFn = (v: SessionCall) => v.call();
  const meta: MutationToastMeta = {
    done: doneText((result: never, v: SessionCall) =>
      typeof v.done === 'function' ? v.done(result) : v.done,
    ),
    failed: failedText((v: SessionCall) => v.failed),
    form,
  };
  const onError = (error: unknown, v: SessionCall): boolean => {
    if (isCode(error, 'VERSION_CONFLICT')) {
      setConflict(true);
      return true;
    }
    return v.onError?.(error) ?? false;
  };
  const confirmed = useConfirmedMutation({
    mutationFn,
    meta,
    invalidates: reloads,
    onError,
    // Offline, a save says so at once (the network's failure) instead of waiting with a spinning Yes.
    networkMode: 'always',
  });
  // 'always': a check-out kept on the tablet (offline) must run while the browser is offline; other saves
  // then fail at once with the network's error instead of waiting silently (issue 31).
  const { mutateAsync } = useMutation({
    mutationFn,
    networkMode: 'always',
    meta: { ...meta, handled: (error, v) => onError(error, v as SessionCall) },
  });

  /** Without 'Are you sure?': for a page that confirms in its own dialog (check-out). */
  const save = useCallback(
    async <T>(call: () => Promise<T>, texts: SaveTexts<T>): Promise<boolean> => {
      let result: T;
      try {
        result = (await mutateAsync({ call, ...texts })) as T;
      } catch {
        return false;
      }
      setConflict(false);
      texts.onDone(result);
      for (const queryKey of reloads) void queryClient.invalidateQueries({ queryKey });
      return true;
    },
    [mutateAsync, queryClient, reloads],
  );

  /** 'Are you sure?' (Yes/No) first, as every save (spec 000 section 5). */
  const confirmSave = useCallback(
    <T>(call: () => Promise<T>, texts: SaveTexts<T>) =>
      confirmed({ call, ...texts }, (result) => {
        setConflict(false);
        texts.onDone(result as T);
      }),
    [confirmed],
  );

  return { save, confirmSave, conflict, clearConflict: useCallback(() => setConflict(false), []) };
}

/**
 * The session as the form was loaded from it. Later reloads (another panel's write, window focus) do not touch
 * the nurse's entries; only "Load latest" takes the newest version into the form.
 */
export function useLoadedSession(
  query: UseQueryResult<Dialysis>,
  form: FormInstance<SessionFormValues>,
  onLoaded?: () => void,
) {
  const [loaded, setLoaded] = useState<Dialysis | null>(null);
  const [reloading, setReloading] = useState(false);
  // Only data fetched since the page opened: a cached copy (fresh for a minute by the client's staleTime) may
  // be a version behind, or from before the check-out.
  // Offline (the refetch waits for the network), the copy kept on this tablet is what there is (issue 31).
  const fresh =
    (query.isFetchedAfterMount && !query.isFetching) || query.fetchStatus === 'paused'
      ? query.data
      : undefined;
  const { refetch, isFetchedAfterMount, isFetching } = query;
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || isFetchedAfterMount || isFetching) return;
    asked.current = true;
    void refetch();
  }, [refetch, isFetchedAfterMount, isFetching]);
  useEffect(() => {
    if (!loaded && fresh) setLoaded(fresh);
  }, [loaded, fresh]);

  const loadLatest = useCallback(async () => {
    setReloading(true);
    try {
      const fresh = await query.refetch();
      if (fresh.data) {
        setLoaded(fresh.data);
        form.resetFields();
        form.setFieldsValue(valuesFromDialysis(fresh.data));
        onLoaded?.();
      }
    } finally {
      setReloading(false);
    }
  }, [query, form, onLoaded]);

  /** A page that stays after its save: the saved session is what the form now holds (its version is next). */
  const takeSaved = useCallback(
    (saved: Dialysis) => {
      setLoaded(saved);
      form.resetFields();
      form.setFieldsValue(valuesFromDialysis(saved));
    },
    [form],
  );

  return { loaded, loadLatest, reloading, takeSaved };
}

/**
 * Validates the form (or some fields); on failure scrolls to the first field in error, as a submit would, and
 * rethrows so the caller stops. The save buttons sit below a long form, so the message would be off-screen.
 */
export async function validateOrScroll(
  form: FormInstance<SessionFormValues>,
  names?: (keyof SessionFormValues)[],
): Promise<void> {
  try {
    await (names ? form.validateFields(names) : form.validateFields());
  } catch (error) {
    const first = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
    if (first) form.scrollToField(first.name, { block: 'center' });
    throw error;
  }
}
