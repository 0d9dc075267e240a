import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { ApiError, toApiError } from './errors.ts';
import { reportUnauthenticated } from './session-events.ts';

export const GRAPHQL_PATH = '/graphql';

/**
 * A GraphQL document whose result and variable types travel with it: what `graphql(...)` from
 * `api/generated` answers (GraphQL Code Generator's client preset, string documents).
 */
export type Document<TData, TVariables> = DocumentTypeDecoration<TData, TVariables> & { toString(): string };

interface GraphQLResponse<TData> {
  data?: TData | null;
  errors?: { message?: unknown; extensions?: { code?: unknown; field?: unknown } | null }[];
}

/** An error of a GraphQL answer as the server sends it, with the path of the field it belongs to. */
export interface GraphQLErrorEntry {
  message?: unknown;
  path?: readonly (string | number)[];
  extensions?: { code?: unknown; field?: unknown } | null;
}

/**
 * POST one document to /graphql with the session cookie and answer the data and every error as sent (a
 * batch's refusals are each on their alias). Throws ApiError only when there is no GraphQL answer: 'NETWORK'
 * or 'INTERNAL'.
 */
export async function requestResult<TData, TVariables>(
  document: Document<TData, TVariables>,
  variables?: TVariables,
  signal?: AbortSignal,
  /** Extra headers: a queued write's Idempotency-Key (shared/offline). */
  headers?: Record<string, string>,
): Promise<{ data: TData | null; errors: GraphQLErrorEntry[] }> {
  let response: Response;
  try {
    response = await fetch(GRAPHQL_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json',
        ...headers,
      },
      body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError('NETWORK', 'Network error.');
  }
  let body: GraphQLResponse<TData>;
  try {
    body = (await response.json()) as GraphQLResponse<TData>;
  } catch {
    throw new ApiError('INTERNAL', `Unexpected response (${response.status}).`);
  }
  return { data: body.data ?? null, errors: (body.errors ?? []) as GraphQLErrorEntry[] };
}

/**
 * POST one document to /graphql with the session cookie. Throws ApiError: the server's code and message (and
 * the refused field, if named) for known failures, 'NETWORK' or 'INTERNAL' otherwise. UNAUTHENTICATED is also
 * reported to the auth provider.
 */
export async function request<TData, TVariables>(
  document: Document<TData, TVariables>,
  variables?: TVariables,
  signal?: AbortSignal,
): Promise<TData> {
  const { data, errors } = await requestResult(document, variables, signal);
  if (errors.length) {
    const error = toApiError(errors);
    if (error.code === 'UNAUTHENTICATED') reportUnauthenticated();
    throw error;
  }
  if (!data) throw new ApiError('INTERNAL', 'Empty response.');
  return data;
}
