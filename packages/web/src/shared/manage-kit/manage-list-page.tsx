import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Flex, Input, Pagination, Space, Spin, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { errorText } from '../../api/errors.ts';
import { FAILED, ManageHeader, PAGE_SIZES, pinActions } from './kit.tsx';
import { type Paging, useListFailure } from './use-manage-list.ts';

interface ListPage<Row> {
  count: number;
  result?: Row[];
}

/**
 * The one list page of the manage screens (spec 002 section 9): title, toolbar (filters, search, Add button
 * for who may write), anything shown above the table (cards), the paged table, and the add/edit modal as
 * children. A failed list says 'Unable to retrieve records' once and in the table. Centres, machines, seats,
 * drugs, symptoms, staff, certifications and machine status are all this page.
 *
 * The search box searches through `paging.setSearch`, unless the screen keeps its search elsewhere (Manage
 * Staff keeps it in the address, so a link can open a search): then `search.onSearch`, and `search.value`
 * for what it shows. Searching the same text again reloads the list. A screen that shows its records other
 * than as table rows (Machine Status groups them by test case) passes them as `body`, and the kit pages them.
 */
export function ManageListPage<Row extends object>({
  title,
  rowKey = 'id',
  search,
  filters,
  addLabel,
  writable,
  onAdd,
  actions,
  above,
  body,
  columns,
  list,
  loading,
  paging,
  showTotal,
  children,
}: {
  title: string;
  /** The row's unique field (staff rows are keyed by their account). */
  rowKey?: string;
  search: {
    placeholder: string;
    label: string;
    width: number;
    value?: string;
    onSearch?: (text: string) => void;
  };
  filters?: ReactNode;
  addLabel?: string;
  writable: boolean;
  onAdd?: () => void;
  /** Buttons beside Add (Download Report). */
  actions?: ReactNode;
  above?: ReactNode;
  /** The records, when not a table of `columns`. */
  body?: ReactNode;
  columns?: TableColumnsType<Row>;
  list: Pick<
    UseQueryResult<ListPage<Row>>,
    'data' | 'isError' | 'error' | 'isPending' | 'isPlaceholderData' | 'refetch'
  >;
  loading?: boolean;
  paging: Paging;
  showTotal?: (total: number) => string;
  children?: ReactNode;
}) {
  useListFailure(list);
  const current = search.value ?? paging.search;
  const onSearch = (text: string) => {
    if (text.trim() === current) void list.refetch();
    else (search.onSearch ?? paging.setSearch)(text.trim());
  };
  const pagination = {
    current: paging.page,
    pageSize: paging.pageSize,
    total: list.data?.count ?? 0,
    pageSizeOptions: PAGE_SIZES,
    showTotal,
    onChange: paging.onChange,
  };
  return (
    <Flex vertical gap={16}>
      <ManageHeader title={title}>
        {filters}
        <Input.Search
          key={search.value}
          defaultValue={search.value}
          placeholder={search.placeholder}
          aria-label={search.label}
          allowClear
          enterButton="Search"
          onSearch={onSearch}
          style={{ maxWidth: search.width }}
        />
        <Flex gap={8} style={{ marginLeft: 'auto' }}>
          {actions}
          {writable && addLabel && (
            <Button type="primary" onClick={onAdd}>
              {addLabel}
            </Button>
          )}
        </Flex>
      </ManageHeader>
      {above}
      {body === undefined ? (
        <Table<Row>
          rowKey={rowKey}
          columns={pinActions(columns ?? [])}
          dataSource={list.data?.result ?? []}
          loading={loading || list.isPending || list.isPlaceholderData}
          locale={list.isError ? { emptyText: errorText(list.error, FAILED.list) } : undefined}
          pagination={{ ...pagination, showSizeChanger: true }}
          scroll={{ x: 'max-content' }}
        />
      ) : (
        <>
          <Spin spinning={loading || list.isPending || list.isPlaceholderData} delay={200}>
            {body}
          </Spin>
          {(list.data?.count ?? 0) > 0 && <Pagination align="end" showSizeChanger {...pagination} />}
        </>
      )}
      {children}
    </Flex>
  );
}

/** The Edit and Delete buttons of a row (either left out when the screen has none). */
export function RowActions({ onEdit, onDelete }: { onEdit?: () => void; onDelete?: () => void }) {
  return (
    <Space>
      {onEdit && (
        <Button size="small" onClick={onEdit}>
          Edit
        </Button>
      )}
      {onDelete && (
        <Button size="small" danger onClick={onDelete}>
          Delete
        </Button>
      )}
    </Space>
  );
}
