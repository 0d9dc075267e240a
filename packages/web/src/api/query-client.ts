import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './errors.ts';

/**
 * 60 s staleTime: the spec asks for a one-minute dedupe of list loads. Known, coded failures (forbidden, bad
 * input, no session) will not succeed on a retry, so only network-ish failures are retried, once.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: (failureCount, error) =>
          failureCount < 1 && (!(error instanceof ApiError) || error.code === 'NETWORK'),
      },
      mutations: { retry: false },
    },
  });
}
