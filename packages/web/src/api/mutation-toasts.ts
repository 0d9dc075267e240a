import { App } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useEffect } from 'react';
import type { FieldErrorForm } from '../components/form-field-error.ts';
import { showFieldError } from '../components/form-field-error.ts';
import { errorText, isUnauthenticated } from './errors.ts';

/**
 * What a mutation tells the user, as its `meta`: the spec's success text, and the screen's text for a failure
 * the server gives no known message for. Given `form`, a refusal naming one of its fields shows on that field
 * instead of as a toast (showFieldError).
 */
export interface MutationToastMeta extends Record<string, unknown> {
  done?: string;
  failed?: string;
  form?: FieldErrorForm;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationToastMeta;
  }
}

// The query client is made before antd's App exists; the App's message API (themed, in its context) is handed
// over once mounted by <MutationToasts />.
let toaster: MessageInstance | undefined;

/** The MutationCache's success handler: the mutation's `meta.done`, once. */
export function toastSuccess(meta: MutationToastMeta | undefined): void {
  if (meta?.done) toaster?.success(meta.done);
}

/**
 * The MutationCache's failure handler: nothing when the session is gone (the app signs out and says so), the
 * field's own error when the form can show it, else the server's message for a known failure or `meta.failed`.
 */
export function toastFailure(error: unknown, meta: MutationToastMeta | undefined): void {
  if (!meta?.failed || isUnauthenticated(error)) return;
  if (meta.form && showFieldError(meta.form, error)) return;
  toaster?.error(errorText(error, meta.failed));
}

/** Mount once inside antd's <App>: mutation toasts use its message API. */
export function MutationToasts() {
  const { message } = App.useApp();
  useEffect(() => {
    toaster = message;
    return () => {
      if (toaster === message) toaster = undefined;
    };
  }, [message]);
  return null;
}
