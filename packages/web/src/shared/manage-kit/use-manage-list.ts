import { App } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { isUnauthenticated } from '../../api/errors.ts';
import { FAILED, PAGE_SIZE } from './kit.tsx';

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

export type Paging = ReturnType<typeof usePaging>;

/**
 * The state of one manage list page: its paging and search, and the record its add/edit modal is open for
 * (undefined: closed; null: adding; a row: editing it).
 */
export function useManageList<Row>(pageSize?: number) {
  const paging = usePaging(pageSize);
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const { page, setPage } = paging;
  return {
    paging,
    editing,
    open: editing !== undefined,
    add: useCallback(() => setEditing(null), []),
    edit: useCallback((row: Row) => setEditing(row), []),
    close: useCallback(() => setEditing(undefined), []),
    /** After a delete: the last row of a page past the first gone, the page before is shown. */
    afterDelete: useCallback(
      (rowsShown: number | undefined) => {
        if (rowsShown === 1 && page > 1) setPage(page - 1);
      },
      [page, setPage],
    ),
  };
}

/** 'Unable to retrieve records' once per failure of a list (spec 002 section 8). */
export function useListFailure(query: { isError: boolean; error: unknown }) {
  const { message } = App.useApp();
  useEffect(() => {
    if (query.isError && !isUnauthenticated(query.error)) message.error(FAILED.list);
  }, [query.isError, query.error, message]);
}
