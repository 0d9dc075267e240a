import { Button, Flex, Input, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../api/errors.ts';
import { request } from '../../api/graphql.ts';
import { useAuth } from '../../app/auth/auth-context.tsx';
import { isRegistered, ROUTE_PATHS } from '../../app/routes.ts';
import { DONE, FAILED, ManageHeader, PAGE_SIZES, StatusTag } from '../manage-home/kit.tsx';
import { canWrite } from '../manage-home/permissions.ts';
import { useConfirmedWrite, useListFailure, usePaging } from '../manage-home/use-manage-list.ts';
import { CentreForm } from './centre-form.tsx';
import {
  type ClinicInput,
  type ClinicSummary,
  CREATE_CLINIC,
  UPDATE_CLINIC,
  useClinicSummaries,
} from './queries.ts';

// Adding or editing a centre changes the centre lists of the whole app (filters, centre selection).
const CLINIC_KEYS = [['clinics']] as const;

/** Manage Staff with this centre preselected; the staff screen reads `?centre=<id>`. */
export function staffOfCentre(id: number): string {
  return `${ROUTE_PATHS.manageStaff}?centre=${id}`;
}

const total = (title: string, key: keyof ClinicSummary) => ({
  title,
  dataIndex: key,
  key,
  align: 'right' as const,
  width: 80,
});

/** Manage Centres (spec 002): searchable table with totals, Add Centre, Edit and View Staff. */
export function CentresPage() {
  const { user } = useAuth();
  const paging = usePaging();
  const list = useClinicSummaries(paging.search, paging.pagination);
  useListFailure(list);
  const write = useConfirmedWrite(CLINIC_KEYS);
  // undefined: closed; null: adding; a centre: editing it.
  const [editing, setEditing] = useState<ClinicSummary | null | undefined>(undefined);
  const writable = canWrite('centre', user?.group);

  const onSubmit = (input: ClinicInput) => {
    const close = () => setEditing(undefined);
    if (editing) {
      const update = { ...input, id: editing.id, updatedOn: editing.updatedOn };
      write(() => request(UPDATE_CLINIC, { update }), { done: DONE.update, failed: FAILED.update }, close);
    } else {
      write(
        () => request(CREATE_CLINIC, { create: input }),
        { done: DONE.create, failed: FAILED.create },
        close,
      );
    }
  };

  const columns: TableColumnsType<ClinicSummary> = [
    { title: 'Name', dataIndex: 'name', key: 'name', fixed: 'left' },
    { title: 'Centre Code', dataIndex: 'uid', key: 'uid' },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (status: string) => <StatusTag status={status} />,
    },
    {
      title: 'Contact',
      key: 'contact',
      render: (_, row) => (
        <Flex vertical>
          <span>{row.phoneNo}</span>
          <Typography.Text type="secondary">{row.email}</Typography.Text>
        </Flex>
      ),
    },
    total('Medical Director', 'totalMedicalDirector'),
    total('Nurse Manager', 'totalManagingNurse'),
    total('Doctor', 'totalDoctor'),
    total('Nurse', 'totalNurse'),
    total('Seat', 'totalSeat'),
    total('Machine', 'totalMachine'),
    {
      title: 'Action',
      key: 'action',
      fixed: 'right',
      render: (_, row) => (
        <Space>
          {writable && (
            <Button size="small" onClick={() => setEditing(row)}>
              Edit
            </Button>
          )}
          {/* Shown once Manage Staff exists, like every link of the app. */}
          {isRegistered('manageStaff') && (
            <Link to={staffOfCentre(row.id)}>
              <Button size="small">View Staff</Button>
            </Link>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <ManageHeader title="Manage Centres">
        <Input.Search
          placeholder="Search by name"
          aria-label="Search by name"
          allowClear
          enterButton="Search"
          onSearch={paging.setSearch}
          style={{ maxWidth: 360 }}
        />
        {writable && (
          <Button type="primary" onClick={() => setEditing(null)} style={{ marginLeft: 'auto' }}>
            Add Centre
          </Button>
        )}
      </ManageHeader>
      <Table<ClinicSummary>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.result ?? []}
        loading={list.isPending || list.isPlaceholderData}
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
      <CentreForm
        open={editing !== undefined}
        centre={editing ?? null}
        onSubmit={onSubmit}
        onCancel={() => setEditing(undefined)}
      />
    </Flex>
  );
}
