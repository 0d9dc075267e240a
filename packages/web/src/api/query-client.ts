import { MutationCache, onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './errors.ts';
import { toastFailure, toastSuccess } from './mutation-toasts.ts';

/**
 * 60 s staleTime: the spec asks for a one-minute dedupe of list loads. Known, coded failures (forbidden, bad
 * input, no session) will not succeed on a retry, so only network-ish failures are retried, once.
 * Every mutation's toasts come from here, out of its `meta` (done / failed / form): one place says how a save
 * or delete ends, whatever screen started it.
 */
export function createQueryClient(): QueryClient {
  // React Query starts believing it is online and learns otherwise only from the next offline event: a page
  // loaded without a network (issue 31) must hold its queries (and show the kept copies) from the start.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: (data, variables, _context, mutation) => toastSuccess(mutation.meta, data, variables),
      onError: (error, variables, _context, mutation) => toastFailure(error, mutation.meta, variables),
    }),
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
