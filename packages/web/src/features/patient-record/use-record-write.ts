import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useEffect } from 'react';
import { errorText, isUnauthenticated } from '../../api/errors.ts';
import { confirmThen } from '../../components/confirm.ts';
import { type FieldErrorForm, showFieldError } from '../../components/form-field-error.ts';
import { recordKey } from './queries.ts';

/**
 * A panel's save as every screen does it: 'Are you sure?' (Yes/No), the call, the spec's success text or the
 * server's message for a known failure (the panel's text otherwise), then every panel of the patient reloads.
 * `onDone` runs after a success (close a modal, reset the inline row). Given `texts.form`, a refusal naming one
 * of its fields shows on that field instead (showFieldError).
 */
export function useRecordWrite(patientID: number) {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  return useCallback(
    (
      call: () => Promise<unknown>,
      texts: { done: string; failed: string; form?: FieldErrorForm },
      onDone?: () => void,
    ) =>
      confirmThen(modal, async () => {
        try {
          await call();
        } catch (error) {
          if (isUnauthenticated(error) || (texts.form && showFieldError(texts.form, error))) return;
          message.error(errorText(error, texts.failed));
          return;
        }
        message.success(texts.done);
        onDone?.();
        await queryClient.invalidateQueries({ queryKey: recordKey(patientID) });
      }),
    [modal, message, queryClient, patientID],
  );
}

/** A panel's list failure is told once, as the panel's own text (spec 001 section 8). */
export function useListFailureToast(query: { isError: boolean; error: unknown }, text: string) {
  const { message } = App.useApp();
  useEffect(() => {
    if (query.isError && !isUnauthenticated(query.error)) message.error(text);
  }, [query.isError, query.error, message, text]);
}
