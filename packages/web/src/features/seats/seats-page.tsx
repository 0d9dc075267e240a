import { Button, Flex, Input, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorText } from '../../api/errors.ts';
import { request } from '../../api/graphql.ts';
import { useAuth } from '../../app/auth/auth-context.tsx';
import { activeClinics, useClinics } from '../../app/clinics.ts';
import {
  type CentreFilterValue,
  CentreTreeSelect,
  centreIdsOf,
} from '../../components/centre-tree-select.tsx';
import { DONE, FAILED, ManageHeader, PAGE_SIZES, StatusTag } from '../manage-home/kit.tsx';
import { canWrite } from '../manage-home/permissions.ts';
import { useConfirmedWrite, useListFailure, usePaging } from '../manage-home/use-manage-list.ts';
import { CREATE_SEAT, type Seat, type SeatInput, UPDATE_SEAT, useSeats } from './queries.ts';
import { SeatForm } from './seat-form.tsx';

// Seats make the dashboard's seat count.
const EXTRA_KEYS = [['dashboard']] as const;

/** Manage Seats (spec 002): centre filter, search by seat name, Add, Edit and Delete. */
export function SeatsPage() {
  const { user } = useAuth();
  const clinics = useClinics();
  const [centres, setCentres] = useState<CentreFilterValue>('ALL');
  const paging = usePaging();
  const clinicIDs = centreIdsOf(centres) ?? (clinics.data ?? []).map((c) => c.id);
  const list = useSeats(clinicIDs, paging.search, paging.pagination);
  useListFailure(list);
  const write = useConfirmedWrite(EXTRA_KEYS);
  const [editing, setEditing] = useState<Seat | null | undefined>(undefined);
  const writable = canWrite('seat', user?.group);

  const onSubmit = (input: SeatInput) => {
    const close = () => setEditing(undefined);
    if (editing) {
      const { clinicID: _fixed, ...fields } = input;
      const update = { ...fields, id: editing.id, updatedOn: editing.updatedOn };
      write(() => request(UPDATE_SEAT, { update }), { done: DONE.update, failed: FAILED.update }, close);
    } else {
      write(
        () => request(CREATE_SEAT, { create: input }),
        { done: DONE.create, failed: FAILED.create },
        close,
      );
    }
  };

  const onDelete = (row: Seat) =>
    write(
      () => request(UPDATE_SEAT, { update: { id: row.id, deleted: 1 } }),
      { done: DONE.delete, failed: FAILED.delete },
      () => {
        if (list.data?.result.length === 1 && paging.page > 1) paging.setPage(paging.page - 1);
      },
    );

  const columns: TableColumnsType<Seat> = [
    { title: 'Seat', dataIndex: 'name', key: 'name' },
    { title: 'Centre', dataIndex: 'clinicName', key: 'clinicName' },
    {
      title: 'Machine',
      key: 'machine',
      render: (_, row) => (row.machineName ? `${row.machineName} (${row.machineSerialNo ?? ''})` : ''),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (status: string) => <StatusTag status={status} />,
    },
    ...(writable
      ? [
          {
            title: 'Action',
            key: 'action',
            render: (_: unknown, row: Seat) => (
              <Space>
                <Button size="small" onClick={() => setEditing(row)}>
                  Edit
                </Button>
                <Button size="small" danger onClick={() => onDelete(row)}>
                  Delete
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={16}>
      <ManageHeader title="Manage Seats">
        <CentreTreeSelect
          clinics={clinics.data ?? []}
          value={centres}
          onChange={(value) => {
            setCentres(value);
            paging.setPage(1);
          }}
        />
        <Input.Search
          placeholder="Search by seat name"
          aria-label="Search by seat name"
          allowClear
          enterButton="Search"
          onSearch={paging.setSearch}
          style={{ maxWidth: 360 }}
        />
        {writable && (
          <Button type="primary" onClick={() => setEditing(null)} style={{ marginLeft: 'auto' }}>
            Add Seat
          </Button>
        )}
      </ManageHeader>
      <Table<Seat>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.result ?? []}
        loading={clinics.isPending || list.isPending || list.isPlaceholderData}
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
      <SeatForm
        open={editing !== undefined}
        seat={editing ?? null}
        clinics={activeClinics(clinics.data)}
        onSubmit={onSubmit}
        onCancel={() => setEditing(undefined)}
      />
    </Flex>
  );
}
