import type { GqlBody } from './operations.ts';

/** A signed-in user of one app instance: the session cookie works on every instance (sessions are in the DB). */
export interface User {
  email: string;
  /** 'sid=...' as the browser sends it. */
  cookie: string;
}

/** One GraphQL request as the browser sends it (same-origin, the session cookie); data, or an Error. */
export async function gql(
  base: string,
  cookie: string,
  body: GqlBody,
): Promise<{ data: Record<string, unknown>; setCookie: string | null }> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: base },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
  if (json.errors?.length) throw new Error(json.errors.map((e) => e.message).join('; '));
  return { data: json.data ?? {}, setCookie: res.headers.get('set-cookie') };
}

export async function signIn(base: string, email: string, password: string): Promise<User> {
  const { setCookie } = await gql(base, '', {
    query: 'mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { challenge } }',
    variables: { e: email, p: password },
  });
  const cookie = setCookie?.split(';')[0];
  if (!cookie) throw new Error(`no session cookie for ${email}`);
  return { email, cookie };
}
