/** Where a guard sent the user from, carried in the router's location state so sign-in can return there. */
export interface Origin {
  pathname: string;
  search: string;
  hash: string;
}

export interface OriginState {
  from?: Origin;
}

export function originOf(state: unknown): Origin | undefined {
  if (typeof state !== 'object' || state === null || !('from' in state)) return undefined;
  const from = (state as { from: unknown }).from;
  if (typeof from !== 'object' || from === null) return undefined;
  const { pathname, search, hash } = from as Partial<Origin>;
  // Only same-app paths: a crafted state must not turn the redirect into an open redirect.
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//'))
    return undefined;
  return {
    pathname,
    search: typeof search === 'string' ? search : '',
    hash: typeof hash === 'string' ? hash : '',
  };
}

/** The origin, or the dashboard when there is none. */
export function originOrHome(state: unknown): Origin {
  return originOf(state) ?? { pathname: '/', search: '', hash: '' };
}
