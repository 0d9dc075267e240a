import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Flex, Input, Space, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { errorText } from '../../api/errors.ts';
import { FAILED, ManageHeader, PAGE_SIZES } from './kit.tsx';
import { type Paging, useListFailure } from './use-manage-list.ts';

interface ListPage<Row> {
  count: number;
  result: Row[];
}

/**
 * The one list page of the manage screens (spec 002 section 9): title, toolbar (filters, search, Add button
 * for who may write), anything shown above the table (cards), the paged table, and the add/edit modal as
 * children. A failed list says 'Unable to retrieve records' once and in the table.
 */
export function ManageListPage<Row extends { id: number }>({
  title,
  search,
  filters,
  addLabel,
  writable,
  onAdd,
  above,
  columns,
  list,
  loading,
  paging,
  children,
}: {
  title: string;
  search: { placeholder: string; label: string; width: number };
  filters?: ReactNode;
  addLabel?: string;
  writable: boolean;
  onAdd?: () => void;
  above?: ReactNode;
  columns: TableColumnsType<Row>;
  list: Pick<UseQueryResult<ListPage<Row>>, 'data' | 'isError' | 'error' | 'isPending' | 'isPlaceholderData'>;
  loading?: boolean;
  paging: Paging;
  children?: ReactNode;
}) {
  useListFailure(list);
  return (
    <Flex vertical gap={16}>
      <ManageHeader title={title}>
        {filters}
        <Input.Search
          placeholder={search.placeholder}
          aria-label={search.label}
          allowClear
          enterButton="Search"
          onSearch={paging.setSearch}
          style={{ maxWidth: search.width }}
        />
        {writable && addLabel && (
          <Button type="primary" onClick={onAdd} style={{ marginLeft: 'auto' }}>
            {addLabel}
          </Button>
        )}
      </ManageHeader>
      {above}
      <Table<Row>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.result ?? []}
        loading={loading || list.isPending || list.isPlaceholderData}
        locale={list.isError ? { emptyText: errorText(list.error, FAILED.list) } : undefined}
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: list.data?.count ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          onChange: paging.onChange,
        }}
        scroll={{ x: 'max-content' }}
      />
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
