import type { FormInstance } from 'antd';
import { ApiError } from './errors.ts';

/** What showFieldError uses of an antd form (a FormInstance, or a stand-in in tests). */
export type FieldErrorForm = Pick<FormInstance, 'getFieldsError' | 'setFields' | 'scrollToField'>;

/**
 * The field and message of a server refusal that names one of `names` (an ApiError whose `field` came from
 * `extensions.field`, e.g. BAD_USER_INPUT 'Digits only' on preWeight), else null.
 */
export function fieldErrorOf(
  error: unknown,
  names: readonly string[],
): { name: string; message: string } | null {
  if (!(error instanceof ApiError) || !error.field || !names.includes(error.field)) return null;
  return { name: error.field, message: error.message };
}

/** The top-level fields the form has (those registered by a Form.Item; list items and nested names aside). */
export function topLevelFieldNames(form: Pick<FormInstance, 'getFieldsError'>): string[] {
  return form
    .getFieldsError()
    .filter(({ name }) => name.length === 1 && typeof name[0] === 'string')
    .map(({ name }) => name[0] as string);
}

/**
 * Shows a server refusal on its field, as the form's own rule would: the message under the field it names,
 * scrolled into view. Only for a field the form has (and, given `fieldNames`, one of those); answers false
 * otherwise, so the caller shows its message as before.
 */
export function showFieldError(
  form: FieldErrorForm,
  error: unknown,
  fieldNames?: readonly string[],
): boolean {
  const present = topLevelFieldNames(form);
  const names = fieldNames ? fieldNames.filter((name) => present.includes(name)) : present;
  const found = fieldErrorOf(error, names);
  if (!found) return false;
  form.setFields([{ name: found.name, errors: [found.message] }]);
  form.scrollToField(found.name, { block: 'center' });
  return true;
}
