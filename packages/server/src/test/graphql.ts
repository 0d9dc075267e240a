import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import type { FastifyInstance } from 'fastify';
import type { GraphQLFormattedError } from 'graphql';
import { SESSION_COOKIE } from '../http/session-cookie.ts';
import { uniqueAddress } from './unique.ts';

/** One GraphQL answer over HTTP, with what the browser would see of the response. */
export interface GqlResponse<TData = Record<string, unknown>> {
  status: number;
  data: TData | null | undefined;
  errors: GraphQLFormattedError[] | undefined;
  /** Raw Set-Cookie header lines. */
  setCookie: string[];
  /** The session cookie the response set, parsed (undefined when it set none). */
  sessionCookie: ParsedCookie | undefined;
}

export interface ParsedCookie {
  name: string;
  value: string;
  expires?: Date;
  maxAge?: number;
  path?: string;
  httpOnly?: boolean;
  sameSite?: string;
  secure?: boolean;
}

/** What `graphql(...)` of test/generated answers: the text, with its result and variable types. */
export type TypedDocument<TData, TVariables> = DocumentTypeDecoration<TData, TVariables> & {
  toString(): string;
};

// biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert on their shape
export type AnyData = Record<string, any>;

/**
 * A GraphQL client over the real /graphql endpoint (through app.inject), behaving like one browser: it
 * keeps the session cookie the server sets and drops it when the server clears it. Each client has its
 * own remote address unless told otherwise, so throttling by address never mixes tests.
 */
export class GqlClient {
  cookie: string | null;
  readonly remoteAddress: string;

  constructor(
    readonly app: FastifyInstance,
    options: { cookie?: string | null; remoteAddress?: string } = {},
  ) {
    this.cookie = options.cookie ?? null;
    this.remoteAddress = options.remoteAddress ?? uniqueAddress();
  }

  /** A typed document (`graphql(...)` from test/generated) answers typed data; a raw string answers loosely. */
  request<TData, TVariables>(
    document: TypedDocument<TData, TVariables>,
    variables?: TVariables,
    headers?: Record<string, string>,
  ): Promise<GqlResponse<TData>>;
  request<TData = AnyData>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GqlResponse<TData>>;
  async request<TData = AnyData>(
    query: string | TypedDocument<TData, unknown>,
    variables?: unknown,
    /** Extra request headers (Origin, Sec-Fetch-Site, X-Forwarded-For: what a browser or proxy adds). */
    headers: Record<string, string> = {},
  ): Promise<GqlResponse<TData>> {
    const response = await this.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: this.remoteAddress,
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        ...(this.cookie ? { cookie: `${SESSION_COOKIE}=${this.cookie}` } : {}),
        ...headers,
      },
      payload: JSON.stringify({ query: query.toString(), variables }),
    });
    const raw = response.headers['set-cookie'];
    const setCookie = raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
    const sessionCookie = (response.cookies as ParsedCookie[]).find((c) => c.name === SESSION_COOKIE);
    if (sessionCookie) {
      const cleared = sessionCookie.value === '' || (sessionCookie.expires?.getTime() ?? Infinity) <= 0;
      this.cookie = cleared ? null : sessionCookie.value;
    }
    const body = response.json() as { data?: TData | null; errors?: GraphQLFormattedError[] };
    return { status: response.statusCode, data: body.data, errors: body.errors, setCookie, sessionCookie };
  }
}

/** The first error of an answer, for refusal checks. */
export function firstError(res: { errors?: readonly GraphQLFormattedError[] | undefined }) {
  const [error] = res.errors ?? [];
  return { code: error?.extensions?.code, message: error?.message };
}
