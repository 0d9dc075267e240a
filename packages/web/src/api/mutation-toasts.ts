import type { MessageInstance } from 'antd/es/message/interface';
import { errorText, isUnauthenticated } from './errors.ts';
import type { FieldErrorForm } from './form-field-error.ts';
import { showFieldError } from './form-field-error.ts';

/**
 * What a mutation tells the user, as its `meta`: the spec's success text, and the screen's text for a failure
 * the server gives no known message for. Given `form`, a refusal naming one of its fields shows on that field
 * instead of as a toast (showFieldError). Given `handled`, a failure it answers true for is the screen's own
 * (e.g. a session's VERSION_CONFLICT raises "Load latest"): no toast.
 *
 * A text may be a function: some say what was saved ('Appointment Booked: 5 Mar 2025', '3 booked, 1 full'),
 * known only from the call's variables or its answer. The cache has both as `unknown`; write them with
 * `doneText` / `failedText`, which take the mutation's own types.
 */
export interface MutationToastMeta extends Record<string, unknown> {
  done?: string | ((data: unknown, variables: unknown) => string);
  failed?: string | ((variables: unknown) => string);
  form?: FieldErrorForm;
  handled?: (error: unknown, variables: unknown) => boolean;
}

/**
 * A success text from the mutation's answer and variables, typed as the mutation's. The one cast: the cache
 * calls it with this mutation's own data and variables.
 */
export function doneText<TData, TVariables>(
  text: (data: TData, variables: TVariables) => string,
): (data: unknown, variables: unknown) => string {
  return text as (data: unknown, variables: unknown) => string;
}

/** A failure text from the mutation's variables (see doneText). */
export function failedText<TVariables>(
  text: (variables: TVariables) => string,
): (variables: unknown) => string {
  return text as (variables: unknown) => string;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationToastMeta;
  }
}

// The query client is made before antd's App exists; the App's message API (themed, in its context) is handed
// over once mounted by <MutationToasts />.
type Toaster = Pick<MessageInstance, 'success' | 'error'>;
let toaster: Toaster | undefined;

/** Hands the toasts their message API (<MutationToasts />; a test's stand-in); answers how to take it back. */
export function setToaster(next: Toaster): () => void {
  toaster = next;
  return () => {
    if (toaster === next) toaster = undefined;
  };
}

/** The MutationCache's success handler: the mutation's `meta.done`, once. */
export function toastSuccess(meta: MutationToastMeta | undefined, data: unknown, variables: unknown): void {
  const done = typeof meta?.done === 'function' ? meta.done(data, variables) : meta?.done;
  if (done) toaster?.success(done);
}

/**
 * The MutationCache's failure handler: nothing when the session is gone (the app signs out and says so) or the
 * screen takes the failure over (`meta.handled`), the field's own error when the form can show it, else the
 * server's message for a known failure or `meta.failed`.
 */
export function toastFailure(error: unknown, meta: MutationToastMeta | undefined, variables: unknown): void {
  if (!meta || isUnauthenticated(error)) return;
  if (meta.handled?.(error, variables)) return;
  if (!meta.failed) return;
  if (meta.form && showFieldError(meta.form, error)) return;
  const failed = typeof meta.failed === 'function' ? meta.failed(variables) : meta.failed;
  toaster?.error(errorText(error, failed));
}
