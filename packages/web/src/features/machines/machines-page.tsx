import { App, Flex, Space, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import type { UpdateMachineInput } from '../../api/generated/graphql.ts';
import { request } from '../../api/graphql.ts';
import { useConfirmedMutation } from '../../components/use-confirmed-mutation.ts';
import {
  type CentreFilterValue,
  CentreTreeSelect,
  centreIdsOf,
} from '../../shared/centres/centre-tree-select.tsx';
import { activeClinics, useClinics } from '../../shared/centres/clinics.ts';
import { manageKeys } from '../../shared/manage-kit/keys.ts';
import { DONE, FAILED, StatCard, StatusTag } from '../../shared/manage-kit/kit.tsx';
import { ManageListPage, RowActions } from '../../shared/manage-kit/manage-list-page.tsx';
import { useManageList } from '../../shared/manage-kit/use-manage-list.ts';
import { useCan } from '../../shared/session/use-can.ts';
import { dashboardKeys } from '../dashboard/index.ts';
import { MachineForm } from './machine-form.tsx';
import { CREATE_MACHINE, type Machine, type MachineInput, UPDATE_MACHINE, useMachines } from './queries.ts';

const MACHINE_EXPIRED = 'MachineStatus expired.';
// A machine's status can take its seats out of service: the dashboard's seat count changes with it.
const RELOAD = [manageKeys.all, dashboardKeys.all];

/** Manage Machines (spec 002): cards, centre filter, search, Add, Edit and Delete; by status then name. */
export function MachinesPage() {
  const { message } = App.useApp();
  const clinics = useClinics();
  const [centres, setCentres] = useState<CentreFilterValue>('ALL');
  const manage = useManageList<Machine>();
  const { paging, editing } = manage;
  const list = useMachines(centreIdsOf(centres), paging.search, paging.pagination);
  const writable = useCan('machine:write');
  const create = useConfirmedMutation({
    mutationFn: (create: MachineInput) => request(CREATE_MACHINE, { create }),
    meta: { done: DONE.create, failed: FAILED.create },
    invalidates: RELOAD,
  });
  const update = useConfirmedMutation({
    mutationFn: (update: UpdateMachineInput) => request(UPDATE_MACHINE, { update }),
    meta: { done: DONE.update, failed: FAILED.update },
    invalidates: RELOAD,
  });
  // Spec 002 section 8: a machine delete that fails says 'Unable to update record'.
  const remove = useConfirmedMutation({
    mutationFn: (row: Machine) =>
      request(UPDATE_MACHINE, { update: { id: row.id, deleted: 1, updatedOn: row.updatedOn } }),
    meta: { done: DONE.delete, failed: FAILED.update },
    invalidates: RELOAD,
  });

  const onSubmit = (input: MachineInput) => {
    if (editing) update({ ...input, id: editing.id, updatedOn: editing.updatedOn }, manage.close);
    else create(input, manage.close);
  };

  // The server refuses to edit a machine whose audit has expired; say so before the user types anything.
  const onEdit = (row: Machine) => (row.auditExpired ? message.error(MACHINE_EXPIRED) : manage.edit(row));

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
              <RowActions
                onEdit={() => onEdit(row)}
                onDelete={() => remove(row, () => manage.afterDelete(list.data?.result.length))}
              />
            ),
          },
        ]
      : []),
  ];

  const available = list.data?.count2 ?? 0;
  const unavailable = list.data?.count3 ?? 0;
  return (
    <ManageListPage<Machine>
      title="Manage Machines"
      filters={
        <CentreTreeSelect
          clinics={clinics.data ?? []}
          value={centres}
          onChange={(value) => {
            setCentres(value);
            paging.setPage(1);
          }}
        />
      }
      search={{
        placeholder: 'Search by name, serial number or manufacturer',
        label: 'Search machines',
        width: 460,
      }}
      addLabel="Add Machine"
      writable={writable}
      onAdd={manage.add}
      above={
        <Flex gap={16} wrap>
          <StatCard title="Total" value={available + unavailable} />
          <StatCard title="Available" value={available} tone="good" />
          <StatCard title="Unavailable" value={unavailable} tone="bad" />
        </Flex>
      }
      columns={columns}
      list={list}
      paging={paging}
    >
      <MachineForm
        open={manage.open}
        machine={editing ?? null}
        clinics={activeClinics(clinics.data)}
        onSubmit={onSubmit}
        onCancel={manage.close}
      />
    </ManageListPage>
  );
}
