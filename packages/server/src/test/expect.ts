import type { GraphQLFormattedError } from 'graphql';
import { expect } from 'vitest';
import { firstError } from './graphql.ts';

/** A refusal: the stable code, the exact message when given, and no data at all. */
export function expectRefused(
  res: { data?: unknown; errors?: readonly GraphQLFormattedError[] | undefined },
  code: string,
  message?: string,
): void {
  expect(res.errors, 'the answer carries an error').toHaveLength(1);
  const error = firstError(res);
  expect(error.code).toBe(code);
  if (message !== undefined) expect(error.message).toBe(message);
  expect(res.data ?? null, 'a refusal answers no data').toBeNull();
}

/** A success: no errors, and the data (typed by the document), so tests read fields without `?.`. */
export function expectData<TData>(res: {
  data?: TData | null;
  errors?: readonly GraphQLFormattedError[] | undefined;
}): TData {
  expect(res.errors, 'the answer carries no error').toBeUndefined();
  expect(res.data, 'the answer carries data').toBeTruthy();
  return res.data as TData;
}

/** A field message: BAD_USER_INPUT with the exact message, on the named field (extensions.field). */
export function expectFieldError(
  res: { data?: unknown; errors?: readonly GraphQLFormattedError[] | undefined },
  field: string,
  message: string,
): void {
  expectRefused(res, 'BAD_USER_INPUT', message);
  expect(res.errors?.[0]?.extensions?.field).toBe(field);
}
