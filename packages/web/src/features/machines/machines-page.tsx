import { App, Button, Flex, Input, Space, Table, type TableColumnsType, Tag } from 'antd';
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
import { DONE, FAILED, ManageHeader, PAGE_SIZES, StatCard, StatusTag } from '../manage-home/kit.tsx';
import { canWrite } from '../manage-home/permissions.ts';
import { useConfirmedWrite, useListFailure, usePaging } from '../manage-home/use-manage-list.ts';
import { MachineForm } from './machine-form.tsx';
import { CREATE_MACHINE, type Machine, type MachineInput, UPDATE_MACHINE, useMachines } from './queries.ts';

const MACHINE_EXPIRED = 'MachineStatus expired.';
// A machine's status can take its seats out of service: the dashboard's seat count changes with it.
const EXTRA_KEYS = [['dashboard']] as const;

/** Manage Machines (spec 002): cards, centre filter, search, Add, Edit and Delete; by status then name. */
export function MachinesPage() {
  const { user } = useAuth();
  const { message } = App.useApp();
  const clinics = useClinics();
  const [centres, setCentres] = useState<CentreFilterValue>('ALL');
  const paging = usePaging();
  const list = useMachines(centreIdsOf(centres), paging.search, paging.pagination);
  useListFailure(list);
  const write = useConfirmedWrite(EXTRA_KEYS);
  const [editing, setEditing] = useState<Machine | null | undefined>(undefined);
  const writable = canWrite('machine', user?.group);

  const onSubmit = (input: MachineInput) => {
    const close = () => setEditing(undefined);
    if (editing) {
      const update = { ...input, id: editing.id, updatedOn: editing.updatedOn };
      write(() => request(UPDATE_MACHINE, { update }), { done: DONE.update, failed: FAILED.update }, close);
    } else {
      write(
        () => request(CREATE_MACHINE, { create: input }),
        { done: DONE.create, failed: FAILED.create },
        close,
      );
    }
  };

  // Spec 002 section 8: a machine delete that fails says 'Unable to update record'.
  const onDelete = (row: Machine) =>
    write(
      () => request(UPDATE_MACHINE, { update: { id: row.id, deleted: 1 } }),
      { done: DONE.delete, failed: FAILED.update },
      () => {
        if (list.data?.result.length === 1 && paging.page > 1) paging.setPage(paging.page - 1);
      },
    );

  // The server refuses to edit a machine whose audit has expired; say so before the user types anything.
  const onEdit = (row: Machine) => (row.auditExpired ? message.error(MACHINE_EXPIRED) : setEditing(row));

  const columns: TableColumnsType<Machine> = [
    { title: 'Name', dataIndex: 'name', key: 'name' },
    { title: 'Serial No.', dataIndex: 'serialNo', key: 'serialNo' },
    { title: 'Manufacturer', dataIndex: 'manufacturer', key: 'manufacturer' },
    { title: 'Centre', dataIndex: 'clinicName', key: 'clinicName' },
    {
      title: 'Status',
      key: 'status',
      render: (_, row) => (
        <Space size={4}>
          <StatusTag status={row.status} />
          {row.auditExpired && <Tag color="red">Audit expired</Tag>}
        </Space>
      ),
    },
    ...(writable
      ? [
          {
            title: 'Action',
            key: 'action',
            render: (_: unknown, row: Machine) => (
              <Space>
                <Button size="small" onClick={() => onEdit(row)}>
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

  const data = list.data;
  const available = data?.count2 ?? 0;
  const unavailable = data?.count3 ?? 0;
  return (
    <Flex vertical gap={16}>
      <ManageHeader title="Manage Machines">
        <CentreTreeSelect
          clinics={clinics.data ?? []}
          value={centres}
          onChange={(value) => {
            setCentres(value);
            paging.setPage(1);
          }}
        />
        <Input.Search
          placeholder="Search by name, serial number or manufacturer"
          aria-label="Search machines"
          allowClear
          enterButton="Search"
          onSearch={paging.setSearch}
          style={{ maxWidth: 460 }}
        />
        {writable && (
          <Button type="primary" onClick={() => setEditing(null)} style={{ marginLeft: 'auto' }}>
            Add Machine
          </Button>
        )}
      </ManageHeader>
      <Flex gap={16} wrap>
        <StatCard title="Total" value={available + unavailable} />
        <StatCard title="Available" value={available} tone="good" />
        <StatCard title="Unavailable" value={unavailable} tone="bad" />
      </Flex>
      <Table<Machine>
        rowKey="id"
        columns={columns}
        dataSource={data?.result ?? []}
        loading={list.isPending || list.isPlaceholderData}
        locale={list.isError ? { emptyText: errorText(list.error, FAILED.list) } : undefined}
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: data?.count ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          onChange: paging.onChange,
        }}
        scroll={{ x: 'max-content' }}
      />
      <MachineForm
        open={editing !== undefined}
        machine={editing ?? null}
        clinics={activeClinics(clinics.data)}
        onSubmit={onSubmit}
        onCancel={() => setEditing(undefined)}
      />
    </Flex>
  );
}
