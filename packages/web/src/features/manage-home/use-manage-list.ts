import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { errorText, isUnauthenticated } from '../../api/errors.ts';
import { confirmThen } from '../../components/confirm.ts';
import { FAILED, PAGE_SIZE } from './kit.tsx';

/** Every manage query lives under this key, so one write refreshes the lists and totals it can change. */
export const MANAGE_KEY = ['manage'] as const;

/** Paging and search of one manage table: a new search (or filter) starts again at page 1. */
export function usePaging(initialSize = PAGE_SIZE) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialSize);
  const [search, setSearchText] = useState('');
  const setSearch = useCallback((text: string) => {
    setSearchText(text.trim());
    setPage(1);
  }, []);
  const onChange = useCallback(
    (nextPage: number, nextSize: number) => {
      setPage(nextSize === pageSize ? nextPage : 1);
      setPageSize(nextSize);
    },
    [pageSize],
  );
  return {
    page,
    pageSize,
    search,
    setSearch,
    setPage,
    onChange,
    pagination: { limit: pageSize, offset: (page - 1) * pageSize },
  };
}

/** 'Unable to retrieve records' once per failure of a list (spec 002 section 8). */
export function useListFailure(query: { isError: boolean; error: unknown }) {
  const { message } = App.useApp();
  useEffect(() => {
    if (query.isError && !isUnauthenticated(query.error)) message.error(FAILED.list);
  }, [query.isError, query.error, message]);
}

/**
 * A save or delete as every manage screen does it: 'Are you sure?' first (Yes/No), then the call, then
 * the spec's success text, or the server's message for a known failure and the screen's text otherwise.
 * The lists under MANAGE_KEY (and any extra keys) reload after a success. `onDone` runs after a success.
 */
export function useConfirmedWrite(extraKeys: readonly QueryKey[] = []) {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  return useCallback(
    (call: () => Promise<unknown>, texts: { done: string; failed: string }, onDone?: () => void) =>
      confirmThen(modal, async () => {
        try {
          await call();
        } catch (error) {
          // The dialog closes either way; the failure is told once, as a toast.
          if (!isUnauthenticated(error)) message.error(errorText(error, texts.failed));
          return;
        }
        message.success(texts.done);
        onDone?.();
        await Promise.all(
          [MANAGE_KEY, ...extraKeys].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        );
      }),
    [modal, message, queryClient, extraKeys],
  );
}
